import { StatusPill } from "@hoa/ui";
import { ARCHIVED_STATUS, type PropertyStatus } from "@hoa/validation";

/** Occupied reads as good news, Vacant as something to look at, Archived as neither. */
export function PropertyStatusPill({ status }: { status: PropertyStatus }) {
  const tone =
    status === ARCHIVED_STATUS ? "neutral" : status === "Occupied" ? "success" : "warning";
  return <StatusPill tone={tone}>{status}</StatusPill>;
}
