import {
  communicationListQuerySchema,
  composeEmailRequestSchema,
  deliveryListQuerySchema,
  notificationRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { listRoute } from "../../http/list-route.js";
import { pageOf } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { startSending } from "../../outreach/send-now.js";
import { communicationSchema, deliverySchema, type Communication } from "./schemas.js";
import {
  communicationMailRef,
  composeEmail,
  createNotification,
  getCommunication,
  listCommunications,
  listDeliveries,
  sendJobId,
} from "./store.js";

const tag = "Communications";

export function communicationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  /** A communication sent now starts going out (`startSending`), and is read again. */
  const sendNow = async (orgId: string, item: Communication): Promise<Communication> => {
    if (item.status === "scheduled") return item;
    const [jobId, mailRef] = [sendJobId(orgId, item.id), communicationMailRef(orgId, item.id)];
    await startSending(kit, { jobId, mailRef });
    return getCommunication(kit.data, orgId, item.id);
  };

  listRoute(app, kit, {
    path: "/orgs/:orgId/communications",
    tag,
    operationId: "listCommunications",
    summary:
      "Everything sent (administrators): composed emails and bulk notifications, newest first, filtered by kind, status and priority, searchable by subject or title, each with its delivery counts",
    access: "admin",
    query: communicationListQuerySchema,
    item: communicationSchema,
    read: { everyone: listCommunications },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/communications/emails",
    tag,
    operationId: "composeEmail",
    summary:
      "Send an email to one resident, a typed address or a group (the announcements' audiences; Board Members is the board), recorded in the history (administrators). Below urgent, residents who opted out of non-urgent email are skipped. With an Idempotency-Key, the same key and body again answer the one sent the first time, emailing no one twice (409 if the key was used for a different one)",
    access: "admin",
    body: composeEmailRequestSchema,
    idempotent: true,
    success: { status: 201, description: "The sent email", data: communicationSchema },
    failures: [409],
    handle: async ({ orgId, body, caller, once }) =>
      sendNow(orgId, await composeEmail(kit.data, orgId, body, caller, once)),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/communications/notifications",
    tag,
    operationId: "createNotification",
    summary:
      "Send a bulk notification to an audience now, or schedule it for a date and time in the organization's time zone (administrators). Email and in-app (the members' inbox) are sent; SMS and push have no provider connected and are recorded as not sent. With an Idempotency-Key, the same key and body again answer the one sent the first time, emailing no one twice (409 if the key was used for a different one)",
    access: "admin",
    body: notificationRequestSchema,
    idempotent: true,
    success: { status: 201, description: "The notification", data: communicationSchema },
    failures: [409],
    handle: async ({ orgId, body, caller, once }) =>
      sendNow(orgId, await createNotification(kit.data, orgId, body, caller, once)),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/communications/:communicationId",
    tag,
    operationId: "getCommunication",
    summary:
      "One sent email or notification (administrators), with how many it went to, delivered, failed, pending and (in-app) read",
    access: "admin",
    success: { description: "The communication", data: communicationSchema },
    failures: [404],
    handle: ({ orgId, param }) => getCommunication(kit.data, orgId, param("communicationId")),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/communications/:communicationId/deliveries",
    tag,
    operationId: "listDeliveries",
    summary:
      "A communication's emails, one per recipient by address, each with its delivery state, attempts and last error (administrators), filtered by state",
    access: "admin",
    query: deliveryListQuerySchema,
    success: { description: "A page of deliveries", data: pageOf(deliverySchema) },
    failures: [404],
    handle: ({ orgId, param, query }) =>
      listDeliveries(kit.data, orgId, param("communicationId"), query),
  });
}
