import * as v from "valibot";
import { isValidEmail } from "./email.js";
import { messages } from "./messages.js";
import { requiredText, trimmedText } from "./schema.js";

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

/** A date or time that only a scheduled notification needs: missing reads as "". */
const scheduleText = (notText: string) => v.optional(trimmedText(notText), "");

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
      scheduleType: v.picklist(SCHEDULE_TYPES, messages.scheduleTypeInvalid),
      scheduledDate: scheduleText(messages.scheduledDateRequired),
      scheduledTime: scheduleText(messages.scheduledTimeRequired),
    },
    messages.requestBodyNotObject,
  ),
  // partialCheck runs even when the title or message is refused, so every message shows at once.
  v.forward(
    v.partialCheck(
      [["scheduleType"], ["scheduledDate"]],
      (input) => input.scheduleType !== "scheduled" || input.scheduledDate !== "",
      messages.scheduledDateRequired,
    ),
    ["scheduledDate"],
  ),
  v.forward(
    v.partialCheck(
      [["scheduleType"], ["scheduledTime"]],
      (input) => input.scheduleType !== "scheduled" || input.scheduledTime !== "",
      messages.scheduledTimeRequired,
    ),
    ["scheduledTime"],
  ),
);

export type NotificationOutput = v.InferOutput<typeof notificationSchema>;
