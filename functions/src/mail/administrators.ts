import { ROLES, preferencesOf, type SettingsToggle } from "@hoa/validation";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { membersCollection } from "../resources/members/documents.js";
import { organizationRef } from "../resources/organizations/documents.js";

/** Who an administrators' notification goes to, and the organization's name to sign it with. */
export interface AdministratorNotice {
  organizationName: string;
  /** The administrators' addresses; none while the organization's switch is off. */
  addresses: string[];
}

/**
 * Reads, in the transaction that makes the change, whether the organization's notification
 * switch `toggle` is on and, if so, its administrators' addresses: the sender respects the
 * setting as it stands when the change commits. A transaction reads before it writes, so call
 * this before the change's writes and queue the mail after them.
 */
export async function administratorsToNotify(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  toggle: SettingsToggle,
): Promise<AdministratorNotice> {
  const organization = await transaction.get(organizationRef(db, orgId));
  const stored = organization.data() ?? {};
  const name = typeof stored.name === "string" ? stored.name : "";
  if (!preferencesOf(stored)[toggle]) return { organizationName: name, addresses: [] };
  const administrators = await transaction.get(
    membersCollection(db, orgId).where("role", "==", ROLES.admin),
  );
  const addresses = administrators.docs
    .map((member) => member.get("email") as unknown)
    .filter((email): email is string => typeof email === "string" && email !== "");
  return { organizationName: name, addresses };
}
