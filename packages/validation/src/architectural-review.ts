import { addDays, daysBetween } from "./billing.js";
import { localDateIn, type TimeZone } from "./time-zones.js";
import type { Citation } from "./violation-rules.js";

/**
 * Architectural review (ARC): a homeowner asks to change their property, the committee votes, and
 * a decision letter follows. The pure rules the API and the console share: the request's states
 * and the moves between them, the committee's tally, who may vote when the board decides, and the
 * association's response deadline with its reminders and what happens when it passes.
 *
 * Days are calendar days in the organization's time zone, as for violations.
 */

/** What a request changes, in the order the forms offer them. */
export const ARC_CATEGORIES = [
  "fence",
  "paint",
  "roof",
  "solar",
  "landscaping",
  "addition",
  "other",
] as const;
export type ArcCategory = (typeof ARC_CATEGORIES)[number];

export const ARC_CATEGORY_LABELS: Readonly<Record<ArcCategory, string>> = {
  fence: "Fence",
  paint: "Exterior paint",
  roof: "Roof",
  solar: "Solar panels",
  landscaping: "Landscaping",
  addition: "Addition",
  other: "Other",
};

/**
 * A request's states. `boardReview` is where a deadlocked committee vote, an escalated deadline
 * and a denied homeowner's reconsideration request go; the board's decision ends it as approved,
 * approved with conditions or denied.
 */
export const ARC_STATUSES = [
  "draft",
  "submitted",
  "underReview",
  "returned",
  "boardReview",
  "approved",
  "approvedWithConditions",
  "denied",
  "reconsiderationRequested",
  "withdrawn",
] as const;
export type ArcStatus = (typeof ARC_STATUSES)[number];

export const ARC_STATUS_LABELS: Readonly<Record<ArcStatus, string>> = {
  draft: "Draft",
  submitted: "Submitted",
  underReview: "Under review",
  returned: "Returned for more information",
  boardReview: "Board review",
  approved: "Approved",
  approvedWithConditions: "Approved with conditions",
  denied: "Denied",
  reconsiderationRequested: "Reconsideration requested",
  withdrawn: "Withdrawn",
};

/** The states with a decision: nothing but a denial's reconsideration moves on from them. */
export const ARC_DECIDED: readonly ArcStatus[] = ["approved", "approvedWithConditions", "denied"];

const DECISIONS = ["approved", "approvedWithConditions", "denied"] as const;

/** Where each state may go. Withdrawn is open from every state before a decision. */
const ARC_MOVES: Readonly<Record<ArcStatus, readonly ArcStatus[]>> = {
  draft: ["submitted", "withdrawn"],
  submitted: ["underReview", "withdrawn"],
  underReview: [...DECISIONS, "returned", "boardReview", "withdrawn"],
  returned: ["submitted", "withdrawn"],
  boardReview: [...DECISIONS, "withdrawn"],
  approved: [],
  approvedWithConditions: [],
  denied: ["reconsiderationRequested"],
  reconsiderationRequested: ["boardReview", "withdrawn"],
  withdrawn: [],
};

/** Whether a request in state `from` may move to `to`. */
export const canMoveArc = (from: ArcStatus, to: ArcStatus): boolean => ARC_MOVES[from].includes(to);

/** A committee member's vote on a request; abstentions count for nothing. */
export const ARC_VOTES = ["approve", "approveWithConditions", "deny", "return", "abstain"] as const;
export type ArcVote = (typeof ARC_VOTES)[number];

export const ARC_VOTE_LABELS: Readonly<Record<ArcVote, string>> = {
  approve: "Approve",
  approveWithConditions: "Approve with conditions",
  deny: "Deny",
  return: "Return for more information",
  abstain: "Abstain",
};

/** What the committee's votes decide: a state the request moves to. */
export type ArcTallyOutcome =
  "approved" | "approvedWithConditions" | "denied" | "returned" | "deadlocked";

export interface ArcTally {
  readonly outcome: ArcTallyOutcome;
  /** Each vote's count, abstentions included. */
  readonly counts: Readonly<Record<ArcVote, number>>;
  /** The votes that count: all but abstentions. */
  readonly counted: number;
}

/**
 * The committee's decision: the choice of more than half of those not abstaining. Approving and
 * approving with conditions are one side (the change may go ahead); it carries conditions when any
 * of its votes does. No such majority (a tie, a split three ways) or no counted vote at all is
 * `deadlocked`, which goes to the board.
 */
export function tallyArcVotes(votes: readonly ArcVote[]): ArcTally {
  const counts = Object.fromEntries(ARC_VOTES.map((vote) => [vote, 0])) as Record<ArcVote, number>;
  for (const vote of votes) counts[vote] += 1;
  const counted = votes.length - counts.abstain;
  const majority = (n: number) => counted > 0 && n * 2 > counted;
  const approving = counts.approve + counts.approveWithConditions;
  const outcome: ArcTallyOutcome = majority(approving)
    ? counts.approveWithConditions > 0
      ? "approvedWithConditions"
      : "approved"
    : majority(counts.deny)
      ? "denied"
      : majority(counts.return)
        ? "returned"
        : "deadlocked";
  return { outcome, counts, counted };
}

/**
 * Who votes when the board decides a request (a deadlock, an escalation or a reconsideration):
 * the directors, less those who sat on the committee that reviewed it, who step aside.
 */
export const boardVotersFor = (
  directors: readonly string[],
  committee: readonly string[],
): string[] => directors.filter((uid) => !committee.includes(uid));

/** What happens when the response deadline passes without a decision (an organization's setting). */
export const ARC_DEADLINE_OUTCOMES = ["deemedApproved", "deemedDenied", "escalated"] as const;
export type ArcDeadlineOutcome = (typeof ARC_DEADLINE_OUTCOMES)[number];

/** The longest response time an organization may set, in days. */
export const ARC_RESPONSE_DAYS_MAX = 365;

/**
 * Where the duty to answer in time comes from: California requires a written procedure with a
 * maximum response time and a written decision that explains a denial and how to ask for
 * reconsideration.
 */
export const ARC_CALIFORNIA_PROCEDURE: Citation = {
  code: "Civil Code",
  section: "4765",
  text: "The association's architectural review procedure must be fair, reasonable and expeditious, state the maximum time for a response, and give a written decision; a denial explains its reasons and how to ask the board to reconsider.",
};

/** The days before the deadline on which the reviewers are reminded. */
export const ARC_REMINDER_DAYS_BEFORE = [7, 2] as const;

/** The local date by which a request submitted at `submittedAt` must be answered. */
export const arcResponseDeadline = (
  submittedAt: Date,
  responseDays: number,
  zone: TimeZone,
): string => addDays(localDateIn(submittedAt, zone), responseDays);

/** Whole days left on `now` before `deadline` (0 on the day itself, negative once it has passed). */
export const arcDaysLeft = (deadline: string, now: Date, zone: TimeZone): number =>
  daysBetween(localDateIn(now, zone), deadline);

/** Whether `now` is a day on which the reviewers of a request with `deadline` are reminded. */
export const isArcReminderDay = (deadline: string, now: Date, zone: TimeZone): boolean =>
  (ARC_REMINDER_DAYS_BEFORE as readonly number[]).includes(arcDaysLeft(deadline, now, zone));

/** The state an undecided request takes once its deadline has passed, by the organization's setting. */
export const arcStatusAtDeadline = (outcome: ArcDeadlineOutcome): ArcStatus =>
  outcome === "deemedApproved" ? "approved" : outcome === "deemedDenied" ? "denied" : "boardReview";
