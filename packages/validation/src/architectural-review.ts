import * as v from "valibot";
import { addDays, daysBetween, isLocalDate } from "./billing.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { fileNameSchema } from "./media.js";
import { messages } from "./messages.js";
import {
  maxCharacters,
  optionalText,
  requiredText,
  text,
  trimmedText,
  wholeNumber,
} from "./schema.js";
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

/** The stage a request's votes are cast in: the committee's, then the board's when it decides. */
export const ARC_STAGES = ["committee", "board"] as const;
export type ArcStage = (typeof ARC_STAGES)[number];

/** The votes the board casts: it decides, so it does not return a request for more information. */
export const ARC_BOARD_VOTES = ["approve", "approveWithConditions", "deny", "abstain"] as const;

/**
 * What a board vote decides: the committee's majority rule, except that a board that reaches no
 * majority to approve has not approved, so the request is denied (a decision the homeowner can
 * then ask the board to reconsider, once).
 */
export function boardOutcome(
  votes: readonly ArcVote[],
): Exclude<ArcTallyOutcome, "returned" | "deadlocked"> {
  const { outcome } = tallyArcVotes(votes);
  return outcome === "approved" || outcome === "approvedWithConditions" ? outcome : "denied";
}

/**
 * The steps a request's timeline tells, each appended once. Votes are told without their content
 * ("2 of 3 reviewers have voted") until the request is decided.
 */
export const ARC_STEPS = [
  "created",
  "submitted",
  "vote",
  "returned",
  "boardReview",
  "decided",
  "reconsiderationRequested",
  "withdrawn",
  "attachment",
  "reminder",
  "deadlinePassed",
] as const;
export type ArcStep = (typeof ARC_STEPS)[number];

/** How a decision was reached. */
export const ARC_DECIDED_BY = ["committee", "board", "deadline"] as const;
export type ArcDecidedBy = (typeof ARC_DECIDED_BY)[number];

export const ARC_DEADLINE_OUTCOME_LABELS: Readonly<Record<ArcDeadlineOutcome, string>> = {
  deemedApproved: "Deemed approved",
  deemedDenied: "Deemed denied",
  escalated: "Sent to the board",
};

/** The response time an organization starts with, until it saves its own (its procedure's). */
export const ARC_RESPONSE_DAYS_DEFAULT = 45;
export const ARC_TITLE_MAX_LENGTH = 120;
export const ARC_DESCRIPTION_MAX_LENGTH = 4_000;
export const ARC_COMMENT_MAX_LENGTH = 2_000;
export const ARC_CONTRACTOR_MAX_LENGTH = 120;
/** The most people on a committee or a board. */
export const ARC_PANEL_MAX = 15;
/** Drawings and photos of one request. */
export const ARC_ATTACHMENTS_MAX = 20;
/** A drawing (PDF) or a photo as sent: at most 10 MB; a photo is kept smaller, without its location. */
export const ARC_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The types an attachment is sent as: photos (kept as JPEG) and drawings (PDF, kept as sent). */
export const ARC_ATTACHMENT_TYPES = {
  "image/jpeg": "JPG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "application/pdf": "PDF",
} as const;
const ARC_ATTACHMENT_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "pdf"] as const;
/** A file input's `accept` for an attachment. */
export const ARC_ATTACHMENT_ACCEPT = [
  ...Object.keys(ARC_ATTACHMENT_TYPES),
  ...ARC_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`),
].join(",");

export const arcMessages = {
  propertyRequired: "Choose the property",
  categoryInvalid: "Choose what the change is",
  titleRequired: "Give the change a short title",
  titleTooLong: `Title must be at most ${ARC_TITLE_MAX_LENGTH} characters`,
  descriptionRequired: "Describe the change: what, where, materials and colours",
  descriptionTooLong: `Description must be at most ${ARC_DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters`,
  contractorTooLong: `Contractor must be at most ${ARC_CONTRACTOR_MAX_LENGTH} characters`,
  plannedStartInvalid: "Enter the planned start as YYYY-MM-DD",
  plannedEndInvalid: "Enter the planned finish as YYYY-MM-DD",
  plannedEndBeforeStart: "The planned finish cannot be before the start",
  voteInvalid: "Choose your vote",
  commentTooLong: `Comment must be at most ${ARC_COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  denyNeedsReason: "Say why: a denial gives the homeowner its reasons",
  conditionsRequired: "List the conditions, one per line",
  returnNeedsWhat: "Say what more the committee needs",
  reasonRequired: "Say why the board should reconsider",
  responseDaysInvalid: `Enter the maximum response time in days, from 1 to ${ARC_RESPONSE_DAYS_MAX}`,
  deadlineOutcomeInvalid: "Choose what happens when the response time passes",
  committeeRequired: "Choose at least one committee member",
  directorsRequired: "Choose at least one director",
  panelTooLarge: `Choose at most ${ARC_PANEL_MAX} people`,
  notAMember: "Everyone chosen must be a board member or administrator of this organization",
  notFound: "Request not found",
  propertyNotFound: "That property no longer exists",
  notEditable: "Only a draft or a request returned for more information can be changed",
  notSubmittable: "Only a draft or a request returned for more information can be submitted",
  noCommittee:
    "Choose the architectural committee in Architectural review settings before requests are submitted",
  notVoting: "This request is not waiting for votes",
  notAReviewer: "You do not vote on this request",
  alreadyVoted: "You have already voted on this request",
  voteNotForBoard: "The board approves, approves with conditions, denies or abstains",
  notWithdrawable: "A decided or withdrawn request cannot be withdrawn",
  reconsiderationOnlyAfterDenial: "Reconsideration can be asked for a denied request",
  reconsiderationOnce: "The board has already reconsidered this request",
  attachmentTooLarge: "A file must be at most 10 MB",
  attachmentNotOctetStream: "Send the file's bytes as application/octet-stream",
  attachmentEmpty: "The file is empty",
  attachmentType: "Send a drawing as a PDF or a photo as a JPG, PNG or WebP image",
  attachmentUnreadable: "This file cannot be read: send a PDF, or a JPG, PNG or WebP image",
  tooManyAttachments: `A request keeps at most ${ARC_ATTACHMENTS_MAX} drawings and photos`,
  attachmentNotFound: "File not found",
  attachmentsClosed: "Files can be added while the request is a draft or returned",
  letterNotFound: "Letter not found",
} as const;

const am = arcMessages;

const localDateField = (message: string) =>
  v.pipe(text(message), v.trim(), v.check(isLocalDate, message));

const arcChangeEntries = {
  category: v.picklist(ARC_CATEGORIES, am.categoryInvalid),
  title: v.pipe(
    requiredText(am.titleRequired),
    maxCharacters(ARC_TITLE_MAX_LENGTH, am.titleTooLong),
  ),
  description: v.pipe(
    requiredText(am.descriptionRequired),
    maxCharacters(ARC_DESCRIPTION_MAX_LENGTH, am.descriptionTooLong),
  ),
  plannedStart: localDateField(am.plannedStartInvalid),
  plannedEnd: localDateField(am.plannedEndInvalid),
  contractor: v.pipe(
    optionalText(am.contractorTooLong),
    maxCharacters(ARC_CONTRACTOR_MAX_LENGTH, am.contractorTooLong),
  ),
};

/** The planned finish on or after the start, told on the finish's field. */
const plannedInOrder = (input: { plannedStart: string; plannedEnd: string }) =>
  input.plannedEnd >= input.plannedStart;

/** What a homeowner asks to change: the fields of a draft, from the portal or the board's form. */
export const arcChangeSchema = v.pipe(
  v.object(arcChangeEntries, messages.requestBodyNotObject),
  v.forward(
    v.check((input) => plannedInOrder(input), am.plannedEndBeforeStart),
    ["plannedEnd"],
  ),
);
export type ArcChange = v.InferOutput<typeof arcChangeSchema>;

/** `POST /api/orgs/{orgId}/architectural-requests`: an administrator's draft for a property. */
export const arcCreateSchema = v.pipe(
  v.object(
    { propertyId: requiredText(am.propertyRequired), ...arcChangeEntries },
    messages.requestBodyNotObject,
  ),
  v.forward(
    v.check((input) => plannedInOrder(input), am.plannedEndBeforeStart),
    ["plannedEnd"],
  ),
);
export type ArcCreate = v.InferOutput<typeof arcCreateSchema>;

/** A portal draft: the property only when the resident's household has more than one. */
export const ownArcCreateSchema = v.pipe(
  v.object(
    { propertyId: v.optional(trimmedText(am.propertyRequired), ""), ...arcChangeEntries },
    messages.requestBodyNotObject,
  ),
  v.forward(
    v.check((input) => plannedInOrder(input), am.plannedEndBeforeStart),
    ["plannedEnd"],
  ),
);
export type OwnArcCreate = v.InferOutput<typeof ownArcCreateSchema>;

/** Why a vote's comment is required: a denial's reasons, the conditions, what more is needed. */
const voteNeedsComment: Partial<Record<ArcVote, string>> = {
  deny: am.denyNeedsReason,
  approveWithConditions: am.conditionsRequired,
  return: am.returnNeedsWhat,
};

/** `POST .../votes`: a reviewer's vote with its comment (conditions one per line). */
export const arcVoteSchema = v.pipe(
  v.object(
    {
      vote: v.picklist(ARC_VOTES, am.voteInvalid),
      comment: v.pipe(
        optionalText(am.commentTooLong),
        maxCharacters(ARC_COMMENT_MAX_LENGTH, am.commentTooLong),
      ),
    },
    messages.requestBodyNotObject,
  ),
  v.forward(
    v.check(
      (input) => voteNeedsComment[input.vote] === undefined || input.comment !== "",
      (issue) => voteNeedsComment[(issue.input as { vote: ArcVote }).vote] ?? am.voteInvalid,
    ),
    ["comment"],
  ),
);
export type ArcVoteRequest = v.InferOutput<typeof arcVoteSchema>;

/** The conditions of an approving vote's comment: one per line, bullets taken off. */
export const arcConditionsOf = (comment: string): string[] =>
  comment
    .split(/\r?\n/u)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/u, "").trim())
    .filter((line) => line !== "");

/** `POST .../reconsideration`: why the board should reconsider a denial. */
export const arcReconsiderationSchema = v.object(
  {
    reason: v.pipe(
      requiredText(am.reasonRequired),
      maxCharacters(ARC_COMMENT_MAX_LENGTH, am.commentTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type ArcReconsideration = v.InferOutput<typeof arcReconsiderationSchema>;

/** `POST .../withdraw`, `.../submit`: an optional note. */
export const arcNoteSchema = v.object(
  {
    note: v.pipe(
      optionalText(am.commentTooLong),
      maxCharacters(ARC_COMMENT_MAX_LENGTH, am.commentTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type ArcNote = v.InferOutput<typeof arcNoteSchema>;

const panel = (requiredMessage: string) =>
  v.pipe(
    v.array(trimmedText(am.notAMember), am.notAMember),
    v.check((uids) => uids.length > 0, requiredMessage),
    v.check((uids) => uids.length <= ARC_PANEL_MAX, am.panelTooLarge),
    v.transform((uids) => [...new Set(uids)]),
  );

/** `PUT /api/orgs/{orgId}/architectural-review/settings`: the procedure's people and numbers. */
export const arcSettingsSchema = v.object(
  {
    /** The architectural committee: the uids of board members or administrators. */
    committee: panel(am.committeeRequired),
    /** The board of directors, who decide deadlocks, escalations and reconsiderations. */
    directors: panel(am.directorsRequired),
    responseDays: wholeNumber(am.responseDaysInvalid, ARC_RESPONSE_DAYS_MAX, 1),
    deadlineOutcome: v.picklist(ARC_DEADLINE_OUTCOMES, am.deadlineOutcomeInvalid),
  },
  messages.requestBodyNotObject,
);
export type ArcSettings = v.InferOutput<typeof arcSettingsSchema>;

/** The architectural requests' list: newest first by default. */
export const ARC_LIST_ORDER = listOrder({
  sorts: ["-createdAt", "createdAt"],
  defaultSort: "-createdAt",
});

/** `GET .../architectural-requests`: filtered by status, category or property, newest first. */
export const arcListQuerySchema = listQuerySchema({
  order: ARC_LIST_ORDER,
  searchable: false,
  filters: { status: ARC_STATUSES, category: ARC_CATEGORIES },
  moreFilters: {
    propertyId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  },
});

/** A file chosen to be sent as an attachment: what a browser's `File` tells of it. */
export interface ChosenAttachment {
  name: string;
  type: string;
  size: number;
}

/** Why a chosen file cannot be attached (its type, then its size), or null. */
export function arcAttachmentProblem(file: ChosenAttachment): string | null {
  const extension = /\.([^.]+)$/u.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const typed =
    file.type === ""
      ? (ARC_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
      : Object.hasOwn(ARC_ATTACHMENT_TYPES, file.type.toLowerCase());
  if (!typed) return am.attachmentType;
  if (file.size > ARC_ATTACHMENT_MAX_BYTES) return am.attachmentTooLarge;
  if (file.size === 0) return am.attachmentEmpty;
  return null;
}

/** `POST .../attachments`: the file's name (the bytes are the body). */
export const arcAttachmentQuerySchema = v.object({ fileName: fileNameSchema });
export type ArcAttachmentQuery = v.InferOutput<typeof arcAttachmentQuerySchema>;
