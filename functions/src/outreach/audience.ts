import type { Audience } from "@hoa/validation";
import { FieldPath, type Firestore, type Query } from "firebase-admin/firestore";
import type { Caller } from "../auth/idToken.js";
import type { DataContext } from "../platform/data-context.js";

/** The residents an audience means, in document id order (the order a fan-out walks). */
export function audienceQuery(db: Firestore, orgId: string, audience: Audience): Query {
  const residents: Query = db.collection(`orgs/${orgId}/residents`);
  const narrowed =
    audience === "Property Owners"
      ? residents.where("relationship", "==", "Owner")
      : audience === "Tenants Only"
        ? residents.where("relationship", "==", "Tenant")
        : audience === "Board Members"
          ? residents.where("boardMember", "==", true)
          : residents;
  return narrowed.orderBy(FieldPath.documentId());
}

/**
 * The audiences a member belongs to: everyone's, and those of the directory's residents with
 * their account's email (an owner, a tenant, a board member).
 */
export async function audiencesOf(
  data: DataContext,
  orgId: string,
  caller: Caller,
): Promise<Audience[]> {
  const audiences = new Set<Audience>(["All Residents"]);
  const email = caller.email?.trim().toLowerCase();
  if (!email) return [...audiences];
  const residents = await data.call(
    data.db.collection(`orgs/${orgId}/residents`).where("email", "==", email).limit(10).get(),
  );
  for (const resident of residents.docs) {
    if (resident.get("relationship") === "Owner") audiences.add("Property Owners");
    if (resident.get("relationship") === "Tenant") audiences.add("Tenants Only");
    if (resident.get("boardMember") === true) audiences.add("Board Members");
  }
  return [...audiences];
}
