import {
  announcementListQuerySchema,
  announcementRequestSchema,
  inboxListQuerySchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { pageOf } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
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

const tag = "Announcements";

/** Emails an API that sends mail itself sends at once; the trigger sends the rest. */
const SEND_AT_ONCE = 200;

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
    tag,
    operationId: "listAnnouncements",
    summary:
      "Announcements (administrators): drafts, scheduled and published ones, newest change first, filtered by status, priority and audience, searchable by title",
    access: "admin",
    query: announcementListQuerySchema,
    item: announcementSchema,
    read: { everyone: listAnnouncements },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/announcements",
    tag,
    operationId: "createAnnouncement",
    summary:
      "Save an announcement as a draft, publish it now (its audience's residents are emailed and members see it in their inbox) or schedule it for a date and time in the organization's time zone (administrators). With an Idempotency-Key, the same key and body again answer the announcement saved the first time, sending nothing twice (409 if the key was used for a different one)",
    access: "admin",
    body: announcementRequestSchema,
    idempotent: true,
    success: {
      status: 201,
      description: "The announcement (ETag: its version)",
      data: announcementSchema,
    },
    failures: [409],
    etag: true,
    handle: async ({ orgId, body, caller, once }) =>
      sendNow(orgId, await createAnnouncement(kit.data, orgId, body, caller, once)),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/announcements/:announcementId",
    tag,
    operationId: "getAnnouncement",
    summary:
      "One announcement (administrators; ETag: its version), with how many it went to, delivered, failed and read",
    access: "admin",
    success: { description: "The announcement", data: announcementSchema },
    failures: [404],
    etag: true,
    handle: ({ orgId, param }) => getAnnouncement(kit.data, orgId, param("announcementId")),
  });

  route(app, kit, {
    method: "put",
    path: "/orgs/:orgId/announcements/:announcementId",
    tag,
    operationId: "updateAnnouncement",
    summary:
      "Change a draft or scheduled announcement, and save it as a draft, publish it now or schedule it (administrators; If-Match). A published one cannot be changed (409)",
    access: "admin",
    body: announcementRequestSchema,
    ifMatch: true,
    success: { description: "The announcement (ETag: its version)", data: announcementSchema },
    failures: [404, 409],
    etag: true,
    handle: async ({ orgId, param, body, expectedVersion, caller }) =>
      sendNow(
        orgId,
        await updateAnnouncement(
          kit.data,
          orgId,
          param("announcementId"),
          body,
          expectedVersion,
          caller,
        ),
      ),
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/announcements",
    idParam: "announcementId",
    tag,
    noun: "announcement",
    item: announcementSchema,
    remove: {
      operationId: "deleteAnnouncement",
      summary:
        "Delete an announcement (administrators; If-Match): it leaves the members' inboxes, and a scheduled one is not published. Emails already queued still go out",
      store: deleteAnnouncement,
    },
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/inbox",
    tag,
    operationId: "listInbox",
    summary:
      "The published announcements for the caller, newest first, each with whether they read it: a member sees everyone's and those of the audiences their resident record is in (owners, tenants, the board); an administrator sees all",
    access: "resident",
    query: inboxListQuerySchema,
    success: { description: "A page of the inbox", data: pageOf(inboxItemSchema) },
    handle: ({ orgId, query, access, caller }) => listInbox(kit.data, orgId, query, access, caller),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/inbox/:announcementId",
    tag,
    operationId: "getInboxItem",
    summary:
      "One announcement of the caller's inbox, with whether they read it: published, and for an audience they are in (an administrator sees all; 404 otherwise)",
    access: "resident",
    success: { description: "The announcement", data: inboxItemSchema },
    failures: [404],
    handle: ({ orgId, param, access, caller }) =>
      getInboxItem(kit.data, orgId, param("announcementId"), access, caller),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/inbox/:announcementId/read",
    tag,
    operationId: "markAnnouncementRead",
    summary:
      "Mark an announcement of the caller's inbox read by them (once; counted for its author)",
    access: "resident",
    success: {
      description: "Marked read",
      data: v.object({ id: v.string(), read: v.literal(true) }),
    },
    failures: [404],
    handle: ({ orgId, param, access, caller }) =>
      markRead(kit.data, orgId, param("announcementId"), access, caller),
  });
}
