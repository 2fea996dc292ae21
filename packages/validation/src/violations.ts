import * as v from "valibot";
import { isLocalDate } from "./billing.js";
import { isLocalTime } from "./events.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text } from "./schema.js";

/**
 * A covenant violation's way through due process: reported, a courtesy notice with its cure
 * period, a hearing noticed as the rule set requires, the board's decision (and its notice, and
 * a fine posted to the ledger), then closed. Cured before the hearing: closed with no fine.
 */
export const VIOLATION_STATUSES = ["reported", "noticed", "hearing", "decided", "closed"] as const;
export type ViolationStatus = (typeof VIOLATION_STATUSES)[number];

export const VIOLATION_STATUS_LABELS: Readonly<Record<ViolationStatus, string>> = {
  reported: "Reported",
  noticed: "Courtesy notice sent",
  hearing: "Hearing noticed",
  decided: "Decided",
  closed: "Closed",
};

/** What the board decides at the hearing. */
export const VIOLATION_DECISIONS = ["noAction", "fine", "suspension"] as const;
export type ViolationDecision = (typeof VIOLATION_DECISIONS)[number];

export const VIOLATION_DECISION_LABELS: Readonly<Record<ViolationDecision, string>> = {
  noAction: "No action",
  fine: "Fine",
  suspension: "Suspension of privileges",
};

/** How a violation ended. */
export const VIOLATION_OUTCOMES = ["cured", "noAction", "fined", "suspended", "withdrawn"] as const;
export type ViolationOutcome = (typeof VIOLATION_OUTCOMES)[number];

export const VIOLATION_OUTCOME_LABELS: Readonly<Record<ViolationOutcome, string>> = {
  cured: "Cured",
  noAction: "No action",
  fined: "Fined",
  suspended: "Privileges suspended",
  withdrawn: "Withdrawn",
};

/** The steps a violation's timeline tells, each appended once, never changed. */
export const VIOLATION_STEPS = [
  "reported",
  "courtesyNotice",
  "hearingNotice",
  "decision",
  "decisionNotice",
  "finePosted",
  "cured",
  "closed",
  "note",
  "reply",
  "photo",
] as const;
export type ViolationStep = (typeof VIOLATION_STEPS)[number];

export const VIOLATION_DESCRIPTION_MAX_LENGTH = 2_000;
export const VIOLATION_LOCATION_MAX_LENGTH = 200;
export const VIOLATION_NOTE_MAX_LENGTH = 2_000;
export const HEARING_LOCATION_MAX_LENGTH = 200;
export const SUSPENSION_MAX_LENGTH = 300;

/** Photos of one violation, from the board's inspection and the owner's cure. */
export const VIOLATION_PHOTOS_MAX = 20;
/** A photo as sent from a phone: at most 10 MB (it is stored smaller, without its location). */
export const VIOLATION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const violationMessages = {
  propertyRequired: "Choose the property",
  categoryRequired: "Choose the category",
  observedOnInvalid: "Enter the date it was seen as YYYY-MM-DD",
  observedOnInFuture: "The date it was seen cannot be in the future",
  descriptionTooLong: `Description must be at most ${VIOLATION_DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters`,
  locationTooLong: `Location must be at most ${VIOLATION_LOCATION_MAX_LENGTH} characters`,
  noteTooLong: `Note must be at most ${VIOLATION_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`,
  hearingDateInvalid: "Enter the hearing's date as YYYY-MM-DD",
  hearingTimeInvalid: "Enter the hearing's time as HH:MM",
  hearingLocationRequired: "Say where the hearing is held",
  hearingLocationTooLong: `Location must be at most ${HEARING_LOCATION_MAX_LENGTH} characters`,
  decisionInvalid: "Choose the decision",
  fineRequired: "Enter the fine, e.g. 100.00",
  suspensionRequired: "Say which privileges are suspended, and until when",
  suspensionTooLong: `Must be at most ${SUSPENSION_MAX_LENGTH} characters`,
  notFound: "Violation not found",
  categoryNotFound: "That category no longer exists",
  propertyNotFound: "That property no longer exists",
  closed: "This violation is closed",
  noticeAlreadySent: "The courtesy notice was already sent",
  hearingNotYetHeld: "Record the decision once the hearing has been held",
  needsHearing: "Notice a hearing before deciding",
  alreadyDecided: "The board already decided this violation",
  photoTooLarge: "A photo must be at most 10 MB",
  photoNotOctetStream: "Send the photo's bytes as application/octet-stream",
  photoEmpty: "The photo is empty",
  photoUnreadable: "This file is not a photo that can be read: send a JPG, PNG or WebP image",
  tooManyPhotos: `A violation keeps at most ${VIOLATION_PHOTOS_MAX} photos`,
  photoNotFound: "Photo not found",
  letterNotFound: "Letter not found",
  noRecipients:
    "Nobody at this property has an email address on file: add one to a resident before sending a notice",
} as const;

const m = violationMessages;

const localDate = (message: string) =>
  v.pipe(text(message), v.trim(), v.check(isLocalDate, message));

/** `POST /api/orgs/{orgId}/violations`: what was seen, where and when. */
export const reportViolationRequestSchema = v.object(
  {
    propertyId: requiredText(m.propertyRequired),
    categoryId: requiredText(m.categoryRequired),
    observedOn: localDate(m.observedOnInvalid),
    /** What was seen; the category's description when left empty. */
    description: v.pipe(
      optionalText(m.descriptionTooLong),
      maxCharacters(VIOLATION_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
    ),
    location: v.pipe(
      optionalText(m.locationTooLong),
      maxCharacters(VIOLATION_LOCATION_MAX_LENGTH, m.locationTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type ReportViolationRequest = v.InferOutput<typeof reportViolationRequestSchema>;

/** A note added to a step (a courtesy notice's own words, a cure's evidence, a closing reason). */
export const violationNoteRequestSchema = v.object(
  {
    note: v.pipe(
      optionalText(m.noteTooLong),
      maxCharacters(VIOLATION_NOTE_MAX_LENGTH, m.noteTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type ViolationNoteRequest = v.InferOutput<typeof violationNoteRequestSchema>;

/** `POST .../hearing`: when and where, in the organization's time zone. */
export const hearingRequestSchema = v.object(
  {
    date: localDate(m.hearingDateInvalid),
    time: v.pipe(text(m.hearingTimeInvalid), v.trim(), v.check(isLocalTime, m.hearingTimeInvalid)),
    location: v.pipe(
      requiredText(m.hearingLocationRequired),
      maxCharacters(HEARING_LOCATION_MAX_LENGTH, m.hearingLocationTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type HearingRequest = v.InferOutput<typeof hearingRequestSchema>;

/** One member of a fining committee, as the rule sets that require one judge it. */
export const committeeMemberSchema = v.object({
  name: requiredText("Enter the member's name"),
  isOfficerDirectorOrEmployee: v.boolean(),
  isRelativeOfOne: v.boolean(),
});

/**
 * `POST .../decision`: the board's decision after the hearing: no action, a fine (an amount, with
 * the written health-and-safety finding where the rule set's cap allows one), or a suspension.
 */
export const decisionRequestSchema = v.pipe(
  v.object(
    {
      decision: v.picklist(VIOLATION_DECISIONS, m.decisionInvalid),
      fine: v.optional(v.pipe(text(m.fineRequired), v.trim()), ""),
      healthSafetyFinding: v.optional(v.boolean(), false),
      documentsAllowHigherFines: v.optional(v.boolean(), false),
      suspension: v.pipe(
        optionalText(m.suspensionTooLong),
        maxCharacters(SUSPENSION_MAX_LENGTH, m.suspensionTooLong),
      ),
      committee: v.optional(v.array(committeeMemberSchema), []),
      note: v.pipe(
        optionalText(m.noteTooLong),
        maxCharacters(VIOLATION_NOTE_MAX_LENGTH, m.noteTooLong),
      ),
    },
    messages.requestBodyNotObject,
  ),
  v.forward(
    v.check((input) => input.decision !== "fine" || input.fine !== "", m.fineRequired),
    ["fine"],
  ),
  v.forward(
    v.check(
      (input) => input.decision !== "suspension" || input.suspension !== "",
      m.suspensionRequired,
    ),
    ["suspension"],
  ),
);
export type DecisionRequest = v.InferOutput<typeof decisionRequestSchema>;

/** What a resident asks of the board from the portal, on a violation at their property. */
export const VIOLATION_REPLY_KINDS = ["reply", "hearingRequest", "extensionRequest"] as const;
export type ViolationReplyKind = (typeof VIOLATION_REPLY_KINDS)[number];

export const VIOLATION_REPLY_LABELS: Readonly<Record<ViolationReplyKind, string>> = {
  reply: "Replied",
  hearingRequest: "Asked for a hearing",
  extensionRequest: "Asked for more time",
};

export const violationReplyMessages = {
  kindInvalid: "Choose what you are asking",
  messageRequired: "Write your message",
} as const;

/** `POST /api/orgs/{orgId}/me/violations/{violationId}/replies`: a resident's reply. */
export const violationReplyRequestSchema = v.object(
  {
    kind: v.picklist(VIOLATION_REPLY_KINDS, violationReplyMessages.kindInvalid),
    message: v.pipe(
      requiredText(violationReplyMessages.messageRequired),
      maxCharacters(VIOLATION_NOTE_MAX_LENGTH, m.noteTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type ViolationReplyRequest = v.InferOutput<typeof violationReplyRequestSchema>;

/** Newest first (default) or oldest first; filtered by status, property or category. */
export const VIOLATION_LIST_ORDER = listOrder({
  sorts: ["-createdAt", "createdAt"],
  defaultSort: "-createdAt",
});

/** `GET /api/orgs/{orgId}/violations`. */
export const violationListQuerySchema = listQuerySchema({
  order: VIOLATION_LIST_ORDER,
  searchable: false,
  filters: { status: VIOLATION_STATUSES },
  moreFilters: {
    propertyId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
    categoryId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  },
});
