/**
 * The demo community's covenant enforcement: the organization under California's rules, six
 * violation categories, and eight violations at every stage of due process, made by the product's
 * own store (the same numbers, letters, timelines, audit entries and ledger fine as the console
 * makes) with the clock set to each step's moment. Every moment is counted from the seeding day in
 * the organization's time zone, so a cure period is always running and another always past, and
 * the hearing always ahead. Written once: when the organization has violation categories or
 * violations already, nothing is added.
 *
 * The letters are queued as the product queues them, then recorded as delivered when they were
 * written (as the demo announcements' emails are): the launcher's mail dispatcher never sends
 * weeks-old letters, and the seed needs no SMTP server.
 */
import { ROLES, addDays, instantIn, localDateIn, timeZoneOf, type TimeZone } from "@hoa/validation";
import type { ViolationCategoryDraft } from "@hoa/validation/violation-categories";
import type { DecisionRequest, ViolationReplyKind } from "@hoa/validation/violations";
import type { Firestore, QueryDocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import type { Caller } from "../functions/src/auth/idToken.js";
import { MAIL_COLLECTION, bodyRemoval, type MailState } from "../functions/src/mail/queue.js";
import type { Clock } from "../functions/src/platform/clock.js";
import { dataContext } from "../functions/src/platform/data-context.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import {
  getViolationSettings,
  updateViolationSettings,
} from "../functions/src/resources/violation-settings/store.js";
import {
  categoriesCollection,
  createViolationCategory,
} from "../functions/src/resources/violation-categories/store.js";
import {
  violationsCollection,
  type Violation,
} from "../functions/src/resources/violations/documents.js";
import { replyToViolation } from "../functions/src/resources/violations/portal.js";
import {
  closeViolation,
  decideViolation,
  noticeHearing,
  reportViolation,
  sendCourtesyNotice,
} from "../functions/src/resources/violations/store.js";
import { demoManager, type DemoCommunity } from "./demo-community.js";
import { consoleUrl, demoAdmin, demoResident } from "./demo-data.js";

/** The categories the board enforces, each with the CC&R rule it cites; fines within California's $100. */
export const DEMO_VIOLATION_CATEGORIES: readonly ViolationCategoryDraft[] = [
  {
    name: "Landscaping",
    rule: "CC&R Article 7, Section 7.4 (Landscape maintenance)",
    description:
      "The front yard is not kept up: the lawn is overgrown, the beds are full of weeds, or plants have died and not been replaced.",
    cureDays: 14,
    fine: "50.00",
  },
  {
    name: "Parking",
    rule: "CC&R Article 8, Section 8.2 (Vehicles and parking)",
    description:
      "A vehicle was parked on the street overnight, or a boat, trailer or recreational vehicle was kept in view of the street.",
    cureDays: 3,
    fine: "75.00",
  },
  {
    name: "Trash and recycling bins",
    rule: "CC&R Article 7, Section 7.9 (Refuse containers)",
    description:
      "Trash or recycling bins were left in view of the street outside the evening before and the day of collection.",
    cureDays: 7,
    fine: "25.00",
  },
  {
    name: "Noise",
    rule: "CC&R Article 9, Section 9.3 (Nuisances and quiet hours)",
    description:
      "Loud music, voices or machinery from the home disturbed the neighbours during quiet hours, 10 PM to 7 AM.",
    cureDays: 0,
    fine: "100.00",
  },
  {
    name: "Architectural changes",
    rule: "CC&R Article 6, Section 6.1 (Architectural approval)",
    description:
      "An exterior change (a fence, paint colour, structure or window) was made without the Architectural Review Committee's written approval.",
    cureDays: 30,
    fine: "100.00",
  },
  {
    name: "Pets",
    rule: "CC&R Article 9, Section 9.6 (Animals)",
    description: "A dog was off its leash in the common area, or its waste was not picked up.",
    cureDays: 7,
    fine: "50.00",
  },
];

/** A moment: a local time on the day `day` days from the seeding day (negative: before it). */
interface Moment {
  day: number;
  time: string;
}

/** The seeding moment itself (a step taken "now"). */
const NOW = "now" as const;

type DemoStep =
  | { step: "courtesyNotice"; at: Moment; note?: string }
  | { step: "hearing"; at: Moment; hearing: { day: number; time: string; location: string } }
  | { step: "decision"; at: Moment | typeof NOW; decision: "fine" | "noAction"; note: string }
  | { step: "reply"; at: Moment; kind: ViolationReplyKind; message: string }
  | { step: "cured" | "closed"; at: Moment; note: string };

/** Who took a step: the demo admin, or the community manager. */
type Actor = "admin" | "manager";

export interface DemoViolation {
  category: string;
  /** The portal's demo resident's property, or the n-th of the other properties chosen. */
  property: "portal" | number;
  /** Days from the seeding day it was seen. */
  observed: number;
  reported: Moment;
  by: Actor;
  description: string;
  location: string;
  steps: readonly DemoStep[];
}

const CLUBHOUSE = "Clubhouse, meeting room";

/**
 * The violations in the order they were reported (their numbers); the properties they are at are
 * chosen in `seedDemoViolations`.
 */
export const DEMO_VIOLATIONS: readonly DemoViolation[] = [
  {
    // Cured after the owner's reply: the portal's demo resident's own, closed.
    category: "Landscaping",
    property: "portal",
    observed: -63,
    reported: { day: -62, time: "09:20" },
    by: "manager",
    description:
      "The hedge along the sidewalk has grown over the path, and the lawn has not been mowed for several weeks.",
    location: "Front yard, along the sidewalk",
    steps: [
      { step: "courtesyNotice", at: { day: -61, time: "10:05" } },
      {
        step: "reply",
        at: { day: -58, time: "18:40" },
        kind: "reply",
        message:
          "Sorry about that, our gardener was away. We trimmed the hedge back and mowed the lawn on Saturday. Could someone take a look?",
      },
      {
        step: "cured",
        at: { day: -55, time: "11:15" },
        note: "Inspected on the morning walk: the hedge is trimmed back from the sidewalk and the lawn is mowed.",
      },
    ],
  },
  {
    // Decided with a fine: the hearing was yesterday evening, the board decides today.
    category: "Architectural changes",
    property: 0,
    observed: -46,
    reported: { day: -45, time: "14:30" },
    by: "admin",
    description:
      "A new six-foot fence was built along the side yard and painted bright red, with no application to the Architectural Review Committee.",
    location: "Side yard, facing Maple Drive",
    steps: [
      {
        step: "courtesyNotice",
        at: { day: -44, time: "09:30" },
        note: "An application form is in Documents; the committee meets on the first Tuesday of the month.",
      },
      {
        step: "hearing",
        at: { day: -12, time: "10:00" },
        hearing: { day: -1, time: "19:00", location: CLUBHOUSE },
      },
      {
        step: "decision",
        at: NOW,
        decision: "fine",
        note: "The owner attended and said an application would follow; none was received in the cure period. Fined as the published schedule sets.",
      },
    ],
  },
  {
    // Heard, no action: closed.
    category: "Noise",
    property: 1,
    observed: -41,
    reported: { day: -40, time: "08:50" },
    by: "admin",
    description:
      "Three neighbours reported loud music and voices from the back patio after midnight on Friday and Saturday.",
    location: "Back patio",
    steps: [
      { step: "courtesyNotice", at: { day: -39, time: "10:20" } },
      {
        step: "hearing",
        at: { day: -30, time: "09:45" },
        hearing: { day: -18, time: "19:00", location: CLUBHOUSE },
      },
      {
        step: "decision",
        at: { day: -18, time: "20:10" },
        decision: "noAction",
        note: "At the hearing the owner showed that the music came from a party at the neighbouring rental that weekend.",
      },
    ],
  },
  {
    // Noticed, its cure period past: ready for a hearing.
    category: "Landscaping",
    property: 3,
    observed: -25,
    reported: { day: -24, time: "10:40" },
    by: "admin",
    description:
      "The front lawn has died back to bare dirt and the flower beds are overgrown with weeds.",
    location: "Front yard",
    steps: [{ step: "courtesyNotice", at: { day: -23, time: "09:00" } }],
  },
  {
    // A hearing noticed 12 days before it, still ahead.
    category: "Parking",
    property: 4,
    observed: -21,
    reported: { day: -20, time: "07:55" },
    by: "manager",
    description:
      "A recreational vehicle has been parked on the street in front of the home for more than a week.",
    location: "Street in front of the home",
    steps: [
      { step: "courtesyNotice", at: { day: -19, time: "09:40" } },
      {
        step: "hearing",
        at: { day: -5, time: "11:00" },
        hearing: { day: 7, time: "19:00", location: CLUBHOUSE },
      },
    ],
  },
  {
    // Withdrawn: the bins were not this home's.
    category: "Trash and recycling bins",
    property: 2,
    observed: -9,
    reported: { day: -8, time: "16:05" },
    by: "manager",
    description:
      "Two trash bins and a recycling bin were left at the curb for three days after collection.",
    location: "Curb in front of the garage",
    steps: [
      { step: "courtesyNotice", at: { day: -7, time: "09:10" } },
      {
        step: "closed",
        at: { day: -5, time: "15:30" },
        note: "Withdrawn: the bins belong to the house next door, whose owner has moved them.",
      },
    ],
  },
  {
    // The portal's demo resident's open violation: the courtesy notice sent, its cure running.
    category: "Trash and recycling bins",
    property: "portal",
    observed: -3,
    reported: { day: -3, time: "17:25" },
    by: "manager",
    description:
      "The trash and recycling bins have been left beside the driveway, in view of the street, since last week's collection.",
    location: "Beside the driveway",
    steps: [
      {
        step: "courtesyNotice",
        at: { day: -2, time: "09:15" },
        note: "The bins can be kept in the garage or behind the side gate.",
      },
    ],
  },
  {
    // Just seen, reported yesterday: no notice yet.
    category: "Pets",
    property: 5,
    observed: -1,
    reported: { day: -1, time: "08:30" },
    by: "admin",
    description:
      "A large dog from this home was off its leash on the common lawn by the pool, and its waste was left on the grass.",
    location: "Common lawn by the pool",
    steps: [],
  },
];

const callerOf = (account: { uid: string; email: string; displayName: string }): Caller => ({
  uid: account.uid,
  email: account.email,
  emailVerified: true,
  displayName: account.displayName,
});

const actors: Record<Actor, Caller> = {
  admin: callerOf(demoAdmin),
  manager: callerOf(demoManager),
};

/** The board sets up enforcement this many days before the seeding day. */
const SETUP: Moment = { day: -75, time: "10:00" };

/**
 * The properties the violations are at, besides the portal resident's: occupied ones with
 * someone to send a letter to, spread across the community, the same every run.
 */
function chooseProperties(community: DemoCommunity, portalPropertyId: string): string[] {
  const reachable = new Set(
    community.residents
      .filter((resident) => resident.email.trim() !== "")
      .map((resident) => resident.propertyId),
  );
  const candidates = community.properties
    .map((property) => property.id)
    .filter((id) => id !== portalPropertyId && reachable.has(id));
  const wanted = Math.max(
    0,
    ...DEMO_VIOLATIONS.map((violation) =>
      typeof violation.property === "number" ? violation.property + 1 : 0,
    ),
  );
  if (candidates.length < wanted) {
    throw new Error(`The demo violations need ${wanted} properties with an email on file`);
  }
  return Array.from(
    { length: wanted },
    (_, index) => candidates[Math.floor(((index + 0.5) * candidates.length) / wanted)]!,
  );
}

const decisionRequest = (
  decision: "fine" | "noAction",
  fine: string,
  note: string,
): DecisionRequest => ({
  decision,
  fine: decision === "fine" ? fine : "",
  continuingDays: 1,
  healthSafetyFinding: false,
  documentsAllowHigherFines: false,
  suspension: "",
  committee: [],
  note,
});

/** Mail updates per batch: under Firestore's 500 writes. */
const MAIL_BATCH_SIZE = 400;

/**
 * Marks the mail queued about the items `refs` names (`orgs/{orgId}/violations/{id}`) as
 * delivered when it was queued, a secret body (a ballot's link) removed as the sender removes it
 * once sent; the mail `keep` names stays queued, for the dispatcher to send. `states`: the mail
 * it takes (queued, or recorded as history by a `mailAsHistory` context, whose bodies it clears).
 */
export async function recordMailDelivered(
  db: Firestore,
  refs: readonly string[],
  {
    keep = () => false,
    states = ["PENDING"],
  }: { keep?: (mailId: string) => boolean; states?: readonly MailState[] } = {},
): Promise<void> {
  const delivered: QueryDocumentSnapshot[] = [];
  for (const ref of refs) {
    const queued = await db.collection(MAIL_COLLECTION).where("ref", "==", ref).get();
    delivered.push(
      ...queued.docs.filter(
        (mail) => states.includes(mail.get("delivery.state") as MailState) && !keep(mail.id),
      ),
    );
  }
  for (let start = 0; start < delivered.length; start += MAIL_BATCH_SIZE) {
    const batch = db.batch();
    for (const mail of delivered.slice(start, start + MAIL_BATCH_SIZE)) {
      const at = mail.get("createdAt") as Timestamp;
      batch.update(mail.ref, {
        delivery: {
          state: "SUCCESS" satisfies MailState,
          attempts: 1,
          nextAttemptAt: null,
          startTime: at,
          endTime: at,
          leaseExpireTime: null,
          error: null,
          info: null,
        },
        ...bodyRemoval(mail.get("secretBody")),
      });
    }
    await batch.commit();
  }
}

/**
 * Sets the organization's rules to California's, adds the categories and takes each violation
 * through its steps with the product's store, every step at its own moment in the order they
 * happened (so the numbers follow the reports), unless the organization has violation
 * categories or violations already. Returns how many violations it added.
 */
export async function seedDemoViolations(
  db: Firestore,
  community: DemoCommunity,
  now: Date,
): Promise<number> {
  const orgId = community.organization.id;
  const [categories, violations] = await Promise.all([
    categoriesCollection(db, orgId).limit(1).get(),
    violationsCollection(db, orgId).limit(1).get(),
  ]);
  if (!categories.empty || !violations.empty) return 0;

  const zone: TimeZone = timeZoneOf((await db.doc(`orgs/${orgId}`).get()).get("timeZone"));
  const today = localDateIn(now, zone);
  const instant = (moment: Moment | typeof NOW) =>
    moment === NOW ? now : instantIn(addDays(today, moment.day), moment.time, zone);
  let current = instant(SETUP);
  const clock: Clock = { now: () => current };
  const data = dataContext(db, 60_000, clock);

  const portalResident = community.residents.find(
    (resident) => resident.accountUid === demoResident.uid,
  );
  if (!portalResident) throw new Error("The demo community has no resident linked to the portal");
  const others = chooseProperties(community, portalResident.propertyId);
  const propertyOf = (violation: DemoViolation) =>
    violation.property === "portal" ? portalResident.propertyId : others[violation.property]!;
  const resident: OrganizationAccess = {
    orgId,
    uid: demoResident.uid,
    email: demoResident.email,
    role: ROLES.resident,
    isAdmin: false,
    isResident: true,
  };

  const settings = await getViolationSettings(data, orgId);
  await updateViolationSettings(
    data,
    orgId,
    { ruleSet: "california", general: null },
    settings.version,
    actors.admin,
  );
  const categoryIds = new Map<string, string>();
  for (const draft of DEMO_VIOLATION_CATEGORIES) {
    const created = await createViolationCategory(data, orgId, draft, actors.admin);
    categoryIds.set(draft.name, created.id);
  }
  const fineOf = (name: string) =>
    DEMO_VIOLATION_CATEGORIES.find((category) => category.name === name)?.fine ?? "0";

  // Every report and step of every violation, in the order they happened.
  const moments = DEMO_VIOLATIONS.flatMap((violation, index) => [
    { index, at: instant(violation.reported), step: null },
    ...violation.steps.map((step) => ({ index, at: instant(step.at), step })),
  ]).sort((a, b) => a.at.getTime() - b.at.getTime());

  const seeded = new Map<number, Violation>();
  for (const { index, at, step } of moments) {
    current = at;
    const demo = DEMO_VIOLATIONS[index]!;
    const actor = actors[demo.by];
    if (step === null) {
      const categoryId = categoryIds.get(demo.category);
      if (!categoryId) throw new Error(`No demo violation category "${demo.category}"`);
      const reported = await reportViolation(
        data,
        orgId,
        {
          propertyId: propertyOf(demo),
          categoryId,
          observedOn: addDays(today, demo.observed),
          description: demo.description,
          location: demo.location,
        },
        actor,
      );
      seeded.set(index, reported);
      continue;
    }
    const violation = seeded.get(index)!;
    if (step.step === "reply") {
      await replyToViolation(data, resident, violation.id, {
        kind: step.kind,
        message: step.message,
      });
      continue;
    }
    const target = { orgId, id: violation.id, expectedVersion: violation.version, actor };
    const next =
      step.step === "courtesyNotice"
        ? await sendCourtesyNotice(data, target, { note: step.note ?? "" }, consoleUrl)
        : step.step === "hearing"
          ? await noticeHearing(
              data,
              target,
              {
                date: addDays(today, step.hearing.day),
                time: step.hearing.time,
                location: step.hearing.location,
              },
              consoleUrl,
            )
          : step.step === "decision"
            ? await decideViolation(
                data,
                target,
                decisionRequest(step.decision, fineOf(demo.category), step.note),
                consoleUrl,
              )
            : await closeViolation(data, target, { note: step.note }, step.step, consoleUrl);
    seeded.set(index, next);
  }

  await recordMailDelivered(
    db,
    [...seeded.values()].map((violation) => `orgs/${orgId}/violations/${violation.id}`),
  );
  return seeded.size;
}
