import { afterEach, describe, expect, it, vi } from "vitest";
import { withDeadline } from "./deadline.js";
import { DependencyUnavailableError } from "./http/errors.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("withDeadline", () => {
  it("returns what the call returns within the deadline", async () => {
    await expect(withDeadline("Firestore", Promise.resolve("answer"), 100)).resolves.toBe("answer");
  });

  it("gives up with DependencyUnavailableError once the deadline passes", async () => {
    vi.useFakeTimers();
    const outcome = withDeadline("Firestore", new Promise(() => undefined), 3_500);
    const assertion = expect(outcome).rejects.toEqual(
      new DependencyUnavailableError("Firestore did not answer within 3500 ms"),
    );
    await vi.advanceTimersByTimeAsync(3_500);
    await assertion;
  });

  it.each([
    ["gRPC UNAVAILABLE", 14],
    ["gRPC DEADLINE_EXCEEDED", 4],
    ["an Admin SDK network error", "app/network-error"],
    ["an Admin SDK network timeout", "app/network-timeout"],
  ])("reports %s as the service being unavailable", async (_case, code) => {
    const failure = Object.assign(new Error("connect ECONNREFUSED"), { code });
    const outcome = withDeadline("Firestore", Promise.reject(failure), 100);
    await expect(outcome).rejects.toBeInstanceOf(DependencyUnavailableError);
    await expect(outcome).rejects.toHaveProperty("cause", failure);
  });

  it("passes any other failure through unchanged", async () => {
    const failure = Object.assign(new Error("already exists"), { code: 6 });
    await expect(withDeadline("Firestore", Promise.reject(failure), 100)).rejects.toBe(failure);
  });
});
