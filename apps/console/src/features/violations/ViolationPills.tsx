import { formatDate } from "@hoa/ui";
import { formatCents, parseCents, type TimeZone } from "@hoa/validation";
import { VIOLATION_RULE_SETS, type ViolationRuleSetId } from "@hoa/validation/violation-rules";
import { fineWords, VIOLATION_OUTCOME_LABELS } from "@hoa/validation/violations";
import type { Violation } from "./api";

export { ViolationStatusPill } from "../../lib/ViolationStatusPill";

/** "Violation 12: Parking at 10 Oak Lane, 2", as the API's audit entries name it. */
export const violationTitle = (
  violation: Pick<Violation, "number" | "category" | "propertyLabel">,
) => `Violation ${violation.number}: ${violation.category.name} at ${violation.propertyLabel}`;

/** "$50.00", or null for an amount of nothing. */
export function amountOrNull(amount: string): string | null {
  const cents = parseCents(amount) ?? 0;
  return cents === 0 ? null : formatCents(cents);
}

/** A decision's fine: "$50.00", or a continuing violation's "$25.00 a day for 4 days, $100.00 in all". */
export const fineLabel = (decision: { fine: string; continuingDays: number }): string =>
  fineWords(parseCents(decision.fine) ?? 0, decision.continuingDays);

/** How it ended ("Fined $100.00"), or null while it is open. */
export function outcomeOf(violation: Pick<Violation, "outcome" | "fined">): string | null {
  if (violation.outcome === null) return null;
  const fined = amountOrNull(violation.fined);
  return violation.outcome === "fined" && fined
    ? `${VIOLATION_OUTCOME_LABELS.fined} ${fined}`
    : VIOLATION_OUTCOME_LABELS[violation.outcome];
}

/** The next date the violation waits for: the hearing once noticed, else the end of the cure. */
export function nextDeadline(
  violation: Pick<Violation, "status" | "cureBy" | "hearing">,
): string | null {
  if (violation.status === "hearing" && violation.hearing) {
    return `Hearing ${formatDate(violation.hearing.date)}`;
  }
  if (violation.status === "noticed" && violation.cureBy) {
    return `Cure by ${formatDate(violation.cureBy)}`;
  }
  return null;
}

/** "Sat, Dec 5, 2026, 6:30 PM PST": an instant in the organization's zone. */
export const formatInstant = (iso: string, zone: TimeZone) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(new Date(iso))
    .replace(/\u202f/gu, " ");

/** The rule set's name; the general one is built from the organization's own rules. */
export const ruleSetName = (id: ViolationRuleSetId) =>
  id === "general" ? "General (your own rules)" : VIOLATION_RULE_SETS[id].name;
