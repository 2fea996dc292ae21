import type { ChoiceOption, FieldErrors } from "@hoa/ui";
import { DEFAULT_PRIORITY, type Priority } from "./priorities";

export type Channel = "email" | "sms" | "push" | "app";
export type ScheduleType = "immediate" | "scheduled";

/** The bulk notification form's object; it stays in the browser (spec §3: never sent). */
export interface Notification {
  title: string;
  message: string;
  priority: Priority;
  channels: Channel[];
  scheduleType: ScheduleType;
  scheduledDate: string;
  scheduledTime: string;
}

export const emptyNotification: Notification = {
  title: "",
  message: "",
  priority: DEFAULT_PRIORITY,
  channels: ["email"],
  scheduleType: "immediate",
  scheduledDate: "",
  scheduledTime: "",
};

export const channelOptions: readonly ChoiceOption<Channel>[] = [
  { value: "email", label: "Email" },
  { value: "sms", label: "SMS" },
  { value: "push", label: "Push" },
  { value: "app", label: "In-app" },
];

export const scheduleOptions: readonly ChoiceOption<ScheduleType>[] = [
  { value: "immediate", label: "Send immediately" },
  { value: "scheduled", label: "Schedule for later" },
];

export const notificationMessages = {
  titleRequired: "Title is required",
  messageRequired: "Message is required",
  dateRequired: "Date is required for a scheduled notification",
  timeRequired: "Time is required for a scheduled notification",
} as const;

/**
 * Title and message are required, and date and time when scheduled (spec §5). Choosing a channel
 * is deliberately not enforced.
 */
export function validateNotification(values: Notification): FieldErrors<Notification> {
  const errors: FieldErrors<Notification> = {};
  if (values.title.trim() === "") errors.title = notificationMessages.titleRequired;
  if (values.message.trim() === "") errors.message = notificationMessages.messageRequired;
  if (values.scheduleType === "scheduled") {
    if (values.scheduledDate === "") errors.scheduledDate = notificationMessages.dateRequired;
    if (values.scheduledTime === "") errors.scheduledTime = notificationMessages.timeRequired;
  }
  return errors;
}

/** The submit button names what will happen (spec §4). */
export function submitLabel(scheduleType: ScheduleType): string {
  return scheduleType === "scheduled" ? "Schedule Notification" : "Send Now";
}
