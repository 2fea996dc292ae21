import * as v from "valibot";
import { isValidEmail } from "./email.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { normalizePhone, phoneSearchTexts } from "./phone.js";
import { requiredText, text, trimmedText } from "./schema.js";
import { foldSearchText, searchKeywords } from "./search.js";
import { characterCount } from "./text.js";

/** Resident statuses of the specification. */
export const RESIDENT_STATUSES = ["Active", "Pending"] as const;
export type ResidentStatus = (typeof RESIDENT_STATUSES)[number];

/** How a resident is tied to their property. */
export const RESIDENT_RELATIONSHIPS = ["Owner", "Tenant", "Other"] as const;
export type ResidentRelationship = (typeof RESIDENT_RELATIONSHIPS)[number];

export const RESIDENT_NAME_MAX_LENGTH = 100;
/** A document id of the organization's properties. */
export const PROPERTY_ID_MAX_LENGTH = 128;

/** Optional email: blank is none (""), anything else a valid address, trimmed. */
const optionalEmail = v.pipe(
  v.optional(v.nullable(text(messages.emailInvalid)), ""),
  v.transform((value) => (value ?? "").trim()),
  v.check((email) => email === "" || isValidEmail(email), messages.emailInvalid),
);

/** Optional phone: blank is none (""); anything else must be a number, stored as E.164. */
const optionalPhone = v.pipe(
  v.optional(v.nullable(text(messages.phoneInvalid)), ""),
  v.transform((value) => (value ?? "").trim()),
  v.check((phone) => phone === "" || normalizePhone(phone) !== undefined, messages.phoneInvalid),
  v.transform((phone) => (phone === "" ? "" : (normalizePhone(phone) ?? phone))),
);

const yesNo = (message: string) => v.optional(v.boolean(message), false);

/**
 * A resident as an administrator enters them. Name and property are required; email and phone
 * are optional (not every household member has one), checked when given; the phone is stored in
 * its E.164 form. Directory privacy hides the email or phone from members (not administrators).
 */
export const residentDraftSchema = v.object(
  {
    name: v.pipe(
      requiredText(messages.nameRequired),
      v.check((name) => characterCount(name) <= RESIDENT_NAME_MAX_LENGTH, messages.nameTooLong),
    ),
    email: optionalEmail,
    phone: optionalPhone,
    propertyId: v.pipe(
      trimmedText(messages.propertyRequired),
      v.nonEmpty(messages.propertyRequired),
      v.maxLength(PROPERTY_ID_MAX_LENGTH, messages.propertyRequired),
    ),
    relationship: v.optional(
      v.picklist(RESIDENT_RELATIONSHIPS, messages.relationshipInvalid),
      "Owner",
    ),
    boardMember: yesNo(messages.boardMemberInvalid),
    status: v.optional(v.picklist(RESIDENT_STATUSES, messages.residentStatusInvalid), "Active"),
    privacy: v.optional(
      v.object(
        {
          hideEmail: yesNo(messages.privacyInvalid),
          hidePhone: yesNo(messages.privacyInvalid),
        },
        messages.privacyInvalid,
      ),
      { hideEmail: false, hidePhone: false },
    ),
    /** The resident's wish to receive no non-urgent email (urgent ones and the inbox still reach them). */
    emailOptOut: yesNo(messages.emailOptOutInvalid),
  },
  messages.requestBodyNotObject,
);
export type ResidentDraft = v.InferOutput<typeof residentDraftSchema>;
export type ResidentDraftInput = v.InferInput<typeof residentDraftSchema>;

/** `POST /api/orgs/{orgId}/residents`. */
export const createResidentRequestSchema = residentDraftSchema;

/** `PATCH /api/orgs/{orgId}/residents/{residentId}`: any of the fields (no defaults applied). */
export const updateResidentRequestSchema = v.partial(
  v.object(
    {
      ...residentDraftSchema.entries,
      relationship: v.picklist(RESIDENT_RELATIONSHIPS, messages.relationshipInvalid),
      boardMember: v.boolean(messages.boardMemberInvalid),
      status: v.picklist(RESIDENT_STATUSES, messages.residentStatusInvalid),
      privacy: v.object(
        {
          hideEmail: v.boolean(messages.privacyInvalid),
          hidePhone: v.boolean(messages.privacyInvalid),
        },
        messages.privacyInvalid,
      ),
      emailOptOut: v.boolean(messages.emailOptOutInvalid),
      /**
       * The resident's wish to receive no event reminders: their own choice, made in the portal
       * (the draft of a new or imported resident has none: false).
       */
      reminderOptOut: v.boolean(messages.reminderOptOutInvalid),
    },
    messages.requestBodyNotObject,
  ),
);
export type UpdateResidentRequest = v.InferOutput<typeof updateResidentRequestSchema>;

/**
 * `PATCH /api/orgs/{orgId}/me/residents/{residentId}`: what residents change of their own record
 * in the portal (their contact details, directory privacy and email preferences), with the same
 * rules as an administrator's edit.
 */
export const updateOwnResidentRequestSchema = v.pick(updateResidentRequestSchema, [
  "email",
  "phone",
  "privacy",
  "emailOptOut",
  "reminderOptOut",
]);
export type UpdateOwnResidentRequest = v.InferOutput<typeof updateOwnResidentRequestSchema>;

export const RESIDENT_LIST_SORTS = ["name", "-name", "unit", "-unit", "status", "-status"] as const;
export const BOARD_FILTER_VALUES = ["yes", "no"] as const;

/** By name (default), unit or status; by name while filtered, by name A to Z while searched. */
export const RESIDENT_LIST_ORDER = listOrder({
  sorts: RESIDENT_LIST_SORTS,
  defaultSort: "name",
  filteredSorts: ["name", "-name"],
});

/**
 * `GET /api/orgs/{orgId}/residents`: by name (default), unit or status; filtered by status,
 * relationship, board membership (`board=yes|no`) and property; searchable by name, email, unit
 * and phone.
 */
export const residentListQuerySchema = listQuerySchema({
  order: RESIDENT_LIST_ORDER,
  searchable: true,
  filters: {
    status: RESIDENT_STATUSES,
    relationship: RESIDENT_RELATIONSHIPS,
    board: BOARD_FILTER_VALUES,
  },
  moreFilters: {
    propertyId: v.optional(
      v.pipe(
        text(messages.listFilterInvalid),
        v.maxLength(PROPERTY_ID_MAX_LENGTH, messages.listFilterInvalid),
      ),
    ),
  },
});

const residentListEntries = residentListQuerySchema.pipe[0].entries;

/**
 * `POST /api/orgs/{orgId}/residents/invitations`: the residents list's own search and filters;
 * every resident they match who has an email, no account and no pending invitation is invited.
 */
export const inviteResidentsRequestSchema = v.object(
  {
    q: residentListEntries.q,
    propertyId: residentListEntries.propertyId,
    relationship: residentListEntries.relationship,
    status: residentListEntries.status,
    board: residentListEntries.board,
  },
  messages.requestBodyNotObject,
);
export type InviteResidentsRequest = v.InferOutput<typeof inviteResidentsRequestSchema>;

/** Two residents may not share an email: compared trimmed and without case. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** A resident without email is recognised in an import by their name at their property. */
export const residentNameKey = (resident: { name: string; propertyId: string }): string =>
  `${resident.propertyId}|${foldSearchText(resident.name)}`;

/** The words a resident is found by: name, email, unit and phone (with or without country code). */
export function residentKeywords(resident: {
  name: string;
  email: string;
  unit: string;
  phone: string;
}): string[] {
  return searchKeywords([
    resident.name,
    resident.email,
    resident.unit,
    ...(resident.phone ? phoneSearchTexts(resident.phone) : []),
  ]);
}

/**
 * The words a member (not an administrator) finds a resident by: those of `residentKeywords`
 * without the email or phone the resident hides from the directory, so that a member's search
 * never matches on what the member may not see.
 */
export function residentMemberKeywords(resident: {
  name: string;
  email: string;
  unit: string;
  phone: string;
  privacy: { hideEmail: boolean; hidePhone: boolean };
}): string[] {
  return residentKeywords({
    ...resident,
    email: resident.privacy.hideEmail ? "" : resident.email,
    phone: resident.privacy.hidePhone ? "" : resident.phone,
  });
}
