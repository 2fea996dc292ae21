import {
  AMENITY_DAY_LABELS,
  BOOKING_LIST_ORDER,
  BOOKING_STATUS_LABELS,
  amenityHoursProblem,
  amenityMessages as m,
  bookingWords,
  cancellationRefund,
  checkBookingTime,
  checkHouseholdLimits,
  depositRelease,
  minutesOf,
  slotId,
  slotWords,
  slotsOn,
  type AdminBookingRequest,
  type AmenityDraft,
  type ApproveBookingRequest,
  type BlockRequest,
  type CalendarQuery,
  type CancelBookingRequest,
  type DeclineBookingRequest,
  type ReleaseDepositRequest,
  type ResidentBookingRequest,
  type UpdateAmenityRequest,
} from "@hoa/validation/amenities";
import {
  ARCHIVED_STATUS,
  AUDITED_FIELDS,
  ROLES,
  addDays,
  formatCents,
  instantIn,
  localDateIn,
  parseCents,
  type TimeZone,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { queueMail, type MailMessage } from "../../mail/queue.js";
import { writeAuditEntry } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import {
  changeItem,
  createItem,
  deleteItem,
  readItem,
  updateItem,
  type ItemChange,
  type ItemCollection,
} from "../../platform/items.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { text } from "../../platform/stored-values.js";
import { runTransaction } from "../../platform/transactions.js";
import { preparePostings, type Posting } from "../billing/postings.js";
import { membersCollection } from "../members/documents.js";
import { organizationZone } from "../organizations/documents.js";
import { propertyRef } from "../properties/store.js";
import { linkedResidents, linkedResidentsIn } from "../residents/accounts.js";
import { residentsCollection } from "../residents/documents.js";
import {
  amenitiesCollection,
  amenityFromData,
  amenityRef,
  bookingFromData,
  bookingRef,
  bookingsCollection,
  slotBookingsOf,
  slotsCollection,
  toAmenity,
  toBooking,
  usageRef,
  type Amenity,
  type AmenityCalendar,
  type Booking,
  type SlotBooking,
} from "./documents.js";
import {
  bookingAwaitsApprovalEmail,
  bookingCancelledEmail,
  bookingConfirmedEmail,
  bookingDeclinedEmail,
  bookingQueueLink,
  bookingRequestedEmail,
  depositReleasedEmail,
  portalBookingsLink,
} from "./email.js";

const amenityNotFound = () => new ApiError(404, m.notFound);
const bookingNotFound = () => new ApiError(404, m.bookingNotFound);
const refused = (field: string, message: string) =>
  new ApiError(400, message, {}, { [field]: message });

/** "1 a day, 2 a week" (or "None"): an amenity's household limits as the audit trail tells them. */
function limitsWords(limits: Amenity["limits"]): string {
  const words = [
    limits.perDay === null ? null : `${limits.perDay} a day`,
    limits.perWeek === null ? null : `${limits.perWeek} a week`,
    limits.perMonth === null ? null : `${limits.perMonth} a month`,
  ].filter((word): word is string => word !== null);
  return words.length === 0 ? "None" : words.join(", ");
}

const amenityItems: ItemCollection<Amenity> = {
  ref: amenityRef,
  toItem: toAmenity,
  notFound: amenityNotFound,
  audit: {
    resource: "amenities",
    fields: AUDITED_FIELDS.amenities,
    describe: (amenity) => ({
      label: amenity.name,
      state: {
        ...amenity,
        days: amenity.days.map((day) => AMENITY_DAY_LABELS[day]).join(", "),
        limits: limitsWords(amenity.limits),
        fee: formatCents(parseCents(amenity.fee) ?? 0),
        deposit: formatCents(parseCents(amenity.deposit) ?? 0),
        // The terms' text is long: its change is told by its version.
        terms: undefined,
      },
    }),
  },
};

/** An amenity's fields as stored: amounts in cents. */
function storedAmenity(draft: AmenityDraft) {
  const { fee, deposit, ...fields } = draft;
  return { ...fields, feeCents: parseCents(fee) ?? 0, depositCents: parseCents(deposit) ?? 0 };
}

/** The amenities by name; a resident sees those taking bookings only. */
export async function listAmenities(
  data: DataContext,
  access: OrganizationAccess,
): Promise<Amenity[]> {
  const snapshot = await data.call(
    amenitiesCollection(data.db, access.orgId).orderBy("name").limit(200).get(),
  );
  const amenities = snapshot.docs.map(toAmenity);
  return access.isResident ? amenities.filter((amenity) => amenity.active) : amenities;
}

/** One amenity (404; to a resident, also for one not taking bookings). */
export async function getAmenity(
  data: DataContext,
  orgId: string,
  id: string,
  access: OrganizationAccess,
): Promise<Amenity> {
  const amenity = await readItem(data, amenityItems, orgId, id);
  if (access.isResident && !amenity.active) throw amenityNotFound();
  return amenity;
}

export const createAmenity = (
  data: DataContext,
  orgId: string,
  draft: AmenityDraft,
  actor: Caller,
): Promise<Amenity> =>
  createItem(
    data,
    amenityItems,
    { orgId, actor },
    amenitiesCollection(data.db, orgId),
    { ...storedAmenity(draft), termsVersion: 1 },
    amenityFromData,
  );

/** Bookings of the amenity still to start and held (awaiting approval or confirmed), a few. */
async function upcomingBookings(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  amenityId: string,
): Promise<Booking[]> {
  const found = await transaction.get(
    bookingsCollection(data.db, orgId)
      .where("amenity.id", "==", amenityId)
      .where("startsAt", ">", Timestamp.fromDate(data.clock.now()))
      .orderBy("startsAt")
      .limit(50),
  );
  return found.docs
    .map(toBooking)
    .filter((booking) => booking.status === "pending" || booking.status === "confirmed");
}

/**
 * Changes an amenity made to its version: the hours are checked with its other fields (400), a
 * new text of the terms moves `termsVersion` on, and the slots' layout (length, opening and
 * closing times) cannot change while bookings to come hold slots of the old one (409).
 */
export function updateAmenity(
  data: DataContext,
  target: ItemChange,
  changes: UpdateAmenityRequest,
): Promise<Amenity> {
  return updateItem(data, amenityItems, target, async (current, transaction) => {
    const merged = { ...current, ...definedOnly(changes) };
    const problem = amenityHoursProblem(merged);
    if (problem) {
      throw refused(problem === m.closesBeforeOpens ? "closes" : "slotMinutes", problem);
    }
    const layoutChanged =
      merged.slotMinutes !== current.slotMinutes ||
      merged.opens !== current.opens ||
      merged.closes !== current.closes;
    if (
      layoutChanged &&
      (await upcomingBookings(data, transaction, target.orgId, current.id)).length > 0
    ) {
      throw new ApiError(409, amenitySlotsFixed);
    }
    const termsVersion =
      merged.terms === current.terms ? current.termsVersion : current.termsVersion + 1;
    const next: Amenity = { ...merged, termsVersion };
    const { id: _id, version: _version, createdAt: _c, updatedAt: _u, ...fields } = next;
    return { next, fields: { ...storedAmenity(fields), termsVersion } };
  });
}

/** The 409 of a change of slots while bookings to come hold the old ones. */
export const amenitySlotsFixed =
  "This amenity has bookings to come, so its slot length and hours cannot change. Cancel them first, or add a new amenity";

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;

/** Deletes an amenity that never had a booking; one with bookings is set inactive instead (409). */
export function deleteAmenity(data: DataContext, target: ItemChange): Promise<{ id: string }> {
  return deleteItem(data, amenityItems, target, async (transaction, current) => {
    const any = await transaction.get(
      bookingsCollection(data.db, target.orgId).where("amenity.id", "==", current.id).limit(1),
    );
    if (!any.empty) throw new ApiError(409, m.hasBookings);
  });
}

// ---------------------------------------------------------------------------------------------
// Bookings

const bookingItems: ItemCollection<Booking> = {
  ref: bookingRef,
  toItem: toBooking,
  notFound: bookingNotFound,
  audit: {
    resource: "bookings",
    fields: [],
    describe: (booking) => ({ label: labelOf(booking), state: {} }),
  },
};

/** "Clubhouse booking, Sat 12 Dec 2026 6:00 PM for 10 Oak Lane, 2" (blocked: "...: blocked"). */
const labelOf = (
  booking: Pick<Booking, "amenity" | "date" | "start" | "kind" | "propertyLabel">,
) =>
  booking.kind === "block"
    ? `${booking.amenity.name}, ${slotWords(booking.date, booking.start)}: blocked`
    : `${bookingWords(booking.amenity.name, booking.date, booking.start)} for ${booking.propertyLabel}`;

const person = (actor: Caller) => ({ uid: actor.uid, name: nameOf(actor, actor.uid) });

export const bookingListDefinition: ListDefinition<Booking> = {
  sorts: { startsAt: "startsAt" },
  order: BOOKING_LIST_ORDER,
  filters: { status: "status", amenityId: "amenity.id", propertyId: "propertyId" },
  searchable: false,
  toItem: toBooking,
};

export const listBookings = (data: DataContext, orgId: string, query: ListQuery) =>
  listPage(data, bookingsCollection(data.db, orgId), bookingListDefinition, query);

export const getBooking = (data: DataContext, orgId: string, id: string) =>
  readItem(data, bookingItems, orgId, id);

/** The properties of the caller's household: those of the residents linked to their account. */
const householdsOf = (residents: readonly { propertyId: string }[]) => [
  ...new Set(residents.map((resident) => resident.propertyId)),
];

/** The bookings of the caller's household, latest slot first (100 a property). */
export async function listOwnBookings(
  data: DataContext,
  access: OrganizationAccess,
): Promise<Booking[]> {
  const properties = householdsOf(await linkedResidents(data, access));
  const pages = await Promise.all(
    properties.map((propertyId) =>
      data.call(
        bookingsCollection(data.db, access.orgId)
          .where("propertyId", "==", propertyId)
          .orderBy("startsAt", "desc")
          .limit(100)
          .get(),
      ),
    ),
  );
  return pages
    .flatMap((page) => page.docs.map(toBooking))
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}

/** One of the caller's household's bookings; any other is 404. */
export async function getOwnBooking(
  data: DataContext,
  access: OrganizationAccess,
  id: string,
): Promise<Booking> {
  if (!isDocumentId(id)) throw bookingNotFound();
  const [booking, residents] = await Promise.all([
    getBooking(data, access.orgId, id),
    linkedResidents(data, access),
  ]);
  if (booking.kind !== "booking" || !householdsOf(residents).includes(booking.propertyId)) {
    throw bookingNotFound();
  }
  return booking;
}

/** What a slot's document says of its bookings, and whether one more fits. */
function slotState(stored: DocumentData | undefined, capacity: number) {
  const entries = slotBookingsOf(stored);
  const blocked = entries.some((entry) => entry.kind === "block");
  const taken = blocked ? capacity : entries.length;
  return { entries, blocked, taken, available: Math.max(0, capacity - taken) };
}

/** Writes a slot's bookings (or removes the document when none is left). */
function writeSlot(
  transaction: Transaction,
  ref: DocumentReference,
  slot: { amenityId: string; date: string; start: string },
  entries: readonly SlotBooking[],
): void {
  if (entries.length === 0) {
    transaction.delete(ref);
    return;
  }
  transaction.set(ref, { ...slot, taken: entries.length, bookings: entries });
}

const slotEntry = (id: string, stored: DocumentData): SlotBooking => ({
  id,
  kind: stored.kind,
  status: stored.status,
  propertyId: text(stored.propertyId),
  propertyLabel: text(stored.propertyLabel),
  householdName: text(stored.householdName),
  reason: stored.kind === "block" ? text(stored.reason) : "",
});

/** The amenity's rules as a booking copied them, with the slot's instants. */
const propertyLabelOf = (property: DocumentData | undefined) => {
  const unit = text(property?.unit);
  return `${text(property?.address)}${unit ? `, ${unit}` : ""}`;
};

/** A household as a booking names it and writes to it: a name and the addresses to email. */
interface Household {
  name: string;
  emails: string[];
}

/** The property's residents with an email: the owners, else everyone; named by the first owner. */
async function householdAt(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  propertyId: string,
): Promise<Household> {
  const residents = (
    await transaction.get(residentsCollection(data.db, orgId).where("propertyId", "==", propertyId))
  ).docs
    .map((snapshot) => ({
      name: text(snapshot.get("name")),
      email: text(snapshot.get("email")).trim().toLowerCase(),
      owner: snapshot.get("relationship") === "Owner",
    }))
    .sort((a, b) => Number(b.owner) - Number(a.owner));
  const withEmail = residents.filter((resident) => resident.email !== "");
  const owners = withEmail.filter((resident) => resident.owner);
  return {
    name: residents[0]?.name ?? "",
    emails: [...new Set((owners.length > 0 ? owners : withEmail).map((r) => r.email))],
  };
}

/** The administrators' addresses, read in the transaction (a booking awaiting approval). */
async function administratorAddresses(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
): Promise<string[]> {
  const administrators = await transaction.get(
    membersCollection(data.db, orgId).where("role", "==", ROLES.admin),
  );
  return administrators.docs
    .map((member) => member.get("email") as unknown)
    .filter((email): email is string => typeof email === "string" && email !== "");
}

/** A booking's two charges: its fee and its refundable deposit (none of 0). */
function bookingCharges(
  id: string,
  words: string,
  feeCents: number,
  depositCents: number,
): Posting[] {
  return [
    ...(feeCents > 0
      ? [
          {
            kind: "charge" as const,
            entryId: feeEntryId(id),
            cents: feeCents,
            memo: `${words}: fee`,
            lateFeeable: false,
          },
        ]
      : []),
    ...(depositCents > 0
      ? [
          {
            kind: "charge" as const,
            entryId: depositEntryId(id),
            cents: depositCents,
            memo: `${words}: refundable deposit`,
            lateFeeable: false,
          },
        ]
      : []),
  ];
}

/** The ledger entries of a booking: deterministic, so a fee or deposit is posted once. */
export const feeEntryId = (bookingId: string) => `booking-${bookingId}-fee`;
export const depositEntryId = (bookingId: string) => `booking-${bookingId}-deposit`;
export const depositReleaseEntryId = (bookingId: string) => `booking-${bookingId}-deposit-release`;

/** What a booking's change answers: the booking, and the mail to hand on after the commit. */
export interface BookingResult {
  booking: Booking;
  mailIds: string[];
}

function mailTo(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  bookingId: string,
  addresses: readonly string[],
  message: MailMessage,
  kind: string,
): string[] {
  return addresses.map((to) =>
    queueMail(data, transaction, {
      to,
      message,
      orgId,
      kind,
      ref: `orgs/${orgId}/bookings/${bookingId}`,
    }),
  );
}

/**
 * A booking's stored document, a household's or a block of time: its slot (local date, start,
 * end, their instants in the organization's zone and the slot's id), a copy of the amenity, who
 * booked it, version 1 and its times, and what no new booking has yet (no decision, no
 * cancellation, nothing kept of a deposit); `fields` says the rest (a household and its money,
 * or a block's reason).
 */
function newBookingDocument(booking: {
  kind: "booking" | "block";
  status: string;
  amenity: Pick<Amenity, "id" | "name" | "location">;
  slot: { date: string; start: string; end: string };
  zone: TimeZone;
  at: Timestamp;
  bookedBy: Record<string, unknown>;
  fields: Record<string, unknown>;
}): DocumentData {
  const { slot, zone, amenity, at } = booking;
  return {
    kind: booking.kind,
    status: booking.status,
    amenity: { id: amenity.id, name: amenity.name, location: amenity.location },
    propertyId: "",
    propertyLabel: "",
    householdName: "",
    notify: [],
    date: slot.date,
    start: slot.start,
    end: slot.end,
    startsAt: Timestamp.fromDate(instantIn(slot.date, slot.start, zone)),
    endsAt: Timestamp.fromDate(endInstant(slot.date, slot.end, zone)),
    timeZone: zone,
    slotId: slotId(slot.date, slot.start),
    cancelHours: 0,
    feeCents: 0,
    depositCents: 0,
    terms: { version: 0, acceptedAt: null, acceptedBy: null },
    depositState: "none",
    depositKeptCents: 0,
    depositReason: "",
    feeRefunded: null,
    ledgerEntryIds: [],
    note: "",
    reason: "",
    bookedBy: booking.bookedBy,
    decidedBy: null,
    decidedAt: null,
    cancelledBy: null,
    cancelledAt: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...booking.fields,
  };
}

/** Who asks for a booking: an administrator for any household, or a resident for their own. */
export interface Booker {
  orgId: string;
  actor: Caller;
  access: OrganizationAccess;
  /** Booked from the console for a household (the board's rules), not from the portal. */
  asAdministrator: boolean;
  consoleUrl: string;
}

/**
 * Books a slot for a household, in one transaction: the amenity's rules (open that day, a slot,
 * not passed, notice and booking window: an administrator passes over these two), its terms
 * (a resident accepts them), the household's limits (its usage document), and the slot's places
 * (its document, which every booking of it writes: of bookings racing for the last place, one
 * commits and the others are answered 409 on the places that are left). Booked at once, the fee
 * and deposit go to the household's ledger in the same transaction; awaiting approval, nothing
 * is charged and the slot is held.
 */
export function createBooking(
  data: DataContext,
  booker: Booker,
  request: ResidentBookingRequest | AdminBookingRequest,
): Promise<BookingResult> {
  const { orgId, actor, access, asAdministrator } = booker;
  if (!isDocumentId(request.amenityId)) {
    return Promise.reject(refused("amenityId", m.notFound));
  }
  const ref = bookingsCollection(data.db, orgId).doc();
  return runTransaction(data, async (transaction) => {
    const amenitySnapshot = await transaction.get(amenityRef(data.db, orgId, request.amenityId));
    if (!amenitySnapshot.exists) throw refused("amenityId", m.notFound);
    const amenity = toAmenity(amenitySnapshot);
    if (!amenity.active) throw new ApiError(409, m.inactive);
    const { zone, name: organizationName } = await organizationZone(data, orgId, transaction);

    // The household: the one the administrator names, or the resident's own.
    let propertyId = request.propertyId;
    let household: Household | null = null;
    if (!asAdministrator) {
      const residents = await linkedResidentsIn(transaction, data.db, orgId, access.uid);
      const properties = householdsOf(residents);
      if (properties.length === 0) throw new ApiError(409, m.noHousehold);
      if (propertyId === "") {
        if (properties.length > 1) throw refused("propertyId", m.chooseProperty);
        propertyId = properties[0]!;
      } else if (!properties.includes(propertyId)) {
        throw refused("propertyId", m.notYourProperty);
      }
      const resident = residents.find((item) => item.propertyId === propertyId)!;
      household = {
        name: resident.name,
        emails: resident.email ? [resident.email.trim().toLowerCase()] : [],
      };
    }
    if (!isDocumentId(propertyId)) throw refused("propertyId", m.propertyNotFound);
    const property = await transaction.get(propertyRef(data.db, orgId, propertyId));
    if (!property.exists) throw refused("propertyId", m.propertyNotFound);
    if (property.get("status") === ARCHIVED_STATUS) throw new ApiError(409, m.propertyArchived);
    household ??= await householdAt(data, transaction, orgId, propertyId);

    const now = data.clock.now();
    const timing = checkBookingTime(amenity, request.date, request.start, now, zone, {
      overWindow: asAdministrator,
    });
    if (timing) throw refused(timing === m.notASlot ? "start" : "date", timing);
    if (!asAdministrator && amenity.terms.trim() !== "" && !request.acceptTerms) {
      throw refused("acceptTerms", m.termsRequired);
    }
    if (request.termsVersion !== null && request.termsVersion !== amenity.termsVersion) {
      throw new ApiError(409, m.termsChanged);
    }

    const slotKey = slotId(request.date, request.start);
    const slotRef = slotsCollection(data.db, orgId, amenity.id).doc(slotKey);
    const usage = usageRef(data.db, orgId, amenity.id, propertyId);
    const [slotSnapshot, usageSnapshot] = await transaction.getAll(slotRef, usage);
    const slot = slotState(slotSnapshot?.data(), amenity.capacity);
    if (slot.blocked) throw new ApiError(409, m.slotBlocked);
    if (slot.entries.some((entry) => entry.propertyId === propertyId)) {
      throw new ApiError(409, m.alreadyInSlot);
    }
    if (slot.available === 0) throw new ApiError(409, m.slotTaken);
    const held = (usageSnapshot?.get("bookings") ?? {}) as Record<string, string>;
    const limit = checkHouseholdLimits(amenity, Object.values(held), request.date);
    if (limit) throw new ApiError(409, limit);

    const status = amenity.approval === "automatic" ? "confirmed" : "pending";
    const feeCents = parseCents(amenity.fee) ?? 0;
    const depositCents = parseCents(amenity.deposit) ?? 0;
    const words = bookingWords(amenity.name, request.date, request.start);
    const post =
      status === "confirmed"
        ? await preparePostings(
            data,
            transaction,
            { orgId, propertyId, date: localDateIn(now, zone) },
            bookingCharges(ref.id, words, feeCents, depositCents),
          )
        : null;
    const administrators =
      status === "pending" ? await administratorAddresses(data, transaction, orgId) : [];

    // Every read is done: now the writes.
    const propertyLabel = propertyLabelOf(property.data());
    const entries = post ? post(actor, propertyLabel) : [];
    const at = Timestamp.fromDate(now);
    const end = slotsOn(amenity, request.date).find((item) => item.start === request.start)!.end;
    const stored = newBookingDocument({
      kind: "booking",
      status,
      amenity,
      slot: { date: request.date, start: request.start, end },
      zone,
      at,
      bookedBy: { ...person(actor), asAdministrator },
      fields: {
        propertyId,
        propertyLabel,
        householdName: household.name,
        notify: household.emails,
        cancelHours: amenity.cancelHours,
        feeCents,
        depositCents,
        terms: {
          version: amenity.termsVersion,
          acceptedAt: asAdministrator ? null : at,
          acceptedBy: asAdministrator ? null : person(actor),
        },
        depositState: status === "confirmed" && depositCents > 0 ? "held" : "none",
        ledgerEntryIds: entries.map((entry) => entry.id),
        note: request.note,
      },
    });
    transaction.create(ref, stored);
    writeSlot(
      transaction,
      slotRef,
      { amenityId: amenity.id, date: request.date, start: request.start },
      [...slot.entries, slotEntry(ref.id, stored)],
    );
    transaction.set(usage, { propertyId, bookings: { ...held, [ref.id]: request.date } });
    const booking = bookingFromData(ref.id, stored);
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "create",
      resource: "bookings",
      resourceId: ref.id,
      label: labelOf(booking),
      changes: [
        { field: "amenity", before: null, after: amenity.name },
        { field: "property", before: null, after: propertyLabel },
        { field: "date", before: null, after: request.date },
        { field: "start", before: null, after: request.start },
        { field: "status", before: null, after: BOOKING_STATUS_LABELS[status] },
      ],
    });
    const link = portalBookingsLink(booker.consoleUrl);
    const mailIds = [
      ...mailTo(
        data,
        transaction,
        orgId,
        ref.id,
        household.emails,
        status === "confirmed"
          ? bookingConfirmedEmail(organizationName, booking, link)
          : bookingRequestedEmail(organizationName, booking, link),
        status === "confirmed" ? "bookingConfirmed" : "bookingRequested",
      ),
      ...mailTo(
        data,
        transaction,
        orgId,
        ref.id,
        administrators,
        bookingAwaitsApprovalEmail(organizationName, booking, bookingQueueLink(booker.consoleUrl)),
        "bookingToApprove",
      ),
    ];
    return { booking, mailIds };
  });
}

/** The instant a slot ends: its local end that day ("24:00" is the next day's midnight). */
const endInstant = (date: string, end: string, zone: TimeZone) =>
  end === "24:00" ? instantIn(addDays(date, 1), "00:00", zone) : instantIn(date, end, zone);

/** What a step on a booking needs: the booking as stored, the organization, now. */
interface BookingStep {
  transaction: Transaction;
  current: Booking;
  stored: DocumentData;
  ref: DocumentReference;
  zone: TimeZone;
  organizationName: string;
  now: Date;
}

/**
 * A step on a booking made to its version (404, 412): reads the organization, then `step` reads
 * and writes; the booking's next version is written with `fields`, and its audit entry.
 */
function bookingStep(
  data: DataContext,
  target: ItemChange,
  step: (context: BookingStep) => Promise<{
    fields: Record<string, unknown>;
    changes: { field: string; before: unknown; after: unknown }[];
    mail?: (booking: Booking) => string[];
  }>,
): Promise<BookingResult> {
  return changeItem(data, bookingItems, target, (transaction, current, ref, snapshot) =>
    applyStep(data, target, { transaction, current, ref, stored: snapshot.data() ?? {} }, step),
  );
}

async function applyStep(
  data: DataContext,
  target: Pick<ItemChange, "orgId" | "actor">,
  read: Pick<BookingStep, "transaction" | "current" | "ref" | "stored">,
  step: Parameters<typeof bookingStep>[2],
): Promise<BookingResult> {
  const { zone, name } = await organizationZone(data, target.orgId, read.transaction);
  const now = data.clock.now();
  const { fields, changes, mail } = await step({ ...read, zone, organizationName: name, now });
  const at = Timestamp.fromDate(now);
  const version = read.current.version + 1;
  read.transaction.update(read.ref, { ...fields, version, updatedAt: at });
  const booking = bookingFromData(read.current.id, {
    ...read.stored,
    ...fields,
    version,
    updatedAt: at,
  });
  writeAuditEntry(data, read.transaction, {
    orgId: target.orgId,
    actor: target.actor,
    action: "update",
    resource: "bookings",
    resourceId: read.current.id,
    label: labelOf(booking),
    changes,
  });
  return { booking, mailIds: mail ? mail(booking) : [] };
}

/** The slot document of a booking, and its entries. */
async function readSlot(
  data: DataContext,
  context: BookingStep | Pick<BookingStep, "transaction" | "current">,
  orgId: string,
) {
  const { current } = context;
  const ref = slotsCollection(data.db, orgId, current.amenity.id).doc(
    slotId(current.date, current.start),
  );
  const snapshot = await context.transaction.get(ref);
  return { ref, entries: slotBookingsOf(snapshot.data()) };
}

const slotOf = (booking: Booking) => ({
  amenityId: booking.amenity.id,
  date: booking.date,
  start: booking.start,
});

const statusChange = (before: Booking["status"], after: Booking["status"]) => ({
  field: "status",
  before: BOOKING_STATUS_LABELS[before],
  after: BOOKING_STATUS_LABELS[after],
});

const notifyOf = (stored: DocumentData): string[] =>
  Array.isArray(stored.notify)
    ? stored.notify.filter((item): item is string => typeof item === "string")
    : [];

/**
 * Approves a booking awaiting approval (administrators): confirmed, with its fee and deposit
 * posted to the household's ledger in the same transaction; the household is emailed.
 */
export function approveBooking(
  data: DataContext,
  target: ItemChange,
  request: ApproveBookingRequest,
  consoleUrl: string,
): Promise<BookingResult> {
  return bookingStep(data, target, async (context) => {
    const { current, transaction, now, zone } = context;
    if (current.kind === "block") throw new ApiError(409, m.notABooking);
    if (current.status !== "pending") throw new ApiError(409, m.notPending);
    const feeCents = parseCents(current.fee) ?? 0;
    const depositCents = parseCents(current.deposit) ?? 0;
    const post = await preparePostings(
      data,
      transaction,
      { orgId: target.orgId, propertyId: current.propertyId, date: localDateIn(now, zone) },
      bookingCharges(
        current.id,
        bookingWords(current.amenity.name, current.date, current.start),
        feeCents,
        depositCents,
      ),
      // Approved for an archived property: it was booked before; its charges are still owed.
      { archived: "allow" },
    );
    const slot = await readSlot(data, context, target.orgId);
    const entries = post(target.actor, current.propertyLabel);
    writeSlot(
      transaction,
      slot.ref,
      slotOf(current),
      slot.entries.map((entry) =>
        entry.id === current.id ? { ...entry, status: "confirmed" } : entry,
      ),
    );
    return {
      fields: {
        status: "confirmed",
        depositState: depositCents > 0 ? "held" : "none",
        ledgerEntryIds: [...current.ledgerEntryIds, ...entries.map((entry) => entry.id)],
        decidedBy: person(target.actor),
        decidedAt: Timestamp.fromDate(now),
        ...(request.note ? { reason: request.note } : {}),
      },
      changes: [statusChange(current.status, "confirmed")],
      mail: (booking) =>
        mailTo(
          data,
          transaction,
          target.orgId,
          current.id,
          notifyOf(context.stored),
          bookingConfirmedEmail(context.organizationName, booking, portalBookingsLink(consoleUrl)),
          "bookingConfirmed",
        ),
    };
  });
}

/** Frees a booking's slot and its household's usage (reads first: call before any write). */
async function prepareRelease(data: DataContext, context: BookingStep, orgId: string) {
  const { current, transaction } = context;
  const slot = await readSlot(data, context, orgId);
  const usage =
    current.kind === "booking"
      ? usageRef(data.db, orgId, current.amenity.id, current.propertyId)
      : null;
  const held = usage
    ? (((await transaction.get(usage)).get("bookings") ?? {}) as Record<string, string>)
    : {};
  return () => {
    writeSlot(
      transaction,
      slot.ref,
      slotOf(current),
      slot.entries.filter((entry) => entry.id !== current.id),
    );
    if (usage) {
      const { [current.id]: _freed, ...left } = held;
      transaction.set(usage, { propertyId: current.propertyId, bookings: left });
    }
  };
}

/** Declines a booking awaiting approval, with a reason: nothing was charged; its slot is free. */
export function declineBooking(
  data: DataContext,
  target: ItemChange,
  request: DeclineBookingRequest,
  consoleUrl: string,
): Promise<BookingResult> {
  return bookingStep(data, target, async (context) => {
    const { current, transaction, now } = context;
    if (current.kind === "block") throw new ApiError(409, m.notABooking);
    if (current.status !== "pending") throw new ApiError(409, m.notPending);
    const release = await prepareRelease(data, context, target.orgId);
    release();
    return {
      fields: {
        status: "declined",
        reason: request.reason,
        decidedBy: person(target.actor),
        decidedAt: Timestamp.fromDate(now),
      },
      changes: [
        statusChange(current.status, "declined"),
        { field: "reason", before: null, after: request.reason },
      ],
      mail: (booking) =>
        mailTo(
          data,
          transaction,
          target.orgId,
          current.id,
          notifyOf(context.stored),
          bookingDeclinedEmail(
            context.organizationName,
            booking,
            request.reason,
            portalBookingsLink(consoleUrl),
          ),
          "bookingDeclined",
        ),
    };
  });
}

/**
 * Cancels a booking (or blocked time) before it starts: its slot and the household's usage are
 * freed; a confirmed booking's deposit comes back (a reversal), and its fee too when cancelled
 * within the free window (`cancellationRefund`), or when an administrator says so
 * (`refundFee`, which overrides the window either way).
 */
async function cancelStep(
  data: DataContext,
  target: Pick<ItemChange, "orgId" | "actor">,
  context: BookingStep,
  request: CancelBookingRequest,
  options: { asAdministrator: boolean; consoleUrl: string },
) {
  const { current, transaction, now, zone } = context;
  if (current.status !== "pending" && current.status !== "confirmed") {
    throw new ApiError(409, m.notCancellable);
  }
  if (new Date(current.startsAt).getTime() <= now.getTime()) {
    throw new ApiError(409, m.alreadyStarted);
  }
  const confirmed = current.status === "confirmed" && current.kind === "booking";
  const byWindow = cancellationRefund(current, new Date(current.startsAt), now).feeRefunded;
  const feeRefunded =
    options.asAdministrator && request.refundFee !== null ? request.refundFee : byWindow;
  const feeCents = parseCents(current.fee) ?? 0;
  const words = bookingWords(current.amenity.name, current.date, current.start);
  const refunds: Posting[] = confirmed
    ? [
        ...(feeRefunded && feeCents > 0 && current.ledgerEntryIds.includes(feeEntryId(current.id))
          ? [
              {
                kind: "reversal" as const,
                of: feeEntryId(current.id),
                memo: `${words}: fee refunded, cancelled`,
              },
            ]
          : []),
        ...(current.depositState === "held"
          ? [
              {
                kind: "reversal" as const,
                of: depositEntryId(current.id),
                memo: `${words}: deposit refunded, cancelled`,
              },
            ]
          : []),
      ]
    : [];
  const post =
    refunds.length > 0
      ? await preparePostings(
          data,
          transaction,
          { orgId: target.orgId, propertyId: current.propertyId, date: localDateIn(now, zone) },
          refunds,
        )
      : null;
  const release = await prepareRelease(data, context, target.orgId);
  const entries = post ? post(target.actor, current.propertyLabel) : [];
  release();
  return {
    fields: {
      status: "cancelled",
      reason: request.reason,
      feeRefunded: confirmed ? feeRefunded || feeCents === 0 : null,
      depositState: current.depositState === "held" ? "released" : current.depositState,
      ledgerEntryIds: [...current.ledgerEntryIds, ...entries.map((entry) => entry.id)],
      cancelledBy: person(target.actor),
      cancelledAt: Timestamp.fromDate(now),
    },
    changes: [
      statusChange(current.status, "cancelled"),
      ...(request.reason ? [{ field: "reason", before: null, after: request.reason }] : []),
    ],
    mail: (booking: Booking) =>
      current.kind === "block"
        ? []
        : mailTo(
            data,
            transaction,
            target.orgId,
            current.id,
            notifyOf(context.stored),
            bookingCancelledEmail(
              context.organizationName,
              booking,
              { confirmed, feeRefunded: feeRefunded || feeCents === 0, reason: request.reason },
              portalBookingsLink(options.consoleUrl),
            ),
            "bookingCancelled",
          ),
  };
}

/** An administrator cancels a booking or blocked time, made to its version. */
export function cancelBooking(
  data: DataContext,
  target: ItemChange,
  request: CancelBookingRequest,
  consoleUrl: string,
): Promise<BookingResult> {
  return bookingStep(data, target, (context) =>
    cancelStep(data, target, context, request, { asAdministrator: true, consoleUrl }),
  );
}

/**
 * A resident cancels their household's booking (the window decides the fee; `refundFee` is the
 * administrators'); any other booking is 404. No `If-Match`: the status decides, in the transaction.
 */
export function cancelOwnBooking(
  data: DataContext,
  access: OrganizationAccess,
  actor: Caller,
  id: string,
  request: CancelBookingRequest,
  consoleUrl: string,
): Promise<BookingResult> {
  if (!isDocumentId(id)) return Promise.reject(bookingNotFound());
  const ref = bookingRef(data.db, access.orgId, id);
  const target = { orgId: access.orgId, actor };
  return runTransaction(data, async (transaction) => {
    const [snapshot, residents] = await Promise.all([
      transaction.get(ref),
      linkedResidentsIn(transaction, data.db, access.orgId, access.uid),
    ]);
    if (!snapshot.exists) throw bookingNotFound();
    const current = toBooking(snapshot);
    if (current.kind !== "booking" || !householdsOf(residents).includes(current.propertyId)) {
      throw bookingNotFound();
    }
    return applyStep(
      data,
      target,
      { transaction, current, ref, stored: snapshot.data() ?? {} },
      (context) =>
        cancelStep(
          data,
          target,
          context,
          { ...request, refundFee: null },
          { asAdministrator: false, consoleUrl },
        ),
    );
  });
}

/**
 * Releases a confirmed booking's deposit once the booking has ended (409 before): all of it back
 * (a reversal of the deposit), or part of it kept with a reason (the rest credited back, the
 * memo naming what is kept and why), or all of it kept (no entry; the reason stays on the booking).
 */
export function releaseDeposit(
  data: DataContext,
  target: ItemChange,
  request: ReleaseDepositRequest,
  consoleUrl: string,
): Promise<BookingResult> {
  return bookingStep(data, target, async (context) => {
    const { current, transaction, now, zone } = context;
    if (current.kind === "block") throw new ApiError(409, m.notABooking);
    if (current.status !== "confirmed" || current.depositState !== "held") {
      throw new ApiError(409, m.noDepositHeld);
    }
    if (new Date(current.endsAt).getTime() > now.getTime()) {
      throw new ApiError(409, m.depositBeforeEnd);
    }
    const depositCents = parseCents(current.deposit) ?? 0;
    const release = depositRelease(depositCents, parseCents(request.kept) ?? -1, request.reason);
    if (!release.ok) throw refused(release.field, release.message);
    const words = bookingWords(current.amenity.name, current.date, current.start);
    const postings: Posting[] =
      release.keptCents === 0
        ? [{ kind: "reversal", of: depositEntryId(current.id), memo: `${words}: deposit released` }]
        : release.releasedCents > 0
          ? [
              {
                kind: "credit",
                entryId: depositReleaseEntryId(current.id),
                cents: release.releasedCents,
                memo: `${words}: deposit released, ${formatCents(release.keptCents)} kept: ${request.reason}`,
              },
            ]
          : [];
    const post =
      postings.length > 0
        ? await preparePostings(
            data,
            transaction,
            { orgId: target.orgId, propertyId: current.propertyId, date: localDateIn(now, zone) },
            postings,
          )
        : null;
    const entries = post ? post(target.actor, current.propertyLabel) : [];
    const state = release.keptCents > 0 ? "kept" : "released";
    return {
      fields: {
        depositState: state,
        depositKeptCents: release.keptCents,
        depositReason: release.keptCents > 0 ? request.reason : "",
        ledgerEntryIds: [...current.ledgerEntryIds, ...entries.map((entry) => entry.id)],
      },
      changes: [
        {
          field: "deposit",
          before: "Held",
          after: state === "kept" ? "Kept in part or whole" : "Released",
        },
        ...(release.keptCents > 0
          ? [
              { field: "kept", before: null, after: formatCents(release.keptCents) },
              { field: "reason", before: null, after: request.reason },
            ]
          : []),
      ],
      mail: (booking) =>
        mailTo(
          data,
          transaction,
          target.orgId,
          current.id,
          notifyOf(context.stored),
          depositReleasedEmail(
            context.organizationName,
            booking,
            { ...release, reason: request.reason },
            portalBookingsLink(consoleUrl),
          ),
          "bookingDeposit",
        ),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Blocked time and the calendar

/**
 * Blocks the amenity's slots from `from` to `to` between `start` and `end` each day (those still
 * to start), with a reason: each becomes blocked time (a booking of kind `block`) that fills its
 * slot. Refused (409, naming them) when a slot already has bookings: they are the households'
 * and carry money, so an administrator cancels them first, on purpose.
 */
export function blockSlots(
  data: DataContext,
  orgId: string,
  amenityId: string,
  request: BlockRequest,
  actor: Caller,
): Promise<Booking[]> {
  if (!isDocumentId(amenityId)) return Promise.reject(amenityNotFound());
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(amenityRef(data.db, orgId, amenityId));
    if (!snapshot.exists) throw amenityNotFound();
    const amenity = toAmenity(snapshot);
    const { zone } = await organizationZone(data, orgId, transaction);
    const now = data.clock.now();
    const from = minutesOf(request.start);
    const to = minutesOf(request.end);
    const wanted: { date: string; start: string; end: string }[] = [];
    for (let date = request.from; date <= request.to; date = addDays(date, 1)) {
      for (const slot of slotsOn(amenity, date)) {
        if (minutesOf(slot.start) < from || minutesOf(slot.end) > to) continue;
        if (instantIn(date, slot.start, zone).getTime() <= now.getTime()) continue;
        wanted.push({ date, ...slot });
      }
      if (wanted.length > 100) break;
    }
    if (wanted.length === 0) throw refused("from", m.blockNoSlots);
    if (wanted.length > 100) throw refused("to", m.blockTooLarge);
    const refs = wanted.map((slot) =>
      slotsCollection(data.db, orgId, amenityId).doc(slotId(slot.date, slot.start)),
    );
    const slots = await transaction.getAll(...refs);
    const states = slots.map((slot) => slotState(slot.data(), amenity.capacity));
    const words = (index: number) => slotWords(wanted[index]!.date, wanted[index]!.start);
    const blocked = states.flatMap((state, index) => (state.blocked ? [words(index)] : []));
    if (blocked.length > 0) throw new ApiError(409, m.blockOverBlock(blocked));
    const booked = states.flatMap((state, index) =>
      state.entries.length > 0
        ? [`${words(index)} (${state.entries.map((entry) => entry.propertyLabel).join(", ")})`]
        : [],
    );
    if (booked.length > 0) throw new ApiError(409, m.blockOverBookings(booked));

    const at = Timestamp.fromDate(now);
    const blockId = bookingsCollection(data.db, orgId).doc().id;
    const bookings = wanted.map((slot, index) => {
      const ref = bookingsCollection(data.db, orgId).doc();
      const stored = newBookingDocument({
        kind: "block",
        status: "confirmed",
        amenity,
        slot,
        zone,
        at,
        bookedBy: { ...person(actor), asAdministrator: true },
        fields: { blockId, reason: request.reason },
      });
      transaction.create(ref, stored);
      writeSlot(transaction, refs[index]!, { amenityId, ...slot }, [slotEntry(ref.id, stored)]);
      return bookingFromData(ref.id, stored);
    });
    const first = bookings[0]!;
    const last = bookings.at(-1)!;
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "create",
      resource: "bookings",
      resourceId: first.id,
      label: `${amenity.name}: ${bookings.length === 1 ? "1 slot" : `${bookings.length} slots`} blocked from ${slotWords(first.date, first.start)} to ${slotWords(last.date, last.start)}`,
      changes: [
        { field: "amenity", before: null, after: amenity.name },
        { field: "status", before: null, after: "Blocked" },
        { field: "reason", before: null, after: request.reason },
      ],
    });
    return bookings;
  });
}

/**
 * The amenity's slots from `from` to `to` with their places: for the board, the bookings in
 * each; for a resident, only their household's (blocked time shows as blocked).
 */
export async function amenityCalendar(
  data: DataContext,
  access: OrganizationAccess,
  amenityId: string,
  query: CalendarQuery,
): Promise<AmenityCalendar> {
  const amenity = await getAmenity(data, access.orgId, amenityId, access);
  const [{ zone }, slots, residents] = await Promise.all([
    organizationZone(data, access.orgId),
    data.call(
      slotsCollection(data.db, access.orgId, amenityId)
        .where("date", ">=", query.from)
        .where("date", "<=", query.to)
        .get(),
    ),
    access.isResident ? linkedResidents(data, access) : Promise.resolve(null),
  ]);
  const own = residents ? householdsOf(residents) : null;
  const stored = new Map(slots.docs.map((slot) => [slot.id, slot.data()]));
  const days: AmenityCalendar["days"] = [];
  for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
    const daySlots = slotsOn(amenity, date);
    days.push({
      date,
      open: daySlots.length > 0,
      slots: daySlots.map((slot) => {
        const state = slotState(stored.get(slotId(date, slot.start)), amenity.capacity);
        return {
          start: slot.start,
          end: slot.end,
          startsAt: instantIn(date, slot.start, zone).toISOString(),
          capacity: amenity.capacity,
          taken: state.taken,
          available: state.available,
          blocked: state.blocked,
          bookings: own
            ? state.entries.filter(
                (entry) => entry.kind === "booking" && own.includes(entry.propertyId),
              )
            : state.entries,
        };
      }),
    });
  }
  return {
    amenity: { id: amenity.id, name: amenity.name, capacity: amenity.capacity },
    timeZone: zone,
    from: query.from,
    to: query.to,
    days,
  };
}
