import type { Audience } from "@hoa/validation";
import { FieldPath, type Firestore, type Query } from "firebase-admin/firestore";
import type { OrganizationAccess } from "../platform/organization-access.js";
import { linkedResidents } from "../resources/residents/accounts.js";
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
 * The audiences a member belongs to: everyone's, and those of the directory's residents linked to
 * their account (an owner, a tenant, a board member: `residents/accounts.ts`, never an email).
 */
export async function audiencesOf(
  data: DataContext,
  access: Pick<OrganizationAccess, "orgId" | "uid">,
): Promise<Audience[]> {
  const audiences = new Set<Audience>(["All Residents"]);
  for (const resident of await linkedResidents(data, access)) {
    if (resident.relationship === "Owner") audiences.add("Property Owners");
    if (resident.relationship === "Tenant") audiences.add("Tenants Only");
    if (resident.boardMember) audiences.add("Board Members");
  }
  return [...audiences];
}
