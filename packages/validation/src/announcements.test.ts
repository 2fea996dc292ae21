import { describe, expect, it } from "vitest";
import {
  ANNOUNCEMENT_PRIORITIES,
  AUDIENCES,
  announcementDraftSchema,
  checkSchema,
  fieldErrorsOf,
  messages,
} from "./index.js";

const TITLE_REQUIRED = "Title is required";
const MESSAGE_REQUIRED = "Message is required";
const PRIORITY_INVALID = "Priority must be Low, Normal, High or Urgent";
const AUDIENCE_INVALID =
  "Audience must be All Residents, Property Owners, Board Members or Tenants Only";

const PADDING = " \t\n\u00a0\u3000";

const draft = {
  title: "Pool opens May 24",
  message: "New hours are 7 am to 9 pm.",
  priority: "Normal",
  audience: "All Residents",
} as const;

describe("announcement constants", () => {
  it("are the specification's priorities and audiences, in its order", () => {
    expect(ANNOUNCEMENT_PRIORITIES).toEqual(["Low", "Normal", "High", "Urgent"]);
    expect(AUDIENCES).toEqual([
      "All Residents",
      "Property Owners",
      "Board Members",
      "Tenants Only",
    ]);
  });

  it("are each named by the message for a value that is not one of them", () => {
    for (const priority of ANNOUNCEMENT_PRIORITIES) {
      expect(messages.announcementPriorityInvalid).toContain(priority);
    }
    for (const audience of AUDIENCES) expect(messages.audienceInvalid).toContain(audience);
  });
});

describe("announcementDraftSchema in a form (fieldErrorsOf)", () => {
  it("returns no errors for a complete draft", () => {
    expect(fieldErrorsOf(announcementDraftSchema, draft)).toEqual({});
  });

  it.each([
    ["empty", ""],
    ["a space", " "],
    ["mixed white space", PADDING],
  ])("requires title and message when both are %s", (_case, blank) => {
    expect(
      fieldErrorsOf(announcementDraftSchema, { ...draft, title: blank, message: blank }),
    ).toEqual({ title: TITLE_REQUIRED, message: MESSAGE_REQUIRED });
  });

  it("returns only the field that is missing", () => {
    expect(fieldErrorsOf(announcementDraftSchema, { ...draft, message: "" })).toEqual({
      message: MESSAGE_REQUIRED,
    });
  });
});

describe("announcementDraftSchema as a request (checkSchema)", () => {
  it("trims the title and message", () => {
    expect(
      checkSchema(announcementDraftSchema, {
        ...draft,
        title: ` ${draft.title}${PADDING}`,
        message: `\n${draft.message} `,
      }),
    ).toEqual({ ok: true, value: draft });
  });

  it("accepts every priority and audience", () => {
    for (const priority of ANNOUNCEMENT_PRIORITIES) {
      for (const audience of AUDIENCES) {
        expect(checkSchema(announcementDraftSchema, { ...draft, priority, audience }).ok).toBe(
          true,
        );
      }
    }
  });

  it.each([
    ["lower case", "normal"],
    ["unknown", "Medium"],
    ["missing", undefined],
  ])("refuses a priority that is %s", (_case, priority) => {
    expect(checkSchema(announcementDraftSchema, { ...draft, priority })).toEqual({
      ok: false,
      error: PRIORITY_INVALID,
      fields: { priority: PRIORITY_INVALID },
    });
  });

  it.each([
    ["unknown", "Everyone"],
    ["missing", undefined],
  ])("refuses an audience that is %s", (_case, audience) => {
    expect(checkSchema(announcementDraftSchema, { ...draft, audience })).toEqual({
      ok: false,
      error: AUDIENCE_INVALID,
      fields: { audience: AUDIENCE_INVALID },
    });
  });

  it("refuses a missing title and a message that is not text as missing", () => {
    expect(
      checkSchema(announcementDraftSchema, { ...draft, title: undefined, message: 1 }),
    ).toEqual({
      ok: false,
      error: TITLE_REQUIRED,
      fields: { title: TITLE_REQUIRED, message: MESSAGE_REQUIRED },
    });
  });
});
