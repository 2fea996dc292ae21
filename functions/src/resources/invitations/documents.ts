import {
  AUDITED_FIELDS,
  INVITATION_RECORD_ROLES,
  INVITATION_STATUSES,
  INVITATION_VALIDITY_MS,
  invitationEmailKey,
  searchKeywords,
  type InvitationRecordRole,
  type InvitationStatus,
} from "@hoa/validation";
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { text, oneOf, versionAndTimes } from "../../platform/stored-values.js";
import { uniqueKeyRef } from "../../platform/unique-keys.js";
import type { Invitation } from "./schemas.js";
import { searchKeywordFields } from "../../platform/lists.js";
import type { MailState } from "../../mail/queue.js";
import { storedMailState } from "../../mail/summaries.js";

/** `orgs/{orgId}/invitations/{id}`: who was invited, with which role, and what became of it. */
export const { collection: invitationsCollection, ref: invitationRef } =
  orgCollection("invitations");

/** The claim an address's pending invitation holds: one pending invitation per address. */
export const invitationClaimRef = (db: Firestore, orgId: string, email: string) =>
  uniqueKeyRef(db, orgId, "invitation", invitationEmailKey(email));

/** The fields an audit entry of an invitation speaks of, in this order. */
export const INVITATION_AUDITED_FIELDS = AUDITED_FIELDS.invitations;

/** When a link sent at `sentAt` stops working. */
export const expiryOf = (sentAt: Date): Date => new Date(sentAt.getTime() + INVITATION_VALIDITY_MS);

/** Who an invitation names as its sender: their name, else their address. */
export const personOf = (caller: Caller) => ({
  uid: caller.uid,
  name: nameOf(caller, ""),
});

/**
 * The stored form of an invitation just sent. Only the token's hash is kept. An invitation of a
 * directory's resident to the portal names them (`residentId`, with role `resident`).
 */
export function newInvitationDocument(
  invitation: {
    email: string;
    role: InvitationRecordRole;
    message: string;
    invitedBy: Caller;
    residentId?: string | null;
  },
  sent: { at: Date; tokenHash: string; mailId: string },
) {
  const now = Timestamp.fromDate(sent.at);
  return {
    email: invitation.email,
    emailKey: invitationEmailKey(invitation.email),
    role: invitation.role,
    residentId: invitation.residentId ?? null,
    message: invitation.message,
    status: "pending" satisfies InvitationStatus,
    invitedBy: personOf(invitation.invitedBy),
    sentAt: now,
    expiresAt: Timestamp.fromDate(expiryOf(sent.at)),
    tokenHash: sent.tokenHash,
    mailId: sent.mailId,
    // The email is queued with the invitation; the dispatcher writes what became of it
    // (`MAIL_STATE_FIELD`).
    mailState: "PENDING" as MailState,
    acceptedAt: null,
    acceptedBy: null,
    revokedAt: null,
    revokedBy: null,
    declinedAt: null,
    ...searchKeywordFields(searchKeywords([invitation.email])),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** An invitation as stored, with the fields only the server reads. */
export interface StoredInvitation extends Omit<Invitation, "delivery"> {
  orgId: string;
  /** The status as stored: `pending` stays so until something marks it expired. */
  storedStatus: InvitationStatus;
  emailKey: string;
  tokenHash: string;
  mailId: string | null;
  /** What became of the latest email (`mailId`), as the dispatcher last wrote it. */
  mailState: MailState | null;
}

/**
 * A stored invitation as the API answers it, its status as of `now`: a pending invitation past
 * its expiry is `expired`, whether or not that was written yet.
 */
export function toStoredInvitation(snapshot: DocumentSnapshot, now: Date): StoredInvitation {
  const stored = snapshot.data();
  const orgId = snapshot.ref.parent.parent?.id;
  if (!stored || !orgId) throw new Error(`${snapshot.ref.path} is not an invitation`);
  const storedStatus = oneOf(stored.status, INVITATION_STATUSES, "pending");
  const expiresAt = timeOf(stored.expiresAt) ?? new Date(0);
  const status =
    storedStatus === "pending" && expiresAt.getTime() <= now.getTime() ? "expired" : storedStatus;
  return {
    id: snapshot.id,
    orgId,
    email: text(stored.email),
    emailKey: text(stored.emailKey) || invitationEmailKey(text(stored.email)),
    role: oneOf(stored.role, INVITATION_RECORD_ROLES, "member"),
    residentId: text(stored.residentId) || null,
    message: text(stored.message),
    status,
    storedStatus,
    invitedBy: personFrom(stored.invitedBy) ?? { uid: "", name: "" },
    sentAt: (timeOf(stored.sentAt) ?? new Date(0)).toISOString(),
    expiresAt: expiresAt.toISOString(),
    acceptedAt: timeOf(stored.acceptedAt)?.toISOString() ?? null,
    acceptedBy: personFrom(stored.acceptedBy),
    revokedAt: timeOf(stored.revokedAt)?.toISOString() ?? null,
    declinedAt: timeOf(stored.declinedAt)?.toISOString() ?? null,
    tokenHash: text(stored.tokenHash),
    mailId: text(stored.mailId) || null,
    mailState: storedMailState(stored),
    ...versionAndTimes(stored, snapshot.createTime, snapshot.updateTime),
  };
}

/** The invitation as the API answers it: nothing of the token, the delivery state added. */
export function publicInvitation(
  invitation: StoredInvitation,
  delivery: Invitation["delivery"],
): Invitation {
  const {
    orgId: _orgId,
    storedStatus: _storedStatus,
    emailKey: _emailKey,
    tokenHash: _tokenHash,
    mailId: _mailId,
    mailState: _mailState,
    ...visible
  } = invitation;
  return { ...visible, delivery };
}

/** The state an audit entry of an invitation compares. */
export const auditedStateOf = (invitation: {
  email: string;
  role: string;
  status: string;
  sentAt: string;
  expiresAt: string;
}) => ({
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  sentAt: invitation.sentAt,
  expiresAt: invitation.expiresAt,
});

const timeOf = (value: unknown): Date | undefined =>
  value instanceof Timestamp ? value.toDate() : undefined;

function personFrom(value: unknown): { uid: string; name: string } | null {
  if (typeof value !== "object" || value === null) return null;
  const { uid, name } = value as Record<string, unknown>;
  return typeof uid === "string" ? { uid, name: text(name) } : null;
}
