import { emailKey, messages } from "@hoa/validation";
import {
  FieldValue,
  type Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { updateItem, type ItemCollection } from "../../platform/items.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { text } from "../../platform/stored-values.js";
import { claimHolder, uniqueKeyRef } from "../../platform/unique-keys.js";
import { writeAuditEntry } from "../../platform/audit-trail.js";
import { memberRef } from "../members/documents.js";
import { residentRef, residentsCollection, toResident } from "./documents.js";
import type { Resident } from "./schemas.js";

/**
 * Who an account is in the directory: the residents linked to it by uid (`accountUid` on the
 * resident, `residentIds` on the member, written together). What an account may see as a
 * resident (the board's documents, the inbox of its audiences, whose tickets it files) is decided
 * by this link, never by the email address of its ID token: an account's address can be changed
 * without verification, so it proves nothing.
 *
 * A link is made when an invitation is accepted (the link in the email proves the mailbox: the
 * directory's resident with the invited address is linked, unless another account has them) or by
 * an administrator; it goes when either side goes.
 */
export const ACCOUNT_UID_FIELD = "accountUid";
/** What the audit entry of a link or an unlink speaks of (beside a resident's own fields). */
export const ACCOUNT_AUDITED_FIELDS = ["account"] as const;
export const MEMBER_RESIDENTS_FIELD = "residentIds";

/** The most residents one account is linked to that a decision reads (one per property owned). */
const LINKED_RESIDENTS_READ = 20;

const linkedQuery = (db: Firestore, orgId: string, uid: string): Query =>
  residentsCollection(db, orgId).where(ACCOUNT_UID_FIELD, "==", uid).limit(LINKED_RESIDENTS_READ);

/** The residents linked to the caller's account, in document id order. */
export async function linkedResidents(
  data: DataContext,
  access: Pick<OrganizationAccess, "orgId" | "uid">,
): Promise<Resident[]> {
  const found = await data.call(linkedQuery(data.db, access.orgId, access.uid).get());
  return found.docs.map(toResident);
}

/** The same, read in a transaction (a ticket's sender). */
export async function linkedResidentsIn(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  uid: string,
): Promise<Resident[]> {
  return (await transaction.get(linkedQuery(db, orgId, uid))).docs.map(toResident);
}

/**
 * Whether the caller sits on the board: an administrator, or a board's account (not a resident
 * of the portal) linked to a board member.
 */
export async function isOnTheBoard(data: DataContext, access: OrganizationAccess) {
  if (access.isAdmin) return true;
  if (access.isResident) return false;
  const found = await data.call(
    residentsCollection(data.db, access.orgId)
      .where(ACCOUNT_UID_FIELD, "==", access.uid)
      .where("boardMember", "==", true)
      .limit(1)
      .get(),
  );
  return !found.empty;
}

/**
 * At an invitation's acceptance, in its transaction: the resident whose address was invited, when
 * there is one and no account has them yet. Its link is written by `linkAcceptedResident`; reads
 * come first in a transaction, so the two are apart. Null when there is none to link.
 */
export async function residentToLink(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  invitedEmail: string,
): Promise<DocumentSnapshot | null> {
  const claim = await transaction.get(uniqueKeyRef(db, orgId, "email", emailKey(invitedEmail)));
  const residentId = claimHolder(claim);
  if (residentId === null) return null;
  const resident = await transaction.get(residentRef(db, orgId, residentId));
  if (!resident.exists || resident.get(ACCOUNT_UID_FIELD)) return null;
  return resident;
}

/**
 * Links `resident` (from `residentToLink`) to the account of `member`, who is acting, audited;
 * returns the resident's id.
 */
export function linkAcceptedResident(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  resident: DocumentSnapshot,
  member: Caller,
  now: Timestamp,
): string {
  transaction.update(resident.ref, {
    [ACCOUNT_UID_FIELD]: member.uid,
    version: FieldValue.increment(1),
    updatedAt: now,
  });
  writeAuditEntry(data, transaction, {
    orgId,
    actor: member,
    action: "update",
    resource: "residents",
    resourceId: resident.id,
    label: text(resident.get("name")),
    changes: [{ field: "account", before: null, after: member.uid }],
  });
  return resident.id;
}

/**
 * When a member leaves, in its transaction: their residents are no longer linked to anyone (the
 * member's record, which names them, is read by the caller and deleted with this).
 */
export async function unlinkLeavingMember(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  member: DocumentSnapshot,
  now: Timestamp,
): Promise<void> {
  const ids = residentIdsOf(member);
  const residents = await Promise.all(ids.map((id) => transaction.get(residentRef(db, orgId, id))));
  for (const resident of residents) {
    if (resident.exists && resident.get(ACCOUNT_UID_FIELD) === member.id) {
      transaction.update(resident.ref, {
        [ACCOUNT_UID_FIELD]: null,
        version: FieldValue.increment(1),
        updatedAt: now,
      });
    }
  }
}

/** When a resident is removed, in its transaction: their account no longer names them. */
export async function unlinkRemovedResident(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  resident: DocumentSnapshot,
): Promise<void> {
  const uid: unknown = resident.get(ACCOUNT_UID_FIELD);
  if (typeof uid !== "string" || uid === "") return;
  const member = await transaction.get(memberRef(db, orgId, uid));
  if (member.exists) {
    transaction.update(member.ref, {
      [MEMBER_RESIDENTS_FIELD]: FieldValue.arrayRemove(resident.id),
    });
  }
}

const residentIdsOf = (member: DocumentSnapshot): string[] => {
  const ids: unknown = member.get(MEMBER_RESIDENTS_FIELD);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
};

const notAMember = () =>
  new ApiError(
    400,
    messages.residentAccountNotMember,
    {},
    { uid: messages.residentAccountNotMember },
  );

/**
 * An administrator links a resident to a member's account, or unlinks them (`uid` null), made to
 * the resident's version and audited (`account`). The member's record is written with it (its
 * `residentIds`), so a member removed meanwhile makes this run again and answer 400, and a removal
 * after it unlinks the resident. 400 when `uid` is no member of the organization.
 */
export function linkResidentAccount(
  data: DataContext,
  residents: ItemCollection<Resident>,
  target: { orgId: string; id: string; expectedVersion: number; actor: Caller },
  uid: string | null,
): Promise<Resident> {
  const { db } = data;
  const { orgId, id } = target;
  const items: ItemCollection<Resident> = {
    ...residents,
    audit: {
      ...residents.audit,
      fields: ACCOUNT_AUDITED_FIELDS,
      describe: (resident) => ({ label: resident.name, state: { account: resident.accountUid } }),
    },
  };
  return updateItem(data, items, target, async (current, transaction) => {
    if (uid !== null && !isDocumentId(uid)) throw notAMember();
    if (current.accountUid === uid) {
      return { next: current, fields: {} };
    }
    const [previous, next] = await Promise.all(
      [current.accountUid, uid].map((memberUid) =>
        memberUid ? transaction.get(memberRef(db, orgId, memberUid)) : Promise.resolve(null),
      ),
    );
    if (uid !== null && !next?.exists) throw notAMember();
    if (previous?.exists) {
      transaction.update(previous.ref, { [MEMBER_RESIDENTS_FIELD]: FieldValue.arrayRemove(id) });
    }
    if (next?.exists) {
      transaction.update(next.ref, { [MEMBER_RESIDENTS_FIELD]: FieldValue.arrayUnion(id) });
    }
    return { next: { ...current, accountUid: uid }, fields: { [ACCOUNT_UID_FIELD]: uid } };
  });
}
