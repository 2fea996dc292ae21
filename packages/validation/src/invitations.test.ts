import { describe, expect, it } from "vitest";
import {
  INVITATION_ROLES,
  ROLE_VALUES,
  checkSchema,
  fieldErrorsOf,
  invitationDraftSchema,
  messages,
} from "./index.js";

const EMAIL_REQUIRED = "Email is required";
const EMAIL_INVALID = "Please enter a valid email address";
const ROLE_INVALID = "Role must be admin or member";
const PERSONAL_MESSAGE_NOT_TEXT = "Personal message must be text";

const PADDING = " \t\n\u00a0\u3000";

const draft = { email: "neighbor@example.com", role: "member", message: "" } as const;

describe("INVITATION_ROLES", () => {
  it("are the roles a member can have", () => {
    expect(INVITATION_ROLES).toBe(ROLE_VALUES);
  });

  it("are each named by the message for a role that is not one of them", () => {
    for (const role of INVITATION_ROLES) expect(messages.invitationRoleInvalid).toContain(role);
  });
});

describe("invitationDraftSchema in a form (fieldErrorsOf)", () => {
  it("returns no errors for a valid draft", () => {
    expect(fieldErrorsOf(invitationDraftSchema, draft)).toEqual({});
  });

  it.each([
    ["empty", ""],
    ["a space", " "],
    ["mixed white space", PADDING],
  ])('returns "Email is required" when the email is %s', (_case, email) => {
    expect(fieldErrorsOf(invitationDraftSchema, { ...draft, email })).toEqual({
      email: EMAIL_REQUIRED,
    });
  });

  it.each([
    ["no domain", "neighbor@"],
    ["no dot in the domain", "neighbor@example"],
    ["no @", "neighbor.example.com"],
    ["a space inside", "neigh bor@example.com"],
    ["two @", "neighbor@@example.com"],
  ])('returns "Please enter a valid email address" for %s', (_case, email) => {
    expect(fieldErrorsOf(invitationDraftSchema, { ...draft, email })).toEqual({
      email: EMAIL_INVALID,
    });
  });

  it("accepts an address with white space around it", () => {
    expect(fieldErrorsOf(invitationDraftSchema, { ...draft, email: ` ${draft.email}\t` })).toEqual(
      {},
    );
  });
});

describe("invitationDraftSchema as a request (checkSchema)", () => {
  it("trims the email and the personal message", () => {
    expect(
      checkSchema(invitationDraftSchema, {
        email: ` ${draft.email} `,
        role: "admin",
        message: " Welcome! ",
      }),
    ).toEqual({ ok: true, value: { email: draft.email, role: "admin", message: "Welcome!" } });
  });

  it.each([
    ["missing", {}],
    ["null", { message: null }],
  ])("reads a personal message that is %s as empty", (_case, message) => {
    expect(
      checkSchema(invitationDraftSchema, { email: draft.email, role: "member", ...message }),
    ).toEqual({ ok: true, value: draft });
  });

  it("refuses a personal message that is not text", () => {
    expect(checkSchema(invitationDraftSchema, { ...draft, message: 3 })).toEqual({
      ok: false,
      error: PERSONAL_MESSAGE_NOT_TEXT,
      fields: { message: PERSONAL_MESSAGE_NOT_TEXT },
    });
  });

  it.each([
    ["unknown", "owner"],
    ["upper case", "Admin"],
    ["missing", undefined],
  ])("refuses a role that is %s", (_case, role) => {
    expect(checkSchema(invitationDraftSchema, { ...draft, role })).toEqual({
      ok: false,
      error: ROLE_INVALID,
      fields: { role: ROLE_INVALID },
    });
  });

  it("refuses a missing email as missing", () => {
    expect(checkSchema(invitationDraftSchema, { role: "member" })).toEqual({
      ok: false,
      error: EMAIL_REQUIRED,
      fields: { email: EMAIL_REQUIRED },
    });
  });
});
