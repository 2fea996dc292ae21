import { StatusPill } from "@hoa/ui";
import type { OccupancyStatus } from "@hoa/validation";

/** Occupied reads as good news, Vacant as something to look at. */
export function OccupancyPill({ status }: { status: OccupancyStatus }) {
  return <StatusPill tone={status === "Occupied" ? "success" : "warning"}>{status}</StatusPill>;
}
