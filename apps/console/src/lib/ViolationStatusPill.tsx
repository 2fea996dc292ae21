import { StatusPill, type StatusTone } from "@hoa/ui";
import { VIOLATION_STATUS_LABELS, type ViolationStatus } from "@hoa/validation/violations";

/** Waiting on the board (reported), on the owner (noticed), on the hearing, decided, closed. */
const statusTones: Readonly<Record<ViolationStatus, StatusTone>> = {
  reported: "warning",
  noticed: "info",
  hearing: "primary",
  decided: "success",
  closed: "neutral",
};

/**
 * A violation's status as a pill, coloured by what it waits on: the same on the board's pages,
 * the portal and a property's page.
 */
export const ViolationStatusPill = ({ status }: { status: ViolationStatus }) => (
  <StatusPill tone={statusTones[status]}>{VIOLATION_STATUS_LABELS[status]}</StatusPill>
);
