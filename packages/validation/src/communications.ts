import * as v from "valibot";
import { AUDIENCES } from "./announcements.js";
import { isValidEmail } from "./email.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { requiredText, requiredWhen, textWhenNeeded, trimmedText } from "./schema.js";
import { searchKeywords } from "./search.js";

/** The priority levels of an email or a notification (spec §3, §9), lowest first. */
export const PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = "normal";

/** Where a notification goes (spec §9). */
export const CHANNELS = ["email", "sms", "push", "app"] as const;
export type Channel = (typeof CHANNELS)[number];

/** A notification goes now or at a date and time. */
export const SCHEDULE_TYPES = ["immediate", "scheduled"] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

const prioritySchema = v.optional(
  v.picklist(PRIORITIES, messages.priorityInvalid),
  DEFAULT_PRIORITY,
);

/** An email to one recipient (spec §5): a valid recipient, subject and message, all trimmed. */
export const emailComposeSchema = v.object(
  {
    to: v.pipe(
      requiredText(messages.recipientRequired),
      v.check(isValidEmail, messages.emailInvalid),
    ),
    subject: requiredText(messages.subjectRequired),
    message: requiredText(messages.messageRequired),
    priority: prioritySchema,
  },
  messages.requestBodyNotObject,
);

export type EmailComposeOutput = v.InferOutput<typeof emailComposeSchema>;

/** A scheduled notification's date and time: required when it is scheduled. */
const scheduleEntries = {
  scheduleType: v.picklist(SCHEDULE_TYPES, messages.scheduleTypeInvalid),
  scheduledDate: textWhenNeeded(messages.scheduledDateRequired),
  scheduledTime: textWhenNeeded(messages.scheduledTimeRequired),
};

/**
 * A bulk notification (spec §5): title and message required, and date and time when scheduled.
 * Choosing no channel is allowed: the specification deliberately does not enforce one.
 */
export const notificationSchema = v.pipe(
  v.object(
    {
      title: requiredText(messages.titleRequired),
      message: requiredText(messages.messageRequired),
      priority: prioritySchema,
      // Missing reads as none chosen, which is allowed.
      channels: v.optional(
        v.array(v.picklist(CHANNELS, messages.channelsInvalid), messages.channelsInvalid),
        () => [],
      ),
      ...scheduleEntries,
    },
    messages.requestBodyNotObject,
  ),
  requiredWhen("scheduleType", "scheduled", "scheduledDate", messages.scheduledDateRequired),
  requiredWhen("scheduleType", "scheduled", "scheduledTime", messages.scheduledTimeRequired),
);

export type NotificationOutput = v.InferOutput<typeof notificationSchema>;

// ---------------------------------------------------------------------------------------------
// The requests the API takes: the forms' rules, plus who receives the message.

/** Who a composed email goes to: one resident of the directory, a typed address, or a group. */
export const RECIPIENT_TYPES = ["resident", "address", "audience"] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const COMMUNICATION_SUBJECT_MAX_LENGTH = 200;
export const COMMUNICATION_MESSAGE_MAX_LENGTH = 10_000;

const subjectText = (required: string) =>
  v.pipe(
    requiredText(required),
    v.maxLength(COMMUNICATION_SUBJECT_MAX_LENGTH, messages.communicationSubjectTooLong),
  );
const messageText = v.pipe(
  requiredText(messages.messageRequired),
  v.maxLength(COMMUNICATION_MESSAGE_MAX_LENGTH, messages.communicationMessageTooLong),
);
const audienceSchema = v.optional(v.picklist(AUDIENCES, messages.audienceInvalid), "All Residents");

/**
 * `POST /api/orgs/{orgId}/communications/emails`: the compose form's email (spec §5) to a typed
 * address (`recipientType` "address", the default: `to` required and an email), one resident
 * (`residentId`) or a group (`audience`: the announcements' audiences; Board Members is the board).
 */
export const composeEmailRequestSchema = v.pipe(
  v.object(
    {
      recipientType: v.optional(
        v.picklist(RECIPIENT_TYPES, messages.recipientTypeInvalid),
        "address",
      ),
      to: v.optional(trimmedText(messages.emailInvalid), ""),
      residentId: v.optional(
        v.pipe(trimmedText(messages.residentRecipientRequired), v.maxLength(128)),
        "",
      ),
      audience: audienceSchema,
      subject: subjectText(messages.subjectRequired),
      message: messageText,
      priority: prioritySchema,
    },
    messages.requestBodyNotObject,
  ),
  v.forward(
    v.partialCheck(
      [["recipientType"], ["to"]],
      (input) => input.recipientType !== "address" || input.to !== "",
      messages.recipientRequired,
    ),
    ["to"],
  ),
  v.forward(
    v.partialCheck(
      [["recipientType"], ["to"]],
      (input) => input.recipientType !== "address" || input.to === "" || isValidEmail(input.to),
      messages.emailInvalid,
    ),
    ["to"],
  ),
  v.forward(
    v.partialCheck(
      [["recipientType"], ["residentId"]],
      (input) => input.recipientType !== "resident" || input.residentId !== "",
      messages.residentRecipientRequired,
    ),
    ["residentId"],
  ),
);
export type ComposeEmailRequest = v.InferOutput<typeof composeEmailRequestSchema>;
export type ComposeEmailRequestInput = v.InferInput<typeof composeEmailRequestSchema>;

/**
 * `POST /api/orgs/{orgId}/communications/notifications`: the bulk notification form (spec §5)
 * and its audience (All Residents unless chosen). A scheduled one's date and time are in the
 * organization's time zone.
 */
export const notificationRequestSchema = v.pipe(
  v.object(
    {
      title: subjectText(messages.titleRequired),
      message: messageText,
      priority: prioritySchema,
      channels: v.optional(
        v.array(v.picklist(CHANNELS, messages.channelsInvalid), messages.channelsInvalid),
        () => [],
      ),
      ...scheduleEntries,
      audience: audienceSchema,
    },
    messages.requestBodyNotObject,
  ),
  requiredWhen("scheduleType", "scheduled", "scheduledDate", messages.scheduledDateRequired),
  requiredWhen("scheduleType", "scheduled", "scheduledTime", messages.scheduledTimeRequired),
);
export type NotificationRequest = v.InferOutput<typeof notificationRequestSchema>;
export type NotificationRequestInput = v.InferInput<typeof notificationRequestSchema>;

/** What a history entry is: a composed email or a bulk notification. */
export const COMMUNICATION_KINDS = ["email", "notification"] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];

/** scheduled: waiting for its time; sending: being queued; sent: every email queued. */
export const COMMUNICATION_STATUSES = ["scheduled", "sending", "sent"] as const;
export type CommunicationStatus = (typeof COMMUNICATION_STATUSES)[number];

export const COMMUNICATION_LIST_SORTS = ["-createdAt", "createdAt"] as const;
export const COMMUNICATION_LIST_ORDER = listOrder({
  sorts: COMMUNICATION_LIST_SORTS,
  defaultSort: "-createdAt",
  filteredSorts: ["-createdAt", "createdAt"],
});

/** `GET /api/orgs/{orgId}/communications`: everything sent, newest first. */
export const communicationListQuerySchema = listQuerySchema({
  order: COMMUNICATION_LIST_ORDER,
  searchable: true,
  filters: { kind: COMMUNICATION_KINDS, status: COMMUNICATION_STATUSES, priority: PRIORITIES },
});

/** An email's delivery states (the outgoing-mail queue's). */
export const DELIVERY_STATES = ["PENDING", "PROCESSING", "SUCCESS", "RETRY", "ERROR"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_LIST_SORTS = ["to", "-to"] as const;
export const DELIVERY_LIST_ORDER = listOrder({
  sorts: DELIVERY_LIST_SORTS,
  defaultSort: "to",
  filteredSorts: ["to", "-to"],
});

/** `GET /api/orgs/{orgId}/communications/{id}/deliveries`: one email per recipient, by address. */
export const deliveryListQuerySchema = listQuerySchema({
  order: DELIVERY_LIST_ORDER,
  searchable: false,
  filters: { state: DELIVERY_STATES },
});

/** The words a communication is found by: its subject or title. */
export const communicationKeywords = (subject: string) => searchKeywords([subject]);
