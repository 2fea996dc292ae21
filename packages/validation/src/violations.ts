import * as v from "valibot";
import { formatCents, isLocalDate } from "./billing.js";
import { isLocalTime } from "./events.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text, wholeNumber } from "./schema.js";

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
export const VIOLATION_OUTCOMES = [
  "cured",
  "noAction",
  "fined",
  "suspended",
  "withdrawn",
  "reversed",
] as const;
export type ViolationOutcome = (typeof VIOLATION_OUTCOMES)[number];

export const VIOLATION_OUTCOME_LABELS: Readonly<Record<ViolationOutcome, string>> = {
  cured: "Cured",
  noAction: "No action",
  fined: "Fined",
  suspended: "Privileges suspended",
  withdrawn: "Withdrawn",
  reversed: "Reversed on appeal",
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
  "appeal",
  "fineReversed",
] as const;
export type ViolationStep = (typeof VIOLATION_STEPS)[number];

export const VIOLATION_DESCRIPTION_MAX_LENGTH = 2_000;
export const VIOLATION_LOCATION_MAX_LENGTH = 200;
export const VIOLATION_NOTE_MAX_LENGTH = 2_000;
export const HEARING_LOCATION_MAX_LENGTH = 200;
export const SUSPENSION_MAX_LENGTH = 300;

/** "$100.00", or a continuing violation's "$25.00 a day for 4 days, $100.00 in all". */
export function fineWords(totalCents: number, days: number): string {
  if (days <= 1) return formatCents(totalCents);
  return `${formatCents(Math.round(totalCents / days))} a day for ${days} days, ${formatCents(totalCents)} in all`;
}

/** The most days a continuing violation's daily fine runs for in one decision. */
export const CONTINUING_FINE_DAYS_MAX = 365;

/** Photos of one violation, from the board's inspection and the owner's cure. */
export const VIOLATION_PHOTOS_MAX = 20;
/** A photo as sent from a phone: at most 10 MB (it is stored smaller, without its location). */
export const VIOLATION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The types a violation's photo is sent as, with what people call them. */
export const VIOLATION_PHOTO_TYPES = {
  "image/jpeg": "JPG",
  "image/png": "PNG",
  "image/webp": "WebP",
} as const;
export type ViolationPhotoType = keyof typeof VIOLATION_PHOTO_TYPES;

/** The extensions of those types, for a file whose type the browser left empty. */
const VIOLATION_PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

/**
 * A file input's `accept` for a violation's photo: the types and their extensions. A phone offers
 * its camera for it, and sends what it takes as a JPEG.
 */
export const VIOLATION_PHOTO_ACCEPT = [
  ...Object.keys(VIOLATION_PHOTO_TYPES),
  ...VIOLATION_PHOTO_EXTENSIONS.map((extension) => `.${extension}`),
].join(",");

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
  photoType: "A photo must be a JPG, PNG or WebP image",
  tooManyPhotos: `A violation keeps at most ${VIOLATION_PHOTOS_MAX} photos`,
  photoNotFound: "Photo not found",
  appealNeedsDecision: "An appeal can be decided once the board has decided the violation",
  appealAlreadyDecided: "The appeal was already decided",
  appealResultInvalid: "Choose the appeal's result",
  appealOnlyAfterDecision: "You can ask for internal dispute resolution once the board has decided",
  continuingDaysInvalid: `Enter the number of days, from 1 to ${CONTINUING_FINE_DAYS_MAX}`,
  letterNotFound: "Letter not found",
  noRecipients:
    "Nobody at this property has an email address on file: add one to a resident before sending a notice",
} as const;

const m = violationMessages;

/** A step's or a decision's note: optional, at most `VIOLATION_NOTE_MAX_LENGTH` characters. */
const noteText = v.pipe(
  optionalText(m.noteTooLong),
  maxCharacters(VIOLATION_NOTE_MAX_LENGTH, m.noteTooLong),
);

/** A file chosen to be sent as a violation's photo: what a browser's `File` tells of it. */
export interface ChosenPhoto {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a chosen file cannot be sent as a violation's photo (its type, then its size), or null.
 * A file whose type the browser does not know is judged by its name's extension.
 */
export function violationPhotoProblem(file: ChosenPhoto): string | null {
  const extension = /\.([^.]+)$/u.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const typed =
    file.type === ""
      ? (VIOLATION_PHOTO_EXTENSIONS as readonly string[]).includes(extension)
      : Object.hasOwn(VIOLATION_PHOTO_TYPES, file.type.toLowerCase());
  if (!typed) return m.photoType;
  if (file.size > VIOLATION_PHOTO_MAX_BYTES) return m.photoTooLarge;
  if (file.size === 0) return m.photoEmpty;
  return null;
}

/**
 * Sorts files chosen for a violation that already holds `held` photos: those that can be sent, in
 * the order chosen, and each refused one with its reason (its type or size, or no room left under
 * `VIOLATION_PHOTOS_MAX`), so nothing chosen is dropped without a word.
 */
export function checkViolationPhotos<TFile extends ChosenPhoto>(
  files: readonly TFile[],
  held: number,
): { accepted: TFile[]; refused: { file: TFile; message: string }[] } {
  const accepted: TFile[] = [];
  const refused: { file: TFile; message: string }[] = [];
  for (const file of files) {
    const problem =
      violationPhotoProblem(file) ??
      (held + accepted.length >= VIOLATION_PHOTOS_MAX ? m.tooManyPhotos : null);
    if (problem) refused.push({ file, message: problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

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
    note: noteText,
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
      /** The fine, or for a continuing violation the fine for each day. */
      fine: v.optional(v.pipe(text(m.fineRequired), v.trim()), ""),
      /** The days a continuing violation is fined for (the fine is for each); 1 for one fine. */
      continuingDays: v.optional(
        wholeNumber(m.continuingDaysInvalid, CONTINUING_FINE_DAYS_MAX, 1),
        1,
      ),
      healthSafetyFinding: v.optional(v.boolean(), false),
      documentsAllowHigherFines: v.optional(v.boolean(), false),
      suspension: v.pipe(
        optionalText(m.suspensionTooLong),
        maxCharacters(SUSPENSION_MAX_LENGTH, m.suspensionTooLong),
      ),
      committee: v.optional(v.array(committeeMemberSchema), []),
      note: noteText,
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
export const VIOLATION_REPLY_KINDS = [
  "reply",
  "hearingRequest",
  "extensionRequest",
  "appealRequest",
] as const;
export type ViolationReplyKind = (typeof VIOLATION_REPLY_KINDS)[number];

export const VIOLATION_REPLY_LABELS: Readonly<Record<ViolationReplyKind, string>> = {
  reply: "Replied",
  hearingRequest: "Asked for a hearing",
  extensionRequest: "Asked for more time",
  appealRequest: "Asked for internal dispute resolution",
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

/**
 * What internal dispute resolution (or an appeal) of a decision ended in: the decision upheld, or
 * reversed (a fine taken off the property's ledger, a suspension lifted; the violation closes).
 */
export const APPEAL_RESULTS = ["upheld", "reversed"] as const;
export type AppealResult = (typeof APPEAL_RESULTS)[number];

export const APPEAL_RESULT_LABELS: Readonly<Record<AppealResult, string>> = {
  upheld: "Decision upheld",
  reversed: "Decision reversed",
};

/** `POST .../appeal`: the result of internal dispute resolution of the board's decision. */
export const appealRequestSchema = v.object(
  {
    result: v.picklist(APPEAL_RESULTS, m.appealResultInvalid),
    note: noteText,
  },
  messages.requestBodyNotObject,
);
export type AppealRequest = v.InferOutput<typeof appealRequestSchema>;

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
