import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ANNOUNCEMENT_PRIORITIES,
  AUDIENCES,
  CHANNELS,
  DUE_DAYS,
  EVENT_TYPES,
  INVITATION_ROLES,
  PAYMENT_METHODS,
  PRIORITIES,
  SCHEDULE_TYPES,
  announcementDraftSchema,
  billingSettingsSchema,
  checkSchema,
  emailComposeSchema,
  eventDraftSchema,
  fieldErrorsOf,
  invitationDraftSchema,
  isValidEmail,
  messages,
  notificationSchema,
} from "./index.js";

const knownMessages: readonly string[] = Object.values(messages);
const whiteSpace = fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u3000");
/** Text a person might type: short, often blank or padded, digits and email-ish characters. */
const typed = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."ab1 0.-@+e\t"), maxLength: 12 }),
  fc.string({ unit: whiteSpace, maxLength: 3 }),
  fc.emailAddress(),
  fc.string({ maxLength: 8 }),
);
/** What a date or time input can hold: empty or a value, never white space. */
const dateInput = fc.constantFrom("", "2025-04-12");
const timeInput = fc.constantFrom("", "09:00");
const fieldValue = fc.oneof(fc.jsonValue(), fc.anything());
const blank = (text: string) => text.trim() === "";

const schemas = {
  eventDraftSchema,
  announcementDraftSchema,
  emailComposeSchema,
  notificationSchema,
  invitationDraftSchema,
  billingSettingsSchema,
};

describe("the form schemas, for any input", () => {
  it.each(Object.entries(schemas))(
    "%s never throws and refuses only with known messages",
    (_name, schema) => {
      const fields = Object.fromEntries(
        Object.keys(schema.entries).map((key) => [key, fieldValue]),
      );
      const body = fc.oneof(fc.record(fields, { requiredKeys: [] }), fc.jsonValue());
      fc.assert(
        fc.property(body, (input) => {
          const result = checkSchema(schema, input);
          if (result.ok) return;
          expect(knownMessages).toContain(result.error);
          for (const message of Object.values(result.fields)) {
            expect(knownMessages).toContain(message);
          }
        }),
        { numRuns: 300 },
      );
    },
  );
});

// The console's hand-written rules before they moved here; the schemas must answer the same.
describe("the form schemas agree with the console's previous rules", () => {
  it("for an event draft", () => {
    const draft = fc.record({
      title: typed,
      type: fc.constantFrom(...EVENT_TYPES),
      location: typed,
      date: dateInput,
      time: timeInput,
      maxAttendees: typed,
      description: typed,
    });
    fc.assert(
      fc.property(draft, (values) => {
        const expected: Record<string, string> = {};
        if (blank(values.title)) expected.title = messages.titleRequired;
        if (blank(values.location)) expected.location = messages.locationRequired;
        if (values.date === "") expected.date = messages.dateRequired;
        if (values.time === "") expected.time = messages.timeRequired;
        const maxAttendees = values.maxAttendees.trim();
        if (maxAttendees !== "" && !/^[1-9]\d*$/u.test(maxAttendees)) {
          expected.maxAttendees = messages.maxAttendeesInvalid;
        }
        expect(fieldErrorsOf(eventDraftSchema, values)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("for an announcement draft", () => {
    const draft = fc.record({
      title: typed,
      message: typed,
      priority: fc.constantFrom(...ANNOUNCEMENT_PRIORITIES),
      audience: fc.constantFrom(...AUDIENCES),
    });
    fc.assert(
      fc.property(draft, (values) => {
        const expected: Record<string, string> = {};
        if (blank(values.title)) expected.title = messages.titleRequired;
        if (blank(values.message)) expected.message = messages.messageRequired;
        expect(fieldErrorsOf(announcementDraftSchema, values)).toEqual(expected);
      }),
    );
  });

  it("for an email", () => {
    const email = fc.record({
      to: typed,
      subject: typed,
      message: typed,
      priority: fc.constantFrom(...PRIORITIES),
    });
    fc.assert(
      fc.property(email, (values) => {
        const expected: Record<string, string> = {};
        const recipient = values.to.trim();
        if (recipient === "") expected.to = messages.recipientRequired;
        else if (!isValidEmail(recipient)) expected.to = messages.emailInvalid;
        if (blank(values.subject)) expected.subject = messages.subjectRequired;
        if (blank(values.message)) expected.message = messages.messageRequired;
        expect(fieldErrorsOf(emailComposeSchema, values)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("for a notification", () => {
    const notification = fc.record({
      title: typed,
      message: typed,
      priority: fc.constantFrom(...PRIORITIES),
      channels: fc.subarray([...CHANNELS]),
      scheduleType: fc.constantFrom(...SCHEDULE_TYPES),
      scheduledDate: dateInput,
      scheduledTime: timeInput,
    });
    fc.assert(
      fc.property(notification, (values) => {
        const expected: Record<string, string> = {};
        if (blank(values.title)) expected.title = messages.titleRequired;
        if (blank(values.message)) expected.message = messages.messageRequired;
        if (values.scheduleType === "scheduled") {
          if (values.scheduledDate === "") expected.scheduledDate = messages.scheduledDateRequired;
          if (values.scheduledTime === "") expected.scheduledTime = messages.scheduledTimeRequired;
        }
        expect(fieldErrorsOf(notificationSchema, values)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("for an invitation", () => {
    const draft = fc.record({
      email: typed,
      role: fc.constantFrom(...INVITATION_ROLES),
      message: typed,
    });
    fc.assert(
      fc.property(draft, (values) => {
        const email = values.email.trim();
        const expected =
          email === ""
            ? { email: messages.emailRequired }
            : isValidEmail(email)
              ? {}
              : { email: messages.emailInvalid };
        expect(fieldErrorsOf(invitationDraftSchema, values)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("for the billing settings", () => {
    const amount = fc.oneof(
      typed,
      fc
        .tuple(fc.nat({ max: 2_000_000 }), fc.nat({ max: 999 }))
        .map(([whole, cents]) => `${whole}.${cents}`),
    );
    const settings = fc.record({
      monthlyFee: amount,
      lateFee: amount,
      dueDay: fc.constantFrom(...DUE_DAYS),
      graceDays: fc.oneof(typed, fc.nat({ max: 120 }).map(String)),
      paymentMethods: fc.subarray([...PAYMENT_METHODS]),
    });
    fc.assert(
      fc.property(settings, (values) => {
        const pattern = /^\d{1,6}(?:\.\d{1,2})?$/u;
        const expected: Record<string, string> = {};
        if (!pattern.test(values.monthlyFee.trim()))
          expected.monthlyFee = messages.monthlyFeeInvalid;
        if (!pattern.test(values.lateFee.trim())) expected.lateFee = messages.lateFeeInvalid;
        // Grace days: a whole number of days from 0 to 60.
        const grace = values.graceDays.trim();
        if (!/^\d{1,2}$/u.test(grace) || Number(grace) > 60) {
          expected.graceDays = messages.graceDaysInvalid;
        }
        expect(fieldErrorsOf(billingSettingsSchema, values)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
