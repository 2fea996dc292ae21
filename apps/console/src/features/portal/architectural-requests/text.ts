import type { TimeZone } from "@hoa/validation";
import { ARC_STATUS_LABELS } from "@hoa/validation/architectural-review";
import { formatDayInZone } from "../../../lib/organization-time";
import { deadlineRuns, deadlineText } from "../../architectural-review/ArcPills";
import type { OwnArcRequest } from "./api/own-requests";

/** "Submitted Nov 20, 2026", or where a draft stands. */
export const submittedText = (request: OwnArcRequest, zone: TimeZone) =>
  request.submittedAt
    ? `Submitted ${formatDayInZone(request.submittedAt, zone)}`
    : "Not submitted yet";

/**
 * What the household waits for, or what was decided: "Answer due Dec 20, 2026 · 12 days left",
 * "Decided Nov 25, 2026: Approved with conditions"; null when neither applies.
 */
export function standingText(request: OwnArcRequest, zone: TimeZone): string | null {
  if (request.decision) {
    return `Decided ${formatDayInZone(request.decision.decidedAt, zone)}: ${ARC_STATUS_LABELS[request.decision.status]}`;
  }
  if (deadlineRuns(request)) return `Answer due ${deadlineText(request, zone) ?? ""}`;
  if (request.status === "returned")
    return "The committee needs more from you: edit it and submit it again.";
  return null;
}
