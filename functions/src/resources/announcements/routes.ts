import {
  announcementListQuerySchema,
  announcementRequestSchema,
  inboxListQuerySchema,
} from "@hoa/validation";
import type { Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { bearer, ifMatchHeader, pageOf, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { idempotencyHeader, onceOf } from "../../http/idempotency.js";
import { validate, validateBody } from "../../http/validate.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
import { handOn } from "../../scheduler/job-queue.js";
import { announcementSchema, inboxItemSchema, type Announcement } from "./schemas.js";
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  getInboxItem,
  listInbox,
  markRead,
  pendingAnnouncementMail,
  publishJobId,
  updateAnnouncement,
} from "./store.js";

const tags = ["Announcements"];

/** Emails an API that sends mail itself sends at once; the trigger sends the rest. */
const SEND_AT_ONCE = 200;

const announcementId = (c: Context<ApiEnv>) => c.req.param("announcementId") ?? "";

export function announcementRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  /**
   * A announcement going out now: the task queue queues its emails (the request answers at once, the
   * announcement "sending"); an API that sends mail itself then sends the first ones.
   */
  const sendNow = async (orgId: string, item: Announcement): Promise<Announcement> => {
    if (item.status !== "published") return item;
    await handOn(kit.jobs, publishJobId(orgId, item.id));
    await kit.deliver(() => pendingAnnouncementMail(kit.data, orgId, item.id, SEND_AT_ONCE));
    return getAnnouncement(kit.data, orgId, item.id);
  };

  listRoute(app, kit, {
    path: "/orgs/:orgId/announcements",
    tag: "Announcements",
    operationId: "listAnnouncements",
    summary:
      "Announcements (administrators): drafts, scheduled and published ones, newest change first, filtered by status, priority and audience, searchable by title",
    access: "admin",
    query: announcementListQuerySchema,
    item: announcementSchema,
    read: { everyone: listAnnouncements },
  });

  app.post(
    "/orgs/:orgId/announcements",
    describeRoute({
      tags,
      operationId: "createAnnouncement",
      summary:
        "Save an announcement as a draft, publish it now (its audience's residents are emailed and members see it in their inbox) or schedule it for a date and time in the organization's time zone (administrators). With an Idempotency-Key, the same key and body again answer the announcement saved the first time, sending nothing twice (409 if the key was used for a different one)",
      security: bearer,
      responses: responses(
        {
          status: 201,
          description: "The announcement (ETag: its version)",
          data: announcementSchema,
        },
        [400, 401, 403, 409, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    idempotencyHeader(),
    ...validateBody(announcementRequestSchema),
    async (c) => {
      const { orgId } = c.get("access");
      const request = c.req.valid("json");
      const created = await createAnnouncement(
        kit.data,
        orgId,
        request,
        c.get("caller"),
        onceOf(c, "createAnnouncement", request),
      );
      const item = await sendNow(orgId, created);
      c.header("ETag", entityTag(item.version));
      return c.json({ data: item }, 201);
    },
  );

  app.get(
    "/orgs/:orgId/announcements/:announcementId",
    describeRoute({
      tags,
      operationId: "getAnnouncement",
      summary:
        "One announcement (administrators; ETag: its version), with how many it went to, delivered, failed and read",
      security: bearer,
      responses: responses(
        { description: "The announcement", data: announcementSchema },
        [401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const item = await getAnnouncement(kit.data, c.get("access").orgId, announcementId(c));
      c.header("ETag", entityTag(item.version));
      return c.json({ data: item }, 200);
    },
  );

  app.put(
    "/orgs/:orgId/announcements/:announcementId",
    describeRoute({
      tags,
      operationId: "updateAnnouncement",
      summary:
        "Change a draft or scheduled announcement, and save it as a draft, publish it now or schedule it (administrators; If-Match). A published one cannot be changed (409)",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The announcement (ETag: its version)", data: announcementSchema },
        [400, 401, 403, 404, 409, 412, 413, 415, 428],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(announcementRequestSchema),
    async (c) => {
      const { orgId } = c.get("access");
      const changed = await updateAnnouncement(
        kit.data,
        orgId,
        announcementId(c),
        c.req.valid("json"),
        expectedVersion(c),
        c.get("caller"),
      );
      const item = await sendNow(orgId, changed);
      c.header("ETag", entityTag(item.version));
      return c.json({ data: item }, 200);
    },
  );

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/announcements",
    idParam: "announcementId",
    tag: "Announcements",
    noun: "announcement",
    item: announcementSchema,
    remove: {
      operationId: "deleteAnnouncement",
      summary:
        "Delete an announcement (administrators; If-Match): it leaves the members' inboxes, and a scheduled one is not published. Emails already queued still go out",
      store: deleteAnnouncement,
    },
  });

  app.get(
    "/orgs/:orgId/inbox",
    describeRoute({
      tags,
      operationId: "listInbox",
      summary:
        "The published announcements for the caller, newest first, each with whether they read it: a member sees everyone's and those of the audiences their resident record is in (owners, tenants, the board); an administrator sees all",
      security: bearer,
      responses: responses(
        { description: "A page of the inbox", data: pageOf(inboxItemSchema) },
        [400, 401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    validate("query", inboxListQuerySchema),
    async (c) => {
      const access = c.get("access");
      const page = await listInbox(
        kit.data,
        access.orgId,
        c.req.valid("query"),
        access,
        c.get("caller"),
      );
      return c.json({ data: page }, 200);
    },
  );

  app.get(
    "/orgs/:orgId/inbox/:announcementId",
    describeRoute({
      tags,
      operationId: "getInboxItem",
      summary:
        "One announcement of the caller's inbox, with whether they read it: published, and for an audience they are in (an administrator sees all; 404 otherwise)",
      security: bearer,
      responses: responses(
        { description: "The announcement", data: inboxItemSchema },
        [401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) => {
      const access = c.get("access");
      const item = await getInboxItem(
        kit.data,
        access.orgId,
        announcementId(c),
        access,
        c.get("caller"),
      );
      return c.json({ data: item }, 200);
    },
  );

  app.post(
    "/orgs/:orgId/inbox/:announcementId/read",
    describeRoute({
      tags,
      operationId: "markAnnouncementRead",
      summary:
        "Mark an announcement of the caller's inbox read by them (once; counted for its author)",
      security: bearer,
      responses: responses(
        { description: "Marked read", data: v.object({ id: v.string(), read: v.literal(true) }) },
        [401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) =>
      c.json(
        {
          data: await markRead(
            kit.data,
            c.get("access").orgId,
            announcementId(c),
            c.get("access"),
            c.get("caller"),
          ),
        },
        200,
      ),
  );
}
