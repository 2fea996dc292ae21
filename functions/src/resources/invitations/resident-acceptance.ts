import { ALL_ROLES, type Role } from "@hoa/validation";
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import type { RolesRecord } from "../../platform/roles.js";
import { oneOf } from "../../platform/stored-values.js";
import { memberRef } from "../members/documents.js";
import {
  ACCOUNT_UID_FIELD,
  MEMBER_RESIDENTS_FIELD,
  linkAcceptedResident,
} from "../residents/accounts.js";
import { residentRef } from "../residents/documents.js";
import type { StoredInvitation } from "./documents.js";

/**
 * The resident an invitation to the portal names (`residentId`), read in its acceptance's
 * transaction: the account is linked to them by uid, whatever address the directory now has for
 * them or for anyone else. 409 when they left the directory or another account has them.
 */
export async function invitedResidentToLink(
  transaction: Transaction,
  db: Firestore,
  invitation: StoredInvitation,
  caller: Caller,
): Promise<DocumentSnapshot> {
  const resident = await transaction.get(
    residentRef(db, invitation.orgId, invitation.residentId ?? ""),
  );
  if (!resident.exists) throw new ApiError(409, apiMessages.invitedResidentGone);
  const linked: unknown = resident.get(ACCOUNT_UID_FIELD);
  if (typeof linked === "string" && linked !== "" && linked !== caller.uid) {
    throw new ApiError(409, apiMessages.residentAlreadyHasAccess);
  }
  return resident;
}

/**
 * The acceptance of an invitation to the portal by someone already a member of the organization
 * (an administrator or a board member who lives there): their account is linked to the invited
 * resident (`invited`), their role kept; the invitation is marked accepted (`markAccepted`) and
 * the address's claim released. Reads first: call it before the transaction's writes.
 */
export async function acceptResidentInvitation(
  data: DataContext,
  transaction: Transaction,
  accepting: {
    invitation: StoredInvitation;
    invited: DocumentSnapshot;
    caller: Caller;
    roles: RolesRecord;
    markAccepted: (at: Timestamp) => void;
  },
): Promise<{ orgId: string; role: Role; mailIds: string[] }> {
  const { invitation, invited, caller, roles } = accepting;
  const { orgId } = invitation;
  const member = await transaction.get(memberRef(data.db, orgId, caller.uid));
  const at = Timestamp.fromDate(data.clock.now());
  if (invited.get(ACCOUNT_UID_FIELD) !== caller.uid) {
    linkAcceptedResident(data, transaction, orgId, invited, caller, at);
  }
  if (member.exists) {
    transaction.update(member.ref, { [MEMBER_RESIDENTS_FIELD]: FieldValue.arrayUnion(invited.id) });
  }
  accepting.markAccepted(at);
  return { orgId, role: oneOf(roles.role, ALL_ROLES, "member"), mailIds: [] };
}
