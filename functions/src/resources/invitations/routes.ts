import {
  createInvitationsRequestSchema,
  invitationListQuerySchema,
  messages,
} from "@hoa/validation";
import type { Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { ApiError } from "../../http/errors.js";
import { linkToken } from "../../http/link-tokens.js";
import { listRoute } from "../../http/list-route.js";
import { bearer, ifMatchHeader, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validateBody } from "../../http/validate.js";
import { logs } from "../../logs.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
import { acceptInvitation, declineInvitation, previewInvitation } from "./acceptance.js";
import {
  acceptedInvitationSchema,
  declinedInvitationSchema,
  invitationPreviewSchema,
  invitationResultsSchema,
  invitationSchema,
  invitationSummarySchema,
} from "./schemas.js";
import {
  invitationSummary,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  sendInvitations,
  resultsWithDelivery,
  withDelivery,
} from "./store.js";

const tags = ["Invitations"];

/**
 * Invitations are the administrators': members do not see them (the list and stats included),
 * since they name people who are not members yet. The link's routes (`/invitations/{token}`)
 * need a signed-in caller only: the person opening it belongs to no organization yet.
 */
export function invitationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  const invitationId = (c: Context<ApiEnv>) => c.req.param("invitationId") ?? "";
  const token = (c: Context<ApiEnv>) => c.req.param("token") ?? "";
  // A token that cannot be one is answered as an unknown one, before the caller is looked at.
  const invitationLink = linkToken(token, () => new ApiError(404, messages.invitationNotValid));

  app.post(
    "/orgs/:orgId/invitations",
    describeRoute({
      tags,
      operationId: "createInvitations",
      summary:
        "Invite 1 to 50 addresses with a role and an optional message (administrators); an address with a pending invitation or already a member is told so instead",
      security: bearer,
      responses: responses(
        { description: "What was done for each address", data: invitationResultsSchema },
        [400, 401, 403, 404, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(createInvitationsRequestSchema),
    async (c) => {
      const { value, mailIds } = await sendInvitations(
        kit.data,
        c.get("access").orgId,
        c.req.valid("json"),
        c.get("caller"),
        kit.links,
      );
      await kit.deliver(mailIds);
      return c.json({ data: await resultsWithDelivery(kit.data, value) }, 200);
    },
  );

  listRoute(app, kit, {
    path: "/orgs/:orgId/invitations",
    tag: "Invitations",
    operationId: "listInvitations",
    summary:
      "The organization's invitations (administrators), newest sent first, filtered by status and role, searchable by address",
    access: "admin",
    query: invitationListQuerySchema,
    item: invitationSchema,
    read: { everyone: listInvitations },
  });

  app.get(
    "/orgs/:orgId/invitations/summary",
    describeRoute({
      tags,
      operationId: "getInvitationSummary",
      summary: "How many invitations are pending, accepted and expired (administrators)",
      security: bearer,
      responses: responses(
        { description: "The counts", data: invitationSummarySchema },
        [401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => c.json({ data: await invitationSummary(kit.data, c.get("access").orgId) }, 200),
  );

  app.post(
    "/orgs/:orgId/invitations/:invitationId/resend",
    describeRoute({
      tags,
      operationId: "resendInvitation",
      summary:
        "Send a pending or expired invitation again with a new link; the old link stops working (administrators; If-Match)",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The invitation sent again (ETag: its version)", data: invitationSchema },
        [401, 403, 404, 409, 412, 428],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const { value, mailIds } = await resendInvitation(
        kit.data,
        c.get("access").orgId,
        invitationId(c),
        expectedVersion(c),
        c.get("caller"),
        kit.links,
      );
      await kit.deliver(mailIds);
      const [invitation] = await withDelivery(kit.data, [value]);
      c.header("ETag", entityTag(value.version));
      return c.json({ data: invitation }, 200);
    },
  );

  app.post(
    "/orgs/:orgId/invitations/:invitationId/revoke",
    describeRoute({
      tags,
      operationId: "revokeInvitation",
      summary: "Revoke a pending invitation: its link stops working (administrators; If-Match)",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The invitation revoked (ETag: its version)", data: invitationSchema },
        [401, 403, 404, 409, 412, 428],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const revoked = await revokeInvitation(
        kit.data,
        c.get("access").orgId,
        invitationId(c),
        expectedVersion(c),
        c.get("caller"),
      );
      const [invitation] = await withDelivery(kit.data, [revoked]);
      c.header("ETag", entityTag(revoked.version));
      return c.json({ data: invitation }, 200);
    },
  );

  app.get(
    "/invitations/:token",
    describeRoute({
      tags,
      operationId: "getInvitation",
      summary:
        "The invitation a link names, as its opener may see it, and whether they can accept it (signed in; no organization needed)",
      security: bearer,
      responses: responses(
        { description: "The invitation", data: invitationPreviewSchema },
        [401, 404],
      ),
    }),
    invitationLink,
    kit.signedIn,
    async (c) =>
      c.json({ data: await previewInvitation(kit.data, token(c), c.get("caller")) }, 200),
  );

  app.post(
    "/invitations/:token/accept",
    describeRoute({
      tags,
      operationId: "acceptInvitation",
      summary:
        "Accept an invitation as the invited address's owner: become a member of its organization with its role",
      security: bearer,
      responses: responses(
        { description: "The caller's new membership", data: acceptedInvitationSchema },
        [401, 403, 404, 409],
      ),
    }),
    invitationLink,
    kit.signedIn,
    async (c) => {
      const caller = c.get("caller");
      const { mailIds, ...accepted } = await acceptInvitation(
        kit.data,
        token(c),
        caller,
        kit.links.consoleUrl,
      );
      await kit.deliver(mailIds);
      // The link proved the mailbox. Failing to record it changes nothing of the membership.
      await kit.accounts
        .markEmailVerified(caller.uid)
        .catch((error: unknown) => logs.emailNotMarkedVerified(caller.uid, error));
      return c.json({ data: accepted }, 200);
    },
  );

  app.post(
    "/invitations/:token/decline",
    describeRoute({
      tags,
      operationId: "declineInvitation",
      summary: "Decline an invitation as the invited address's owner",
      security: bearer,
      responses: responses(
        { description: "The invitation declined", data: declinedInvitationSchema },
        [401, 403, 404, 409],
      ),
    }),
    invitationLink,
    kit.signedIn,
    async (c) =>
      c.json({ data: await declineInvitation(kit.data, token(c), c.get("caller")) }, 200),
  );
}
