import { http, HttpResponse } from "msw";
import { server } from "../../test/api-server";
import { openConsoleAs, TEST_ORG } from "../../test/render-app";
import type { PropertyAccount } from "../../api/get-property-account";
import type { Resident } from "../../api/list-residents";
import type { InboxItem } from "../announcements/api/inbox";
import type { LedgerEntry } from "../billing/api/billing";
import type { CommunityDocument } from "../documents/api/list-documents";
import type { CommunityEvent } from "../events/api/list-events";
import type { Rsvp } from "../events/api/list-rsvps";
import type { Ticket } from "../support/api/list-tickets";
import { bookingHandlers, type BookingWorld } from "./bookings/booking-fixtures";
import type {
  OwnViolation,
  Violation,
  ViolationTimelineEntry,
} from "./violations/api/own-violations";

const ORG = `*/api/orgs/${TEST_ORG.id}`;
const page = (items: unknown[]) => HttpResponse.json({ data: { items, nextCursor: null } });
const notFound = (error: string) => HttpResponse.json({ error }, { status: 404 });

export const inboxItem: InboxItem = {
  id: "a1",
  title: "Water off Tuesday",
  message: "From 9 to 11.",
  priority: "Urgent",
  audience: "All Residents",
  publishedAt: "2026-11-20T17:00:00.000Z",
  from: "Dana Admin",
  read: false,
};

export const communityEvent: CommunityEvent = {
  id: "e1",
  title: "Annual meeting",
  type: "Community Meeting",
  location: "Clubhouse",
  date: "2026-12-05",
  time: "18:30",
  timeZone: "America/New_York",
  startsAt: "2026-12-05T23:30:00.000Z",
  maxAttendees: null,
  description: "Budget and elections.",
  status: "scheduled",
  cancelledAt: null,
  going: 3,
  waitlisted: 0,
  notGoing: 0,
  seatsLeft: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  version: 1,
};

const admin = { uid: "admin", name: "Dana Admin" };
const pdf = {
  number: 1,
  fileName: "pool-rules.pdf",
  contentType: "application/pdf" as const,
  sizeBytes: 120_000,
  uploadedAt: "2026-11-11T17:00:00.000Z",
  uploadedBy: admin,
};

export const communityDocument: CommunityDocument = {
  id: "d1",
  title: "Pool rules",
  category: "policies",
  description: "Hours and guests.",
  visibility: "members",
  current: pdf,
  versions: [pdf],
  createdBy: admin,
  createdAt: "2026-11-11T17:00:00.000Z",
  updatedAt: "2026-11-11T17:00:00.000Z",
  version: 1,
};

export const ownTicket: Ticket = {
  id: "t1",
  number: 7,
  subject: "Gate code does not work",
  description: "Since Monday.",
  from: { residentId: "r1", name: "Rae Resident" },
  status: "open",
  priority: "medium",
  assignee: null,
  createdBy: { uid: "resident", name: "Rae Resident" },
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  resolvedAt: null,
  version: 1,
};

/** The signed-in resident's own record. */
export const ownResident: Resident = {
  id: "r1",
  name: "Rae Resident",
  email: "rae@example.com",
  phone: "+15035550142",
  propertyId: "p1",
  address: "12 Oak Lane",
  unit: "",
  relationship: "Owner",
  boardMember: false,
  status: "Active",
  privacy: { hideEmail: false, hidePhone: true },
  emailOptOut: false,
  reminderOptOut: false,
  accountUid: "resident",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  version: 3,
};

const coResident: Resident = {
  ...ownResident,
  id: "r2",
  name: "Sam Resident",
  email: null,
  phone: null,
  relationship: "Tenant",
  accountUid: null,
};

export const propertyAccount: PropertyAccount = {
  propertyId: "p1",
  address: "12 Oak Lane",
  unit: "",
  archived: false,
  balanceCents: 12_500,
  creditCents: 0,
  aging: { current: 12_500, days30: 0, days60: 0, days90: 0 },
  oldestDueDate: "2026-11-01",
  delinquent: false,
  type: "Single family",
  entryCount: 2,
  openCharges: [{ entryId: "l2", dueDate: "2026-11-01", openCents: 12_500 }],
  asOf: "2026-11-26",
  billTo: { names: ["Rosa Diaz"], mailingAddress: "12 Oak Lane" },
};

const entry = (fields: Partial<LedgerEntry> & Pick<LedgerEntry, "id" | "seq">): LedgerEntry => ({
  propertyId: "p1",
  kind: "assessment",
  amountCents: 25_000,
  balanceAfterCents: 25_000,
  date: "2026-10-01",
  dueDate: "2026-10-01",
  period: "2026-10",
  method: null,
  reference: "",
  memo: "",
  reverses: null,
  reversedBy: null,
  allocations: [],
  createdAt: "2026-10-01T00:00:00.000Z",
  createdBy: "system",
  ...fields,
});

export const ledger: LedgerEntry[] = [
  entry({ id: "l1", seq: 1 }),
  entry({
    id: "l2",
    seq: 2,
    kind: "payment",
    amountCents: -12_500,
    balanceAfterCents: 12_500,
    date: "2026-10-15",
    dueDate: null,
    period: null,
    method: "check",
    reference: "Check 1001",
  }),
];

const violation = (fields: Partial<Violation> & Pick<Violation, "id" | "number">): Violation => ({
  status: "noticed",
  outcome: null,
  propertyId: "p1",
  propertyLabel: "12 Oak Lane",
  category: {
    id: "c1",
    name: "Fence repair",
    rule: "CC&R Article 4.2: fences are kept in good repair",
    cureDays: 10,
    fine: "100.00",
  },
  description: "Fence boards missing along the street",
  location: "Front yard",
  observedOn: "2026-11-18",
  reportedBy: admin,
  ruleSet: { id: "california", version: "2026-01" },
  noticedAt: "2026-11-19T17:00:00.000Z",
  cureBy: "2026-11-29",
  hearing: null,
  decision: null,
  appeal: null,
  photos: [],
  fined: "0.00",
  closedAt: null,
  createdAt: "2026-11-18T17:00:00.000Z",
  updatedAt: "2026-11-19T17:00:00.000Z",
  version: 2,
  ...fields,
});

const step = (
  fields: Partial<ViolationTimelineEntry> & Pick<ViolationTimelineEntry, "id" | "step" | "summary">,
): ViolationTimelineEntry => ({
  at: "2026-11-18T17:00:00.000Z",
  by: admin,
  note: "",
  letter: null,
  ledgerEntryId: null,
  ...fields,
});

/** A courtesy notice with its cure period running, its letter sent. */
export const noticedViolation: OwnViolation = {
  violation: violation({ id: "v3", number: 3 }),
  timeline: [
    step({
      id: "0001",
      step: "reported",
      summary: "Reported by Dana Admin: Fence repair, seen 2026-11-18",
    }),
    step({
      id: "0002",
      step: "courtesyNotice",
      at: "2026-11-19T17:00:00.000Z",
      summary: "Courtesy notice sent to rae@example.com; cure by 2026-11-29",
      letter: {
        title: "Courtesy notice: Fence repair at 12 Oak Lane",
        paragraphs: [
          "On Wednesday, November 18, 2026, Maple Grove HOA noted the following at 12 Oak Lane: Fence boards missing along the street (Front yard).",
          "Please correct it by Sunday, November 29, 2026. If it is corrected by then, nothing more will be done.",
        ],
        citation: "CC&R Article 4.2: fences are kept in good repair",
        sentTo: ["rae@example.com"],
      },
    }),
  ],
};

/** A hearing noticed, with its date, time and place. */
export const hearingViolation: OwnViolation = {
  violation: violation({
    id: "v2",
    number: 2,
    status: "hearing",
    category: {
      id: "c2",
      name: "Parking",
      rule: "Rules 7: no parking on lawns",
      cureDays: 0,
      fine: "50.00",
    },
    hearing: {
      at: "2026-12-09T03:00:00.000Z",
      date: "2026-12-08",
      time: "19:00",
      location: "Clubhouse",
      noticedAt: "2026-11-20T17:00:00.000Z",
    },
    cureBy: null,
  }),
  timeline: [],
};

/** Cured and closed: its outcome, and no more replies. */
export const closedViolation: OwnViolation = {
  violation: violation({
    id: "v1",
    number: 1,
    status: "closed",
    outcome: "cured",
    category: {
      id: "c3",
      name: "Trash cans",
      rule: "Rules 3: cans out of sight",
      cureDays: 7,
      fine: "25.00",
    },
    cureBy: "2026-10-10",
    closedAt: "2026-10-08T17:00:00.000Z",
  }),
  timeline: [
    step({ id: "0001", step: "reported", summary: "Reported by Dana Admin: Trash cans" }),
    step({ id: "0002", step: "cured", summary: "Marked cured: closed with no fine" }),
  ],
};

/**
 * What `openPortalAs` can be told of the household's violations and bookings (none unless given;
 * the amenities are the clubhouse and the pool unless given).
 */
export interface PortalOptions {
  violations?: readonly OwnViolation[];
  bookings?: BookingWorld;
}

/**
 * The household's violations, as `/me/violations` answers them: the list, one with its timeline
 * (404 for any other), and a reply added to its timeline (400 without a message, 409 once closed).
 */
function violationHandlers(initial: readonly OwnViolation[]) {
  const records = initial.map((record) => ({ ...record, timeline: [...record.timeline] }));
  const find = (id: unknown) => records.find((record) => record.violation.id === id);
  return [
    http.get(`${ORG}/me/violations`, () =>
      HttpResponse.json({ data: records.map((record) => record.violation) }),
    ),
    http.get(`${ORG}/me/violations/:violationId`, ({ params }) => {
      const found = find(params.violationId);
      return found ? HttpResponse.json({ data: found }) : notFound("Violation not found");
    }),
    http.post(`${ORG}/me/violations/:violationId/replies`, async ({ params, request }) => {
      const found = find(params.violationId);
      if (!found) return notFound("Violation not found");
      if (found.violation.status === "closed") {
        return HttpResponse.json({ error: "This violation is closed" }, { status: 409 });
      }
      const body = (await request.json()) as { kind: string; message: string };
      if (body.message.trim() === "") {
        return HttpResponse.json(
          { error: "Write your message", fields: { message: "Write your message" } },
          { status: 400 },
        );
      }
      const entry = step({
        id: String(found.timeline.length + 1).padStart(4, "0"),
        step: "reply",
        at: "2026-11-22T12:00:00.000Z",
        by: { uid: "resident", name: "Rae Resident" },
        summary: `${body.kind === "extensionRequest" ? "Asked for more time" : "Replied"}: Rae Resident`,
        note: body.message,
      });
      found.timeline.push(entry);
      return HttpResponse.json({ data: entry }, { status: 201 });
    }),
  ];
}

/**
 * The console's tests' API as a resident of the test organization finds it: their inbox, the
 * events with their own reply, the documents members may see, their own tickets, their household
 * (`/me`, one property with a co-resident) with its balance and ledger, and the edit of their own
 * record, the household's violations (`options.violations`, none unless given), and the amenity
 * bookings (`options.bookings`; answers `bookings.fill` to take a slot's last place meanwhile).
 */
export function openPortalAs(url: string, options: PortalOptions = {}) {
  const bookings = bookingHandlers(options.bookings);
  let rsvp: Rsvp | null = null;
  let tickets = [ownTicket];
  let resident = ownResident;
  server.use(
    http.get(`${ORG}/me`, () =>
      HttpResponse.json({
        data: {
          residents: [resident],
          properties: [
            { id: "p1", address: "12 Oak Lane", unit: "", residents: [resident, coResident] },
          ],
        },
      }),
    ),
    http.patch(`${ORG}/me/residents/r1`, async ({ request }) => {
      if (request.headers.get("If-Match") !== `"${resident.version}"`) {
        return HttpResponse.json({ error: "Changed meanwhile." }, { status: 412 });
      }
      const changes = (await request.json()) as Partial<Resident>;
      resident = { ...resident, ...changes, version: resident.version + 1 };
      return HttpResponse.json({ data: resident });
    }),
    // Another household's property is not found, as the server answers it.
    http.get(`${ORG}/billing/properties/:propertyId`, ({ params }) =>
      params.propertyId === "p1"
        ? HttpResponse.json({ data: propertyAccount })
        : notFound("Property not found."),
    ),
    http.get(`${ORG}/billing/properties/:propertyId/ledger`, ({ params }) =>
      params.propertyId === "p1" ? page(ledger) : notFound("Property not found."),
    ),
    http.get(`${ORG}/inbox`, () => page([inboxItem])),
    http.get(`${ORG}/inbox/:id`, ({ params }) =>
      params.id === inboxItem.id ? HttpResponse.json({ data: inboxItem }) : notFound("Not found"),
    ),
    http.post(`${ORG}/inbox/:id/read`, ({ params }) =>
      HttpResponse.json({ data: { id: params.id, read: true } }),
    ),
    http.get(`${ORG}/events`, () => page([communityEvent])),
    http.get(`${ORG}/events/calendar`, ({ request }) =>
      HttpResponse.json({
        data: {
          month: new URL(request.url).searchParams.get("month"),
          timeZone: "America/New_York",
          items: [communityEvent],
        },
      }),
    ),
    http.get(`${ORG}/events/e1`, () => HttpResponse.json({ data: communityEvent })),
    http.get(`${ORG}/events/e1/rsvp`, () => HttpResponse.json({ data: { rsvp } })),
    http.put(`${ORG}/events/e1/rsvp`, async ({ request }) => {
      const body = (await request.json()) as { response: "going" | "notGoing"; guests: string };
      const guests = Number(body.guests);
      rsvp = {
        id: "resident-r1",
        kind: "resident",
        residentId: "r1",
        uid: null,
        name: "Rae Resident",
        response: body.response,
        guests,
        seats: body.response === "going" ? guests + 1 : 0,
        status: body.response,
        waitlistPosition: null,
        respondedAt: "2026-11-22T12:00:00.000Z",
      };
      return HttpResponse.json({ data: { rsvp, event: { ...communityEvent, going: 4 } } });
    }),
    http.get(`${ORG}/documents`, () => page([communityDocument])),
    http.get(`${ORG}/documents/d1`, () => HttpResponse.json({ data: communityDocument })),
    http.get(`${ORG}/tickets`, () => page(tickets)),
    http.get(`${ORG}/tickets/summary`, () =>
      HttpResponse.json({ data: { open: tickets.length, inProgress: 0, resolved: 0 } }),
    ),
    http.post(`${ORG}/tickets`, async ({ request }) => {
      const body = (await request.json()) as { subject: string };
      const created = { ...ownTicket, id: "t2", number: 8, subject: body.subject };
      tickets = [created, ...tickets];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(`${ORG}/tickets/:ticketId`, ({ params }) => {
      const found = tickets.find((ticket) => ticket.id === params.ticketId);
      return found ? HttpResponse.json({ data: found }) : notFound("Ticket not found.");
    }),
    http.get(`${ORG}/tickets/:ticketId/comments`, () => page([])),
    ...violationHandlers(options.violations ?? []),
    ...bookings.handlers,
  );
  return { ...openConsoleAs("resident", url), bookings };
}
