/**
 * The demo community's amenities and a few bookings, made by the product's own store with the
 * clock set to each booking's moment (counted from the seeding day in the organization's time
 * zone): the clubhouse (approval, a fee and a deposit), the pool (places per hour), the tennis
 * court and guest parking; the demo resident's clubhouse party ahead and a swim tomorrow, another
 * household's party awaiting approval, and a party held three days ago whose deposit is still
 * held. Written once: when the organization has an amenity, nothing is added.
 */
import { ROLES, addDays, instantIn, localDateIn, timeZoneOf } from "@hoa/validation";
import type { AmenityDraft } from "@hoa/validation/amenities";
import type { Firestore } from "firebase-admin/firestore";
import type { Caller } from "../functions/src/auth/idToken.js";
import type { Clock } from "../functions/src/platform/clock.js";
import { dataContext } from "../functions/src/platform/data-context.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import { amenitiesCollection } from "../functions/src/resources/amenities/documents.js";
import {
  approveBooking,
  createAmenity,
  createBooking,
} from "../functions/src/resources/amenities/store.js";
import type { DemoCommunity } from "./demo-community.js";
import { consoleUrl, demoAdmin, demoResident } from "./demo-data.js";
import { recordMailDelivered } from "./demo-violations.js";

const EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export const DEMO_AMENITIES: readonly AmenityDraft[] = [
  {
    name: "Clubhouse",
    description:
      "The clubhouse's main room with its kitchen, tables for 60 and a sound system: for parties, meetings and celebrations.",
    location: "Clubhouse, 1 Maple Grove Lane",
    slotMinutes: 240,
    opens: "10:00",
    closes: "22:00",
    days: [...EVERY_DAY],
    capacity: 1,
    limits: { perDay: 1, perWeek: null, perMonth: 2 },
    bookAheadDays: 90,
    minNoticeHours: 48,
    cancelHours: 72,
    approval: "required",
    fee: "150.00",
    deposit: "250.00",
    terms:
      "Leave the room as you found it: tables wiped, floor swept, trash and recycling taken to the bins. Music ends at 10 PM. No glass by the pool. The deposit is refunded after an inspection; cleaning or damage is taken from it.",
    active: true,
  },
  {
    name: "Pool lap lanes",
    description: "One of six lap lanes for an hour.",
    location: "Community pool",
    slotMinutes: 60,
    opens: "06:00",
    closes: "21:00",
    days: [...EVERY_DAY],
    capacity: 6,
    limits: { perDay: 1, perWeek: 5, perMonth: null },
    bookAheadDays: 7,
    minNoticeHours: 0,
    cancelHours: 2,
    approval: "automatic",
    fee: "0.00",
    deposit: "0.00",
    terms: "Shower before swimming. Children under 14 swim with an adult.",
    active: true,
  },
  {
    name: "Tennis court",
    description: "The lit court by the park, for singles or doubles.",
    location: "Tennis court, Maple Grove Park",
    slotMinutes: 60,
    opens: "07:00",
    closes: "21:00",
    days: [...EVERY_DAY],
    capacity: 1,
    limits: { perDay: 1, perWeek: 3, perMonth: null },
    bookAheadDays: 14,
    minNoticeHours: 1,
    cancelHours: 4,
    approval: "automatic",
    fee: "0.00",
    deposit: "0.00",
    terms: "Tennis shoes only. Lights off at 9 PM.",
    active: true,
  },
  {
    name: "Guest parking",
    description: "A guest space in the lot by the clubhouse, for a day.",
    location: "Clubhouse lot, spaces G1 to G4",
    slotMinutes: 720,
    opens: "08:00",
    closes: "20:00",
    days: [...EVERY_DAY],
    capacity: 4,
    limits: { perDay: 1, perWeek: null, perMonth: 8 },
    bookAheadDays: 30,
    minNoticeHours: 0,
    cancelHours: 0,
    approval: "automatic",
    fee: "0.00",
    deposit: "0.00",
    terms: "Park in a space marked G. Overnight parking is not allowed.",
    active: true,
  },
];

interface DemoBooking {
  amenity: string;
  /** The portal resident's household, or the n-th other household. */
  household: "portal" | number;
  /** Days from the seeding day it was made, and of its slot. */
  booked: number;
  day: number;
  start: string;
  approved?: number;
}

const DEMO_BOOKINGS: readonly DemoBooking[] = [
  // Held three days ago: its deposit waits for the inspection.
  { amenity: "Clubhouse", household: 0, booked: -30, day: -3, start: "18:00", approved: -29 },
  { amenity: "Clubhouse", household: "portal", booked: -6, day: 12, start: "14:00", approved: -5 },
  { amenity: "Pool lap lanes", household: "portal", booked: -1, day: 1, start: "07:00" },
  { amenity: "Tennis court", household: 1, booked: -2, day: 2, start: "18:00" },
  // Awaiting the board's approval.
  { amenity: "Clubhouse", household: 2, booked: -1, day: 20, start: "18:00" },
];

const callerOf = (account: { uid: string; email: string; displayName: string }): Caller => ({
  uid: account.uid,
  email: account.email,
  emailVerified: true,
  displayName: account.displayName,
});

export async function seedDemoAmenities(
  db: Firestore,
  community: DemoCommunity,
  now: Date,
): Promise<number> {
  const orgId = community.organization.id;
  if (!(await amenitiesCollection(db, orgId).limit(1).get()).empty) return 0;
  const zone = timeZoneOf((await db.doc(`orgs/${orgId}`).get()).get("timeZone"));
  const today = localDateIn(now, zone);
  let current = instantIn(addDays(today, -45), "09:00", zone);
  const clock: Clock = { now: () => current };
  const data = dataContext(db, 60_000, clock);
  const admin = callerOf(demoAdmin);
  const adminAccess: OrganizationAccess = {
    orgId,
    uid: demoAdmin.uid,
    email: demoAdmin.email,
    role: ROLES.admin,
    isAdmin: true,
    isResident: false,
  };
  const amenities = new Map<string, string>();
  for (const draft of DEMO_AMENITIES) {
    amenities.set(draft.name, (await createAmenity(data, orgId, draft, admin)).id);
  }

  const portalResident = community.residents.find(
    (resident) => resident.accountUid === demoResident.uid,
  );
  if (!portalResident) throw new Error("The demo community has no resident linked to the portal");
  const others = [
    ...new Set(
      community.residents
        .filter(
          (resident) =>
            resident.relationship === "Owner" &&
            resident.email !== "" &&
            resident.propertyId !== portalResident.propertyId,
        )
        .map((resident) => resident.propertyId),
    ),
  ].sort();
  const householdOf = (booking: DemoBooking) =>
    booking.household === "portal"
      ? portalResident.propertyId
      : others[Math.floor(((booking.household + 0.6) * others.length) / 3)]!;

  const ids: string[] = [];
  for (const demo of DEMO_BOOKINGS) {
    current = instantIn(addDays(today, demo.booked), "10:30", zone);
    const { booking } = await createBooking(
      data,
      { orgId, actor: admin, access: adminAccess, asAdministrator: true, consoleUrl },
      {
        amenityId: amenities.get(demo.amenity)!,
        date: addDays(today, demo.day),
        start: demo.start,
        propertyId: householdOf(demo),
        acceptTerms: false,
        termsVersion: null,
        note: "",
      },
    );
    if (demo.approved !== undefined && booking.status === "pending") {
      current = instantIn(addDays(today, demo.approved), "09:15", zone);
      await approveBooking(
        data,
        { orgId, id: booking.id, expectedVersion: booking.version, actor: admin },
        { note: "" },
        consoleUrl,
      );
    }
    ids.push(booking.id);
  }
  await recordMailDelivered(
    db,
    ids.map((id) => `orgs/${orgId}/bookings/${id}`),
  );
  return DEMO_AMENITIES.length + ids.length;
}
