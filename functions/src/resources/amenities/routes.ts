import {
  adminBookingRequestSchema,
  amenityDraftSchema,
  approveBookingRequestSchema,
  blockRequestSchema,
  bookingListQuerySchema,
  calendarQuerySchema,
  cancelBookingRequestSchema,
  declineBookingRequestSchema,
  releaseDepositRequestSchema,
  residentBookingRequestSchema,
  updateAmenityRequestSchema,
} from "@hoa/validation/amenities";
import type { Hono } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { DOWNLOAD_CONTENT, downloadRoute } from "../../http/download-route.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import type { ItemChange } from "../../platform/items.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { organizationZone } from "../organizations/documents.js";
import { amenitySchema, bookingSchema, calendarSchema, type Booking } from "./documents.js";
import { bookingCalendar, bookingFileName } from "./ics.js";
import {
  amenityCalendar,
  approveBooking,
  blockSlots,
  cancelBooking,
  cancelOwnBooking,
  createAmenity,
  createBooking,
  declineBooking,
  deleteAmenity,
  getAmenity,
  getBooking,
  getOwnBooking,
  listAmenities,
  listBookings,
  listOwnBookings,
  releaseDeposit,
  updateAmenity,
  type BookingResult,
} from "./store.js";

const amenities = "/orgs/:orgId/amenities";
const bookings = "/orgs/:orgId/bookings";
const own = "/orgs/:orgId/me/bookings";
const amenityTag = "Amenities";
const bookingTag = "Amenity bookings";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

export function amenityRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  const consoleUrl = kit.links.consoleUrl;
  /** Hands on the mail a change queued, and answers its booking. */
  const delivered = async (result: Promise<BookingResult>): Promise<Booking> => {
    const { booking, mailIds } = await result;
    await kit.deliver(mailIds);
    return booking;
  };

  route(app, kit, {
    method: "get",
    path: amenities,
    tag: amenityTag,
    operationId: "listAmenities",
    summary:
      "The amenities by name, with their rules and terms: every one for the board, those taking bookings for a resident",
    access: "resident",
    success: { description: "The amenities", data: v.array(amenitySchema) },
    handle: ({ access }) => listAmenities(kit.data, access),
  });

  itemRoutes(app, kit, {
    path: amenities,
    idParam: "amenityId",
    tag: amenityTag,
    noun: "amenity",
    item: amenitySchema,
    create: {
      operationId: "createAmenity",
      summary:
        "Add an amenity (administrators): its slots (length, opening and closing time, open days), places per slot, household limits, booking window and notice, cancellation window, approval, fee, deposit and terms",
      request: amenityDraftSchema,
      store: createAmenity,
    },
    get: {
      operationId: "getAmenity",
      summary:
        "One amenity with its rules and terms (ETag: its version); 404 to a resident for one not taking bookings",
      access: "resident",
      store: getAmenity,
    },
    update: {
      operationId: "updateAmenity",
      summary:
        "Change an amenity (administrators; If-Match): a new text of its terms moves termsVersion on; its slot length and hours cannot change while bookings to come hold slots (409)",
      failures: [409],
      request: updateAmenityRequestSchema,
      store: updateAmenity,
    },
    remove: {
      operationId: "deleteAmenity",
      summary:
        "Delete an amenity that never had a booking (administrators; If-Match); one with bookings is set to not take bookings instead (409)",
      failures: [409],
      store: deleteAmenity,
    },
  });

  route(app, kit, {
    method: "get",
    path: `${amenities}/:amenityId/calendar`,
    tag: amenityTag,
    operationId: "getAmenityCalendar",
    summary:
      "The amenity's slots from `from` to `to` (at most 42 days), each with its places, those taken and those left: for the board with the bookings in it, for a resident with only their household's",
    access: "resident",
    query: calendarQuerySchema,
    success: { description: "The amenity's calendar", data: calendarSchema },
    failures: [404],
    handle: ({ access, param, query }) =>
      amenityCalendar(kit.data, access, param("amenityId"), query),
  });

  route(app, kit, {
    method: "post",
    path: `${amenities}/:amenityId/blocks`,
    tag: amenityTag,
    operationId: "blockAmenityTime",
    summary:
      "Block the amenity's slots from `from` to `to` between `start` and `end` each day (administrators; at most 100 slots still to come), with a reason: each becomes blocked time that fills its slot. 409 naming the slots that already have bookings (cancel them first) or are blocked",
    access: "admin",
    body: blockRequestSchema,
    success: {
      status: 201,
      description: "The blocked time, a booking of kind block per slot",
      data: v.array(bookingSchema),
    },
    failures: [404, 409],
    handle: ({ orgId, param, body, caller }) =>
      blockSlots(kit.data, orgId, param("amenityId"), body, caller),
  });

  listRoute(app, kit, {
    path: bookings,
    tag: bookingTag,
    operationId: "listBookings",
    summary:
      "The bookings and blocked time of every amenity, latest slot first, filtered by status (the approval queue: status=pending&sort=startsAt), amenity or property",
    access: "member",
    query: bookingListQuerySchema,
    item: bookingSchema,
    read: { everyone: listBookings },
  });

  route(app, kit, {
    method: "post",
    path: bookings,
    tag: bookingTag,
    operationId: "createBooking",
    summary:
      "Book a slot for a household (administrators): the amenity's rules and the household's limits apply, but not its notice or booking window; no terms to accept. Confirmed at once (its fee and deposit posted to the property's ledger) or awaiting approval as the amenity says. 409 when the slot is full (\"That time was just booked. Choose another.\"), blocked, or past a limit",
    access: "admin",
    body: adminBookingRequestSchema,
    success: { status: 201, description: "The booking (ETag: its version)", data: bookingSchema },
    failures: [409],
    etag: true,
    handle: ({ orgId, access, caller, body }) =>
      delivered(
        createBooking(
          kit.data,
          { orgId, access, actor: caller, asAdministrator: true, consoleUrl },
          body,
        ),
      ),
  });

  route(app, kit, {
    method: "get",
    path: `${bookings}/:bookingId`,
    tag: bookingTag,
    operationId: "getBooking",
    summary: "One booking or blocked time (ETag: its version)",
    access: "member",
    success: { description: "The booking", data: bookingSchema },
    failures: [404],
    etag: true,
    handle: ({ orgId, param }) => getBooking(kit.data, orgId, param("bookingId")),
  });

  /** A step on a booking made to the version shown (`If-Match`), by an administrator. */
  const step = <TBody>(declaration: {
    action: string;
    operationId: string;
    summary: string;
    description: string;
    body: v.GenericSchema<unknown, TBody>;
    store: (target: ItemChange, body: TBody) => Promise<BookingResult>;
  }) =>
    route(app, kit, {
      method: "post",
      path: `${bookings}/:bookingId/${declaration.action}`,
      tag: bookingTag,
      operationId: declaration.operationId,
      summary: declaration.summary,
      access: "admin",
      body: declaration.body,
      ifMatch: true,
      success: {
        description: `${declaration.description} (ETag: its version)`,
        data: bookingSchema,
      },
      failures: [404, 409],
      etag: true,
      handle: ({ itemChange, body }) => delivered(declaration.store(itemChange("bookingId"), body)),
    });

  step({
    action: "approve",
    operationId: "approveBooking",
    summary:
      "Approve a booking awaiting approval (administrators; If-Match): confirmed, its fee and refundable deposit posted to the property's ledger, the household emailed",
    description: "The booking, confirmed",
    body: approveBookingRequestSchema,
    store: (target, body) => approveBooking(kit.data, target, body, consoleUrl),
  });
  step({
    action: "decline",
    operationId: "declineBooking",
    summary:
      "Decline a booking awaiting approval, with a reason (administrators; If-Match): nothing was charged, the slot is free again, the household emailed",
    description: "The booking, declined",
    body: declineBookingRequestSchema,
    store: (target, body) => declineBooking(kit.data, target, body, consoleUrl),
  });
  step({
    action: "cancel",
    operationId: "cancelBooking",
    summary:
      "Cancel a booking or blocked time before it starts (administrators; If-Match): the slot is free again; a confirmed booking's deposit is refunded, and its fee when cancelled within the amenity's free cancellation window, unless refundFee says otherwise",
    description: "The booking, cancelled",
    body: cancelBookingRequestSchema,
    store: (target, body) => cancelBooking(kit.data, target, body, consoleUrl),
  });
  step({
    action: "release-deposit",
    operationId: "releaseBookingDeposit",
    summary:
      "Release a confirmed booking's deposit once it has ended (administrators; If-Match; 409 before): all of it refunded (a reversal on the ledger), or `kept` of it kept with a reason (the rest credited back, the memo saying what was kept and why)",
    description: "The booking, its deposit released or kept",
    body: releaseDepositRequestSchema,
    store: (target, body) => releaseDeposit(kit.data, target, body, consoleUrl),
  });

  route(app, kit, {
    method: "get",
    path: own,
    tag: bookingTag,
    operationId: "listOwnBookings",
    summary:
      "The bookings of the caller's household (the portal), latest slot first; none for an account linked to no resident",
    access: "resident",
    success: { description: "The household's bookings", data: v.array(bookingSchema) },
    handle: ({ access }) => listOwnBookings(kit.data, access),
  });

  route(app, kit, {
    method: "post",
    path: own,
    tag: bookingTag,
    operationId: "createOwnBooking",
    summary:
      "Book a slot for the caller's own household (the portal): `acceptTerms` must be true when the amenity has terms; `propertyId` picks one of the caller's properties when they have several (400 otherwise). 409 when the slot is full (\"That time was just booked. Choose another.\"), blocked, the household is at a limit, or the terms changed since `termsVersion`",
    access: "resident",
    body: residentBookingRequestSchema,
    success: { status: 201, description: "The booking (ETag: its version)", data: bookingSchema },
    failures: [409],
    etag: true,
    handle: ({ orgId, access, caller, body }) =>
      delivered(
        createBooking(
          kit.data,
          { orgId, access, actor: caller, asAdministrator: false, consoleUrl },
          body,
        ),
      ),
  });

  route(app, kit, {
    method: "get",
    path: `${own}/:bookingId`,
    tag: bookingTag,
    operationId: "getOwnBooking",
    summary: "One of the household's bookings (the portal); 404 for another household's",
    access: "resident",
    success: { description: "The booking", data: bookingSchema },
    failures: [404],
    etag: true,
    handle: ({ access, param }) => getOwnBooking(kit.data, access, param("bookingId")),
  });

  route(app, kit, {
    method: "post",
    path: `${own}/:bookingId/cancel`,
    tag: bookingTag,
    operationId: "cancelOwnBooking",
    summary:
      "Cancel one of the household's bookings before it starts (the portal): the deposit is refunded, and the fee when cancelled within the amenity's free cancellation window; 404 for another household's",
    access: "resident",
    body: cancelBookingRequestSchema,
    success: { description: "The booking, cancelled", data: bookingSchema },
    failures: [404, 409],
    handle: ({ access, caller, param, body }) =>
      delivered(cancelOwnBooking(kit.data, access, caller, param("bookingId"), body, consoleUrl)),
  });

  /** A booking as an .ics file: the board's route, and a resident's for their own. */
  const icsRoute = (declaration: {
    path: `/orgs/:orgId/${string}`;
    access: "member" | "resident";
    operationId: string;
    summary: string;
    read: (access: OrganizationAccess, id: string) => Promise<Booking>;
  }) =>
    downloadRoute(app, kit, {
      path: declaration.path,
      tag: bookingTag,
      operationId: declaration.operationId,
      summary: declaration.summary,
      access: declaration.access,
      description: "The booking as iCalendar",
      content: DOWNLOAD_CONTENT.calendar,
      read: async (access, param) => {
        const booking = await declaration.read(access, param("bookingId"));
        const { name } = await organizationZone(kit.data, access.orgId);
        return {
          bytes: bookingCalendar(access.orgId, name, booking, kit.data.clock.now()),
          contentType: CALENDAR_TYPE,
          fileName: bookingFileName(booking),
        };
      },
    });
  icsRoute({
    path: `${bookings}/:bookingId/ics`,
    access: "member",
    operationId: "downloadBookingIcs",
    summary: "A booking as an iCalendar file (.ics), in the organization's time zone",
    read: (access, id) => getBooking(kit.data, access.orgId, id),
  });
  icsRoute({
    path: `${own}/:bookingId/ics`,
    access: "resident",
    operationId: "downloadOwnBookingIcs",
    summary:
      "One of the household's bookings as an iCalendar file (.ics), in the organization's time zone (the portal); 404 for another household's",
    read: (access, id) => getOwnBooking(kit.data, access, id),
  });
}
