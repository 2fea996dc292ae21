import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { checkSchema, fieldErrorsOf, requiredText, requiredWhen, textWhenNeeded } from "./index.js";

const NAME_REQUIRED = "Name is required";
const NAME_TOO_LONG = "Name is too long";
const TAGS_INVALID = "Tags must be words";

const schema = v.object(
  {
    name: v.pipe(requiredText(NAME_REQUIRED), v.maxLength(3, NAME_TOO_LONG)),
    tags: v.array(v.pipe(v.string(), v.regex(/^\w+$/u, TAGS_INVALID))),
  },
  "Not an object",
);

describe("fieldErrorsOf", () => {
  it("returns an empty object for valid values", () => {
    expect(fieldErrorsOf(schema, { name: "Elm", tags: [] })).toEqual({});
  });

  it("keeps the first message of each field, in the order of its rules", () => {
    expect(fieldErrorsOf(schema, { name: " ", tags: [] })).toEqual({ name: NAME_REQUIRED });
    expect(fieldErrorsOf(schema, { name: "Maple", tags: [] })).toEqual({ name: NAME_TOO_LONG });
  });

  it("names a refused item of a list by the list", () => {
    expect(fieldErrorsOf(schema, { name: "Elm", tags: ["ok", "not ok", "!"] })).toEqual({
      tags: TAGS_INVALID,
    });
  });

  it("gives a missing field the field's own message, not the object's", () => {
    expect(fieldErrorsOf(schema, { tags: [] } as unknown as v.InferInput<typeof schema>)).toEqual({
      name: NAME_REQUIRED,
    });
  });
});

describe("requiredWhen", () => {
  const DAY_REQUIRED = "Day is required";
  const visit = v.pipe(
    v.object({
      name: requiredText(NAME_REQUIRED),
      when: v.picklist(["now", "later"]),
      day: textWhenNeeded(DAY_REQUIRED),
    }),
    requiredWhen("when", "later", "day", DAY_REQUIRED),
  );

  it("requires the field only for the choice that needs it", () => {
    expect(checkSchema(visit, { name: "Elm", when: "now" })).toEqual({
      ok: true,
      value: { name: "Elm", when: "now", day: "" },
    });
    expect(fieldErrorsOf(visit, { name: "Elm", when: "later", day: " " })).toEqual({
      day: DAY_REQUIRED,
    });
    expect(fieldErrorsOf(visit, { name: "Elm", when: "later", day: "Monday" })).toEqual({});
  });

  it("reports on the field even when another field is refused", () => {
    expect(fieldErrorsOf(visit, { name: "", when: "later", day: "" })).toEqual({
      name: NAME_REQUIRED,
      day: DAY_REQUIRED,
    });
  });
});
