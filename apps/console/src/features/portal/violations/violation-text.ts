import { formatCents, parseCents } from "@hoa/validation";
import { VIOLATION_DECISION_LABELS, VIOLATION_OUTCOME_LABELS } from "@hoa/validation/violations";
import type { Violation } from "./api/own-violations";

/** "Sunday, November 29" (", 2026" with `withYear`): an organization-local date, as a letter says it. */
export function formatDay(localDate: string, withYear = false): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
  }).format(new Date(`${localDate}T12:00:00Z`));
}

/** "7:00 PM": an organization-local time of day ("19:00"). */
export function formatClock(localTime: string): string {
  const [hours = 0, minutes = 0] = localTime.split(":").map(Number);
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    hour: "numeric",
    minute: "2-digit",
  })
    .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    .replace(/\u202f/gu, " ");
}

/** "$100.00" from an amount's text ("100.00"). */
const money = (amount: string) => formatCents(parseCents(amount) ?? 0);

/** What the household has to meet next: the end of the cure period, or the hearing. */
export interface Deadline {
  kind: "cure" | "hearing";
  /** Its local date (YYYY-MM-DD), to find the nearest of several. */
  date: string;
  /** "Correct by Sunday, November 29", or "Hearing on Tuesday, December 8 at 7:00 PM, Clubhouse". */
  text: string;
}

/**
 * The next deadline of an open violation: its hearing once one is noticed, else the last day of
 * the courtesy notice's cure period; none before the notice, after the decision or once closed.
 */
export function deadlineOf(violation: Violation, withYear = false): Deadline | null {
  const { status, hearing, cureBy } = violation;
  if (status === "hearing" && hearing) {
    return {
      kind: "hearing",
      date: hearing.date,
      text: `Hearing on ${formatDay(hearing.date, withYear)} at ${formatClock(hearing.time)}, ${hearing.location}`,
    };
  }
  if (status === "noticed" && cureBy) {
    return { kind: "cure", date: cureBy, text: `Correct by ${formatDay(cureBy, withYear)}` };
  }
  return null;
}

/** "Fine of $100.00", "No action", "Suspension of privileges: pool until June 1". */
function decisionText(decision: NonNullable<Violation["decision"]>): string {
  if (decision.decision === "fine") return `Fine of ${money(decision.fine)}`;
  if (decision.decision === "suspension" && decision.suspension) {
    return `${VIOLATION_DECISION_LABELS.suspension}: ${decision.suspension}`;
  }
  return VIOLATION_DECISION_LABELS[decision.decision];
}

/**
 * Where a violation stands in a sentence, beside its deadline: its outcome once closed, the
 * board's decision once decided, that no notice is sent yet when only reported.
 */
export function standingOf(violation: Violation): string | null {
  if (violation.status === "closed") {
    const outcome = violation.outcome ? VIOLATION_OUTCOME_LABELS[violation.outcome] : "Closed";
    const fined = parseCents(violation.fined) ?? 0;
    return `Outcome: ${outcome}${fined > 0 ? ` (fined ${formatCents(fined)})` : ""}`;
  }
  if (violation.status === "decided" && violation.decision) {
    return `The board decided: ${decisionText(violation.decision)}`;
  }
  if (violation.status === "reported") return "No notice has been sent yet.";
  return null;
}

/** The violations still open, the one with the nearest deadline first (then the newest). */
export function openByDeadline(violations: readonly Violation[]): Violation[] {
  const key = (violation: Violation) => deadlineOf(violation)?.date ?? "9999-12-31";
  return violations
    .filter((violation) => violation.status !== "closed")
    .map((violation, index) => ({ violation, index }))
    .sort((a, b) => key(a.violation).localeCompare(key(b.violation)) || a.index - b.index)
    .map(({ violation }) => violation);
}
