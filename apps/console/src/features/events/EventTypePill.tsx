import { CategoryBadge, type CategoryColor } from "@hoa/ui";
import type { EventType } from "@hoa/validation";

/** Each type its own colour, apart from the status colours (Scheduled, Cancelled). */
const typeColors: Record<EventType, CategoryColor> = {
  "Community Meeting": "indigo",
  "Social Gathering": "magenta",
  Maintenance: "brown",
  "Holiday Event": "violet",
  Educational: "sky",
  Recreation: "olive",
};

export function EventTypePill({ type }: { type: EventType }) {
  return <CategoryBadge color={typeColors[type]}>{type}</CategoryBadge>;
}
