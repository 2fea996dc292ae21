import {
  createInvitationsRequestSchema,
  invitationListQuerySchema,
  messages,
} from "@hoa/validation";
import type { Context, Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { ApiError } from "../../http/errors.js";
import { linkToken } from "../../http/link-tokens.js";
import { listRoute } from "../../http/list-route.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { logs } from "../../logs.js";
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

const tag = "Invitations";

/**
 * Invitations are the administrators': members do not see them (the list and stats included),
 * since they name people who are not members yet. The link's routes (`/invitations/{token}`)
 * need a signed-in caller only: the person opening it belongs to no organization yet.
 */
export function invitationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  const token = (c: Context<ApiEnv>) => c.req.param("token") ?? "";
  // A token that cannot be one is answered as an unknown one, before the caller is looked at.
  const invitationLink = linkToken(token, () => new ApiError(404, messages.invitationNotValid));

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/invitations",
    tag,
    operationId: "createInvitations",
    summary:
      "Invite 1 to 50 addresses with a role and an optional message (administrators); an address with a pending invitation or already a member is told so instead",
    access: "admin",
    body: createInvitationsRequestSchema,
    success: { description: "What was done for each address", data: invitationResultsSchema },
    failures: [404],
    handle: async ({ orgId, body, caller }) => {
      const { value, mailIds } = await sendInvitations(kit.data, orgId, body, caller, kit.links);
      await kit.deliver(mailIds);
      return resultsWithDelivery(kit.data, value);
    },
  });

  listRoute(app, kit, {
    path: "/orgs/:orgId/invitations",
    tag,
    operationId: "listInvitations",
    summary:
      "The organization's invitations (administrators), newest sent first, filtered by status and role, searchable by address",
    access: "admin",
    query: invitationListQuerySchema,
    item: invitationSchema,
    read: { everyone: listInvitations },
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/invitations/summary",
    tag,
    operationId: "getInvitationSummary",
    summary: "How many invitations are pending, accepted and expired (administrators)",
    access: "admin",
    success: { description: "The counts", data: invitationSummarySchema },
    handle: ({ orgId }) => invitationSummary(kit.data, orgId),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/invitations/:invitationId/resend",
    tag,
    operationId: "resendInvitation",
    summary:
      "Send a pending or expired invitation again with a new link; the old link stops working (administrators; If-Match)",
    access: "admin",
    ifMatch: true,
    success: {
      description: "The invitation sent again (ETag: its version)",
      data: invitationSchema,
    },
    failures: [404, 409],
    etag: true,
    handle: async ({ itemChange }) => {
      const change = itemChange("invitationId");
      const { value, mailIds } = await resendInvitation(kit.data, change, kit.links);
      await kit.deliver(mailIds);
      const [invitation] = await withDelivery(kit.data, [value]);
      return invitation!;
    },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/invitations/:invitationId/revoke",
    tag,
    operationId: "revokeInvitation",
    summary: "Revoke a pending invitation: its link stops working (administrators; If-Match)",
    access: "admin",
    ifMatch: true,
    success: { description: "The invitation revoked (ETag: its version)", data: invitationSchema },
    failures: [404, 409],
    etag: true,
    handle: async ({ itemChange }) => {
      const revoked = await revokeInvitation(kit.data, itemChange("invitationId"));
      const [invitation] = await withDelivery(kit.data, [revoked]);
      return invitation!;
    },
  });

  route(app, kit, {
    method: "get",
    path: "/invitations/:token",
    tag,
    operationId: "getInvitation",
    summary:
      "The invitation a link names, as its opener may see it, and whether they can accept it (signed in; no organization needed)",
    access: "signedIn",
    before: invitationLink,
    success: { description: "The invitation", data: invitationPreviewSchema },
    failures: [404],
    handle: ({ param, caller }) => previewInvitation(kit.data, param("token"), caller),
  });

  route(app, kit, {
    method: "post",
    path: "/invitations/:token/accept",
    tag,
    operationId: "acceptInvitation",
    summary:
      "Accept an invitation as the invited address's owner: become a member of its organization with its role",
    access: "signedIn",
    before: invitationLink,
    success: { description: "The caller's new membership", data: acceptedInvitationSchema },
    failures: [403, 404, 409],
    handle: async ({ param, caller }) => {
      const { mailIds, ...accepted } = await acceptInvitation(
        kit.data,
        param("token"),
        caller,
        kit.links.consoleUrl,
      );
      await kit.deliver(mailIds);
      // The link proved the mailbox. Failing to record it changes nothing of the membership.
      await kit.accounts
        .markEmailVerified(caller.uid)
        .catch((error: unknown) => logs.emailNotMarkedVerified(caller.uid, error));
      return accepted;
    },
  });

  route(app, kit, {
    method: "post",
    path: "/invitations/:token/decline",
    tag,
    operationId: "declineInvitation",
    summary: "Decline an invitation as the invited address's owner",
    access: "signedIn",
    before: invitationLink,
    success: { description: "The invitation declined", data: declinedInvitationSchema },
    failures: [403, 404, 409],
    handle: ({ param, caller }) => declineInvitation(kit.data, param("token"), caller),
  });
}
