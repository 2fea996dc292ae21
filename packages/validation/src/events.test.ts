import { describe, expect, it } from "vitest";
import {
  EVENT_TYPES,
  checkSchema,
  eventDraftSchema,
  fieldErrorsOf,
  localDateTimeIn,
  messages,
  rsvpRequestSchema,
  instantIn,
} from "./index.js";

const TITLE_REQUIRED = "Title is required";
const LOCATION_REQUIRED = "Location is required";
const DATE_REQUIRED = "Date is required";
const TIME_REQUIRED = "Time is required";
const MAX_ATTENDEES_INVALID = "Max attendees must be a whole number of at least 1";
const TYPE_INVALID =
  "Type must be Community Meeting, Social Gathering, Maintenance, Holiday Event, Educational or Recreation";
const DESCRIPTION_NOT_TEXT = "Description must be text";
const BODY_NOT_OBJECT = "Request body must be a JSON object";

const PADDING = " \t\n\u00a0\u3000";

/** The event form as the console holds it: every field is text. */
const draft = {
  title: "Spring clean-up",
  type: "Maintenance",
  location: "East parking lot",
  date: "2025-04-12",
  time: "09:00",
  maxAttendees: "",
  description: "",
} as const;

describe("EVENT_TYPES", () => {
  it("are the specification's six, in its order", () => {
    expect(EVENT_TYPES).toEqual([
      "Community Meeting",
      "Social Gathering",
      "Maintenance",
      "Holiday Event",
      "Educational",
      "Recreation",
    ]);
  });

  it("are each named by the message for a type that is not one of them", () => {
    for (const type of EVENT_TYPES) expect(messages.eventTypeInvalid).toContain(type);
  });
});

describe("eventDraftSchema in a form (fieldErrorsOf)", () => {
  it("returns no errors for a complete draft", () => {
    expect(fieldErrorsOf(eventDraftSchema, draft)).toEqual({});
  });

  it("returns title, location, date and time required at once for an empty draft", () => {
    const empty = { ...draft, title: "", location: "", date: "", time: "" };
    expect(fieldErrorsOf(eventDraftSchema, empty)).toEqual({
      title: TITLE_REQUIRED,
      location: LOCATION_REQUIRED,
      date: DATE_REQUIRED,
      time: TIME_REQUIRED,
    });
  });

  it.each([
    ["title", TITLE_REQUIRED],
    ["location", LOCATION_REQUIRED],
    ["date", DATE_REQUIRED],
    ["time", TIME_REQUIRED],
  ] as const)("refuses a %s of white space only with its message", (field, message) => {
    expect(fieldErrorsOf(eventDraftSchema, { ...draft, [field]: PADDING })).toEqual({
      [field]: message,
    });
  });

  it.each([
    ["empty", ""],
    ["white space only", PADDING],
    ["1", "1"],
    ["3 padded", " 3 "],
    ["40", "40"],
    ["a large number", "100000"],
  ])("accepts max attendees %s", (_case, maxAttendees) => {
    expect(fieldErrorsOf(eventDraftSchema, { ...draft, maxAttendees })).toEqual({});
  });

  it.each([
    ["0", "0"],
    ["1.5", "1.5"],
    ["-1", "-1"],
    ["+1", "+1"],
    ["a leading zero", "01"],
    ["an exponent", "1e3"],
    ["a word", "ten"],
    ["a grouping comma", "1,000"],
  ])("refuses max attendees of %s", (_case, maxAttendees) => {
    expect(fieldErrorsOf(eventDraftSchema, { ...draft, maxAttendees })).toEqual({
      maxAttendees: MAX_ATTENDEES_INVALID,
    });
  });

  it("accepts any description, which is optional", () => {
    expect(fieldErrorsOf(eventDraftSchema, { ...draft, description: PADDING })).toEqual({});
  });
});

describe("eventDraftSchema as a request (checkSchema)", () => {
  it("trims text and reads max attendees as a number, or undefined when empty", () => {
    const padded = {
      ...draft,
      title: `${PADDING}Spring clean-up `,
      location: " East parking lot ",
      maxAttendees: " 3 ",
      description: " Gloves provided. ",
    };
    expect(checkSchema(eventDraftSchema, padded)).toEqual({
      ok: true,
      value: { ...draft, maxAttendees: 3, description: "Gloves provided." },
    });
    expect(checkSchema(eventDraftSchema, draft)).toEqual({
      ok: true,
      value: { ...draft, maxAttendees: undefined },
    });
  });

  it.each([
    ["missing", {}],
    ["null", { maxAttendees: null }],
  ])("accepts max attendees that is %s as no limit", (_case, maxAttendees) => {
    const { maxAttendees: _omitted, ...rest } = draft;
    expect(checkSchema(eventDraftSchema, { ...rest, ...maxAttendees })).toEqual({
      ok: true,
      value: { ...draft, maxAttendees: undefined },
    });
  });

  it("accepts max attendees as a JSON number", () => {
    expect(checkSchema(eventDraftSchema, { ...draft, maxAttendees: 40 })).toEqual({
      ok: true,
      value: { ...draft, maxAttendees: 40 },
    });
  });

  it.each([
    ["0", 0],
    ["1.5", 1.5],
    ["-1", -1],
    ["NaN", Number.NaN],
    ["a boolean", true],
    ["a list", [3]],
  ])("refuses max attendees of %s in a request", (_case, maxAttendees) => {
    expect(checkSchema(eventDraftSchema, { ...draft, maxAttendees })).toEqual({
      ok: false,
      error: MAX_ATTENDEES_INVALID,
      fields: { maxAttendees: MAX_ATTENDEES_INVALID },
    });
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["a number", 7],
  ])("refuses a title that is %s as missing", (_case, title) => {
    expect(checkSchema(eventDraftSchema, { ...draft, title })).toEqual({
      ok: false,
      error: TITLE_REQUIRED,
      fields: { title: TITLE_REQUIRED },
    });
  });

  it.each([
    ["lower case", "maintenance"],
    ["unknown", "Garage Sale"],
    ["missing", undefined],
  ])("refuses a type that is %s", (_case, type) => {
    expect(checkSchema(eventDraftSchema, { ...draft, type })).toMatchObject({
      ok: false,
      error: TYPE_INVALID,
    });
  });

  it("accepts each event type", () => {
    for (const type of EVENT_TYPES) {
      expect(checkSchema(eventDraftSchema, { ...draft, type }).ok).toBe(true);
    }
  });

  it("refuses a description that is not text", () => {
    expect(checkSchema(eventDraftSchema, { ...draft, description: 5 })).toMatchObject({
      ok: false,
      error: DESCRIPTION_NOT_TEXT,
    });
  });

  it.each([
    ["null", null],
    ["text", JSON.stringify(draft)],
  ])("refuses a body that is %s", (_case, body) => {
    expect(checkSchema(eventDraftSchema, body)).toMatchObject({
      ok: false,
      error: BODY_NOT_OBJECT,
    });
  });
});

describe("instantIn", () => {
  it.each([
    ["2026-11-22", "18:30", "America/Los_Angeles", "2026-11-23T02:30:00.000Z"],
    ["2026-07-04", "09:00", "America/New_York", "2026-07-04T13:00:00.000Z"],
    // The hour repeated when clocks go back: the first.
    ["2026-11-01", "01:30", "America/Chicago", "2026-11-01T06:30:00.000Z"],
    // The hour skipped when clocks go forward: an hour later.
    ["2026-03-08", "02:30", "America/Denver", "2026-03-08T09:30:00.000Z"],
  ])("reads %s %s in %s as %s", (date, time, zone, iso) => {
    const instant = instantIn(date, time, zone);
    expect(instant.toISOString()).toBe(iso);
  });

  it("gives back the local time it was given", () => {
    const instant = instantIn("2026-12-31", "23:45", "America/Los_Angeles");
    expect(localDateTimeIn(instant, "America/Los_Angeles")).toEqual({
      date: "2026-12-31",
      time: "23:45",
    });
  });
});

describe("rsvpRequestSchema", () => {
  it("reads guests as a number, 0 when missing", () => {
    expect(checkSchema(rsvpRequestSchema, { response: "going" })).toEqual({
      ok: true,
      value: { response: "going", guests: 0 },
    });
    expect(checkSchema(rsvpRequestSchema, { response: "going", guests: "2" })).toEqual({
      ok: true,
      value: { response: "going", guests: 2 },
    });
  });

  it.each([[-1], [21], [1.5], ["x"]])("refuses guests of %s", (guests) => {
    expect(checkSchema(rsvpRequestSchema, { response: "going", guests })).toMatchObject({
      ok: false,
      error: messages.rsvpGuestsInvalid,
    });
  });
});

describe("eventDraftSchema's date and time", () => {
  it("refuses a date or time that is not one", () => {
    expect(fieldErrorsOf(eventDraftSchema, { ...draft, date: "2025-02-30", time: "9am" })).toEqual({
      date: messages.eventDateInvalid,
      time: messages.eventTimeInvalid,
    });
  });
});
