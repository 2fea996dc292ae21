import { parseCreateOrganizationRequest } from "@hoa/validation";
import type { Caller } from "../auth/idToken.js";
import {
  RolesRecordExistsError,
  type Organization,
  type OrganizationStore,
} from "../firestore/organizations.js";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";
import { logs } from "../logs.js";

/**
 * `POST /api/createOrg`: creates the caller's organization and makes them its admin.
 * `body` is the parsed JSON body, or `undefined` when it was not valid JSON.
 */
export async function createOrg(
  caller: Caller,
  body: unknown,
  store: OrganizationStore,
): Promise<Organization> {
  const request = parseCreateOrganizationRequest(body);
  if (!request.ok) throw new ApiError(400, request.error);
  if (request.value.createdBy !== caller.uid) {
    throw new ApiError(403, apiMessages.createdByNotCaller);
  }
  try {
    const organization = await store.createWithAdmin(request.value);
    logs.organizationCreated(organization.id, caller.uid);
    return organization;
  } catch (error) {
    if (error instanceof RolesRecordExistsError) {
      logs.organizationAlreadyExists(caller.uid);
      throw new ApiError(409, apiMessages.alreadyHasOrganization);
    }
    throw error;
  }
}
