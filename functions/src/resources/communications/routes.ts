import {
  communicationListQuerySchema,
  composeEmailRequestSchema,
  deliveryListQuerySchema,
  notificationRequestSchema,
} from "@hoa/validation";
import type { Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { listRoute } from "../../http/list-route.js";
import { bearer, pageOf, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { idempotencyHeader, onceOf } from "../../http/idempotency.js";
import { validate, validateBody } from "../../http/validate.js";
import { handOn } from "../../scheduler/job-queue.js";
import { communicationSchema, deliverySchema, type Communication } from "./schemas.js";
import {
  composeEmail,
  createNotification,
  getCommunication,
  listCommunications,
  listDeliveries,
  pendingCommunicationMail,
  sendJobId,
} from "./store.js";

const tags = ["Communications"];

/** Emails an API that sends mail itself sends at once; the trigger sends the rest. */
const SEND_AT_ONCE = 200;

const communicationId = (c: Context<ApiEnv>) => c.req.param("communicationId") ?? "";

export function communicationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  /**
   * A communication going out now: the task queue queues its emails (the request answers at once, the
   * communication "sending"); an API that sends mail itself then sends the first ones.
   */
  const sendNow = async (orgId: string, item: Communication): Promise<Communication> => {
    if (item.status === "scheduled") return item;
    await handOn(kit.jobs, sendJobId(orgId, item.id));
    await kit.deliver(() => pendingCommunicationMail(kit.data, orgId, item.id, SEND_AT_ONCE));
    return getCommunication(kit.data, orgId, item.id);
  };

  listRoute(app, kit, {
    path: "/orgs/:orgId/communications",
    tag: "Communications",
    operationId: "listCommunications",
    summary:
      "Everything sent (administrators): composed emails and bulk notifications, newest first, filtered by kind, status and priority, searchable by subject or title, each with its delivery counts",
    access: "admin",
    query: communicationListQuerySchema,
    item: communicationSchema,
    read: { everyone: listCommunications },
  });

  app.post(
    "/orgs/:orgId/communications/emails",
    describeRoute({
      tags,
      operationId: "composeEmail",
      summary:
        "Send an email to one resident, a typed address or a group (the announcements' audiences; Board Members is the board), recorded in the history (administrators). Below urgent, residents who opted out of non-urgent email are skipped. With an Idempotency-Key, the same key and body again answer the one sent the first time, emailing no one twice (409 if the key was used for a different one)",
      security: bearer,
      responses: responses(
        { status: 201, description: "The sent email", data: communicationSchema },
        [400, 401, 403, 409, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    idempotencyHeader(),
    ...validateBody(composeEmailRequestSchema),
    async (c) => {
      const { orgId } = c.get("access");
      const request = c.req.valid("json");
      const once = onceOf(c, "composeEmail", request);
      const created = await composeEmail(kit.data, orgId, request, c.get("caller"), once);
      return c.json({ data: await sendNow(orgId, created) }, 201);
    },
  );

  app.post(
    "/orgs/:orgId/communications/notifications",
    describeRoute({
      tags,
      operationId: "createNotification",
      summary:
        "Send a bulk notification to an audience now, or schedule it for a date and time in the organization's time zone (administrators). Email and in-app (the members' inbox) are sent; SMS and push have no provider connected and are recorded as not sent. With an Idempotency-Key, the same key and body again answer the one sent the first time, emailing no one twice (409 if the key was used for a different one)",
      security: bearer,
      responses: responses(
        { status: 201, description: "The notification", data: communicationSchema },
        [400, 401, 403, 409, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    idempotencyHeader(),
    ...validateBody(notificationRequestSchema),
    async (c) => {
      const { orgId } = c.get("access");
      const request = c.req.valid("json");
      const created = await createNotification(
        kit.data,
        orgId,
        request,
        c.get("caller"),
        onceOf(c, "createNotification", request),
      );
      return c.json({ data: await sendNow(orgId, created) }, 201);
    },
  );

  app.get(
    "/orgs/:orgId/communications/:communicationId",
    describeRoute({
      tags,
      operationId: "getCommunication",
      summary:
        "One sent email or notification (administrators), with how many it went to, delivered, failed, pending and (in-app) read",
      security: bearer,
      responses: responses(
        { description: "The communication", data: communicationSchema },
        [401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) =>
      c.json(
        { data: await getCommunication(kit.data, c.get("access").orgId, communicationId(c)) },
        200,
      ),
  );

  app.get(
    "/orgs/:orgId/communications/:communicationId/deliveries",
    describeRoute({
      tags,
      operationId: "listDeliveries",
      summary:
        "A communication's emails, one per recipient by address, each with its delivery state, attempts and last error (administrators), filtered by state",
      security: bearer,
      responses: responses(
        { description: "A page of deliveries", data: pageOf(deliverySchema) },
        [400, 401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    validate("query", deliveryListQuerySchema),
    async (c) => {
      const page = await listDeliveries(
        kit.data,
        c.get("access").orgId,
        communicationId(c),
        c.req.valid("query"),
      );
      return c.json({ data: page }, 200);
    },
  );
}
