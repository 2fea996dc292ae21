import { createOrganizationRequestSchema, updateOrganizationRequestSchema } from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { bearer, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validateBody } from "../../http/validate.js";
import { logs } from "../../logs.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
import { RolesRecordExistsError } from "./store.js";
import { organizationSchema, rolesSchema } from "./schemas.js";
import * as v from "valibot";

const tags = ["Organizations"];

export function organizationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  app.post(
    "/createOrg",
    describeRoute({
      tags,
      operationId: "createOrganization",
      summary: "Create the caller's organization and make them its administrator",
      security: bearer,
      responses: responses(
        { description: "The organization created", data: organizationSchema },
        [400, 401, 403, 405, 409, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    ...validateBody(createOrganizationRequestSchema),
    async (c) => {
      const caller = c.get("caller");
      const request = c.req.valid("json");
      if (request.createdBy !== caller.uid) {
        throw new ApiError(403, apiMessages.createdByNotCaller);
      }
      try {
        const organization = await kit.organizations.createWithAdmin(request, caller);
        logs.organizationCreated(organization.id, caller.uid);
        return c.json({ data: organization }, 200);
      } catch (error) {
        if (error instanceof RolesRecordExistsError) {
          logs.organizationAlreadyExists(caller.uid);
          throw new ApiError(409, apiMessages.alreadyHasOrganization);
        }
        throw error;
      }
    },
  );

  app.get(
    "/roles",
    describeRoute({
      tags,
      operationId: "getRoles",
      summary: "The caller's own roles record, or null when they have none",
      security: bearer,
      responses: responses(
        { description: "The roles record", data: v.nullable(rolesSchema) },
        [401],
      ),
    }),
    kit.signedIn,
    async (c) => c.json({ data: await kit.organizations.findRoles(c.get("caller").uid) }, 200),
  );

  app.get(
    "/orgs/:orgId",
    describeRoute({
      tags,
      operationId: "getOrganization",
      summary: "The caller's organization (403 for any other id, before looking it up)",
      security: bearer,
      responses: responses(
        { description: "The organization", data: organizationSchema },
        [401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) => {
      const organization = await kit.organizations.findOrganization(c.get("access").orgId);
      if (!organization) throw new ApiError(404, apiMessages.organizationNotFound);
      c.header("ETag", entityTag(organization.version));
      return c.json({ data: organization }, 200);
    },
  );

  app.patch(
    "/orgs/:orgId",
    describeRoute({
      tags,
      operationId: "updateOrganization",
      summary:
        "Change the organization's name, description, time zone, session timeout, security or notification settings (administrators; If-Match; audited)",
      security: bearer,
      parameters: [{ name: "If-Match", in: "header", required: true, schema: { type: "string" } }],
      responses: responses(
        { description: "The organization changed", data: organizationSchema },
        [400, 401, 403, 404, 412, 413, 415, 428],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(updateOrganizationRequestSchema),
    async (c) => {
      const organization = await kit.organizations.update(
        c.get("access").orgId,
        c.req.valid("json"),
        expectedVersion(c),
        c.get("caller"),
      );
      c.header("ETag", entityTag(organization.version));
      return c.json({ data: organization }, 200);
    },
  );
}
