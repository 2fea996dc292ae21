import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMAIL_MAX_LENGTH,
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  USER_ID_MAX_LENGTH,
  checkPassword,
  isValidEmail,
  isValidPassword,
  messages,
  parseCreateOrganizationRequest,
  validateOrganizationDescription,
  validateOrganizationName,
  validatePassword,
  type CreateOrganizationRequest,
} from "./index.js";

const knownMessages: readonly string[] = Object.values(messages);
const whiteSpace = fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u2003", "\u3000", "\ufeff");
const padding = fc.string({ unit: whiteSpace, maxLength: 4 });
const anyText = fc.string({ unit: "binary", maxLength: 40 });

/** Text of any code points, often close to `limit` code points long, with white space around it. */
const paddedTextNear = (limit: number) =>
  fc
    .tuple(
      padding,
      fc.oneof(
        fc.string({ unit: "binary", maxLength: 8 }),
        fc
          .integer({ min: limit - 2, max: limit + 2 })
          .chain((length) => fc.string({ unit: "binary", minLength: length, maxLength: length })),
      ),
      padding,
    )
    .map(([before, text, after]) => before + text + after);

const fieldValue = fc.oneof(anyText, fc.jsonValue(), fc.anything());

const expectWellFormed = (result: ReturnType<typeof parseCreateOrganizationRequest>): void => {
  if (result.ok) {
    expect(Object.keys(result.value).sort()).toEqual(["createdBy", "description", "name"]);
  } else {
    expect(knownMessages).toContain(result.error);
  }
};

describe("parseCreateOrganizationRequest, for any input", () => {
  it("never throws on any JSON value and answers with a payload or a known message", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expectWellFormed(parseCreateOrganizationRequest(body));
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on objects with arbitrary values for name, description and createdBy", () => {
    const body = fc.record(
      { name: fieldValue, description: fieldValue, createdBy: fieldValue },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(body, (value) => {
        expectWellFormed(parseCreateOrganizationRequest(value));
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on values JSON cannot express", () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withMap: true, withSet: true }),
        (body) => {
          expectWellFormed(parseCreateOrganizationRequest(body));
        },
      ),
    );
  });
});

describe("parseCreateOrganizationRequest, for a successful parse", () => {
  const plausibleBody = fc.record({
    name: paddedTextNear(ORGANIZATION_NAME_MAX_LENGTH),
    description: fc.option(paddedTextNear(ORGANIZATION_DESCRIPTION_MAX_LENGTH), { nil: undefined }),
    createdBy: paddedTextNear(USER_ID_MAX_LENGTH),
    extra: fc.jsonValue(),
  });

  const parsedPayloads = plausibleBody
    .map(parseCreateOrganizationRequest)
    .filter((result): result is { ok: true; value: CreateOrganizationRequest } => result.ok);

  it("is idempotent: parsing its own output gives the same output", () => {
    fc.assert(
      fc.property(parsedPayloads, ({ value }) => {
        expect(parseCreateOrganizationRequest(value)).toEqual({ ok: true, value });
      }),
    );
  });

  it("always satisfies the validators, trimmed and without extra fields", () => {
    fc.assert(
      fc.property(parsedPayloads, ({ value }) => {
        expect(Object.keys(value).sort()).toEqual(["createdBy", "description", "name"]);
        expect(value.name).toBe(value.name.trim());
        expect(value.description).toBe(value.description.trim());
        expect(validateOrganizationName(value.name)).toBeUndefined();
        expect(validateOrganizationDescription(value.description)).toBeUndefined();
        expect(value.createdBy.trim()).not.toBe("");
        expect(Array.from(value.createdBy).length).toBeLessThanOrEqual(USER_ID_MAX_LENGTH);
      }),
    );
  });
});

describe("organization validators", () => {
  it("judge a name and a description the same with or without surrounding white space", () => {
    fc.assert(
      fc.property(anyText, padding, padding, (text, before, after) => {
        expect(validateOrganizationName(before + text + after)).toBe(
          validateOrganizationName(text),
        );
        expect(validateOrganizationDescription(before + text + after)).toBe(
          validateOrganizationDescription(text),
        );
      }),
    );
  });
});

describe("password rules", () => {
  const passwordCharacter = fc.oneof(
    fc.constantFrom(...Array.from(PASSWORD_SPECIAL_CHARACTERS)),
    fc.constantFrom("-", "_", "+", "=", ";", "'", "[", "]", "~", "`", "/", "\\", " "),
    fc.constantFrom(..."aZ9éÉßΩж٣５😀漢"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  );
  const password = fc.oneof(
    fc.string({ unit: passwordCharacter, maxLength: 12 }),
    fc
      .tuple(
        fc.string({ unit: passwordCharacter, maxLength: 8 }),
        fc.integer({ min: 4088, max: 4100 }),
      )
      .map(([core, length]) => core + "x".repeat(Math.max(0, length - Array.from(core).length))),
  );

  it("checkPassword agrees with isValidPassword and validatePassword", () => {
    fc.assert(
      fc.property(password, (candidate) => {
        const checklist = checkPassword(candidate);
        const allPassed = checklist.every((rule) => rule.passed);
        expect(isValidPassword(candidate)).toBe(allPassed);
        expect(validatePassword(candidate)).toBe(checklist.find((rule) => !rule.passed)?.message);
      }),
      { numRuns: 500 },
    );
  });
});

describe("isValidEmail", () => {
  const address = fc.emailAddress().filter((email) => email.length <= EMAIL_MAX_LENGTH);

  it("accepts addresses of the usual form and rejects them once white space is inserted", () => {
    fc.assert(
      fc.property(address, fc.nat(), whiteSpace, (email, position, space) => {
        expect(isValidEmail(email)).toBe(true);
        const at = position % (email.length + 1);
        expect(isValidEmail(email.slice(0, at) + space + email.slice(at))).toBe(false);
      }),
    );
  });
});
