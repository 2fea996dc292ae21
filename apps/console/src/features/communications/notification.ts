import type { ChoiceOption } from "@hoa/ui";
import {
  DEFAULT_PRIORITY,
  type Audience,
  type Channel,
  type Priority,
  type ScheduleType,
} from "@hoa/validation";

/** The bulk notification form's values: the API's request (`notificationRequestSchema`). */
export interface Notification {
  title: string;
  message: string;
  priority: Priority;
  channels: Channel[];
  scheduleType: ScheduleType;
  scheduledDate: string;
  scheduledTime: string;
  audience: Audience;
}

export const emptyNotification: Notification = {
  title: "",
  message: "",
  priority: DEFAULT_PRIORITY,
  channels: ["email"],
  scheduleType: "immediate",
  scheduledDate: "",
  scheduledTime: "",
  audience: "All Residents",
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

/** The submit button names what will happen (spec §4). */
export function submitLabel(scheduleType: ScheduleType): string {
  return scheduleType === "scheduled" ? "Schedule Notification" : "Send Now";
}

/**
 * The channels no provider is connected for: what they would need. The server records them as
 * not sent ("No provider") rather than pretending.
 */
export const providerNeeded: Partial<Record<Channel, string>> = {
  sms: "SMS is not sent: it needs a provider (e.g. Twilio). Setting SMS_PROVIDER_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM in functions/.env would turn it on. The history records it as not sent.",
  push: "Push is not sent: it needs a provider (Firebase Cloud Messaging, with each member's device registered by the console). Setting PUSH_PROVIDER=fcm in functions/.env would turn it on. The history records it as not sent.",
};
