import { ROLE_PERMISSIONS, ROLES, searchKeywords, type Role } from "@hoa/validation";
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { DataContext } from "../../platform/data-context.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import type { Member } from "./schemas.js";

/** `orgs/{orgId}/members/{uid}`: who belongs to the organization, with which role. */
export const membersCollection = (db: Firestore, orgId: string): CollectionReference =>
  db.collection(`orgs/${orgId}/members`);

export const memberRef = (db: Firestore, orgId: string, uid: string): DocumentReference =>
  membersCollection(db, orgId).doc(uid);

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
    keywords: searchKeywords([member.displayName, member.email]),
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
  filters: { role: "role" },
  searchable: true,
  toItem: toMember,
};

export function listMembers(data: DataContext, orgId: string, query: ListQuery) {
  return listPage(data, membersCollection(data.db, orgId), memberListDefinition, query);
}

function toMember(snapshot: QueryDocumentSnapshot): Member {
  const joinedAt: unknown = snapshot.get("joinedAt");
  const role: unknown = snapshot.get("role");
  const version: unknown = snapshot.get("version");
  return {
    uid: snapshot.id,
    email: text(snapshot.get("email")),
    displayName: text(snapshot.get("displayName")),
    role: role === ROLES.admin ? ROLES.admin : ROLES.member,
    joinedAt: (joinedAt instanceof Timestamp ? joinedAt : snapshot.createTime)
      .toDate()
      .toISOString(),
    version: typeof version === "number" ? version : 1,
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
