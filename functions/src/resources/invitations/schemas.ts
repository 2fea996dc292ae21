import {
  ALL_ROLES,
  INVITATION_OUTCOMES,
  INVITATION_RECORD_ROLES,
  INVITATION_REFUSAL_REASONS,
  INVITATION_STATUSES,
} from "@hoa/validation";
import * as v from "valibot";
import { MAIL_STATES } from "../../mail/queue.js";
import {
  timeSchema,
  timeZoneSchema,
  itemSchema,
  namedObject,
  personSchema,
} from "../../http/openapi.js";

export const invitationSchema = itemSchema("Invitation", {
  email: v.string(),
  /** `resident`: an invitation of a directory's resident to the portal (`residentId`). */
  role: v.picklist(INVITATION_RECORD_ROLES),
  /** The resident invited to the portal, whose account the acceptance links; else `null`. */
  residentId: v.nullable(v.string()),
  /** The personal message sent with it ("" when none). */
  message: v.string(),
  /** `expired` for a pending invitation whose link is past `expiresAt`. */
  status: v.picklist(INVITATION_STATUSES),
  invitedBy: personSchema,
  /** ISO 8601: when it was last sent (a resend sends it again). */
  sentAt: timeSchema,
  /** ISO 8601: the link stops working then (7 days after `sentAt`). */
  expiresAt: timeSchema,
  /** The email's delivery state (the Trigger Email extension's), `null` when unknown. */
  delivery: v.nullable(v.picklist(MAIL_STATES)),
  /** ISO 8601, and who accepted, once accepted. */
  acceptedAt: v.nullable(timeSchema),
  acceptedBy: v.nullable(personSchema),
  /** ISO 8601, once revoked. */
  revokedAt: v.nullable(timeSchema),
  /** ISO 8601, once declined. */
  declinedAt: v.nullable(timeSchema),
});
export type Invitation = v.InferOutput<typeof invitationSchema>;

/** What inviting each address did, in the order they were given. */
export const invitationResultsSchema = namedObject("InvitationResults", {
  results: v.array(
    v.object({
      email: v.string(),
      outcome: v.picklist(INVITATION_OUTCOMES),
      /** The invitation sent (only when `outcome` is `sent`). */
      invitation: v.optional(invitationSchema),
      /** What to tell the person, e.g. "jane@example.com already has a pending invitation". */
      message: v.string(),
    }),
  ),
});
export type InvitationResults = v.InferOutput<typeof invitationResultsSchema>;

/** What inviting the residents a filter matches to the portal did, counted. */
export const residentInvitationsSchema = namedObject("ResidentInvitations", {
  /** Invitations sent. */
  sent: v.number(),
  /** Residents with a pending invitation already (none sent again). */
  alreadyPending: v.number(),
  /** Residents whose account is linked already. */
  alreadyLinked: v.number(),
  /** Residents without an email address. */
  withoutEmail: v.number(),
});
export type ResidentInvitations = v.InferOutput<typeof residentInvitationsSchema>;

/** The stats of the invitations page, counted from the stored invitations. */
export const invitationSummarySchema = namedObject("InvitationSummary", {
  pending: v.number(),
  accepted: v.number(),
  expired: v.number(),
});
export type InvitationSummary = v.InferOutput<typeof invitationSummarySchema>;

/** What the person who opened an invitation link may know of it. */
export const invitationPreviewSchema = namedObject("InvitationPreview", {
  organizationName: v.string(),
  role: v.picklist(INVITATION_RECORD_ROLES),
  invitedByName: v.string(),
  /** The invited address in full when it is the caller's, masked (`j•••@e•••.com`) otherwise. */
  email: v.string(),
  status: v.picklist(INVITATION_STATUSES),
  /** ISO 8601. */
  expiresAt: timeSchema,
  /** The organization's time zone, in which the link tells the expiry. */
  timeZone: timeZoneSchema,
  /** The property of the resident an invitation to the portal names; `null` for other roles. */
  residentProperty: v.nullable(v.object({ address: v.string(), unit: v.string() })),
  canAccept: v.boolean(),
  /** Why the caller cannot accept (`null` when they can); `message` says it in words. */
  reason: v.nullable(v.picklist(INVITATION_REFUSAL_REASONS)),
  message: v.nullable(v.string()),
});
export type InvitationPreview = v.InferOutput<typeof invitationPreviewSchema>;

/**
 * The caller's membership after accepting (a member who accepts an invitation to the portal keeps
 * their role).
 */
export const acceptedInvitationSchema = namedObject("AcceptedInvitation", {
  orgId: v.string(),
  role: v.picklist(ALL_ROLES),
});
export type AcceptedInvitation = v.InferOutput<typeof acceptedInvitationSchema>;

/** A declined invitation. */
export const declinedInvitationSchema = namedObject("DeclinedInvitation", {
  status: v.picklist(["declined"]),
});
