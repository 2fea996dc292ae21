import { createOrganizationRequestSchema, updateOrganizationRequestSchema } from "@hoa/validation";
import type { Hono } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { logs } from "../../logs.js";
import { RolesRecordExistsError } from "./store.js";
import { organizationSchema, rolesSchema } from "./schemas.js";

const tag = "Organizations";

export function organizationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "post",
    path: "/createOrg",
    tag,
    operationId: "createOrganization",
    summary: "Create the caller's organization and make them its administrator",
    access: "signedIn",
    body: createOrganizationRequestSchema,
    success: { description: "The organization created", data: organizationSchema },
    failures: [403, 405, 409],
    handle: async ({ body, caller }) => {
      if (body.createdBy !== caller.uid) {
        throw new ApiError(403, apiMessages.createdByNotCaller);
      }
      try {
        const organization = await kit.organizations.createWithAdmin(body, caller);
        logs.organizationCreated(organization.id, caller.uid);
        return organization;
      } catch (error) {
        if (error instanceof RolesRecordExistsError) {
          logs.organizationAlreadyExists(caller.uid);
          throw new ApiError(409, apiMessages.alreadyHasOrganization);
        }
        throw error;
      }
    },
  });

  route(app, kit, {
    method: "get",
    path: "/roles",
    tag,
    operationId: "getRoles",
    summary: "The caller's own roles record, or null when they have none",
    access: "signedIn",
    success: { description: "The roles record", data: v.nullable(rolesSchema) },
    handle: ({ caller }) => kit.organizations.findRoles(caller.uid),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId",
    tag,
    operationId: "getOrganization",
    summary: "The caller's organization (403 for any other id, before looking it up)",
    access: "resident",
    success: { description: "The organization", data: organizationSchema },
    failures: [404],
    etag: true,
    handle: async ({ orgId }) => {
      const organization = await kit.organizations.findOrganization(orgId);
      if (!organization) throw new ApiError(404, apiMessages.organizationNotFound);
      return organization;
    },
  });

  route(app, kit, {
    method: "patch",
    path: "/orgs/:orgId",
    tag,
    operationId: "updateOrganization",
    summary:
      "Change the organization's name, description, time zone, session timeout, security or notification settings (administrators; If-Match; audited)",
    access: "admin",
    body: updateOrganizationRequestSchema,
    ifMatch: true,
    success: { description: "The organization changed", data: organizationSchema },
    failures: [404],
    etag: true,
    handle: ({ orgId, body, expectedVersion, caller }) =>
      kit.organizations.update(orgId, body, expectedVersion, caller),
  });
}
