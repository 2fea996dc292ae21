import { inviteResidentsRequestSchema } from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { withDelivery } from "./store.js";
import { inviteResident, inviteResidents, wasSentAgain } from "./resident-invitations.js";
import { invitationSchema, residentInvitationsSchema } from "./schemas.js";

const tag = "Invitations";

/** The invitations of the directory's residents to the portal, one or all a filter matches. */
export function residentInvitationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/residents/:residentId/invitation",
    tag,
    operationId: "inviteResident",
    summary:
      "Invite a resident to the portal at their address in the directory (administrators): their pending invitation, if any, is sent again (200) rather than another made (201); accepting it links the account to this resident",
    access: "admin",
    success: { status: 201, description: "The invitation sent", data: invitationSchema },
    alsoSucceeds: {
      status: 200,
      description: "The resident's pending invitation, sent again",
      when: wasSentAgain,
    },
    failures: [400, 404, 409],
    descriptions: { 400: "The resident has no email address" },
    handle: async ({ orgId, param, caller }) => {
      const sent = await inviteResident(kit.data, orgId, param("residentId"), caller, kit.links);
      await kit.deliver(sent.mailIds);
      const [invitation] = await withDelivery(kit.data, [sent.value]);
      return invitation!;
    },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/residents/invitations",
    tag,
    operationId: "inviteResidents",
    summary:
      "Invite to the portal every resident the residents list's search and filters match who has an email address, no account and no pending invitation (administrators); answers the counts",
    access: "admin",
    body: inviteResidentsRequestSchema,
    success: { description: "What was done, counted", data: residentInvitationsSchema },
    handle: async ({ orgId, body, caller }) => {
      const sent = await inviteResidents(kit.data, orgId, body, caller, kit.links);
      await kit.deliver(sent.mailIds);
      return sent.value;
    },
  });
}
