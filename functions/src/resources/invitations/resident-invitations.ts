import { ROLES, type InviteResidentsRequest } from "@hoa/validation";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { listPage } from "../../platform/lists.js";
import { rereadingTransaction } from "../../platform/unique-keys.js";
import { residentRef, residentsCollection, toResident } from "../residents/documents.js";
import type { Resident } from "../residents/schemas.js";
import { residentListDefinition } from "../residents/store.js";
import { invitationsCollection, toStoredInvitation, type StoredInvitation } from "./documents.js";
import type { ResidentInvitations } from "./schemas.js";
import {
  alreadyPendingMessage,
  blockingInvitation,
  inviteOne,
  organizationName,
  resendInvitation,
  writeInvitation,
  type InvitationLinks,
  type InvitationToSend,
  type WithQueuedMail,
} from "./store.js";

/** The invitation to the portal of one resident, at the directory's address. */
const invitationOf = (resident: Resident & { email: string }): InvitationToSend => ({
  email: resident.email,
  role: ROLES.resident,
  message: "",
  residentId: resident.id,
  residentProperty: { address: resident.address, unit: resident.unit },
});

/** The resident's invitations still pending (their link not run out), newest first. */
async function pendingInvitationOf(
  data: DataContext,
  orgId: string,
  residentId: string,
): Promise<StoredInvitation | null> {
  const found = await data.call(
    invitationsCollection(data.db, orgId)
      .where("residentId", "==", residentId)
      .where("status", "==", "pending")
      .get(),
  );
  const now = data.clock.now();
  return found.docs.map((snapshot) => toStoredInvitation(snapshot, now)).at(0) ?? null;
}

/**
 * Invites a directory's resident to the portal at their address, through the invitation's mail
 * path: a new invitation (role `resident`, naming them), or their invitation still pending (or
 * run out) sent again. 404 for no such resident, 400 when they have no address, 409 when an
 * account has them already or another invitation to the address is pending.
 */
export async function inviteResident(
  data: DataContext,
  orgId: string,
  residentId: string,
  actor: Caller,
  links: InvitationLinks,
): Promise<WithQueuedMail<StoredInvitation>> {
  const snapshot = isDocumentId(residentId)
    ? await data.call(residentRef(data.db, orgId, residentId).get())
    : null;
  if (!snapshot?.exists) throw new ApiError(404, apiMessages.residentNotFound);
  const resident = toResident(snapshot);
  if (!resident.email) throw new ApiError(400, apiMessages.residentHasNoEmail);
  if (resident.accountUid) throw new ApiError(409, apiMessages.residentAlreadyHasAccess);
  const pending = await pendingInvitationOf(data, orgId, residentId);
  if (pending) {
    return resendInvitation(
      data,
      { orgId, id: pending.id, expectedVersion: pending.version, actor },
      links,
    );
  }
  const name = await organizationName(data, orgId);
  const invitation = invitationOf({ ...resident, email: resident.email });
  const sent = await inviteOne(data, orgId, name, invitation, actor, links);
  if (!sent.result.invitation || !sent.mailId) {
    throw new ApiError(409, alreadyPendingMessage(resident.email));
  }
  return { value: sent.result.invitation, mailIds: [sent.mailId] };
}

/**
 * Whether an invitation answered by `inviteResident` was sent again rather than made: a new one
 * is at its first version.
 */
export const wasSentAgain = (invitation: { version: number }): boolean => invitation.version > 1;

/** Residents read per page of the directory, and invited per transaction. */
const RESIDENTS_PER_PAGE = 500;
const INVITATIONS_PER_TRANSACTION = 40;
/** Transactions of one request in flight together. */
const CONCURRENT_TRANSACTIONS = 4;

/** Every resident the residents list's search and filters match, read a page at a time. */
async function matchingResidents(
  data: DataContext,
  orgId: string,
  filters: InviteResidentsRequest,
): Promise<Resident[]> {
  const { board, ...rest } = filters;
  const matched: Resident[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPage(data, residentsCollection(data.db, orgId), residentListDefinition, {
      ...rest,
      board: board === undefined ? undefined : board === "yes",
      sort: "name",
      limit: RESIDENTS_PER_PAGE,
      cursor,
    });
    matched.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return matched;
}

/** The residents with an invitation to the portal still pending (its link not run out). */
async function residentsWithPendingInvitations(
  data: DataContext,
  orgId: string,
): Promise<Set<string>> {
  const found = await data.call(
    invitationsCollection(data.db, orgId).where("status", "==", "pending").get(),
  );
  const now = data.clock.now();
  return new Set(
    found.docs
      .map((snapshot) => toStoredInvitation(snapshot, now))
      .flatMap((invitation) =>
        invitation.status === "pending" && invitation.residentId ? [invitation.residentId] : [],
      ),
  );
}

/**
 * Invites to the portal every resident the residents list's search and filters match who has an
 * address, no account and no pending invitation, counting the others. The invitations are
 * written a group per transaction (each with its claim, token, email and audit entry), several
 * groups at once, so that thousands of residents are invited in one request.
 */
export async function inviteResidents(
  data: DataContext,
  orgId: string,
  filters: InviteResidentsRequest,
  actor: Caller,
  links: InvitationLinks,
): Promise<WithQueuedMail<ResidentInvitations>> {
  const [name, residents, pending] = await Promise.all([
    organizationName(data, orgId),
    matchingResidents(data, orgId, filters),
    residentsWithPendingInvitations(data, orgId),
  ]);
  const counts: ResidentInvitations = {
    sent: 0,
    alreadyPending: 0,
    alreadyLinked: 0,
    withoutEmail: 0,
  };
  const invitations: InvitationToSend[] = [];
  for (const resident of residents) {
    if (!resident.email) counts.withoutEmail += 1;
    else if (resident.accountUid) counts.alreadyLinked += 1;
    else if (pending.has(resident.id)) counts.alreadyPending += 1;
    else invitations.push(invitationOf({ ...resident, email: resident.email }));
  }
  const groups = Array.from(
    { length: Math.ceil(invitations.length / INVITATIONS_PER_TRANSACTION) },
    (_, index) =>
      invitations.slice(
        index * INVITATIONS_PER_TRANSACTION,
        (index + 1) * INVITATIONS_PER_TRANSACTION,
      ),
  );
  const mailIds: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < groups.length; index = next++) {
      const group = groups[index]!;
      const outcome = await rereadingTransaction(data, async (transaction) => {
        const blocked = await Promise.all(
          group.map((invitation) =>
            blockingInvitation(data, transaction, orgId, invitation.email, null, {
              forResident: true,
            }),
          ),
        );
        const sent = group.flatMap((invitation, at) =>
          blocked[at]!.reason === null
            ? [
                writeInvitation(
                  data,
                  transaction,
                  { orgId, name, invitation, actor, links },
                  (id) => blocked[at]!.claim(id),
                ).mailId,
              ]
            : [],
        );
        return { sent, blocked: group.length - sent.length };
      });
      counts.sent += outcome.sent.length;
      counts.alreadyPending += outcome.blocked;
      mailIds.push(...outcome.sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_TRANSACTIONS }, worker));
  return { value: counts, mailIds };
}
