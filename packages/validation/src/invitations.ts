import * as v from "valibot";
import { isValidEmail } from "./email.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { formatMessage, messages } from "./messages.js";
import { ALL_ROLES, ROLE_VALUES } from "./roles.js";
import { optionalText, requiredText, text } from "./schema.js";
import { characterCount } from "./text.js";

/** An invitation an administrator writes gives one of the board's roles. */
export const INVITATION_ROLES = ROLE_VALUES;
export type InvitationRole = (typeof INVITATION_ROLES)[number];
/**
 * The role a stored invitation gives: a board role, or `resident` for the invitation of a
 * directory's resident to the portal (it names the resident, `residentId`).
 */
export const INVITATION_RECORD_ROLES = ALL_ROLES;
export type InvitationRecordRole = (typeof INVITATION_RECORD_ROLES)[number];

/** A new invitation: a valid email (trimmed), a role and an optional personal message. */
export const invitationDraftSchema = v.object(
  {
    email: v.pipe(
      requiredText(messages.emailRequired),
      v.check(isValidEmail, messages.emailInvalid),
    ),
    role: v.picklist(INVITATION_ROLES, messages.invitationRoleInvalid),
    message: optionalText(messages.personalMessageNotText),
  },
  messages.requestBodyNotObject,
);

export type InvitationDraftOutput = v.InferOutput<typeof invitationDraftSchema>;

/** How long an invitation's link works after it is sent (or sent again). */
export const INVITATION_VALIDITY_DAYS = 7;
export const INVITATION_VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
/** Addresses one request may invite at once. */
export const INVITATION_EMAILS_MAX = 50;
export const INVITATION_MESSAGE_MAX_LENGTH = 1000;

/**
 * An invitation's status. Stored invitations stay `pending` until something changes them; one
 * whose link is past its expiry is reported `expired`.
 */
export const INVITATION_STATUSES = [
  "pending",
  "accepted",
  "expired",
  "revoked",
  "declined",
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The specification's words for each status. */
export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  pending: "Pending",
  accepted: "Accepted",
  expired: "Expired",
  revoked: "Revoked",
  declined: "Declined",
};

/** What inviting one address did: sent, or not sent because it was not needed. */
export const INVITATION_OUTCOMES = ["sent", "alreadyPending", "alreadyMember"] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

/** Why the person who opened an invitation link cannot accept it. */
export const INVITATION_REFUSAL_REASONS = [
  "expired",
  "revoked",
  "used",
  "declined",
  "emailMismatch",
  "otherOrganization",
  "alreadyMember",
] as const;
export type InvitationRefusalReason = (typeof INVITATION_REFUSAL_REASONS)[number];

/** An invitation's address as compared: trimmed, without case. */
export const invitationEmailKey = (email: string): string => email.trim().toLowerCase();

/**
 * An address shown to someone who is not its owner: the first character of the name and of the
 * domain, and the domain's last part (`jane@example.com` → `j•••@e•••.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  const first = (text: string) => Array.from(text)[0] ?? "";
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const maskedDomain = dot > 0 ? `${first(domain)}•••${domain.slice(dot)}` : `${first(domain)}•••`;
  return `${first(email)}•••@${maskedDomain}`;
}

/** The message that tells the person why they cannot accept (`masked`: the invited address). */
export function invitationRefusalMessage(reason: InvitationRefusalReason, masked = ""): string {
  switch (reason) {
    case "expired":
      return messages.invitationExpired;
    case "revoked":
      return messages.invitationRevoked;
    case "used":
      return messages.invitationUsed;
    case "declined":
      return messages.invitationDeclined;
    case "emailMismatch":
      return formatMessage(messages.invitationEmailMismatch, { masked });
    case "otherOrganization":
      return messages.invitationOtherOrganization;
    case "alreadyMember":
      return messages.invitationCallerAlreadyMember;
  }
}

const invitationEmailSchema = v.pipe(
  text(messages.emailInvalid),
  v.trim(),
  v.check(isValidEmail, messages.emailInvalid),
);

/**
 * `POST /api/orgs/{orgId}/invitations`: 1 to 50 addresses (each trimmed; the same address twice,
 * whatever its case, is invited once, as first written), a role and an optional personal message.
 */
export const createInvitationsRequestSchema = v.object(
  {
    emails: v.pipe(
      v.array(invitationEmailSchema, messages.invitationEmailsRequired),
      v.minLength(1, messages.invitationEmailsRequired),
      v.maxLength(INVITATION_EMAILS_MAX, messages.invitationEmailsTooMany),
      v.transform((emails) => {
        const seen = new Set<string>();
        return emails.filter((email) => {
          const key = invitationEmailKey(email);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      }),
    ),
    role: v.picklist(INVITATION_ROLES, messages.invitationRoleInvalid),
    message: v.pipe(
      optionalText(messages.personalMessageNotText),
      v.check(
        (message) => characterCount(message) <= INVITATION_MESSAGE_MAX_LENGTH,
        messages.personalMessageTooLong,
      ),
    ),
  },
  messages.requestBodyNotObject,
);
export type CreateInvitationsRequest = v.InferOutput<typeof createInvitationsRequestSchema>;
export type CreateInvitationsRequestInput = v.InferInput<typeof createInvitationsRequestSchema>;

export const INVITATION_LIST_SORTS = [
  "-sentAt",
  "sentAt",
  "email",
  "-email",
  "expiresAt",
  "-expiresAt",
] as const;

/**
 * `GET /api/orgs/{orgId}/invitations`: newest sent first (default), by address or expiry;
 * filtered by status and role; searchable by address.
 */
/** Newest sent first (default), by address or expiry; by sending while filtered or searched. */
export const INVITATION_LIST_ORDER = listOrder({
  sorts: INVITATION_LIST_SORTS,
  defaultSort: "-sentAt",
  filteredSorts: ["-sentAt", "sentAt"],
});

/**
 * `GET /api/orgs/{orgId}/invitations`: newest sent first (default), by address or expiry;
 * filtered by status, role and the resident invited to the portal (`residentId`); searchable by
 * address.
 */
export const invitationListQuerySchema = listQuerySchema({
  order: INVITATION_LIST_ORDER,
  searchable: true,
  filters: { status: INVITATION_STATUSES, role: INVITATION_RECORD_ROLES },
  moreFilters: {
    residentId: v.optional(
      v.pipe(
        text(messages.listFilterInvalid),
        v.nonEmpty(messages.listFilterInvalid),
        v.maxLength(128, messages.listFilterInvalid),
      ),
    ),
  },
});
