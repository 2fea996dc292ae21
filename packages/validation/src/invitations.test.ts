import { describe, expect, it } from "vitest";
import {
  INVITATION_REFUSAL_REASONS,
  INVITATION_ROLES,
  INVITATION_STATUSES,
  INVITATION_STATUS_LABELS,
  ROLE_VALUES,
  checkSchema,
  createInvitationsRequestSchema,
  fieldErrorsOf,
  formatMessage,
  invitationDraftSchema,
  invitationListQuerySchema,
  invitationRefusalMessage,
  maskEmail,
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

describe("createInvitationsRequestSchema", () => {
  const request = { emails: ["jane@example.com"], role: "member" };

  it("trims each address and collapses the same address written twice, whatever its case", () => {
    expect(
      checkSchema(createInvitationsRequestSchema, {
        ...request,
        emails: [" Jane@Example.com ", "bob@example.com", "jane@example.COM", "BOB@example.com"],
        message: "  Welcome!  ",
      }),
    ).toEqual({
      ok: true,
      value: {
        emails: ["Jane@Example.com", "bob@example.com"],
        role: "member",
        message: "Welcome!",
      },
    });
  });

  it("reads a missing personal message as empty", () => {
    expect(checkSchema(createInvitationsRequestSchema, request)).toEqual({
      ok: true,
      value: { ...request, message: "" },
    });
  });

  it.each([
    ["missing", undefined],
    ["empty", []],
    ["not a list", "jane@example.com"],
  ])(
    'refuses a list of addresses that is %s with "Enter at least one email address"',
    (_case, emails) => {
      expect(checkSchema(createInvitationsRequestSchema, { ...request, emails })).toMatchObject({
        ok: false,
        error: "Enter at least one email address",
      });
    },
  );

  it("accepts 50 addresses and refuses 51", () => {
    const emails = (count: number) =>
      Array.from({ length: count }, (_, index) => `neighbor${index}@example.com`);
    expect(checkSchema(createInvitationsRequestSchema, { ...request, emails: emails(50) }).ok).toBe(
      true,
    );
    expect(
      checkSchema(createInvitationsRequestSchema, { ...request, emails: emails(51) }),
    ).toMatchObject({ ok: false, error: "Invite at most 50 addresses at once" });
  });

  it("names the address that is not valid by its place in the list", () => {
    expect(
      checkSchema(createInvitationsRequestSchema, {
        ...request,
        emails: ["jane@example.com", "not an address"],
      }),
    ).toEqual({ ok: false, error: EMAIL_INVALID, fields: { "emails.1": EMAIL_INVALID } });
  });

  it("refuses a personal message over 1000 characters, counted as a person counts them", () => {
    expect(
      checkSchema(createInvitationsRequestSchema, { ...request, message: "🏡".repeat(1000) }).ok,
    ).toBe(true);
    expect(
      checkSchema(createInvitationsRequestSchema, { ...request, message: "a".repeat(1001) }),
    ).toEqual({
      ok: false,
      error: "Personal message must be at most 1000 characters",
      fields: { message: "Personal message must be at most 1000 characters" },
    });
  });

  it("refuses a role that is not one a member can have", () => {
    expect(
      checkSchema(createInvitationsRequestSchema, { ...request, role: "owner" }),
    ).toMatchObject({ ok: false, error: ROLE_INVALID, fields: { role: ROLE_INVALID } });
  });
});

describe("invitationListQuerySchema", () => {
  it("lists the newest sent first by default", () => {
    expect(checkSchema(invitationListQuerySchema, {})).toMatchObject({
      ok: true,
      value: { sort: "-sentAt", limit: 25 },
    });
  });

  it("filters by each status and role", () => {
    for (const status of INVITATION_STATUSES) {
      expect(checkSchema(invitationListQuerySchema, { status, role: "admin" }).ok).toBe(true);
    }
    expect(checkSchema(invitationListQuerySchema, { status: "Pending" })).toMatchObject({
      ok: false,
      error: messages.listFilterInvalid,
    });
  });
});

describe("INVITATION_STATUS_LABELS", () => {
  it("are the specification's words", () => {
    expect(INVITATION_STATUSES.map((status) => INVITATION_STATUS_LABELS[status])).toEqual([
      "Pending",
      "Accepted",
      "Expired",
      "Revoked",
      "Declined",
    ]);
  });
});

describe("maskEmail", () => {
  it.each([
    ["jane@example.com", "j•••@e•••.com"],
    ["J.Doe+hoa@mail.example.co.uk", "J•••@m•••.uk"],
    ["é@ü.de", "é•••@ü•••.de"],
    ["a@localhost", "a•••@l•••"],
    ["not an address", "•••"],
    ["@example.com", "•••"],
  ])("shows %s as %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it("never shows the name or the domain's name whole", () => {
    const masked = maskEmail("karen.mitchell@example.com");
    expect(masked).not.toContain("karen");
    expect(masked).not.toContain("example");
  });
});

describe("invitation messages", () => {
  it("name the address", () => {
    expect(formatMessage(messages.invitationAlreadyPending, { email: "jane@example.com" })).toBe(
      "jane@example.com already has a pending invitation",
    );
    expect(formatMessage(messages.invitationAlreadyMember, { email: "jane@example.com" })).toBe(
      "jane@example.com is already a member",
    );
  });

  it("say why a link cannot be accepted, for every reason", () => {
    expect(
      INVITATION_REFUSAL_REASONS.map((reason) => invitationRefusalMessage(reason, "j•••@e•••.com")),
    ).toEqual([
      "This invitation has expired",
      "This invitation was revoked",
      "This invitation has already been used",
      "This invitation was declined",
      "This invitation is for j•••@e•••.com; sign in with that address to accept it",
      "You already belong to another organization. One account can belong to one organization for now.",
      "You are already a member of this organization",
    ]);
  });

  it("leave a placeholder with no value as it is", () => {
    expect(formatMessage("{email} and {other}", { email: "$&x" })).toBe("$&x and {other}");
  });
});
