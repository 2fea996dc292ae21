import {
  AUDITED_FIELDS,
  invitationEmailKey,
  invitationRefusalMessage,
  maskEmail,
  messages,
  timeZoneOf,
  type InvitationRefusalReason,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { administratorsToNotify } from "../../mail/administrators.js";
import { queueMail } from "../../mail/queue.js";
import type { DataContext } from "../../platform/data-context.js";
import { createRoles, findRoles, readRoles, type RolesRecord } from "../../platform/roles.js";
import { claimHolder, isAlreadyExists, rereadingTransaction } from "../../platform/unique-keys.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import { memberRef, newMemberDocument } from "../members/store.js";
import {
  MEMBER_RESIDENTS_FIELD,
  linkAcceptedResident,
  residentToLink,
} from "../residents/accounts.js";
import { acceptResidentInvitation, invitedResidentToLink } from "./resident-acceptance.js";
import { organizationRef } from "../organizations/documents.js";
import { residentRef } from "../residents/documents.js";
import { text } from "../../platform/stored-values.js";
import {
  INVITATION_AUDITED_FIELDS,
  auditedStateOf,
  invitationClaimRef,
  invitationRef,
  personOf,
  toStoredInvitation,
  type StoredInvitation,
} from "./documents.js";
import { membersLink, newMemberEmail } from "./member-email.js";
import type { AcceptedInvitation, InvitationPreview } from "./schemas.js";
import { invitationTokenHash, invitationTokenRef, isInvitationToken } from "./tokens.js";
import { runTransaction } from "../../platform/transactions.js";

const notValid = () => new ApiError(404, messages.invitationNotValid);

/** How a refusal is answered: the invited address's owner signed in as someone else is 403. */
function refusal(reason: InvitationRefusalReason, invitation: StoredInvitation): ApiError {
  const message = invitationRefusalMessage(reason, maskEmail(invitation.email));
  return new ApiError(reason === "emailMismatch" ? 403 : 409, message);
}

/** Whether the caller signed in with the invited address (case does not matter). */
const isInvitee = (caller: Caller, invitation: StoredInvitation): boolean =>
  caller.email !== null && invitationEmailKey(caller.email) === invitation.emailKey;

/** Why the invitation itself can no longer be accepted, whoever asks. */
function statusRefusal(invitation: StoredInvitation): InvitationRefusalReason | null {
  switch (invitation.status) {
    case "pending":
      return null;
    case "accepted":
      return "used";
    default:
      return invitation.status;
  }
}

/** Why the caller cannot accept (`null`: they can), given their roles record. */
function refusalFor(
  caller: Caller,
  invitation: StoredInvitation,
  roles: RolesRecord | null,
): InvitationRefusalReason | null {
  const byStatus = statusRefusal(invitation);
  if (byStatus) return byStatus;
  if (!isInvitee(caller, invitation)) return "emailMismatch";
  if (!roles) return null;
  if (roles.orgId !== invitation.orgId) return "otherOrganization";
  // A member invited as a resident accepts to have their account linked to that resident.
  return invitation.residentId === null ? "alreadyMember" : null;
}

/**
 * The invitation a link's token names, read in `read` (a transaction's or a plain get): 404 with
 * "This invitation link is not valid" for a token that is malformed, unknown, or replaced by a
 * resend (the invitation keeps only its current token's hash).
 */
async function invitationOfToken(
  data: DataContext,
  token: string,
  read: (ref: DocumentReference) => Promise<DocumentSnapshot>,
): Promise<StoredInvitation> {
  if (!isInvitationToken(token)) throw notValid();
  const hash = invitationTokenHash(token);
  const tokenDocument = await read(invitationTokenRef(data.db, hash));
  const orgId: unknown = tokenDocument.get("orgId");
  const invitationId: unknown = tokenDocument.get("invitationId");
  if (!tokenDocument.exists || typeof orgId !== "string" || typeof invitationId !== "string") {
    throw notValid();
  }
  const snapshot = await read(invitationRef(data.db, orgId, invitationId));
  if (!snapshot.exists) throw notValid();
  const invitation = toStoredInvitation(snapshot, data.clock.now());
  if (invitation.tokenHash !== hash) throw notValid();
  return invitation;
}

/**
 * What the person who opened a link may know of its invitation: the organization's name, the
 * role, who invited, the status and expiry, and whether they can accept it (why not, if not).
 * The address is shown in full only to its owner; anyone else sees it masked.
 */
export async function previewInvitation(
  data: DataContext,
  token: string,
  caller: Caller,
): Promise<InvitationPreview> {
  const invitation = await invitationOfToken(data, token, (ref) => data.call(ref.get()));
  const [organization, roles, resident] = await Promise.all([
    data.call(organizationRef(data.db, invitation.orgId).get()),
    findRoles(data, caller.uid),
    invitation.residentId === null
      ? null
      : data.call(residentRef(data.db, invitation.orgId, invitation.residentId).get()),
  ]);
  const name: unknown = organization.get("name");
  const reason = refusalFor(caller, invitation, roles);
  // Only the invitee learns which property the invitation is for.
  const residentProperty =
    resident?.exists && isInvitee(caller, invitation)
      ? { address: text(resident.get("address")), unit: text(resident.get("unit")) }
      : null;
  return {
    organizationName: typeof name === "string" ? name : "",
    role: invitation.role,
    invitedByName: invitation.invitedBy.name,
    email: isInvitee(caller, invitation) ? invitation.email : maskEmail(invitation.email),
    status: invitation.status,
    expiresAt: invitation.expiresAt,
    timeZone: timeZoneOf(organization.get("timeZone")),
    residentProperty,
    canAccept: reason === null,
    reason,
    message: reason === null ? null : invitationRefusalMessage(reason, maskEmail(invitation.email)),
  };
}

/** Reads what an answer to an invitation needs, in the transaction, before any write. */
async function readForAnswer(
  data: DataContext,
  transaction: Transaction,
  token: string,
  caller: Caller,
) {
  const invitation = await invitationOfToken(data, token, (ref) => transaction.get(ref));
  const roles = await readRoles(transaction, data.db, caller.uid);
  const claimRef = invitationClaimRef(data.db, invitation.orgId, invitation.email);
  const claim = await transaction.get(claimRef);
  return {
    invitation,
    roles,
    /** Releases the address's claim, if this invitation holds it. */
    releaseClaim: () => {
      if (claimHolder(claim) === invitation.id) transaction.delete(claimRef);
    },
  };
}

/** The audit entry of the invitee's answer: the invitation's status, pending before. */
function auditAnswer(
  data: DataContext,
  transaction: Transaction,
  caller: Caller,
  invitation: StoredInvitation,
  status: "accepted" | "declined",
): void {
  writeAuditEntry(data, transaction, {
    orgId: invitation.orgId,
    actor: caller,
    action: "update",
    resource: "invitations",
    resourceId: invitation.id,
    label: invitation.email,
    changes: changedFields(
      auditedStateOf(invitation),
      auditedStateOf({ ...invitation, status }),
      INVITATION_AUDITED_FIELDS,
    ),
  });
}

/**
 * Accepts an invitation as the signed-in caller, whose address must be the invited one: in one
 * transaction their membership and roles record are created (each with a must-not-exist
 * precondition, so of any number of parallel accepts exactly one commits), the invitation is
 * marked accepted, the address's claim released and the change audited, the new member acting.
 * Every other attempt reads the outcome and is answered 409 ("already been used").
 */
export async function acceptInvitation(
  data: DataContext,
  token: string,
  caller: Caller,
  consoleUrl: string,
): Promise<AcceptedInvitation & { mailIds: string[] }> {
  const { db } = data;
  try {
    return await rereadingTransaction(data, async (transaction) => {
      const { invitation, roles, releaseClaim } = await readForAnswer(
        data,
        transaction,
        token,
        caller,
      );
      const reason = refusalFor(caller, invitation, roles);
      if (reason) throw refusal(reason, invitation);
      const { orgId, role } = invitation;
      // The link in the email proved the invited mailbox: the resident it was sent for (an
      // invitation to the portal names them), else the directory's resident with that address, is
      // this account's.
      const invited = invitation.residentId
        ? await invitedResidentToLink(transaction, db, invitation, caller)
        : null;
      if (roles && invited) {
        // Already a member of this organization: only the link is added, the role kept.
        return acceptResidentInvitation(data, transaction, {
          invitation,
          invited,
          caller,
          roles,
          markAccepted: (at) => {
            markAccepted(data, transaction, invitation, caller, at);
            releaseClaim();
          },
        });
      }
      const notice = await administratorsToNotify(transaction, db, orgId, "notifyNewResidents");
      const resident = invited ?? (await residentToLink(transaction, db, orgId, invitation.email));
      const now = data.clock.now();
      const at = Timestamp.fromDate(now);
      const email = caller.email ?? invitation.email;
      const member = newMemberDocument(
        { uid: caller.uid, email, displayName: caller.displayName ?? email, role },
        at,
      );
      transaction.create(memberRef(db, orgId, caller.uid), {
        ...member,
        [MEMBER_RESIDENTS_FIELD]: resident
          ? [linkAcceptedResident(data, transaction, orgId, resident, caller, at)]
          : [],
      });
      createRoles(transaction, db, caller.uid, orgId, role);
      markAccepted(data, transaction, invitation, caller, at);
      releaseClaim();
      writeAuditEntry(data, transaction, {
        orgId,
        actor: caller,
        action: "create",
        resource: "members",
        resourceId: caller.uid,
        label: member.displayName || member.email,
        changes: changedFields(null, member, AUDITED_FIELDS.members),
      });
      const mailIds = notice.addresses.map((to) =>
        queueMail(data, transaction, {
          to,
          message: newMemberEmail({
            organizationName: notice.organizationName,
            name: member.displayName,
            email,
            role,
            link: membersLink(consoleUrl),
          }),
          orgId,
          kind: "member",
        }),
      );
      return { orgId, role, mailIds };
    });
  } catch (error) {
    // Still clashing after its re-reads: another acceptance won; this one changed nothing.
    if (isAlreadyExists(error)) throw new ApiError(409, messages.invitationUsed);
    throw error;
  }
}

/**
 * Marks the invitation accepted by `caller`, audited, in the transaction of its acceptance. The
 * address's claim is released by the caller (`readForAnswer`).
 */
export function markAccepted(
  data: DataContext,
  transaction: Transaction,
  invitation: StoredInvitation,
  caller: Caller,
  at: Timestamp,
): void {
  transaction.update(invitationRef(data.db, invitation.orgId, invitation.id), {
    status: "accepted",
    acceptedAt: at,
    acceptedBy: personOf(caller),
    version: invitation.version + 1,
    updatedAt: at,
  });
  auditAnswer(data, transaction, caller, invitation, "accepted");
}

/**
 * Declines a pending invitation as the invited address's owner: it is marked declined, the
 * address's claim released, audited. Its link then says so.
 */
export async function declineInvitation(
  data: DataContext,
  token: string,
  caller: Caller,
): Promise<{ status: "declined" }> {
  const { db } = data;
  return runTransaction(data, async (transaction) => {
    const { invitation, releaseClaim } = await readForAnswer(data, transaction, token, caller);
    const reason =
      statusRefusal(invitation) ?? (isInvitee(caller, invitation) ? null : "emailMismatch");
    if (reason) throw refusal(reason, invitation);
    const at = Timestamp.fromDate(data.clock.now());
    transaction.update(invitationRef(db, invitation.orgId, invitation.id), {
      status: "declined",
      declinedAt: at,
      version: invitation.version + 1,
      updatedAt: at,
    });
    releaseClaim();
    auditAnswer(data, transaction, caller, invitation, "declined");
    return { status: "declined" as const };
  });
}
