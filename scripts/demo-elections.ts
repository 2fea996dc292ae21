/**
 * The demo community's elections, made by the product's own store with the clock set to each
 * step's moment (counted from the seeding day in the organization's time zone): California's
 * rules with the governing documents' quorum of 25%; last season's board election, two seats
 * among three candidates, its ballots cast by link and on paper, counted after the deadline and
 * certified by the inspector of elections; a CC&R amendment whose polls are open, with some
 * ballots cast already (none from the portal resident's home, whose ballot email reaches the
 * inbox so the demo resident can vote); and a board motion still a draft. Every choice comes from
 * a seeded random, so the results are the same every run. Written once: when the organization has
 * an election or election settings already, nothing is added.
 */
import { addDays, instantIn, localDateIn, timeZoneOf } from "@hoa/validation";
import { DEFAULT_ELECTION_SETTINGS, type MeasureChoice } from "@hoa/validation/elections";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { Caller } from "../functions/src/auth/idToken.js";
import { MAIL_COLLECTION } from "../functions/src/mail/queue.js";
import type { Clock } from "../functions/src/platform/clock.js";
import { dataContext, type DataContext } from "../functions/src/platform/data-context.js";
import { castByLink } from "../functions/src/resources/elections/ballots.js";
import {
  ballotLinkRef,
  ballotTokenHash,
  electionSettingsRef,
  electionsCollection,
  rollCollection,
} from "../functions/src/resources/elections/documents.js";
import {
  certify,
  enterPaperBallotAsInspector,
  openTheCount,
} from "../functions/src/resources/elections/inspector.js";
import type { CastRequest } from "../functions/src/resources/elections/schemas.js";
import { updateElectionSettings } from "../functions/src/resources/elections/settings.js";
import { createElection, openElection } from "../functions/src/resources/elections/store.js";
import { demoOtherMembers, type DemoCommunity } from "./demo-community.js";
import { consoleUrl, demoAdmin, demoResident } from "./demo-data.js";
import { recordMailDelivered } from "./demo-violations.js";
import { Random, seedOf } from "./seeded-random.js";

/** A moment: a local time on the day `day` days from the seeding day. */
interface Moment {
  day: number;
  time: string;
}

/** The inspector of elections: no member of the organization. */
export const DEMO_INSPECTOR = {
  name: "Irene Castillo",
  email: "irene.castillo@inspectors.example",
} as const;

/** The governing documents' quorum: 25% of the voting power. */
export const DEMO_QUORUM_BASIS_POINTS = 2_500;

const [hannah, rafael] = demoOtherMembers;

/** Last season's board election: its candidates in ballot order, and how often each is chosen. */
export const DEMO_BOARD_ELECTION = {
  title: "2026 board of directors",
  question:
    "Elect two directors for two-year terms. Vote for up to two candidates; the two with the most votes are elected.",
  seats: 2,
  candidates: [
    { name: hannah.displayName, chosen: 0.8 },
    { name: rafael.displayName, chosen: 0.6 },
    { name: "Marcus Bell", chosen: 0.45 },
  ],
  nominationNoticeAt: { day: -110, time: "09:00" },
  nominationDeadline: { day: -75, time: "17:00" },
  ballotsOutAt: { day: -60, time: "09:00" },
  votingDeadline: { day: -20, time: "19:00" },
  resultsNoticeAt: { day: -17, time: "09:00" },
  countOpenedAt: { day: -20, time: "19:05" },
  certifiedAt: { day: -18, time: "10:30" },
  byLink: 34,
  onPaper: 6,
} as const;

/** The amendment whose polls are open. */
export const DEMO_MEASURE = {
  title: "Amend the CC&Rs: allow two dogs per home",
  question:
    "Shall Article VII, Section 7.3 of the CC&Rs be amended to allow up to two dogs per home, in place of one, leashed in the common areas as now?",
  ballotsOutAt: { day: -10, time: "09:00" },
  votingDeadline: { day: 25, time: "19:00" },
  byLink: 15,
} as const;

/** The board motion still a draft: its ballots go out next week. */
export const DEMO_MOTION = {
  title: "Resurface the pool deck",
  question:
    "Shall the board accept Blue Wave Pools' bid of $48,500 to resurface the pool deck in March, paid from the reserve fund?",
  ballotsOutAt: { day: 7, time: "09:00" },
  votingDeadline: { day: 38, time: "19:00" },
} as const;

const callerOf = (account: { uid: string; email: string; displayName: string }): Caller => ({
  uid: account.uid,
  email: account.email,
  emailVerified: true,
  displayName: account.displayName,
});

/** The inspector signed in with the address the elections name, verified. */
const inspectorCaller: Caller = callerOf({
  uid: "demo-inspector-irene",
  email: DEMO_INSPECTOR.email,
  displayName: DEMO_INSPECTOR.name,
});

/** A ballot link token, as a ballot email's text carries it (`ballotLink`). */
const TOKEN_IN_TEXT = /\/ballot\/([A-Za-z0-9_-]{43})/gu;

/** Each voter's link token, read from the election's ballot emails while their bodies are kept. */
async function linkTokens(
  db: Firestore,
  orgId: string,
  electionId: string,
): Promise<Map<string, { token: string; mailIds: string[] }>> {
  const mails = await db
    .collection(MAIL_COLLECTION)
    .where("ref", "==", `orgs/${orgId}/elections/${electionId}`)
    .where("kind", "==", "ballot")
    .get();
  const mailsOf = new Map<string, string[]>();
  for (const mail of mails.docs) {
    for (const [, token] of String(mail.get("message.text")).matchAll(TOKEN_IN_TEXT)) {
      if (token) mailsOf.set(token, [...(mailsOf.get(token) ?? []), mail.id]);
    }
  }
  const tokens = new Map<string, { token: string; mailIds: string[] }>();
  await Promise.all(
    [...mailsOf].map(async ([token, mailIds]) => {
      const link = await ballotLinkRef(db, ballotTokenHash(token)).get();
      tokens.set(String(link.get("voterId")), { token, mailIds });
    }),
  );
  return tokens;
}

/** The roll's voters (property ids), in a stable order. */
async function rollVoters(db: Firestore, orgId: string, electionId: string): Promise<string[]> {
  const roll = await rollCollection(db, orgId, electionId).select().get();
  return roll.docs.map((doc) => doc.id).sort();
}

/** A director ballot: each candidate chosen as often as `chosen` says, the first ones up to the seats. */
function candidatesChosen(random: Random, candidateIds: readonly string[]): CastRequest["choices"] {
  const chosen = candidateIds.filter((_, index) =>
    random.chance(DEMO_BOARD_ELECTION.candidates[index]?.chosen ?? 0),
  );
  return { candidates: chosen.slice(0, DEMO_BOARD_ELECTION.seats) };
}

/** A measure's answer: mostly yes, some no, a few abstain. */
function answerChosen(random: Random): CastRequest["choices"] {
  const draw = random.next();
  const answer: MeasureChoice = draw < 0.62 ? "yes" : draw < 0.9 ? "no" : "abstain";
  return { answer };
}

/** `count` moments at random daytime hours from `first` to `last` days, in order. */
function momentsBetween(random: Random, count: number, first: number, last: number): Moment[] {
  return Array.from({ length: count }, () => ({
    day: random.int(first, last),
    minutes: random.int(7 * 60, 21 * 60 + 59),
  }))
    .sort((a, b) => a.day - b.day || a.minutes - b.minutes)
    .map(({ day, minutes }) => ({
      day,
      time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
    }));
}

/** What the steps share: the database, the organization and a context at a moment. */
interface Steps {
  db: Firestore;
  orgId: string;
  /** A data context whose clock reads `moment` (a step runs at its own moment). */
  at: (moment: Moment) => DataContext;
  iso: (moment: Moment) => string;
}

/** The board election's ballots: most by link through the season, a few on paper. */
async function voteOnBoard(steps: Steps, electionId: string, candidateIds: readonly string[]) {
  const { db, orgId, at, iso } = steps;
  const board = DEMO_BOARD_ELECTION;
  const random = new Random(seedOf("demo-elections: 2026 board of directors"));
  const links = await linkTokens(db, orgId, electionId);
  const voters = random.shuffled(await rollVoters(db, orgId, electionId));
  const online = voters.filter((id) => links.has(id)).slice(0, board.byLink);
  // Paper first from the homes with no email on file, which got no link.
  const paper = [
    ...voters.filter((id) => !links.has(id)),
    ...voters.filter((id) => links.has(id) && !online.includes(id)),
  ].slice(0, board.onPaper);
  const firstDay = board.ballotsOutAt.day + 1;
  const lastDay = board.votingDeadline.day - 1;
  const cast = momentsBetween(random, online.length, firstDay, lastDay);
  await Promise.all(
    online.map((voterId, index) =>
      castByLink(at(cast[index]!), links.get(voterId)!.token, {
        choices: candidatesChosen(random, candidateIds),
        electronicConsent: true,
      }),
    ),
  );
  const received = momentsBetween(random, paper.length, firstDay + 4, lastDay);
  // The inspector enters the envelopes at the meeting, before the count opens.
  for (const [index, propertyId] of paper.entries()) {
    const entered = {
      day: board.votingDeadline.day,
      time: `18:${String(30 + index).padStart(2, "0")}`,
    };
    await enterPaperBallotAsInspector(
      at(entered),
      orgId,
      electionId,
      {
        propertyId,
        choices: candidatesChosen(random, candidateIds),
        receivedAt: iso(received[index]!),
      },
      inspectorCaller,
    );
  }
  await openTheCount(at(board.countOpenedAt), orgId, electionId, inspectorCaller);
  await certify(
    at(board.certifiedAt),
    orgId,
    electionId,
    DEMO_INSPECTOR.name,
    inspectorCaller,
    consoleUrl,
  );
}

/**
 * Queues again, as new mail that the mail trigger sends, mail the seed recorded as history; the
 * recorded one is deleted, so the history counts it once.
 */
async function requeue(db: Firestore, mailIds: readonly string[]): Promise<void> {
  for (const id of mailIds) {
    const recorded = await db.collection(MAIL_COLLECTION).doc(id).get();
    const mail = recorded.data();
    if (!mail) continue;
    const now = Timestamp.now();
    const batch = db.batch();
    batch.create(db.collection(MAIL_COLLECTION).doc(), {
      ...mail,
      createdAt: now,
      delivery: {
        state: "PENDING",
        attempts: 0,
        nextAttemptAt: now,
        startTime: null,
        endTime: null,
        leaseExpireTime: null,
        error: null,
        info: null,
      },
    });
    batch.delete(recorded.ref);
    await batch.commit();
  }
}

/**
 * The amendment's ballots so far, by link, none from `portalPropertyId`; answers the link mail
 * of that home, which stays queued for the inbox.
 */
async function voteOnMeasure(
  steps: Steps,
  electionId: string,
  portalPropertyId: string,
): Promise<string[]> {
  const { db, orgId, at } = steps;
  const measure = DEMO_MEASURE;
  const random = new Random(seedOf("demo-elections: two dogs per home"));
  const links = await linkTokens(db, orgId, electionId);
  const voters = random
    .shuffled(await rollVoters(db, orgId, electionId))
    .filter((id) => id !== portalPropertyId && links.has(id))
    .slice(0, measure.byLink);
  // From the day after the ballots went out to yesterday: all before the seeding moment.
  const cast = momentsBetween(random, voters.length, measure.ballotsOutAt.day + 1, -1);
  await Promise.all(
    voters.map((voterId, index) =>
      castByLink(at(cast[index]!), links.get(voterId)!.token, {
        choices: answerChosen(random),
        electronicConsent: true,
      }),
    ),
  );
  return links.get(portalPropertyId)?.mailIds ?? [];
}

/**
 * Saves the election rules and runs the three elections, unless the organization has an election
 * or election settings already. Returns how many elections it added.
 */
export async function seedDemoElections(
  db: Firestore,
  community: DemoCommunity,
  now: Date,
): Promise<number> {
  const orgId = community.organization.id;
  const [elections, settings] = await Promise.all([
    electionsCollection(db, orgId).limit(1).get(),
    electionSettingsRef(db, orgId).get(),
  ]);
  if (!elections.empty || settings.exists) return 0;
  const portal = community.residents.find((resident) => resident.accountUid === demoResident.uid);
  if (!portal) throw new Error("The demo community has no resident linked to the portal");

  const zone = timeZoneOf((await db.doc(`orgs/${orgId}`).get()).get("timeZone"));
  const today = localDateIn(now, zone);
  const instant = (moment: Moment) => instantIn(addDays(today, moment.day), moment.time, zone);
  const at = (moment: Moment): DataContext => {
    const clock: Clock = { now: () => instant(moment) };
    // The demo's past: its mail is recorded as sent at its time, never sent now.
    return { ...dataContext(db, 60_000, clock), mailAsHistory: true };
  };
  const iso = (moment: Moment) => instant(moment).toISOString();
  const steps: Steps = { db, orgId, at, iso };
  const admin = callerOf(demoAdmin);

  await updateElectionSettings(
    at({ day: -120, time: "10:00" }),
    orgId,
    {
      ruleSet: "california",
      ...DEFAULT_ELECTION_SETTINGS,
      quorumBasisPoints: DEMO_QUORUM_BASIS_POINTS,
    },
    0,
    admin,
  );

  const board = DEMO_BOARD_ELECTION;
  const measure = DEMO_MEASURE;
  const motion = DEMO_MOTION;
  const noNominations = { nominationNoticeAt: null, nominationDeadline: null };
  const [boardDraft, measureDraft, motionDraft] = await Promise.all([
    createElection(
      at({ day: -115, time: "11:00" }),
      orgId,
      {
        title: board.title,
        question: board.question,
        vote: {
          kind: "directorElection",
          seats: board.seats,
          candidates: board.candidates.map(({ name }) => ({ name })),
        },
        electorate: "onePerProperty",
        nominationNoticeAt: iso(board.nominationNoticeAt),
        nominationDeadline: iso(board.nominationDeadline),
        ballotsOutAt: iso(board.ballotsOutAt),
        votingDeadline: iso(board.votingDeadline),
        resultsNoticeAt: iso(board.resultsNoticeAt),
        inspector: { ...DEMO_INSPECTOR },
      },
      admin,
    ),
    createElection(
      at({ day: measure.ballotsOutAt.day - 2, time: "14:00" }),
      orgId,
      {
        title: measure.title,
        question: measure.question,
        vote: { kind: "measure", measureType: "amendment", threshold: "majorityOfVotesCast" },
        electorate: "onePerProperty",
        ...noNominations,
        ballotsOutAt: iso(measure.ballotsOutAt),
        votingDeadline: iso(measure.votingDeadline),
        resultsNoticeAt: null,
        inspector: { ...DEMO_INSPECTOR },
      },
      admin,
    ),
    createElection(
      at({ day: -2, time: "16:00" }),
      orgId,
      {
        title: motion.title,
        question: motion.question,
        vote: { kind: "boardMotion", threshold: "majorityOfVotesCast" },
        electorate: "onePerProperty",
        ...noNominations,
        ballotsOutAt: iso(motion.ballotsOutAt),
        votingDeadline: iso(motion.votingDeadline),
        resultsNoticeAt: null,
        inspector: { ...DEMO_INSPECTOR },
      },
      admin,
    ),
  ]);
  // Side by side: each step at its own moment, and the two elections share no document.
  const candidateIds =
    boardDraft.vote.kind === "directorElection" ? boardDraft.vote.candidates.map((c) => c.id) : [];
  const [, portalMail] = await Promise.all([
    openElection(
      at(board.ballotsOutAt),
      orgId,
      boardDraft.id,
      boardDraft.version,
      admin,
      consoleUrl,
    ).then(() => voteOnBoard(steps, boardDraft.id, candidateIds)),
    openElection(
      at(measure.ballotsOutAt),
      orgId,
      measureDraft.id,
      measureDraft.version,
      admin,
      consoleUrl,
    ).then(() => voteOnMeasure(steps, measureDraft.id, portal.propertyId)),
  ]);

  // Nothing old is sent (its secret links removed, as once sent); only the portal home's ballot
  // for the amendment reaches the inbox, queued anew now.
  await requeue(db, portalMail);
  await recordMailDelivered(
    db,
    [boardDraft.id, measureDraft.id].map((id) => `orgs/${orgId}/elections/${id}`),
    { states: ["SUCCESS"] },
  );
  return [boardDraft, measureDraft, motionDraft].length;
}
