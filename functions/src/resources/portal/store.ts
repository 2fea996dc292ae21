import type { UpdateOwnResidentRequest } from "@hoa/validation";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { propertyRef } from "../properties/store.js";
import { linkedResidents } from "../residents/accounts.js";
import { asSeenBy, residentRef, residentsCollection, toResident } from "../residents/documents.js";
import type { Resident } from "../residents/schemas.js";
import { updateResident } from "../residents/store.js";
import type { Household, HouseholdProperty } from "./schemas.js";

/** How a household's co-residents are shown: as to a member of the organization. */
const asSeenByNeighbour = { isAdmin: false } as const;

/**
 * The caller's household: the residents linked to their account, and each of their properties
 * with the residents who live there (as a member sees them). Empty for an account linked to no
 * resident.
 */
export async function readHousehold(
  data: DataContext,
  access: OrganizationAccess,
): Promise<Household> {
  const residents = await linkedResidents(data, access);
  const propertyIds = [...new Set(residents.map((resident) => resident.propertyId))].filter(
    isDocumentId,
  );
  const properties = await Promise.all(
    propertyIds.map(async (id): Promise<HouseholdProperty> => {
      const [property, living] = await Promise.all([
        data.call(propertyRef(data.db, access.orgId, id).get()),
        data.call(residentsCollection(data.db, access.orgId).where("propertyId", "==", id).get()),
      ]);
      // The residents carry a copy of their property's place, should the property be gone.
      const own = residents.find((resident) => resident.propertyId === id);
      const place = (field: "address" | "unit"): string => {
        const value: unknown = property.get(field);
        return typeof value === "string" ? value : (own?.[field] ?? "");
      };
      return {
        id,
        address: place("address"),
        unit: place("unit"),
        residents: living.docs
          .map(toResident)
          .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
          .map((resident) => asSeenBy(resident, asSeenByNeighbour)),
      };
    }),
  );
  return { residents, properties };
}

const residentNotFound = () => new ApiError(404, apiMessages.residentNotFound);

/**
 * A resident's own edit in the portal: their contact details, directory privacy and email
 * preferences, with the rules and the audit of an administrator's edit (`updateResident`), made
 * to `expectedVersion`. Only a resident linked to the caller's account: any other is 404, before
 * its version is looked at, so the answer never tells whether another household's resident
 * exists.
 */
export async function updateOwnResident(
  data: DataContext,
  access: OrganizationAccess,
  id: string,
  changes: UpdateOwnResidentRequest,
  expectedVersion: number,
  actor: Caller,
): Promise<Resident> {
  if (!isDocumentId(id)) throw residentNotFound();
  const snapshot = await data.call(residentRef(data.db, access.orgId, id).get());
  if (!snapshot.exists || snapshot.get("accountUid") !== access.uid) throw residentNotFound();
  return updateResident(data, access.orgId, id, changes, expectedVersion, actor, {
    linkedTo: access.uid,
  });
}
