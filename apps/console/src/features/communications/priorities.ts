import type { SelectOption } from "@hoa/ui";

/** The four priority levels of an email or a notification (spec §3, §9). */
export const PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const DEFAULT_PRIORITY: Priority = "normal";

const priorityLabels: Record<Priority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

export const priorityOptions: readonly SelectOption<Priority>[] = PRIORITIES.map((priority) => ({
  value: priority,
  label: priorityLabels[priority],
}));
