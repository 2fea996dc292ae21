import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { linkedResidents } from "../residents/accounts.js";

/**
 * The portal's isolation of a household's money: an administrator reads any property, anyone
 * else only a property where one of the residents linked to their account lives. Any other
 * property is 404 ("Property not found."), never 403, so that the address does not tell whether
 * the property exists.
 */
export async function assertHouseholdProperty(
  data: DataContext,
  access: OrganizationAccess,
  propertyId: string,
): Promise<void> {
  if (access.isAdmin) return;
  const residents = await linkedResidents(data, access);
  if (!residents.some((resident) => resident.propertyId === propertyId)) {
    throw new ApiError(404, apiMessages.propertyNotFound);
  }
}
