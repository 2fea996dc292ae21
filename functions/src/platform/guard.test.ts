import { describe, expect, it } from "vitest";
import { call, uniqueUid, useTestApi } from "../../test/support/api.js";
import { openApiDocument } from "../app.js";
import { apiMessages } from "../http/messages.js";

const db = useTestApi();

interface Operation {
  method: string;
  path: string;
  takesBody: boolean;
  adminOnly: boolean;
  /** Opened to the residents of the portal, each answered for their own household. */
  forResidents: boolean;
}

/** Every operation of the OpenAPI document under /api/orgs/{orgId}, with `{orgId}` left in. */
async function organizationOperations(): Promise<Operation[]> {
  const document = (await openApiDocument(db.api)) as {
    paths: Record<string, Record<string, { requestBody?: unknown; summary?: string }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/orgs/{orgId}"))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        takesBody: operation.requestBody !== undefined,
        // Invitations name people who are not members yet: members see none of them. Members
        // open support tickets and comment on their own, reply to events, and read their
        // announcements' inbox. Billing, the announcements' management and communications are
        // for administrators only.
        forResidents: RESIDENT_ROUTES.includes(`${method.toUpperCase()} ${path}`),
        adminOnly:
          !MEMBER_WRITES.includes(`${method.toUpperCase()} ${path}`) &&
          !HOUSEHOLD_READS.includes(`${method.toUpperCase()} ${path}`) &&
          (method !== "get" ||
            path.endsWith("/audit") ||
            path.includes("/invitations") ||
            path.includes("/billing") ||
            path.includes("/announcements") ||
            path.includes("/communications") ||
            // The attendee list and the calendar feed's state are the administrators'.
            path.endsWith("/rsvps") ||
            path.endsWith("/events/feed")),
      })),
    );
}

/** The writes a member may make: their checks, not the guard, answer an empty body. */
const MEMBER_WRITES = [
  "PATCH /api/orgs/{orgId}/me/residents/{residentId}",
  "POST /api/orgs/{orgId}/tickets",
  "POST /api/orgs/{orgId}/tickets/{ticketId}/comments",
  "POST /api/orgs/{orgId}/inbox/{announcementId}/read",
  "POST /api/orgs/{orgId}/documents/{documentId}/links",
  "PUT /api/orgs/{orgId}/events/{eventId}/rsvp",
  "POST /api/orgs/{orgId}/sign-ins",
  "POST /api/orgs/{orgId}/media/albums/{albumId}/links",
  "POST /api/orgs/{orgId}/me/violations/{violationId}/replies",
  "POST /api/orgs/{orgId}/me/violations/{violationId}/photos",
  // A reviewer's vote: the committee (or the board) named in the request, checked by its store.
  "POST /api/orgs/{orgId}/architectural-requests/{requestId}/votes",
  "POST /api/orgs/{orgId}/me/architectural-requests",
  "PATCH /api/orgs/{orgId}/me/architectural-requests/{requestId}",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/submit",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/withdraw",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/reconsideration",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/attachments",
  "POST /api/orgs/{orgId}/me/bookings",
  "POST /api/orgs/{orgId}/me/bookings/{bookingId}/cancel",
  // A property's proxy, given and revoked by its owner and cast by its holder, checked by its store.
  "POST /api/orgs/{orgId}/me/elections/{electionId}/proxies",
  "DELETE /api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}",
  "POST /api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}/ballot",
  // A nomination by an owner on file, checked by its store.
  "POST /api/orgs/{orgId}/me/elections/{electionId}/nominations",
];
/**
 * A household's money, read by an administrator for any property and by anyone else only for a
 * property of their own household (404 otherwise).
 */
const HOUSEHOLD_READS = [
  "GET /api/orgs/{orgId}/billing/properties/{propertyId}",
  "GET /api/orgs/{orgId}/billing/properties/{propertyId}/ledger",
];

/** The routes of the residents' portal: each answers a resident for their own household. */
const RESIDENT_ROUTES = [
  "GET /api/orgs/{orgId}",
  "GET /api/orgs/{orgId}/me",
  "PATCH /api/orgs/{orgId}/me/residents/{residentId}",
  "GET /api/orgs/{orgId}/inbox",
  "GET /api/orgs/{orgId}/inbox/{announcementId}",
  "POST /api/orgs/{orgId}/inbox/{announcementId}/read",
  "GET /api/orgs/{orgId}/events",
  "GET /api/orgs/{orgId}/events/calendar",
  "GET /api/orgs/{orgId}/events/{eventId}",
  "GET /api/orgs/{orgId}/events/{eventId}/ics",
  "GET /api/orgs/{orgId}/events/{eventId}/rsvp",
  "PUT /api/orgs/{orgId}/events/{eventId}/rsvp",
  "GET /api/orgs/{orgId}/documents",
  "GET /api/orgs/{orgId}/documents/{documentId}",
  "POST /api/orgs/{orgId}/documents/{documentId}/links",
  "GET /api/orgs/{orgId}/tickets",
  "GET /api/orgs/{orgId}/tickets/summary",
  "POST /api/orgs/{orgId}/tickets",
  "GET /api/orgs/{orgId}/tickets/{ticketId}",
  "GET /api/orgs/{orgId}/tickets/{ticketId}/comments",
  "POST /api/orgs/{orgId}/tickets/{ticketId}/comments",
  "POST /api/orgs/{orgId}/sign-ins",
  "GET /api/orgs/{orgId}/me/violations",
  "GET /api/orgs/{orgId}/me/violations/{violationId}",
  "POST /api/orgs/{orgId}/me/violations/{violationId}/replies",
  "POST /api/orgs/{orgId}/me/violations/{violationId}/photos",
  "GET /api/orgs/{orgId}/violations/{violationId}/photos/{photoId}",
  "GET /api/orgs/{orgId}/me/violations/{violationId}/letters/{entryId}/pdf",
  "GET /api/orgs/{orgId}/me/architectural-requests",
  "GET /api/orgs/{orgId}/me/architectural-requests/{requestId}",
  "POST /api/orgs/{orgId}/me/architectural-requests",
  "PATCH /api/orgs/{orgId}/me/architectural-requests/{requestId}",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/submit",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/withdraw",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/reconsideration",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/attachments",
  "GET /api/orgs/{orgId}/architectural-requests/{requestId}/attachments/{fileId}",
  "GET /api/orgs/{orgId}/me/architectural-requests/{requestId}/letters/{entryId}/pdf",
  "GET /api/orgs/{orgId}/amenities",
  "GET /api/orgs/{orgId}/amenities/{amenityId}",
  "GET /api/orgs/{orgId}/amenities/{amenityId}/calendar",
  "GET /api/orgs/{orgId}/me/bookings",
  "POST /api/orgs/{orgId}/me/bookings",
  "GET /api/orgs/{orgId}/me/bookings/{bookingId}",
  "POST /api/orgs/{orgId}/me/bookings/{bookingId}/cancel",
  "GET /api/orgs/{orgId}/me/bookings/{bookingId}/ics",
  // The elections whose ballots went out, and their results once the inspector certified them.
  "GET /api/orgs/{orgId}/me/elections",
  "GET /api/orgs/{orgId}/me/elections/{electionId}",
  "POST /api/orgs/{orgId}/me/elections/{electionId}/proxies",
  "GET /api/orgs/{orgId}/me/elections/{electionId}/proxies",
  "DELETE /api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}",
  "POST /api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}/ballot",
  "GET /api/orgs/{orgId}/me/elections/{electionId}/properties",
  "GET /api/orgs/{orgId}/me/elections/{electionId}/proxy-holders",
  // A director election's nominations: an owner nominates and reads their own.
  "POST /api/orgs/{orgId}/me/elections/{electionId}/nominations",
  "GET /api/orgs/{orgId}/me/elections/{electionId}/nominations",
  ...HOUSEHOLD_READS,
];

/** Member writes whose empty body is a valid request: the data answers (no such item). */
const MEMBER_WRITES_WITHOUT_REQUIRED_FIELDS = [
  "PATCH /api/orgs/{orgId}/me/residents/{residentId}",
  "POST /api/orgs/{orgId}/documents/{documentId}/links",
  "POST /api/orgs/{orgId}/inbox/{announcementId}/read",
  "POST /api/orgs/{orgId}/media/albums/{albumId}/links",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/submit",
  "POST /api/orgs/{orgId}/me/architectural-requests/{requestId}/withdraw",
  "POST /api/orgs/{orgId}/me/bookings/{bookingId}/cancel",
  "DELETE /api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}",
];

/** Member writes whose body is a file: JSON is not one, so their checks answer 415. */
const MEMBER_FILE_WRITES = ["POST /api/orgs/{orgId}/me/violations/{violationId}/photos"];

/** Reads whose query has a required part: without it, their checks answer 400. */
const READS_NEEDING_A_QUERY = [
  "GET /api/orgs/{orgId}/events/calendar",
  "GET /api/orgs/{orgId}/amenities/{amenityId}/calendar",
];

async function member(orgId: string, role: "admin" | "member" | "resident"): Promise<string> {
  const uid = uniqueUid();
  await db.firestore
    .doc(`users/${uid}/roles/roles`)
    .set({ orgId, role, permissions: role === "admin" ? ["admin"] : [] });
  return uid;
}

/** What a caller the guard lets in gets from a request without data (`request`). */
function ownChecksAnswer(operation: Operation): number {
  // A path naming an item (`{propertyId}` left in) reaches the data, which has no such item.
  const namesItem = /\{(?!orgId\})[^}]+\}/u.test(operation.path);
  const route = `${operation.method} ${operation.path}`;
  const write =
    [...MEMBER_WRITES, ...READS_NEEDING_A_QUERY].includes(route) &&
    !MEMBER_WRITES_WITHOUT_REQUIRED_FIELDS.includes(route);
  if (MEMBER_FILE_WRITES.includes(route)) return 415;
  return write ? 400 : namesItem ? 404 : 200;
}

function request(operation: Operation, orgId: string, token: string | null, search = "") {
  return call(db.api, `${operation.path.replace("{orgId}", orgId)}${search}`, {
    method: operation.method,
    token,
    // With a body and a version, the guard rather than the envelope answers.
    ...(operation.takesBody ? { body: {}, headers: { "if-match": '"1"' } } : {}),
  });
}

describe("the organization guard, on every route of the OpenAPI document under /api/orgs/{orgId}", () => {
  it("covers the organization, its members, its invitations, its directory and its audit trail", async () => {
    const operations = await organizationOperations();
    expect(operations.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/orgs/{orgId}",
        "PATCH /api/orgs/{orgId}",
        "GET /api/orgs/{orgId}/members",
        "PATCH /api/orgs/{orgId}/members/{memberId}",
        "DELETE /api/orgs/{orgId}/members/{memberId}",
        "GET /api/orgs/{orgId}/invitations",
        "POST /api/orgs/{orgId}/invitations",
        "GET /api/orgs/{orgId}/invitations/summary",
        "POST /api/orgs/{orgId}/invitations/{invitationId}/resend",
        "POST /api/orgs/{orgId}/invitations/{invitationId}/revoke",
        "GET /api/orgs/{orgId}/audit",
        "GET /api/orgs/{orgId}/properties",
        "POST /api/orgs/{orgId}/properties",
        "POST /api/orgs/{orgId}/properties/import",
        "GET /api/orgs/{orgId}/properties/{propertyId}",
        "PATCH /api/orgs/{orgId}/properties/{propertyId}",
        "DELETE /api/orgs/{orgId}/properties/{propertyId}",
        "GET /api/orgs/{orgId}/residents",
        "POST /api/orgs/{orgId}/residents",
        "POST /api/orgs/{orgId}/residents/import",
        "GET /api/orgs/{orgId}/residents/{residentId}",
        "PATCH /api/orgs/{orgId}/residents/{residentId}",
        "DELETE /api/orgs/{orgId}/residents/{residentId}",
        "GET /api/orgs/{orgId}/documents",
        "POST /api/orgs/{orgId}/documents",
        "POST /api/orgs/{orgId}/documents/uploads",
        "GET /api/orgs/{orgId}/documents/{documentId}",
        "PATCH /api/orgs/{orgId}/documents/{documentId}",
        "DELETE /api/orgs/{orgId}/documents/{documentId}",
        "POST /api/orgs/{orgId}/documents/{documentId}/versions",
        "POST /api/orgs/{orgId}/documents/{documentId}/links",
        "GET /api/orgs/{orgId}/media/albums",
        "POST /api/orgs/{orgId}/media/uploads",
        "PUT /api/orgs/{orgId}/media/uploads/{uploadId}/parts/{number}",
        "POST /api/orgs/{orgId}/media/albums/{albumId}/links",
        "GET /api/orgs/{orgId}/violations/{violationId}/letters/{entryId}/pdf",
        "GET /api/orgs/{orgId}/me/violations/{violationId}/letters/{entryId}/pdf",
        "GET /api/orgs/{orgId}/elections/settings",
        "PUT /api/orgs/{orgId}/elections/settings",
        "GET /api/orgs/{orgId}/elections",
        "POST /api/orgs/{orgId}/elections",
        "GET /api/orgs/{orgId}/elections/{electionId}",
        "PATCH /api/orgs/{orgId}/elections/{electionId}",
        "POST /api/orgs/{orgId}/elections/{electionId}/open",
        "POST /api/orgs/{orgId}/elections/{electionId}/reconvene",
        "GET /api/orgs/{orgId}/me/elections",
        "GET /api/orgs/{orgId}/me/elections/{electionId}",
        "POST /api/orgs/{orgId}/me/elections/{electionId}/proxies",
        "GET /api/orgs/{orgId}/me/elections/{electionId}/proxies",
        "DELETE /api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}",
        "POST /api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}/ballot",
        "GET /api/orgs/{orgId}/me/elections/{electionId}/properties",
        "GET /api/orgs/{orgId}/me/elections/{electionId}/proxy-holders",
        "POST /api/orgs/{orgId}/elections/{electionId}/nominations/open",
        "GET /api/orgs/{orgId}/elections/{electionId}/nominations",
        "POST /api/orgs/{orgId}/elections/{electionId}/nominations/{nominationId}/accept",
        "POST /api/orgs/{orgId}/elections/{electionId}/nominations/{nominationId}/decline",
        "POST /api/orgs/{orgId}/me/elections/{electionId}/nominations",
        "GET /api/orgs/{orgId}/me/elections/{electionId}/nominations",
      ]),
    );
  });

  it("answers 401 without a token", async () => {
    for (const operation of await organizationOperations()) {
      const response = await request(operation, "maple", null);
      expect(response.status, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  it("answers 403 to a user of another organization, and to a user of none, saying nothing of it", async () => {
    await db.firestore.doc("orgs/guarded").set({ name: "Guarded HOA", version: 1 });
    const outsider = await member("elsewhere", "admin");
    const nobody = uniqueUid();
    for (const operation of await organizationOperations()) {
      const answers = await Promise.all([
        request(operation, "guarded", `valid:${outsider}`),
        request(operation, "no-such-organization", `valid:${outsider}`),
        request(operation, "guarded", `valid:${nobody}`),
        // A list reads alongside the guard; its query's own 400 still comes second.
        request(operation, "guarded", `valid:${outsider}`, "?sort=nonsense&limit=0&cursor=x"),
      ]);
      for (const answer of answers) {
        expect(answer, `${operation.method} ${operation.path}`).toMatchObject({
          status: 403,
          body: { error: apiMessages.organizationForbidden },
        });
      }
    }
  });

  it("lets a member read what members may see and refuses them the rest", async () => {
    await db.firestore.doc("orgs/readers").set({ name: "Readers HOA", version: 1 });
    const reader = await member("readers", "member");
    for (const operation of await organizationOperations()) {
      const response = await request(operation, "readers", `valid:${reader}`);
      if (operation.adminOnly) {
        expect(response, `${operation.method} ${operation.path}`).toMatchObject({
          status: 403,
          body: { error: apiMessages.organizationAdminOnly },
        });
        const badQuery = await request(operation, "readers", `valid:${reader}`, "?sort=nonsense");
        expect(badQuery, `${operation.method} ${operation.path}?sort=nonsense`).toMatchObject({
          status: 403,
          body: { error: apiMessages.organizationAdminOnly },
        });
      } else {
        expect(response.status, `${operation.method} ${operation.path}`).toBe(
          ownChecksAnswer(operation),
        );
      }
    }
  });

  it("lets a resident through to the portal's routes only, and refuses them the board's", async () => {
    await db.firestore.doc("orgs/portal").set({ name: "Portal HOA", version: 1 });
    const resident = await member("portal", "resident");
    const operations = await organizationOperations();
    expect(operations.filter((operation) => operation.forResidents)).toHaveLength(
      RESIDENT_ROUTES.length,
    );
    for (const operation of operations) {
      const route = `${operation.method} ${operation.path}`;
      const response = await request(operation, "portal", `valid:${resident}`);
      if (operation.forResidents) {
        expect(response.status, route).toBe(ownChecksAnswer(operation));
        continue;
      }
      const refusal = {
        status: 403,
        body: {
          error: operation.adminOnly
            ? apiMessages.organizationAdminOnly
            : apiMessages.organizationBoardOnly,
        },
      };
      expect(response, route).toMatchObject(refusal);
      const badQuery = await request(operation, "portal", `valid:${resident}`, "?sort=nonsense");
      expect(badQuery, `${route}?sort=nonsense`).toMatchObject(refusal);
    }
  });

  it("lets an administrator through to the request's own checks", async () => {
    await db.firestore.doc("orgs/admins").set({ name: "Admins HOA", version: 1 });
    const administrator = await member("admins", "admin");
    for (const operation of await organizationOperations()) {
      const response = await request(operation, "admins", `valid:${administrator}`);
      expect(response.status, `${operation.method} ${operation.path}`).not.toBe(403);
      expect(response.status, `${operation.method} ${operation.path}`).toBeLessThan(500);
    }
  });
});

describe("ids Firestore cannot store, on every route of the OpenAPI document with a path parameter", () => {
  const unstorable = ["__proto__", "__name__", "a%2Fb", "x".repeat(1_501)];

  it("answers 404 before anything reaches Firestore, with a token or without", async () => {
    const document = (await openApiDocument(db.api)) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const admin = await member("ids", "admin");
    const routes = Object.entries(document.paths).filter(([path]) => path.includes("{"));
    expect(routes.length).toBeGreaterThan(20);
    for (const [path, operations] of routes) {
      const params = [...path.matchAll(/\{(\w+)\}/gu)].map((match) => match[1] ?? "");
      for (const [method, operation] of Object.entries(operations)) {
        for (const param of params) {
          for (const id of unstorable) {
            const url = params.reduce(
              (built, name) =>
                built.replace(`{${name}}`, name === param ? id : name === "orgId" ? "ids" : "x1"),
              path,
            );
            for (const token of [`valid:${admin}`, null]) {
              const response = await call(db.api, url, {
                method: method.toUpperCase(),
                token,
                ...(operation.requestBody !== undefined ? { body: {} } : {}),
              });
              expect(response.status, `${method} ${path} with ${param} ${id.slice(0, 20)}`).toBe(
                404,
              );
            }
          }
        }
      }
    }
  });
});
