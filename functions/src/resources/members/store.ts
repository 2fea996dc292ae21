import {
  AUDITED_FIELDS,
  MEMBER_LIST_ORDER,
  type Role,
  ROLE_PERMISSIONS,
  ROLES,
  searchKeywords,
} from "@hoa/validation";
import {
  Timestamp,
  type Firestore,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  listPage,
  type ListDefinition,
  type ListQuery,
  KEYWORDS_FIELD,
} from "../../platform/lists.js";
import { readRoles, removeOrganizationRoles, setOrganizationRole } from "../../platform/roles.js";
import { assertVersion } from "../../platform/versioning.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import { unlinkLeavingMember } from "../residents/accounts.js";
import { administratorsGuardRef, memberRef, membersCollection } from "./documents.js";
import type { Member } from "./schemas.js";
import { runTransaction } from "../../platform/transactions.js";
import { keywordFields } from "../../platform/keywords.js";

export { memberRef, membersCollection };

/** The stored form of a new member (the organization's creator, or someone who joined). */
export function newMemberDocument(
  member: { uid: string; email: string; displayName: string; role: Role },
  now: Timestamp,
) {
  return {
    uid: member.uid,
    email: member.email,
    displayName: member.displayName,
    role: member.role,
    permissions: [...ROLE_PERMISSIONS[member.role]],
    joinedAt: now,
    version: 1,
    createdAt: now,
    updatedAt: now,
    ...keywordFields(KEYWORDS_FIELD, searchKeywords([member.displayName, member.email])),
  };
}

/** Adds the creation of a member to a batch (fails the batch if the member exists). */
export function createMember(
  db: Firestore,
  batch: WriteBatch,
  orgId: string,
  member: Parameters<typeof newMemberDocument>[0],
  now: Timestamp,
): void {
  batch.create(memberRef(db, orgId, member.uid), newMemberDocument(member, now));
}

export const memberListDefinition: ListDefinition<Member> = {
  sorts: { name: "displayName", email: "email", joinedAt: "joinedAt" },
  order: MEMBER_LIST_ORDER,
  filters: { role: "role" },
  searchable: true,
  toItem: toMember,
};

export function listMembers(data: DataContext, orgId: string, query: ListQuery) {
  return listPage(data, membersCollection(data.db, orgId), memberListDefinition, query);
}

/**
 * Gives a member another role, made to `expectedVersion` (412 otherwise): the membership and the
 * member's roles record change together, audited, so the guard applies it at their next request.
 * The last administrator cannot stop being one (409): two administrators demoting each other at
 * once cannot both succeed (`assertAnotherAdministrator`).
 */
export function changeMemberRole(
  data: DataContext,
  orgId: string,
  uid: string,
  role: Role,
  expectedVersion: number,
  actor: Caller,
): Promise<Member> {
  const { db } = data;
  const ref = memberRef(db, orgId, uid);
  return runTransaction(data, async (transaction) => {
    // Read together: under contention every attempt is a round trip fewer.
    const [snapshot, roles] = await Promise.all([
      transaction.get(ref),
      readRoles(transaction, db, uid),
    ]);
    if (!snapshot.exists) throw new ApiError(404, apiMessages.memberNotFound);
    const current = toMember(snapshot);
    assertVersion(current.version, expectedVersion);
    if (current.role === role) return current;
    if (current.role === ROLES.admin)
      await assertAnotherAdministrator(data, transaction, orgId, uid);
    const permissions = [...ROLE_PERMISSIONS[role]];
    const version = current.version + 1;
    transaction.update(ref, {
      role,
      permissions,
      version,
      updatedAt: Timestamp.fromDate(data.clock.now()),
    });
    // A member whose roles record names another organization keeps it: it is not this one's.
    setOrganizationRole(transaction, db, uid, roles, orgId, role);
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "update",
      resource: "members",
      resourceId: uid,
      label: current.displayName || current.email,
      changes: [{ field: "role", before: current.role, after: role }],
    });
    return { ...current, role, version };
  });
}

/**
 * Removes a member, made to `expectedVersion` (412 otherwise): the membership and their roles
 * record (if it is this organization's) are deleted together, audited, so the guard refuses them
 * at their next request. The last administrator cannot be removed (409); as for a role change,
 * two administrators removing (or demoting) each other at once cannot both succeed.
 */
export function removeMember(
  data: DataContext,
  orgId: string,
  uid: string,
  expectedVersion: number,
  actor: Caller,
): Promise<{ id: string }> {
  const { db } = data;
  const ref = memberRef(db, orgId, uid);
  return runTransaction(data, async (transaction) => {
    const [snapshot, roles] = await Promise.all([
      transaction.get(ref),
      readRoles(transaction, db, uid),
    ]);
    if (!snapshot.exists) throw new ApiError(404, apiMessages.memberNotFound);
    const current = toMember(snapshot);
    assertVersion(current.version, expectedVersion);
    if (current.role === ROLES.admin)
      await assertAnotherAdministrator(data, transaction, orgId, uid);
    await unlinkLeavingMember(
      transaction,
      db,
      orgId,
      snapshot,
      Timestamp.fromDate(data.clock.now()),
    );
    transaction.delete(ref);
    // A roles record that names another organization is not this one's to remove.
    removeOrganizationRoles(transaction, db, uid, roles, orgId);
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "delete",
      resource: "members",
      resourceId: uid,
      label: current.displayName || current.email,
      changes: changedFields(
        { ...current, permissions: snapshot.get("permissions") as unknown },
        null,
        AUDITED_FIELDS.members,
      ),
    });
    return { id: uid };
  });
}

/**
 * 409 unless an administrator other than `uid` remains. Every demotion or removal of an
 * administrator also writes the organization's administrators guard, one small document: a
 * transaction checks at commit only what it wrote (platform/transactions.ts), so of two
 * administrators demoting or removing each other at once one commits, and the other runs again
 * and finds itself the last one. One document all contenders write (rather than every other
 * administrator's record, as before) keeps each attempt a single small commit: 32 administrators
 * stepping down at once had run out of time on the emulator with 32 records in every commit.
 */
async function assertAnotherAdministrator(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  uid: string,
): Promise<void> {
  const { db } = data;
  const guard = administratorsGuardRef(db, orgId);
  const [admins] = await Promise.all([
    transaction.get(membersCollection(db, orgId).where("role", "==", ROLES.admin)),
    transaction.get(guard),
  ]);
  const others = admins.docs.filter((admin) => admin.id !== uid);
  if (others.length === 0) throw new ApiError(409, apiMessages.lastAdministrator);
  transaction.set(guard, { changedAt: Timestamp.fromDate(data.clock.now()) });
}

function toMember(snapshot: DocumentSnapshot): Member {
  const storedJoinedAt: unknown = snapshot.get("joinedAt");
  // A member written without `joinedAt` joined when Firestore created the record.
  const joinedAt = storedJoinedAt instanceof Timestamp ? storedJoinedAt : snapshot.createTime;
  if (!joinedAt) throw new Error(`${snapshot.ref.path} has no creation time`);
  const role: unknown = snapshot.get("role");
  const version: unknown = snapshot.get("version");
  return {
    id: snapshot.id,
    uid: snapshot.id,
    email: text(snapshot.get("email")),
    displayName: text(snapshot.get("displayName")),
    role: role === ROLES.admin || role === ROLES.resident ? role : ROLES.member,
    joinedAt: joinedAt.toDate().toISOString(),
    version: typeof version === "number" ? version : 1,
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
