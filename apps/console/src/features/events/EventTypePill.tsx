import { StatusPill, type StatusTone } from "@hoa/ui";
import type { EventType } from "@hoa/validation";

const typeTones: Record<EventType, StatusTone> = {
  "Community Meeting": "primary",
  "Social Gathering": "success",
  Maintenance: "warning",
  "Holiday Event": "danger",
  Educational: "info",
  Recreation: "neutral",
};

export function EventTypePill({ type }: { type: EventType }) {
  return <StatusPill tone={typeTones[type]}>{type}</StatusPill>;
}
