import {
  AUDITED_FIELDS,
  RESIDENT_RELATIONSHIPS,
  RESIDENT_STATUSES,
  residentKeywords,
  residentMemberKeywords,
  residentNameKey,
  type ResidentDraft,
} from "@hoa/validation";
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { fromSnapshot, oneOf, text, versionAndTimes } from "../../platform/stored-values.js";
import type { Resident } from "./schemas.js";
import { keywordFields } from "../../platform/keywords.js";
import { KEYWORDS_FIELD } from "../../platform/lists.js";

/** `orgs/{orgId}/residents/{id}`: the people who live in the organization's properties. */
export const residentsCollection = (db: Firestore, orgId: string): CollectionReference =>
  db.collection(`orgs/${orgId}/residents`);

export const residentRef = (db: Firestore, orgId: string, id: string): DocumentReference =>
  residentsCollection(db, orgId).doc(id);

/** The fields an audit entry of a resident speaks of, in this order. */
export const RESIDENT_AUDITED_FIELDS = AUDITED_FIELDS.residents;

/** What a resident is as an administrator enters them, plus the copy of their property's place. */
export type ResidentState = {
  name: string;
  email: string;
  phone: string;
  propertyId: string;
  /** The property's address and unit, copied so that lists sort and search by them. */
  address: string;
  unit: string;
  relationship: ResidentDraft["relationship"];
  boardMember: boolean;
  status: ResidentDraft["status"];
  privacy: { hideEmail: boolean; hidePhone: boolean };
  /** No non-urgent email (announcements below Urgent, communications below urgent). */
  emailOptOut: boolean;
  /** No event reminders (the resident's own choice, in the portal). */
  reminderOptOut: boolean;
};

/** The stored keywords a member's search looks in: without what the resident hides. */
export const RESIDENT_MEMBER_KEYWORDS_FIELD = "memberKeywords";

/**
 * The fields derived from the state and stored with it, written with every change: the words an
 * administrator finds the resident by (`keywords`) and those a member does (`memberKeywords`,
 * without the email or phone the resident hides from the directory).
 */
export const derivedResidentFields = (state: ResidentState) => ({
  nameKey: residentNameKey(state),
  ...keywordFields(KEYWORDS_FIELD, residentKeywords(state)),
  ...keywordFields(RESIDENT_MEMBER_KEYWORDS_FIELD, residentMemberKeywords(state)),
});

/** The stored form of a new resident. */
export function newResidentDocument(state: ResidentState, now: Timestamp) {
  return {
    ...residentStateOf(state),
    ...derivedResidentFields(state),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** Only the state's own fields, in a fresh object (no extra keys). */
export const residentStateOf = (state: ResidentState): ResidentState => ({
  name: state.name,
  email: state.email,
  phone: state.phone,
  propertyId: state.propertyId,
  address: state.address,
  unit: state.unit,
  relationship: state.relationship,
  boardMember: state.boardMember,
  status: state.status,
  privacy: { hideEmail: state.privacy.hideEmail, hidePhone: state.privacy.hidePhone },
  emailOptOut: state.emailOptOut,
  reminderOptOut: state.reminderOptOut,
});

/**
 * The stored fields `residentFromData` reads: what a list page carries (not the keyword arrays,
 * which are for queries and most of a stored resident's size).
 */
export const RESIDENT_FIELDS = [
  "name",
  "email",
  "phone",
  "propertyId",
  "address",
  "unit",
  "relationship",
  "boardMember",
  "status",
  "privacy",
  "emailOptOut",
  "reminderOptOut",
  "accountUid",
  "version",
  "createdAt",
  "updatedAt",
] as const;

/** A stored resident as the API answers it to an administrator. */
export function toResident(snapshot: DocumentSnapshot): Resident {
  return fromSnapshot(snapshot, residentFromData);
}

export function residentFromData(
  id: string,
  data: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Resident {
  const privacy = (
    typeof data.privacy === "object" && data.privacy !== null ? data.privacy : {}
  ) as Record<string, unknown>;
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone),
    propertyId: text(data.propertyId),
    address: text(data.address),
    unit: text(data.unit),
    relationship: oneOf(data.relationship, RESIDENT_RELATIONSHIPS, "Owner"),
    boardMember: data.boardMember === true,
    status: oneOf(data.status, RESIDENT_STATUSES, "Active"),
    privacy: { hideEmail: privacy.hideEmail === true, hidePhone: privacy.hidePhone === true },
    emailOptOut: data.emailOptOut === true,
    reminderOptOut: data.reminderOptOut === true,
    accountUid: text(data.accountUid) || null,
    ...versionAndTimes(data, createTime, updateTime),
  };
}

/** The resident's state (what an administrator edits), from an item. */
export const stateOfResident = (resident: Resident): ResidentState => ({
  name: resident.name,
  email: resident.email ?? "",
  phone: resident.phone ?? "",
  propertyId: resident.propertyId,
  address: resident.address,
  unit: resident.unit,
  relationship: resident.relationship,
  boardMember: resident.boardMember,
  status: resident.status,
  privacy: { ...resident.privacy },
  emailOptOut: resident.emailOptOut,
  reminderOptOut: resident.reminderOptOut,
});

/**
 * The resident as the caller may see them: administrators see everything; a member does not see
 * an email or a phone number the resident hides from the directory (`null`).
 */
export function asSeenBy(
  resident: Resident,
  access: Pick<OrganizationAccess, "isAdmin">,
): Resident {
  if (access.isAdmin) return resident;
  return {
    ...resident,
    email: resident.privacy.hideEmail ? null : resident.email,
    phone: resident.privacy.hidePhone ? null : resident.phone,
    accountUid: null,
  };
}
