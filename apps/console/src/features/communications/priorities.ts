import type { SelectOption } from "@hoa/ui";
import { PRIORITIES, type Priority } from "@hoa/validation";

const priorityLabels: Record<Priority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

/** The four priority levels of an email or a notification (spec §3, §9), lowest first. */
export const priorityOptions: readonly SelectOption<Priority>[] = PRIORITIES.map((priority) => ({
  value: priority,
  label: priorityLabels[priority],
}));
