import { describe, expect, it } from "vitest";
import {
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  USER_ID_MAX_LENGTH,
  parseCreateOrganizationRequest,
  validateOrganizationDescription,
  fieldErrorsOf,
  organizationFormSchema,
  organizationSettingsSchema,
  validateOrganizationName,
} from "./index.js";

const NAME_REQUIRED = "Organization name is required";
const NAME_TOO_SHORT = "Organization name must be at least 3 characters";
const NAME_TOO_LONG = "Organization name must be at most 100 characters";
const DESCRIPTION_TOO_LONG = "Description must be less than 500 characters";
const DESCRIPTION_NOT_TEXT = "Description must be text";
const BODY_NOT_OBJECT = "Request body must be a JSON object";
const CREATED_BY_INVALID = "createdBy must be the signed-in user's id";

const PADDING = " \t\n\u00a0\u3000";

describe("organization constants", () => {
  it("match the product's limits", () => {
    expect(ORGANIZATION_NAME_MIN_LENGTH).toBe(3);
    expect(ORGANIZATION_NAME_MAX_LENGTH).toBe(100);
    expect(ORGANIZATION_DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(USER_ID_MAX_LENGTH).toBe(128);
  });
});

describe("validateOrganizationName", () => {
  it.each([
    ["empty", ""],
    ["a space", " "],
    ["mixed white space", PADDING],
  ])('returns "Organization name is required" when %s', (_case, name) => {
    expect(validateOrganizationName(name)).toBe(NAME_REQUIRED);
  });

  it.each([
    ["1 character", "M"],
    ["2 characters", "Ma"],
    ["2 characters padded to 6", "  Ma  "],
    ["2 emoji", "🏡🏡"],
  ])('returns "Organization name must be at least 3 characters" for %s', (_case, name) => {
    expect(validateOrganizationName(name)).toBe(NAME_TOO_SHORT);
  });

  it.each([
    ["3 characters", "Elm"],
    ["3 characters padded", `${PADDING}Elm${PADDING}`],
    ["3 emoji", "🏡🏡🏡"],
    ["non-ASCII letters", "Résidence Žižkov Ωμέγα 漢字"],
    ["100 characters", "M".repeat(100)],
    ["100 characters padded", `  ${"M".repeat(100)}  `],
    ["100 emoji", "🏡".repeat(100)],
    ["Maple Grove HOA", "Maple Grove HOA"],
  ])("accepts %s", (_case, name) => {
    expect(validateOrganizationName(name)).toBeUndefined();
  });

  it.each([
    ["101 characters", "M".repeat(101)],
    ["101 emoji", "🏡".repeat(101)],
  ])('returns "Organization name must be at most 100 characters" for %s', (_case, name) => {
    expect(validateOrganizationName(name)).toBe(NAME_TOO_LONG);
  });
});

describe("validateOrganizationDescription", () => {
  it.each([
    ["empty", ""],
    ["white space only", PADDING],
    ["500 characters", "d".repeat(500)],
    ["500 characters padded", `${PADDING}${"d".repeat(500)}${PADDING}`],
    ["500 emoji", "🏡".repeat(500)],
  ])("accepts %s", (_case, description) => {
    expect(validateOrganizationDescription(description)).toBeUndefined();
  });

  it.each([
    ["501 characters", "d".repeat(501)],
    ["501 emoji", "🏡".repeat(501)],
  ])('returns "Description must be less than 500 characters" for %s', (_case, description) => {
    expect(validateOrganizationDescription(description)).toBe(DESCRIPTION_TOO_LONG);
  });
});

describe("organizationFormSchema", () => {
  const validateOrganizationForm = (values: { name: string; description: string }) =>
    fieldErrorsOf(organizationFormSchema, values);

  it("returns no errors for a valid form", () => {
    expect(validateOrganizationForm({ name: "Maple Grove HOA", description: "" })).toEqual({});
  });

  it("returns both field errors at once", () => {
    expect(validateOrganizationForm({ name: " ", description: "d".repeat(501) })).toEqual({
      name: NAME_REQUIRED,
      description: DESCRIPTION_TOO_LONG,
    });
  });

  it("returns only the field that is wrong", () => {
    expect(validateOrganizationForm({ name: "Ma", description: "Quiet street" })).toEqual({
      name: NAME_TOO_SHORT,
    });
  });
});

describe("organizationSettingsSchema", () => {
  const settings = {
    name: "Maple Grove HOA",
    description: "",
    timeZone: "America/Phoenix",
    sessionTimeout: "1h" as const,
    notifyWeeklySummary: true,
  };

  it("accepts settings with a valid organization name and known choices", () => {
    expect(fieldErrorsOf(organizationSettingsSchema, settings)).toEqual({});
  });

  it.each([
    [PADDING, NAME_REQUIRED],
    ["Ma", NAME_TOO_SHORT],
    ["M".repeat(101), NAME_TOO_LONG],
  ])("refuses the organization name %j with the shared message", (name, message) => {
    expect(fieldErrorsOf(organizationSettingsSchema, { ...settings, name })).toEqual({
      name: message,
    });
  });

  it("refuses a time zone or session timeout the settings do not offer", () => {
    expect(
      fieldErrorsOf(organizationSettingsSchema, {
        ...settings,
        timeZone: "UTC",
        sessionTimeout: "2h" as "1h",
      }),
    ).toEqual({
      timeZone: "Time zone must be a location's IANA time zone, such as America/Phoenix",
      sessionTimeout: "Session timeout must be 30m, 1h, 4h or never",
    });
  });
});

describe("parseCreateOrganizationRequest", () => {
  const valid = { name: "Maple Grove HOA", description: "Quiet street", createdBy: "uid-123" };

  it("returns the payload of a valid body", () => {
    expect(parseCreateOrganizationRequest(valid)).toEqual({ ok: true, value: valid });
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an array", [valid]],
    ["an empty array", []],
    ["a string", JSON.stringify(valid)],
    ["a number", 42],
    ["a boolean", true],
  ])('rejects %s with "Request body must be a JSON object"', (_case, body) => {
    expect(parseCreateOrganizationRequest(body)).toEqual({ ok: false, error: BODY_NOT_OBJECT });
  });

  it("trims the name and description and keeps createdBy as sent", () => {
    expect(
      parseCreateOrganizationRequest({
        name: `${PADDING}Maple Grove HOA${PADDING}`,
        description: "  Quiet street \n",
        createdBy: "uid-123",
      }),
    ).toEqual({ ok: true, value: valid });
  });

  it("drops unknown fields", () => {
    expect(
      parseCreateOrganizationRequest({ ...valid, id: "forged", role: "admin", createdAt: 0 }),
    ).toEqual({ ok: true, value: valid });
  });

  it.each([
    ["missing", {}],
    ["null", { description: null }],
    ["empty", { description: "" }],
    ["white space only", { description: PADDING }],
  ])("accepts a description that is %s as an empty one", (_case, description) => {
    expect(
      parseCreateOrganizationRequest({
        name: valid.name,
        createdBy: valid.createdBy,
        ...description,
      }),
    ).toEqual({ ok: true, value: { ...valid, description: "" } });
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["a number", 123],
    ["a boolean", true],
    ["an array", ["Maple Grove HOA"]],
    ["an object", { value: "Maple Grove HOA" }],
    ["white space only", "   "],
  ])('rejects a name that is %s with "Organization name is required"', (_case, name) => {
    expect(parseCreateOrganizationRequest({ ...valid, name })).toEqual({
      ok: false,
      error: NAME_REQUIRED,
    });
  });

  it.each([
    ["2 characters after trimming", "  Ma  ", NAME_TOO_SHORT],
    ["101 characters", "M".repeat(101), NAME_TOO_LONG],
  ])("rejects a name of %s with its message", (_case, name, error) => {
    expect(parseCreateOrganizationRequest({ ...valid, name })).toEqual({ ok: false, error });
  });

  it.each([
    ["a number", 5],
    ["a boolean", false],
    ["an array", ["Quiet street"]],
    ["an object", { text: "Quiet street" }],
  ])('rejects a description that is %s with "Description must be text"', (_case, description) => {
    expect(parseCreateOrganizationRequest({ ...valid, description })).toEqual({
      ok: false,
      error: DESCRIPTION_NOT_TEXT,
    });
  });

  it("accepts a description of 500 characters after trimming and rejects 501", () => {
    const fiveHundred = parseCreateOrganizationRequest({
      ...valid,
      description: ` ${"d".repeat(500)} `,
    });
    expect(fiveHundred).toEqual({ ok: true, value: { ...valid, description: "d".repeat(500) } });
    expect(parseCreateOrganizationRequest({ ...valid, description: "d".repeat(501) })).toEqual({
      ok: false,
      error: DESCRIPTION_TOO_LONG,
    });
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["a number", 123],
    ["an array", ["uid-123"]],
    ["empty", ""],
    ["white space only", "  "],
    ["129 characters", "u".repeat(129)],
  ])(
    'rejects a createdBy that is %s with "createdBy must be the signed-in user\'s id"',
    (_case, createdBy) => {
      expect(parseCreateOrganizationRequest({ ...valid, createdBy })).toEqual({
        ok: false,
        error: CREATED_BY_INVALID,
      });
    },
  );

  it("accepts a createdBy of 128 characters", () => {
    const createdBy = "u".repeat(128);
    expect(parseCreateOrganizationRequest({ ...valid, createdBy })).toEqual({
      ok: true,
      value: { ...valid, createdBy },
    });
  });

  it("reports the first message in the order body, name, description, createdBy", () => {
    const allWrong = { name: "", description: 7, createdBy: 0 };
    expect(parseCreateOrganizationRequest(allWrong)).toEqual({ ok: false, error: NAME_REQUIRED });
    expect(parseCreateOrganizationRequest({ ...allWrong, name: valid.name })).toEqual({
      ok: false,
      error: DESCRIPTION_NOT_TEXT,
    });
    expect(
      parseCreateOrganizationRequest({ ...allWrong, name: valid.name, description: "" }),
    ).toEqual({ ok: false, error: CREATED_BY_INVALID });
  });

  it("ignores fields inherited rather than sent", () => {
    const inherited = Object.create({ createdBy: "uid-123" }) as Record<string, unknown>;
    inherited.name = valid.name;
    expect(parseCreateOrganizationRequest(inherited)).toEqual({
      ok: false,
      error: CREATED_BY_INVALID,
    });
  });

  it("reads a body parsed from JSON, including a __proto__ key, as plain data", () => {
    const body: unknown = JSON.parse(
      '{"name":"Maple Grove HOA","createdBy":"uid-123","__proto__":{"description":5}}',
    );
    expect(parseCreateOrganizationRequest(body)).toEqual({
      ok: true,
      value: { ...valid, description: "" },
    });
  });
});
