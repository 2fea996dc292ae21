import {
  CategoryBadge,
  StatusPill,
  formatDate,
  type CategoryColor,
  type StatusTone,
} from "@hoa/ui";
import type { TimeZone } from "@hoa/validation";
import {
  ARC_CATEGORY_LABELS,
  ARC_STATUS_LABELS,
  arcDaysLeft,
  type ArcCategory,
  type ArcStatus,
} from "@hoa/validation/architectural-review";
import type { ArcRequest, OwnArcRequest } from "./api";

/** Each state's colour: waiting is informative, asked back or before the board a warning. */
const statusTones: Readonly<Record<ArcStatus, StatusTone>> = {
  draft: "neutral",
  submitted: "info",
  underReview: "info",
  returned: "warning",
  boardReview: "warning",
  approved: "success",
  approvedWithConditions: "success",
  denied: "danger",
  reconsiderationRequested: "warning",
  withdrawn: "neutral",
};

export function ArcStatusPill({ status }: { status: ArcStatus }) {
  return <StatusPill tone={statusTones[status]}>{ARC_STATUS_LABELS[status]}</StatusPill>;
}

const categoryColors: Readonly<Record<ArcCategory, CategoryColor>> = {
  fence: "brown",
  paint: "magenta",
  roof: "slate",
  solar: "olive",
  landscaping: "teal",
  addition: "indigo",
  other: "sky",
};

export function ArcCategoryBadge({ category }: { category: ArcCategory }) {
  return (
    <CategoryBadge color={categoryColors[category]}>{ARC_CATEGORY_LABELS[category]}</CategoryBadge>
  );
}

/** The states whose response time runs: submitted and not yet decided. */
const DEADLINE_RUNS: readonly ArcStatus[] = ["submitted", "underReview", "boardReview"];

/** Whether the request waits on the association's answer by its deadline. */
export const deadlineRuns = (request: Pick<OwnArcRequest, "status" | "deadline">) =>
  request.deadline !== null && DEADLINE_RUNS.includes(request.status);

/** "12 days left", "1 day left", "Due today", "1 day overdue", "3 days overdue". */
export function daysLeftText(left: number): string {
  if (left === 0) return "Due today";
  const days = Math.abs(left);
  const unit = days === 1 ? "day" : "days";
  return left > 0 ? `${days} ${unit} left` : `${days} ${unit} overdue`;
}

/**
 * A running deadline as a date and the days left ("Dec 20, 2026 · 12 days left"), or the date
 * alone once the request is no longer waiting on it; null before it is submitted.
 */
export function deadlineText(
  request: Pick<OwnArcRequest, "status" | "deadline">,
  zone: TimeZone,
  now: Date = new Date(),
): string | null {
  if (request.deadline === null) return null;
  const date = formatDate(request.deadline);
  if (!deadlineRuns(request)) return date;
  return `${date} · ${daysLeftText(arcDaysLeft(request.deadline, now, zone))}`;
}

/** Whether a running deadline has passed or falls today (it then stands out). */
export const deadlineIsDue = (
  request: Pick<OwnArcRequest, "status" | "deadline">,
  zone: TimeZone,
  now: Date = new Date(),
) =>
  deadlineRuns(request) &&
  request.deadline !== null &&
  arcDaysLeft(request.deadline, now, zone) <= 0;

/** "2 of 3 voted" while a stage's votes are being cast, else null. */
export function votesText(request: Pick<ArcRequest, "review">): string | null {
  const { stage, voters, cast } = request.review;
  if (stage === null) return null;
  return `${cast} of ${voters.length} voted`;
}

/** "Request 3: Cedar fence", as the page's title names it. */
export const arcTitle = (request: Pick<OwnArcRequest, "number" | "title">) =>
  `Request ${request.number}: ${request.title}`;

/** The planned dates: "Mar 1, 2027 to Mar 15, 2027". */
export const plannedText = (request: Pick<OwnArcRequest, "plannedStart" | "plannedEnd">) =>
  `${formatDate(request.plannedStart)} to ${formatDate(request.plannedEnd)}`;

/** Who decided, in words. */
export const DECIDED_BY_TEXT = {
  committee: "the architectural committee",
  board: "the board",
  deadline: "the response time passing",
} as const;
