/**
 * The demo community's architectural review: its procedure (a committee of three, a board of
 * three with one member on both, 45 days to answer, escalation to the board when they pass) and
 * five requests at every stage, made by the product's own store with the clock set to each step's
 * moment (counted from the seeding day in the organization's time zone): one under review at the
 * portal resident's home, one approved with conditions (on its property's modification record),
 * one denied, one returned for more information and one whose response time is nearly out.
 * Written once: when the organization has a request or its procedure already, nothing is added.
 */
import { ROLES, addDays, instantIn, localDateIn, timeZoneOf } from "@hoa/validation";
import type { ArcCategory, ArcVote } from "@hoa/validation/architectural-review";
import type { Firestore } from "firebase-admin/firestore";
import type { Caller } from "../functions/src/auth/idToken.js";
import type { Clock } from "../functions/src/platform/clock.js";
import { dataContext } from "../functions/src/platform/data-context.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import {
  arcRequestsCollection,
  arcSettingsRef,
} from "../functions/src/resources/architectural-review/documents.js";
import { updateArcSettings } from "../functions/src/resources/architectural-review/settings.js";
import {
  createArcRequest,
  submitArcRequest,
  voteOnArcRequest,
} from "../functions/src/resources/architectural-review/store.js";
import { demoManager, demoOtherMembers, type DemoCommunity } from "./demo-community.js";
import { consoleUrl, demoAdmin, demoMember, demoResident } from "./demo-data.js";
import { recordMailDelivered } from "./demo-violations.js";

/** A moment: a local time on the day `day` days from the seeding day. */
interface Moment {
  day: number;
  time: string;
}

type Reviewer = "morgan" | "hannah" | "rafael";

export interface DemoArcRequest {
  /** The portal resident's home, or the n-th other owner's. */
  property: "portal" | number;
  category: ArcCategory;
  title: string;
  description: string;
  contractor: string;
  /** Days from the seeding day the work is planned to start and finish. */
  planned: [number, number];
  submitted: Moment;
  votes: readonly { by: Reviewer; at: Moment; vote: ArcVote; comment: string }[];
}

const callerOf = (account: { uid: string; email: string; displayName: string }): Caller => ({
  uid: account.uid,
  email: account.email,
  emailVerified: true,
  displayName: account.displayName,
});

const [hannah, rafael] = demoOtherMembers;
const reviewers: Record<Reviewer, Caller> = {
  morgan: callerOf(demoMember),
  hannah: callerOf(hannah),
  rafael: callerOf(rafael),
};

/** The requests in the order they were made (their numbers). */
export const DEMO_ARC_REQUESTS: readonly DemoArcRequest[] = [
  {
    property: 0,
    category: "fence",
    title: "Cedar fence along the back line",
    description:
      "Replace the old chain-link fence along the back property line with a 6 ft cedar privacy fence, stained natural, with the finished side facing the neighbours. Plan and photo of the current fence attached.",
    contractor: "Oakline Fencing",
    planned: [-40, -30],
    submitted: { day: -62, time: "09:30" },
    votes: [
      {
        by: "morgan",
        at: { day: -58, time: "19:10" },
        vote: "approveWithConditions",
        comment:
          "The stain matches the natural cedar sample on file\nThe finished side faces the neighbours",
      },
      { by: "hannah", at: { day: -56, time: "08:45" }, vote: "approve", comment: "" },
      { by: "rafael", at: { day: -55, time: "20:30" }, vote: "approve", comment: "" },
    ],
  },
  {
    property: 1,
    category: "paint",
    title: "Repaint the house deep purple",
    description:
      "Repaint the siding in Sherwin-Williams Majestic Purple (SW 6545) with white trim, replacing the current beige.",
    contractor: "",
    planned: [-10, -5],
    submitted: { day: -41, time: "13:15" },
    votes: [
      {
        by: "morgan",
        at: { day: -38, time: "18:00" },
        vote: "deny",
        comment:
          "The colour is not in the community's approved exterior palette (Design Guidelines, Section 4.2).",
      },
      {
        by: "hannah",
        at: { day: -36, time: "07:50" },
        vote: "deny",
        comment: "A colour from the approved palette's earth tones would be approved.",
      },
      { by: "rafael", at: { day: -35, time: "21:05" }, vote: "approve", comment: "" },
    ],
  },
  {
    property: 2,
    category: "addition",
    title: "Patio cover over the back patio",
    description:
      "An aluminium patio cover, 12 ft by 16 ft, attached to the back wall of the house, white.",
    contractor: "Shade Works",
    planned: [20, 30],
    submitted: { day: -21, time: "10:40" },
    votes: [
      {
        by: "morgan",
        at: { day: -18, time: "19:30" },
        vote: "return",
        comment: "A drawing with the cover's height and its distance to the property lines.",
      },
      {
        by: "hannah",
        at: { day: -17, time: "08:20" },
        vote: "return",
        comment: "The contractor's licence number.",
      },
      {
        by: "rafael",
        at: { day: -16, time: "20:00" },
        vote: "return",
        comment: "A drawing with the height and setbacks.",
      },
    ],
  },
  {
    property: 3,
    category: "landscaping",
    title: "Drought-tolerant front yard",
    description:
      "Replace the front lawn with drought-tolerant plants, decomposed granite paths and drip irrigation, keeping the street tree.",
    contractor: "Greenway Landscapes",
    planned: [10, 17],
    submitted: { day: -40, time: "11:00" },
    votes: [{ by: "hannah", at: { day: -35, time: "09:00" }, vote: "approve", comment: "" }],
  },
  {
    property: "portal",
    category: "solar",
    title: "Solar panels on the south roof",
    description:
      "Twelve black-framed solar panels flush-mounted on the south-facing roof, not visible from the street; the inverter in the garage.",
    contractor: "Sunward Solar",
    planned: [25, 27],
    submitted: { day: -9, time: "18:25" },
    votes: [{ by: "hannah", at: { day: -6, time: "08:10" }, vote: "approve", comment: "" }],
  },
];

/**
 * The homes the requests are at, besides the portal resident's: owners with an email on file,
 * spread across the community, the same every run.
 */
function chooseProperties(community: DemoCommunity, portalPropertyId: string): string[] {
  const owned = [
    ...new Set(
      community.residents
        .filter(
          (resident) =>
            resident.relationship === "Owner" &&
            resident.email !== "" &&
            resident.propertyId !== portalPropertyId,
        )
        .map((resident) => resident.propertyId),
    ),
  ].sort();
  const wanted = 4;
  return Array.from(
    { length: wanted },
    (_, index) => owned[Math.floor(((index + 0.3) * owned.length) / wanted)]!,
  );
}

export async function seedDemoArchitecturalReview(
  db: Firestore,
  community: DemoCommunity,
  now: Date,
): Promise<number> {
  const orgId = community.organization.id;
  const [requests, settings] = await Promise.all([
    arcRequestsCollection(db, orgId).limit(1).get(),
    arcSettingsRef(db, orgId).get(),
  ]);
  if (!requests.empty || settings.exists) return 0;

  const zone = timeZoneOf((await db.doc(`orgs/${orgId}`).get()).get("timeZone"));
  const today = localDateIn(now, zone);
  const instant = (moment: Moment) => instantIn(addDays(today, moment.day), moment.time, zone);
  let current = instant({ day: -90, time: "10:00" });
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
  const accessOf = (caller: Caller): OrganizationAccess => ({
    orgId,
    uid: caller.uid,
    email: caller.email,
    role: ROLES.member,
    isAdmin: false,
    isResident: false,
  });
  const resident: OrganizationAccess = {
    orgId,
    uid: demoResident.uid,
    email: demoResident.email,
    role: ROLES.resident,
    isAdmin: false,
    isResident: true,
  };
  const residentCaller: Caller = {
    uid: demoResident.uid,
    email: demoResident.email,
    emailVerified: true,
    displayName: null,
  };

  await updateArcSettings(
    data,
    orgId,
    {
      committee: [demoMember.uid, hannah.uid, rafael.uid],
      directors: [demoAdmin.uid, demoManager.uid, hannah.uid],
      responseDays: 45,
      deadlineOutcome: "escalated",
    },
    0,
    admin,
  );

  const portalResident = community.residents.find(
    (candidate) => candidate.accountUid === demoResident.uid,
  );
  if (!portalResident) throw new Error("The demo community has no resident linked to the portal");
  const others = chooseProperties(community, portalResident.propertyId);
  const ids: string[] = [];
  for (const demo of DEMO_ARC_REQUESTS) {
    current = instant({ ...demo.submitted, time: "08:00" });
    const portal = demo.property === "portal";
    const change = {
      propertyId: demo.property === "portal" ? "" : others[demo.property]!,
      category: demo.category,
      title: demo.title,
      description: demo.description,
      plannedStart: addDays(today, demo.planned[0]),
      plannedEnd: addDays(today, demo.planned[1]),
      contractor: demo.contractor,
    };
    const draft = portal
      ? await createArcRequest(data, resident, residentCaller, change)
      : await createArcRequest(data, adminAccess, admin, change);
    current = instant(demo.submitted);
    const actor = portal
      ? { access: resident, caller: residentCaller }
      : { access: adminAccess, caller: admin };
    await submitArcRequest(
      data,
      { orgId, id: draft.id, expectedVersion: draft.version },
      actor,
      { note: "" },
      consoleUrl,
    );
    for (const vote of demo.votes) {
      current = instant(vote.at);
      const caller = reviewers[vote.by];
      await voteOnArcRequest(
        data,
        { orgId, id: draft.id },
        { access: accessOf(caller), caller },
        { vote: vote.vote, comment: vote.comment },
        consoleUrl,
      );
    }
    ids.push(draft.id);
  }
  await recordMailDelivered(
    db,
    ids.map((id) => `orgs/${orgId}/architecturalRequests/${id}`),
  );
  return ids.length;
}
