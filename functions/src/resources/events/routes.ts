import {
  eventCalendarQuerySchema,
  eventDraftSchema,
  eventListQuerySchema,
  rsvpListQuerySchema,
  rsvpRequestSchema,
  updateEventRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import { DOWNLOAD_CONTENT, downloadRoute } from "../../http/download-route.js";
import { describeRoute, resolver } from "hono-openapi";
import { ApiError } from "../../http/errors.js";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { linkToken } from "../../http/link-tokens.js";
import { listRoute } from "../../http/list-route.js";
import { apiMessages } from "../../http/messages.js";
import { errorBodySchema, linkOnly, pageOf } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { calendarFeed, calendarOfToken, regenerateCalendarFeed } from "./feed.js";
import { eventFileName, eventsCalendar } from "./ics.js";
import { listRsvps, ownRsvp, recordRsvp } from "./rsvps.js";
import {
  calendarFeedSchema,
  eventMonthSchema,
  eventSchema,
  ownRsvpSchema,
  rsvpResultSchema,
  rsvpSchema,
} from "./schemas.js";
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  eventsOfMonth,
  getEvent,
  listEvents,
  updateEvent,
} from "./store.js";
import { organizationZone } from "../organizations/documents.js";

const tag = "Events";
const tags = [tag];

/** The description of a route that answers an iCalendar file. */
const calendarResponses = (description: string, failures: Record<string, string>) => ({
  200: { description, content: { "text/calendar": { schema: { type: "string" as const } } } },
  ...Object.fromEntries(
    Object.entries(failures).map(([status, failure]) => [
      status,
      {
        description: failure,
        content: { "application/json": { schema: resolver(errorBodySchema) } },
      },
    ]),
  ),
});

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** The token of a feed's file name, `<token>.ics` ("" for any other name). */
const feedToken = (file: string): string =>
  file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";

export function eventRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/events",
    tag,
    operationId: "listEvents",
    summary:
      "Events from today on (in the organization's time zone), soonest first; `when=past` those before today, `when=all` every one; filtered by type and status, searchable by title and location",
    access: "resident",
    query: eventListQuerySchema,
    item: eventSchema,
    read: { everyone: listEvents },
  });

  // Before the event's own routes, so that "calendar" and "feed" are not taken for an id.
  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/events/calendar",
    tag,
    operationId: "getEventMonth",
    summary:
      "The events that start in a month (YYYY-MM) of the organization's calendar, in its time zone, soonest first (at most 200)",
    access: "resident",
    query: eventCalendarQuerySchema,
    success: { description: "The month's events", data: eventMonthSchema },
    handle: ({ orgId, query }) => eventsOfMonth(kit.data, orgId, query.month),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/events/feed",
    tag,
    operationId: "getCalendarFeed",
    summary:
      "Whether the organization has a private calendar feed, and since when (administrators; its address is shown only when it is made)",
    access: "admin",
    success: { description: "The feed", data: calendarFeedSchema },
    handle: ({ orgId }) => calendarFeed(kit.data, orgId),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/events/feed",
    tag,
    operationId: "regenerateCalendarFeed",
    summary:
      "Make a new private calendar feed address (administrators): the old address stops working; the new one is in this answer only",
    access: "admin",
    success: { description: "The new feed and its address", data: calendarFeedSchema },
    handle: ({ orgId, caller }) =>
      regenerateCalendarFeed(kit.data, orgId, caller, kit.links.consoleUrl),
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/events",
    idParam: "eventId",
    tag,
    noun: "event",
    item: eventSchema,
    create: {
      operationId: "createEvent",
      summary:
        "Add an event (administrators): its date and time are read in the organization's time zone. With an Idempotency-Key, the same key and body again answer the event added the first time (409 if the key was used for a different one)",
      failures: [409],
      request: eventDraftSchema,
      idempotent: true,
      store: createEvent,
    },
    get: {
      operationId: "getEvent",
      access: "resident",
      summary: "One event with its seat counts (ETag: its version)",
      store: (data, orgId, id) => getEvent(data, orgId, id),
    },
    update: {
      operationId: "updateEvent",
      summary:
        "Change an event (administrators; If-Match): more seats go to the waiting list in order",
      request: updateEventRequestSchema,
      store: updateEvent,
    },
    remove: {
      operationId: "deleteEvent",
      summary: "Delete an event and its replies (administrators; If-Match)",
      store: deleteEvent,
    },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/events/:eventId/cancel",
    tag,
    operationId: "cancelEvent",
    summary:
      "Cancel an event (administrators; If-Match): everyone going or on the waiting list who has an email address is told by email",
    access: "admin",
    ifMatch: true,
    success: { description: "The event, cancelled", data: eventSchema },
    failures: [404, 409],
    etag: true,
    handle: async ({ itemChange }) => {
      const { event, mailIds } = await cancelEvent(kit.data, itemChange("eventId"));
      await kit.deliver(mailIds);
      return event;
    },
  });

  downloadRoute(app, kit, {
    path: "/orgs/:orgId/events/:eventId/ics",
    tag,
    operationId: "downloadEventIcs",
    summary: "One event as an iCalendar file (.ics) to add to a calendar",
    access: "resident",
    description: "The event as iCalendar",
    content: DOWNLOAD_CONTENT.calendar,
    read: async (access, param) => {
      const event = await getEvent(kit.data, access.orgId, param("eventId"));
      const { name } = await organizationZone(kit.data, access.orgId);
      return {
        bytes: eventsCalendar(access.orgId, name, [event], kit.data.clock.now()),
        contentType: CALENDAR_TYPE,
        fileName: eventFileName(event),
      };
    },
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/events/:eventId/rsvps",
    tag,
    operationId: "listRsvps",
    summary:
      "An event's replies (administrators): going, then the waiting list in order, then not going",
    access: "admin",
    query: rsvpListQuerySchema,
    success: { description: "A page of replies", data: pageOf(rsvpSchema) },
    failures: [404],
    handle: ({ orgId, param, query }) => listRsvps(kit.data, orgId, param("eventId"), query),
  });

  route(app, kit, {
    method: "put",
    path: "/orgs/:orgId/events/:eventId/rsvps/:residentId",
    tag,
    operationId: "recordResidentRsvp",
    summary:
      "Record a resident's reply (administrators): going with guests takes seats while they last, else the waiting list; not going frees them for the waiting list",
    access: "admin",
    body: rsvpRequestSchema,
    success: { description: "The reply and the event's counts", data: rsvpResultSchema },
    failures: [404, 409],
    handle: ({ orgId, param, body, caller }) =>
      recordRsvp(
        kit.data,
        orgId,
        param("eventId"),
        { kind: "resident", residentId: param("residentId") },
        body,
        caller,
      ),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/events/:eventId/rsvp",
    tag,
    operationId: "getOwnRsvp",
    summary: "The caller's own reply to an event (with their place on the waiting list), or null",
    access: "resident",
    success: { description: "The caller's reply", data: ownRsvpSchema },
    failures: [404],
    handle: ({ orgId, param, access }) => ownRsvp(kit.data, orgId, param("eventId"), access),
  });

  route(app, kit, {
    method: "put",
    path: "/orgs/:orgId/events/:eventId/rsvp",
    tag,
    operationId: "recordOwnRsvp",
    summary:
      "Reply to an event for oneself (members): going with guests takes seats while they last, else the waiting list",
    access: "resident",
    body: rsvpRequestSchema,
    success: { description: "The reply and the event's counts", data: rsvpResultSchema },
    failures: [404, 409],
    handle: ({ orgId, param, body, caller }) =>
      recordRsvp(kit.data, orgId, param("eventId"), { kind: "member", caller }, body, caller),
  });

  // A calendar program cannot sign in: the address's secret token is the only key.
  app.get(
    "/calendar/:file",
    describeRoute({
      tags,
      operationId: "getCalendarFeedFile",
      summary:
        "An organization's private calendar feed (no sign-in: the address carries a secret token): its scheduled events from today on",
      security: linkOnly,
      responses: calendarResponses("The feed as iCalendar", {
        404: "No such feed (or its address was replaced)",
        503: "A backing service is unavailable",
      }),
    }),
    linkToken(
      (c) => feedToken(c.req.param("file") ?? ""),
      () => new ApiError(404, apiMessages.notFound),
    ),
    async (c) => {
      const body = await calendarOfToken(kit.data, feedToken(c.req.param("file")));
      if (body === null) throw new ApiError(404, apiMessages.notFound);
      return c.body(body, 200, { "Content-Type": CALENDAR_TYPE });
    },
  );
}
