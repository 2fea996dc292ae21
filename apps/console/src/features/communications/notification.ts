import type { ChoiceOption } from "@hoa/ui";
import { DEFAULT_PRIORITY, type Channel, type Priority, type ScheduleType } from "@hoa/validation";

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

/** The submit button names what will happen (spec §4). */
export function submitLabel(scheduleType: ScheduleType): string {
  return scheduleType === "scheduled" ? "Schedule Notification" : "Send Now";
}
