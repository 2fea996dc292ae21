import { DEFAULT_TIME_ZONE, addDays, localDateIn, type EventType } from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import type { Caller } from "../functions/src/auth/idToken.js";
import { dataContext } from "../functions/src/platform/data-context.js";
import { recordRsvp } from "../functions/src/resources/events/rsvps.js";
import { eventsCollection } from "../functions/src/resources/events/documents.js";
import { cancelEvent, createEvent } from "../functions/src/resources/events/store.js";
import type { DemoCommunity } from "./demo-community.js";
import { demoAdmin, demoMember } from "./demo-data.js";

/** The demo's events, days from the seed's day in the organization's time zone (Pacific). */
export const DEMO_EVENTS: readonly {
  title: string;
  type: EventType;
  location: string;
  inDays: number;
  time: string;
  maxAttendees?: number;
  description: string;
  /** Residents who reply going (in order), with their guests. */
  going?: readonly number[];
  cancelled?: boolean;
}[] = [
  {
    title: "Board meeting",
    type: "Community Meeting",
    location: "Clubhouse, meeting room",
    inDays: 3,
    time: "19:00",
    description: "Budget review for next year and the pool resurfacing bids. All owners welcome.",
    going: [0, 0, 1],
  },
  {
    title: "Holiday lights walk",
    type: "Holiday Event",
    location: "Maple Grove Park entrance",
    inDays: 9,
    time: "17:30",
    maxAttendees: 8,
    description: "A walk through the lit streets, then hot cider at the clubhouse.",
    going: [2, 1, 0, 1, 2],
  },
  {
    title: "Gutter cleaning day",
    type: "Maintenance",
    location: "Birch Court and Cedar Lane",
    inDays: 12,
    time: "08:00",
    description:
      "Contractors clean the gutters of the townhouses. Please move cars off the street.",
  },
  {
    title: "First aid for neighbours",
    type: "Educational",
    location: "Clubhouse",
    inDays: 18,
    time: "10:00",
    maxAttendees: 12,
    description: "A two-hour course by the county's volunteer paramedics.",
    going: [0, 1],
  },
  {
    title: "Pickleball round robin",
    type: "Recreation",
    location: "Tennis courts",
    inDays: 24,
    time: "09:30",
    description: "Bring a paddle if you have one; spares are available.",
  },
  {
    title: "Neighbourhood potluck",
    type: "Social Gathering",
    location: "Maple Grove Park pavilion",
    inDays: 6,
    time: "12:00",
    description: "Moved indoors to next month because of the weather forecast.",
    cancelled: true,
  },
  {
    title: "Fall clean-up",
    type: "Maintenance",
    location: "Front gardens",
    inDays: -10,
    time: "09:00",
    description: "Leaf collection along the main loop.",
  },
];

const admin: Caller = {
  uid: demoAdmin.uid,
  email: demoAdmin.email,
  emailVerified: true,
  displayName: demoAdmin.displayName,
};

/**
 * Adds the demo events through the product's own code (the same start times, seats and waiting
 * lists as the console makes), unless the organization has events already. Returns how many.
 */
export async function seedDemoEvents(
  db: Firestore,
  community: DemoCommunity,
  now: Date,
): Promise<number> {
  const orgId = community.organization.id;
  const existing = await eventsCollection(db, orgId).limit(1).get();
  if (!existing.empty) return 0;
  const data = dataContext(db, 60_000, { now: () => now });
  const today = localDateIn(now, DEFAULT_TIME_ZONE);
  const residents = community.residents;
  let seeded = 0;
  for (const demo of DEMO_EVENTS) {
    const event = await createEvent(
      data,
      orgId,
      {
        title: demo.title,
        type: demo.type,
        location: demo.location,
        date: addDays(today, demo.inDays),
        time: demo.time,
        maxAttendees: demo.maxAttendees,
        description: demo.description,
      },
      admin,
    );
    seeded += 1;
    for (const [index, guests] of (demo.going ?? []).entries()) {
      const resident = residents[index * 7];
      if (!resident) continue;
      await recordRsvp(
        data,
        orgId,
        event.id,
        { kind: "resident", residentId: resident.id },
        { response: "going", guests },
        admin,
      );
    }
    if (demo.title === "Holiday lights walk") {
      const member: Caller = {
        uid: demoMember.uid,
        email: demoMember.email,
        emailVerified: true,
        displayName: demoMember.displayName,
      };
      await recordRsvp(
        data,
        orgId,
        event.id,
        { kind: "member", caller: member },
        { response: "going", guests: 0 },
        member,
      );
    }
    if (demo.cancelled) {
      const current = await eventsCollection(db, orgId).doc(event.id).get();
      const expectedVersion = current.get("version") as number;
      await cancelEvent(data, { orgId, id: event.id, expectedVersion, actor: admin });
    }
  }
  return seeded;
}
