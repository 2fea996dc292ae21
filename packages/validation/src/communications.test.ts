import { describe, expect, it } from "vitest";
import {
  CHANNELS,
  DEFAULT_PRIORITY,
  PRIORITIES,
  SCHEDULE_TYPES,
  checkSchema,
  composeEmailRequestSchema,
  emailComposeSchema,
  notificationRequestSchema,
  fieldErrorsOf,
  messages,
  notificationSchema,
  type Channel,
  type Priority,
  type ScheduleType,
} from "./index.js";

const RECIPIENT_REQUIRED = "Recipient email is required";
const EMAIL_INVALID = "Please enter a valid email address";
const SUBJECT_REQUIRED = "Subject is required";
const TITLE_REQUIRED = "Title is required";
const MESSAGE_REQUIRED = "Message is required";
const DATE_REQUIRED = "Date is required for a scheduled notification";
const TIME_REQUIRED = "Time is required for a scheduled notification";
const PRIORITY_INVALID = "Priority must be low, normal, high or urgent";
const CHANNELS_INVALID = "Channels must be a list of email, sms, push or app";
const SCHEDULE_TYPE_INVALID = "scheduleType must be immediate or scheduled";

const PADDING = " \t\n\u00a0\u3000";

describe("communications constants", () => {
  it("match the specification", () => {
    expect(PRIORITIES).toEqual(["low", "normal", "high", "urgent"]);
    expect(DEFAULT_PRIORITY).toBe("normal");
    expect(CHANNELS).toEqual(["email", "sms", "push", "app"]);
    expect(SCHEDULE_TYPES).toEqual(["immediate", "scheduled"]);
  });

  it("are each named by the message for a value that is not one of them", () => {
    for (const priority of PRIORITIES) expect(messages.priorityInvalid).toContain(priority);
    for (const channel of CHANNELS) expect(messages.channelsInvalid).toContain(channel);
    for (const type of SCHEDULE_TYPES) expect(messages.scheduleTypeInvalid).toContain(type);
  });
});

describe("emailComposeSchema", () => {
  const email = {
    to: "treasurer@maplegrove.org",
    subject: "Pool hours",
    message: "Open until 9 pm.",
    priority: "normal",
  } as const;

  it("returns no errors for a complete email", () => {
    expect(fieldErrorsOf(emailComposeSchema, email)).toEqual({});
  });

  it.each([
    ["empty", ""],
    ["white space only", PADDING],
  ])("requires recipient, subject and message when all are %s", (_case, blank) => {
    expect(
      fieldErrorsOf(emailComposeSchema, { ...email, to: blank, subject: blank, message: blank }),
    ).toEqual({ to: RECIPIENT_REQUIRED, subject: SUBJECT_REQUIRED, message: MESSAGE_REQUIRED });
  });

  it.each([
    ["words", "board at maplegrove"],
    ["no domain", "neighbor@"],
    ["no dot in the domain", "board@maplegrove"],
    ["a space inside", "not an address"],
  ])('refuses a recipient with %s as "Please enter a valid email address"', (_case, to) => {
    expect(fieldErrorsOf(emailComposeSchema, { ...email, to })).toEqual({ to: EMAIL_INVALID });
  });

  it("accepts a recipient with white space around it and trims every field", () => {
    const padded = {
      ...email,
      to: ` ${email.to}${PADDING}`,
      subject: ` ${email.subject} `,
      message: `${email.message}\n`,
    };
    expect(fieldErrorsOf(emailComposeSchema, padded)).toEqual({});
    expect(checkSchema(emailComposeSchema, padded)).toEqual({ ok: true, value: email });
  });

  it("reads a missing priority as normal and accepts every priority", () => {
    const { priority: _omitted, ...withoutPriority } = email;
    expect(checkSchema(emailComposeSchema, withoutPriority)).toEqual({ ok: true, value: email });
    for (const priority of PRIORITIES) {
      expect(checkSchema(emailComposeSchema, { ...email, priority })).toEqual({
        ok: true,
        value: { ...email, priority },
      });
    }
  });

  it.each([
    ["upper case", "High"],
    ["unknown", "critical"],
    ["null", null],
  ])("refuses a priority that is %s", (_case, priority) => {
    expect(checkSchema(emailComposeSchema, { ...email, priority })).toEqual({
      ok: false,
      error: PRIORITY_INVALID,
      fields: { priority: PRIORITY_INVALID },
    });
  });

  it("refuses a missing recipient as missing", () => {
    const { to: _omitted, ...withoutRecipient } = email;
    expect(checkSchema(emailComposeSchema, withoutRecipient)).toEqual({
      ok: false,
      error: RECIPIENT_REQUIRED,
      fields: { to: RECIPIENT_REQUIRED },
    });
  });
});

describe("notificationSchema", () => {
  /** The notification form as the console holds it. */
  interface NotificationValues {
    title: string;
    message: string;
    priority: Priority;
    channels: Channel[];
    scheduleType: ScheduleType;
    scheduledDate: string;
    scheduledTime: string;
  }
  const immediate: NotificationValues = {
    title: "Board meeting",
    message: "Tuesday at 7 pm.",
    priority: "normal",
    channels: ["email"],
    scheduleType: "immediate",
    scheduledDate: "",
    scheduledTime: "",
  };
  const scheduled: NotificationValues = {
    ...immediate,
    scheduleType: "scheduled",
    scheduledDate: "2025-05-24",
    scheduledTime: "08:30",
  };

  it("returns no errors for a complete immediate or scheduled notification", () => {
    expect(fieldErrorsOf(notificationSchema, immediate)).toEqual({});
    expect(fieldErrorsOf(notificationSchema, scheduled)).toEqual({});
  });

  it.each([
    ["empty", ""],
    ["white space only", PADDING],
  ])("requires title and message when both are %s", (_case, blank) => {
    expect(
      fieldErrorsOf(notificationSchema, { ...immediate, title: blank, message: blank }),
    ).toEqual({ title: TITLE_REQUIRED, message: MESSAGE_REQUIRED });
  });

  it("does not ask for a date or time when sent immediately", () => {
    expect(
      fieldErrorsOf(notificationSchema, { ...immediate, scheduledDate: "", scheduledTime: "" }),
    ).toEqual({});
  });

  it.each([
    ["both empty", "", "", { scheduledDate: DATE_REQUIRED, scheduledTime: TIME_REQUIRED }],
    ["both white space", " ", "\t", { scheduledDate: DATE_REQUIRED, scheduledTime: TIME_REQUIRED }],
    ["only the date given", "2025-05-24", "", { scheduledTime: TIME_REQUIRED }],
    ["only the time given", "", "08:30", { scheduledDate: DATE_REQUIRED }],
  ])("requires date and time when scheduled, %s", (_case, scheduledDate, scheduledTime, errors) => {
    expect(
      fieldErrorsOf(notificationSchema, { ...scheduled, scheduledDate, scheduledTime }),
    ).toEqual(errors);
  });

  it("shows every message at once when title and message are missing too", () => {
    const empty = { ...scheduled, title: "", message: "", scheduledDate: "", scheduledTime: "" };
    expect(fieldErrorsOf(notificationSchema, empty)).toEqual({
      title: TITLE_REQUIRED,
      message: MESSAGE_REQUIRED,
      scheduledDate: DATE_REQUIRED,
      scheduledTime: TIME_REQUIRED,
    });
  });

  it("accepts no channel chosen, and reads missing channels as none", () => {
    expect(fieldErrorsOf(notificationSchema, { ...immediate, channels: [] })).toEqual({});
    const { channels: _omitted, ...withoutChannels } = immediate;
    expect(checkSchema(notificationSchema, withoutChannels)).toEqual({
      ok: true,
      value: { ...immediate, channels: [] },
    });
  });

  it("accepts every channel together", () => {
    expect(checkSchema(notificationSchema, { ...immediate, channels: [...CHANNELS] })).toEqual({
      ok: true,
      value: { ...immediate, channels: CHANNELS },
    });
  });

  it.each([
    ["an unknown channel", ["email", "fax"], "channels.1"],
    ["not a list", "email", "channels"],
  ])("refuses channels with %s", (_case, channels, field) => {
    expect(checkSchema(notificationSchema, { ...immediate, channels })).toEqual({
      ok: false,
      error: CHANNELS_INVALID,
      fields: { [field]: CHANNELS_INVALID },
    });
  });

  it("trims every text and reads a missing date and time as empty when immediate", () => {
    const {
      scheduledDate: _date,
      scheduledTime: _time,
      ...request
    } = {
      ...immediate,
      title: ` ${immediate.title} `,
      message: `${PADDING}${immediate.message}`,
    };
    expect(checkSchema(notificationSchema, request)).toEqual({ ok: true, value: immediate });
  });

  it("refuses a scheduled request without date and time, naming both fields", () => {
    const { scheduledDate: _date, scheduledTime: _time, ...request } = scheduled;
    expect(checkSchema(notificationSchema, request)).toEqual({
      ok: false,
      error: DATE_REQUIRED,
      fields: { scheduledDate: DATE_REQUIRED, scheduledTime: TIME_REQUIRED },
    });
  });

  it.each([
    ["unknown", "later"],
    ["missing", undefined],
  ])("refuses a schedule type that is %s, and only that", (_case, scheduleType) => {
    expect(checkSchema(notificationSchema, { ...immediate, scheduleType })).toEqual({
      ok: false,
      error: SCHEDULE_TYPE_INVALID,
      fields: { scheduleType: SCHEDULE_TYPE_INVALID },
    });
  });
});

describe("composeEmailRequestSchema", () => {
  const body = { subject: "Hello", message: "Hi there" };

  it("is the compose form's rules for a typed address (the default recipient)", () => {
    expect(fieldErrorsOf(composeEmailRequestSchema, { ...body, to: " " })).toEqual({
      to: RECIPIENT_REQUIRED,
    });
    expect(fieldErrorsOf(composeEmailRequestSchema, { ...body, to: "not an email" })).toEqual({
      to: EMAIL_INVALID,
    });
    expect(
      fieldErrorsOf(composeEmailRequestSchema, { to: "a@b.co", subject: " ", message: "" }),
    ).toEqual({ subject: SUBJECT_REQUIRED, message: MESSAGE_REQUIRED });
    expect(checkSchema(composeEmailRequestSchema, { ...body, to: " a@b.co " })).toMatchObject({
      ok: true,
      value: { recipientType: "address", to: "a@b.co", priority: "normal" },
    });
  });

  it("needs the resident for one resident, and a known audience for a group", () => {
    expect(
      fieldErrorsOf(composeEmailRequestSchema, { ...body, recipientType: "resident" }),
    ).toEqual({ residentId: messages.residentRecipientRequired });
    // A request can send any text; the form's type cannot, hence the cast.
    expect(
      fieldErrorsOf(composeEmailRequestSchema, {
        ...body,
        recipientType: "audience",
        audience: "Everyone" as "All Residents",
      }),
    ).toEqual({ audience: messages.audienceInvalid });
    expect(
      checkSchema(composeEmailRequestSchema, {
        ...body,
        recipientType: "audience",
        audience: "Board Members",
      }),
    ).toMatchObject({ ok: true, value: { audience: "Board Members", to: "" } });
  });
});

describe("notificationRequestSchema", () => {
  it("keeps the notification form's rules and adds the audience, All Residents by default", () => {
    expect(
      fieldErrorsOf(notificationRequestSchema, {
        title: "",
        message: "",
        scheduleType: "scheduled",
      }),
    ).toEqual({
      title: TITLE_REQUIRED,
      message: MESSAGE_REQUIRED,
      scheduledDate: DATE_REQUIRED,
      scheduledTime: TIME_REQUIRED,
    });
    expect(
      checkSchema(notificationRequestSchema, {
        title: "Water off",
        message: "Tomorrow",
        scheduleType: "immediate",
      }),
    ).toMatchObject({ ok: true, value: { audience: "All Residents", channels: [] } });
  });
});
