import { describe, expect, it } from "vitest";
import {
  ANNOUNCEMENT_PRIORITIES,
  AUDIENCES,
  announcementDraftSchema,
  announcementRequestSchema,
  instantIn,
  localDateTimeIn,
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

describe("announcementRequestSchema", () => {
  const request = {
    title: " Pool opens ",
    message: "Saturday at 9.",
    priority: "Normal" as const,
    audience: "Property Owners" as const,
    action: "publish" as const,
  };

  it("takes a draft or a publication without a date, trimmed", () => {
    expect(checkSchema(announcementRequestSchema, request)).toEqual({
      ok: true,
      value: { ...request, title: "Pool opens", publishDate: "", publishTime: "" },
    });
  });

  it("needs a valid date and time to schedule", () => {
    expect(
      fieldErrorsOf(announcementRequestSchema, { ...request, action: "schedule" as const }),
    ).toEqual({
      publishDate: messages.publishDateRequired,
      publishTime: messages.publishTimeRequired,
    });
    expect(
      fieldErrorsOf(announcementRequestSchema, {
        ...request,
        action: "schedule" as const,
        publishDate: "2026-13-01",
        publishTime: "24:00",
      }),
    ).toEqual({ publishDate: messages.entryDateInvalid, publishTime: messages.timeInvalid });
    expect(
      checkSchema(announcementRequestSchema, {
        ...request,
        action: "schedule",
        publishDate: "2026-12-01",
        publishTime: "08:30",
      }).ok,
    ).toBe(true);
  });

  it("refuses a title over 200 characters and an unknown action", () => {
    expect(
      fieldErrorsOf(announcementRequestSchema, { ...request, title: "x".repeat(201) }),
    ).toEqual({ title: messages.announcementTitleTooLong });
    expect(checkSchema(announcementRequestSchema, { ...request, action: "send" })).toMatchObject({
      ok: false,
    });
  });
});

describe("instantIn and localDateTimeIn", () => {
  it("reads a local date and time in a zone, across daylight saving", () => {
    expect(instantIn("2026-12-01", "08:30", "America/New_York").toISOString()).toBe(
      "2026-12-01T13:30:00.000Z",
    );
    expect(instantIn("2026-07-01", "08:30", "America/Los_Angeles").toISOString()).toBe(
      "2026-07-01T15:30:00.000Z",
    );
    // The spring-forward gap reads as the hour after.
    expect(instantIn("2026-03-08", "02:30", "America/New_York").toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(localDateTimeIn(new Date("2026-12-01T04:30:00Z"), "America/New_York")).toEqual({
      date: "2026-11-30",
      time: "23:30",
    });
  });
});
