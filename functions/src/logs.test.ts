import { describe, expect, it } from "vitest";
import { describeError } from "./logs.js";

describe("describeError", () => {
  it("keeps an error's name, message and stack", () => {
    const error = new TypeError("internal detail at /srv/app.js:12");
    expect(describeError(error)).toEqual({
      name: "TypeError",
      message: "internal detail at /srv/app.js:12",
      stack: error.stack,
    });
  });

  it("writes what was thrown as text when it is not an error", () => {
    expect(describeError("offline")).toEqual({ name: "string", message: "offline" });
    expect(describeError(undefined)).toEqual({ name: "undefined", message: "undefined" });
  });
});
