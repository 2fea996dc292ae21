import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../functions/src/auth/idToken.js";
import { ApiError } from "../functions/src/http/errors.js";
import { MAIL_COLLECTION, REMOVED_BODY } from "../functions/src/mail/queue.js";
import { dataContext } from "../functions/src/platform/data-context.js";
import { getTally } from "../functions/src/resources/elections/inspector.js";
import { getElectionSettings } from "../functions/src/resources/elections/settings.js";
import { listElections } from "../functions/src/resources/elections/store.js";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { generateCommunity } from "./demo-community.js";
import { demoResident } from "./demo-data.js";
import {
  DEMO_BOARD_ELECTION,
  DEMO_INSPECTOR,
  DEMO_MEASURE,
  DEMO_MOTION,
  DEMO_QUORUM_BASIS_POINTS,
  seedDemoElections,
} from "./demo-elections.js";
import { communityWrites, writeInBatches } from "./seed.js";

describe("the demo elections", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  const now = new Date("2026-11-22T18:30:00.000Z");
  const community = generateCommunity({ now });
  const orgId = community.organization.id;
  const data = () => dataContext(db, 60_000, { now: () => now });
  const inspector: Caller = {
    uid: "inspector",
    email: DEMO_INSPECTOR.email,
    emailVerified: true,
    displayName: DEMO_INSPECTOR.name,
  };

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    await writeInBatches(db, communityWrites(db, community));
  });

  afterAll(() => stop?.());

  it("are added once: the rules, a certified board election, an open amendment, a draft motion", async () => {
    const started = performance.now();
    expect(await seedDemoElections(db, community, now)).toBe(3);
    console.info(`Seeded the demo elections in ${Math.round(performance.now() - started)} ms`);
    const documents = async () =>
      (await db.collection(`orgs/${orgId}/elections`).get()).size +
      (await db.collection(MAIL_COLLECTION).get()).size +
      (await db.collection(`orgs/${orgId}/audit`).get()).size;
    const before = await documents();
    expect(await seedDemoElections(db, community, now)).toBe(0);
    expect(await documents()).toBe(before);

    const settings = await getElectionSettings(data(), orgId);
    expect(settings.ruleSet).toBe("california");
    expect(settings.settings.quorumBasisPoints).toBe(DEMO_QUORUM_BASIS_POINTS);
    expect(settings.effective?.quorum.basisPoints).toBe(DEMO_QUORUM_BASIS_POINTS);

    const { items } = await listElections(data(), orgId);
    const byTitle = new Map(items.map((election) => [election.title, election]));
    expect([...byTitle.keys()].sort()).toEqual(
      [DEMO_BOARD_ELECTION.title, DEMO_MEASURE.title, DEMO_MOTION.title].sort(),
    );

    // The board election: counted after the deadline, certified by the inspector two days later.
    const board = byTitle.get(DEMO_BOARD_ELECTION.title);
    expect(board?.status).toBe("certified");
    expect(board?.certificate?.signedBy).toBe(DEMO_INSPECTOR.name);
    expect(Date.parse(board?.countOpenedAt ?? "")).toBeGreaterThan(
      Date.parse(board?.votingDeadline ?? ""),
    );
    const result = board?.certificate?.result as {
      kind: string;
      ballots: number;
      elected: string[];
      decided: boolean;
      quorum: { reached: boolean };
    };
    expect(result.kind).toBe("directorElection");
    expect(result.ballots).toBe(DEMO_BOARD_ELECTION.byLink + DEMO_BOARD_ELECTION.onPaper);
    expect(result.quorum.reached).toBe(true);
    expect(result.decided).toBe(true);
    const names = new Map(
      board?.vote.kind === "directorElection"
        ? board.vote.candidates.map((candidate) => [candidate.id, candidate.name])
        : [],
    );
    expect(result.elected.map((id) => names.get(id))).toEqual(["Hannah Schmidt", "Rafael Souza"]);
    const channels = (await db.collection(`orgs/${orgId}/elections/${board?.id}/roll`).get()).docs
      .filter((entry) => entry.get("voted") === true)
      .map((entry) => String(entry.get("channel")));
    expect(channels.filter((channel) => channel === "paper")).toHaveLength(
      DEMO_BOARD_ELECTION.onPaper,
    );

    // The amendment: live counts only, no tally while the polls are open.
    const measure = byTitle.get(DEMO_MEASURE.title);
    expect(measure?.status).toBe("open");
    expect(measure?.live?.ballots).toBe(DEMO_MEASURE.byLink);
    const tally = getTally(data(), orgId, measure?.id ?? "", inspector);
    await expect(tally).rejects.toBeInstanceOf(ApiError);
    await expect(tally).rejects.toMatchObject({ status: 409 });
    const portal = community.residents.find((resident) => resident.accountUid === demoResident.uid);
    const portalEntry = await db
      .doc(`orgs/${orgId}/elections/${measure?.id}/roll/${portal?.propertyId}`)
      .get();
    expect(portalEntry.get("voted")).toBe(false);

    expect(byTitle.get(DEMO_MOTION.title)?.status).toBe("draft");

    // Nothing old is sent: only the portal home's ballot for the amendment waits for the dispatcher.
    const mail = (await db.collection(MAIL_COLLECTION).get()).docs;
    const pending = mail.filter((item) => item.get("delivery.state") === "PENDING");
    expect(pending.length).toBeGreaterThan(0);
    for (const item of pending) {
      expect(item.get("ref")).toBe(`orgs/${orgId}/elections/${measure?.id}`);
      expect(String(item.get("message.text"))).toContain("/ballot/");
    }
    const delivered = mail.filter((item) => item.get("delivery.state") === "SUCCESS");
    expect(delivered).toHaveLength(mail.length - pending.length);
    for (const item of delivered.filter((entry) => entry.get("secretBody") === true)) {
      expect(item.get("message.text")).toBe(REMOVED_BODY);
    }
  });
});
