import {
  electionMessages,
  electionRuleSetFor,
  receiptHash,
  type BallotChoices,
} from "@hoa/validation/elections";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildTestApi,
  call,
  testClock,
  testVerifier,
  useTestApi,
  type CallOptions,
} from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  linkResident,
  collectionRequests,
  dataOf,
  join,
  organization,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { recordingMailer } from "../../../test/support/mail.js";
import type { VerifyIdToken } from "../../auth/idToken.js";
import { apiMessages } from "../../http/messages.js";
import { electionRequestMessages as rm, type ElectionSettingsResponse } from "./schemas.js";

const db = useTestApi();

const settingsPath = (org: TestOrganization) => `/api/orgs/${org.id}/elections/settings`;

const saveSettings = (
  org: TestOrganization,
  body: unknown,
  ifMatch: string | null = '"0"',
  token = org.token,
) => {
  const options: CallOptions = { method: "PUT", token, body };
  if (ifMatch !== null) options.headers = { "if-match": ifMatch };
  return call(db.api, settingsPath(org), options);
};

describe("the election rules setting", () => {
  it("answers General without a quorum (no rules in effect yet), version 0, before any save", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const answer = await call(db.api, settingsPath(org), { token: member.token });
    expect(answer).toMatchObject({ status: 200, headers: { etag: '"0"' } });
    expect(dataOf<ElectionSettingsResponse>(answer)).toMatchObject({
      ruleSet: "general",
      settings: { quorumBasisPoints: null, nominationNoticeDays: 30 },
      effective: null,
      version: 0,
      updatedAt: null,
    });
  });

  it("saves California with the documents' quorum, audited, and the rules with their citations", async () => {
    const org = await organization(db);
    const saved = await saveSettings(org, { ruleSet: "california", quorumBasisPoints: 2_500 });
    expect(saved).toMatchObject({ status: 200, headers: { etag: '"1"' } });
    const answer = dataOf<ElectionSettingsResponse>(saved);
    expect(answer.effective).toEqual(
      JSON.parse(
        JSON.stringify(
          electionRuleSetFor("california", { ...answer.settings, quorumBasisPoints: 2_500 }),
        ),
      ),
    );
    expect(answer.effective?.ballotDelivery.citation).toMatchObject({
      code: "Civil Code",
      section: "5115",
    });
    const audit = (await auditOf(db, org.id)).filter((e) => e.resource === "electionSettings");
    expect(audit).toMatchObject([
      {
        action: "create",
        label: "California (Davis-Stirling)",
        changes: expect.arrayContaining([
          { field: "ruleSet", before: null, after: "california" },
          { field: "quorumBasisPoints", before: null, after: 2_500 },
        ]),
      },
    ]);
    // The same again writes nothing.
    const again = await saveSettings(
      org,
      { ruleSet: "california", quorumBasisPoints: 2_500 },
      '"1"',
    );
    expect(again).toMatchObject({ status: 200, headers: { etag: '"1"' } });
  });

  it("refuses Florida's quorum over 30% with its citation, a missing quorum, and bad numbers (400)", async () => {
    const org = await organization(db);
    const florida = await saveSettings(org, { ruleSet: "florida", quorumBasisPoints: 4_000 });
    expect(florida).toMatchObject({ status: 400 });
    expect((florida.body as { error: string }).error).toContain("720.306(1)(a)");
    expect(await saveSettings(org, { ruleSet: "general" })).toMatchObject({
      status: 400,
      body: { fields: { quorumBasisPoints: electionMessages.quorumRequired } },
    });
    expect(
      await saveSettings(org, {
        ruleSet: "general",
        quorumBasisPoints: 1_000,
        ballotNoticeDays: 400,
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { ballotNoticeDays: electionMessages.daysInvalid } },
    });
    expect(await saveSettings(org, { ruleSet: "texas", quorumBasisPoints: 1_000 })).toMatchObject({
      status: 400,
    });
    // Florida without a quorum runs on the statute's 30%.
    const ok = await saveSettings(org, { ruleSet: "florida" });
    expect(dataOf<ElectionSettingsResponse>(ok).effective?.quorum.basisPoints).toBe(3_000);
  });

  it("refuses a member's save (403), a stale version (412) and none (428)", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    expect((await saveSettings(org, { ruleSet: "florida" }, '"0"', member.token)).status).toBe(403);
    expect((await saveSettings(org, { ruleSet: "florida" })).status).toBe(200);
    expect(await saveSettings(org, { ruleSet: "florida", quorumBasisPoints: 1_000 })).toMatchObject(
      {
        status: 412,
        body: { error: apiMessages.versionStale },
      },
    );
    expect((await saveSettings(org, { ruleSet: "florida" }, null)).status).toBe(428);
  });
});

// ---------------------------------------------------------------------------------------------
// Elections, ballots, the inspector.

const DAY = 24 * 60 * 60 * 1000;
const INSPECTOR = "inspector@example.org";

/** Tokens `verified:<email>` are an account whose address is proven; the rest as the usual test verifier. */
const verifier: VerifyIdToken = async (token, options) => {
  const verified = /^verified:(.+)$/u.exec(token)?.[1];
  if (verified) {
    return { uid: `acct-${verified}`, email: verified, emailVerified: true, displayName: verified };
  }
  const unverified = /^unverified:(.+)$/u.exec(token)?.[1];
  if (unverified) {
    return {
      uid: `acct-u-${unverified}`,
      email: unverified,
      emailVerified: false,
      displayName: null,
    };
  }
  return testVerifier(token, options);
};

interface Election {
  id: string;
  status: string;
  version: number;
  live: {
    ballots: number;
    votingPower: number;
    voters: number;
    quorum: { reached: boolean };
  } | null;
  vote: { candidates?: { id: string; name: string }[] };
  online: { allowed: boolean; reason: string | null };
  electorateNote: string;
  electorateBasis: string;
}

/**
 * An organization under California's rules (quorum 25%) with `count` properties, each with an
 * owner on file (and one owner of two properties), on an API of its own with a clock at
 * 2026-11-22 12:00 UTC that the test moves. `interests` are the properties' percentage interests,
 * in their order (none when left out).
 */
async function community(
  count = 4,
  {
    ruleSet = "california",
    quorum = 2_500,
    interests = [] as string[],
  }: { ruleSet?: string; quorum?: number; interests?: string[] } = {},
) {
  const clock = testClock();
  const mailer = recordingMailer();
  const api = buildTestApi(db.firestore, { clock, mailer, verifyIdToken: verifier });
  const t = { firestore: db.firestore, api };
  const org = await organization(t, "Elm Park HOA");
  expect((await saveSettingsOn(api, org, { ruleSet, quorumBasisPoints: quorum })).status).toBe(200);
  const properties: { id: string; email: string; ownerId: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const interest = interests[index];
    const property = await addProperty(t, org, {
      address: `${index + 1} Elm Street`,
      unit: "1",
      ...(interest === undefined ? {} : { percentageInterest: interest }),
    });
    const email = `owner${index}@example.com`;
    const owner = await collectionRequests(t, "residents").create(org, {
      name: `Owner ${index}`,
      propertyId: property.id,
      email,
      relationship: "Owner",
    });
    await collectionRequests(t, "residents").create(org, {
      name: `Tenant ${index}`,
      propertyId: property.id,
      email: `tenant${index}@example.com`,
      relationship: "Tenant",
    });
    properties.push({ id: property.id, email, ownerId: dataOf<{ id: string }>(owner).id });
  }
  const base = `/api/orgs/${org.id}/elections`;
  const inspectorBase = (id: string) => `/api/inspector/orgs/${org.id}/elections/${id}`;
  return {
    clock,
    mailer,
    api,
    org,
    base,
    properties,
    create: (body: object, token = org.token) =>
      call(api, base, { method: "POST", token, body: { ...measureDraft, ...body } }),
    read: (id: string, token = org.token) => call(api, `${base}/${id}`, { token }),
    open: (id: string, version: number, token = org.token) =>
      call(api, `${base}/${id}/open`, {
        method: "POST",
        token,
        headers: { "if-match": `"${version}"` },
      }),
    /** The ballot links sent, by address (the text of each email). */
    links: () =>
      new Map(
        mailer.sent
          .filter((mail) => mail.subject.startsWith("Your ballot"))
          .map((mail) => [
            mail.to,
            [...mail.text.matchAll(/\/ballot\/([A-Za-z0-9_-]{43})/gu)].map((m) => m[1] ?? ""),
          ]),
      ),
    ballot: (token: string) => call(api, `/api/ballots/${token}`, { token: null }),
    cast: (token: string, choices: BallotChoices, electronicConsent = true) =>
      call(api, `/api/ballots/${token}`, {
        method: "POST",
        token: null,
        body: { choices, electronicConsent },
      }),
    inspector: (id: string, path = "", init: CallOptions = {}) =>
      call(api, `${inspectorBase(id)}${path}`, { token: `verified:${INSPECTOR}`, ...init }),
    inspectorBase,
  };
}

const saveSettingsOn = (
  api: ReturnType<typeof buildTestApi>,
  org: TestOrganization,
  body: object,
) =>
  call(api, `/api/orgs/${org.id}/elections/settings`, {
    method: "PUT",
    token: org.token,
    body,
    headers: { "if-match": '"0"' },
  });

/** A measure whose ballots go out tomorrow and whose polls close 44 days later. */
const measureDraft = {
  title: "Repave the roads",
  question: "Shall the association repave the roads from its reserves?",
  vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
  ballotsOutAt: "2026-11-23T18:00:00.000Z",
  votingDeadline: "2027-01-05T18:00:00.000Z",
  resultsNoticeAt: "2027-01-10T18:00:00.000Z",
  inspector: { name: "Irene Inspector", email: "Inspector@Example.org" },
};

/** A community with an open measure: its links by address, one per property. */
async function openMeasure(count = 4, draft: object = {}) {
  const setup = await community(count);
  const created = await setup.create(draft);
  expect(created.status).toBe(201);
  const election = dataOf<Election>(created);
  const opened = await setup.open(election.id, election.version);
  expect(opened.status).toBe(200);
  const tokens = [...setup.links().values()].flat();
  return { ...setup, election: dataOf<{ election: Election }>(opened).election, tokens };
}

describe("an election's draft", () => {
  it("is created by an administrator with its rules and dates, and audited", async () => {
    const setup = await community(2);
    const created = await setup.create({
      title: "Board of directors 2027",
      vote: {
        kind: "directorElection",
        seats: 2,
        candidates: [{ name: "Ana" }, { name: "Ben" }, { name: "Cai" }],
      },
      nominationNoticeAt: "2026-11-22T18:00:00.000Z",
      nominationDeadline: "2026-12-23T18:00:00.000Z",
      ballotsOutAt: "2026-12-24T18:00:00.000Z",
      votingDeadline: "2027-01-25T18:00:00.000Z",
      resultsNoticeAt: "2027-01-30T18:00:00.000Z",
    });
    expect(created.body).toMatchObject({ data: { status: "draft" } });
    expect(created).toMatchObject({ status: 201, headers: { etag: '"1"' } });
    const election = dataOf<Election & Record<string, unknown>>(created);
    expect(election).toMatchObject({
      status: "draft",
      live: null,
      inspector: { name: "Irene Inspector", email: INSPECTOR },
      electorateBasis: "onePerProperty",
      vote: {
        kind: "directorElection",
        seats: 2,
        candidates: [
          { id: "c1", name: "Ana" },
          { id: "c2", name: "Ben" },
          { id: "c3", name: "Cai" },
        ],
      },
      dates: { ballotsOutBy: "2026-12-26", materialsKeptUntil: "2028-01-25" },
    });
    expect(election.electorateNote).toBe(
      "One vote per property: every property weighs the same, whatever its percentage interest",
    );
    expect((await setup.read(election.id)).status).toBe(200);
    const list = dataOf<{ items: Election[] }>(
      await call(setup.api, setup.base, { token: setup.org.token }),
    );
    expect(list.items.map((item) => item.id)).toEqual([election.id]);
    const audit = (await auditOf(db, setup.org.id)).filter(
      (entry) => entry.resource === "elections",
    );
    expect(audit).toMatchObject([{ action: "create", label: "Board of directors 2027" }]);
  });

  it("refuses a date too early with its citation, one message per field (400)", async () => {
    const setup = await community(1);
    const answer = await setup.create({
      ballotsOutAt: "2026-12-20T18:00:00.000Z",
      resultsNoticeAt: "2027-02-20T18:00:00.000Z",
    });
    expect(answer.status).toBe(400);
    const { error, fields } = answer.body as { error: string; fields: Record<string, string> };
    expect(error).toBe(
      "Ballots must go out at least 30 days before the voting deadline (Civil Code 5115): by Sunday, December 6, 2026",
    );
    expect(fields).toEqual({
      ballotsOutAt: error,
      resultsNoticeAt:
        "The results must be noticed within 15 days after the voting deadline (Civil Code 5120): by Wednesday, January 20, 2027",
    });
    const directors = await setup.create({
      vote: { kind: "directorElection", seats: 0, candidates: [] },
    });
    expect(directors).toMatchObject({
      status: 400,
      body: {
        fields: {
          "vote.seats": electionMessages.seatsInvalid,
          nominationNoticeAt: electionMessages.nominationNoticeRequired,
          nominationDeadline: electionMessages.nominationDeadlineRequired,
        },
      },
    });
    expect(
      await setup.create({ title: " ", inspector: { name: "", email: "nope" } }),
    ).toMatchObject({
      status: 400,
      body: {
        fields: {
          title: rm.titleRequired,
          "inspector.name": rm.inspectorNameRequired,
          "inspector.email": rm.inspectorEmailInvalid,
        },
      },
    });
    expect((await call(setup.api, setup.base, { token: setup.org.token })).body).toEqual({
      data: { items: [] },
    });
  });

  it("refuses a draft before the rules are complete (409), and a member's (403)", async () => {
    const clock = testClock();
    const api = buildTestApi(db.firestore, { clock });
    const org = await organization({ firestore: db.firestore, api });
    const answer = await call(api, `/api/orgs/${org.id}/elections`, {
      method: "POST",
      token: org.token,
      body: measureDraft,
    });
    expect(answer).toMatchObject({ status: 409 });
    expect((answer.body as { error: string }).error).toContain(electionMessages.quorumRequired);
    const member = await join({ firestore: db.firestore, api }, org.id, "member");
    const refused = await call(api, `/api/orgs/${org.id}/elections`, {
      method: "POST",
      token: member.token,
      body: measureDraft,
    });
    expect(refused.status).toBe(403);
  });

  it("changes while a draft (If-Match), and not once the ballots are out (409)", async () => {
    const setup = await community(1);
    const election = dataOf<Election>(await setup.create({}));
    const path = `${setup.base}/${election.id}`;
    const patch = (body: object, version: number) =>
      call(setup.api, path, {
        method: "PATCH",
        token: setup.org.token,
        body,
        headers: { "if-match": `"${version}"` },
      });
    const changed = await patch({ title: "Repave the roads now" }, 1);
    expect(changed).toMatchObject({
      status: 200,
      headers: { etag: '"2"' },
      body: { data: { title: "Repave the roads now" } },
    });
    expect((await patch({ title: "Stale" }, 1)).status).toBe(412);
    expect(await patch({ votingDeadline: "2026-12-01T18:00:00.000Z" }, 2)).toMatchObject({
      status: 400,
      body: { fields: { ballotsOutAt: expect.stringContaining("(Civil Code 5115)") } },
    });
    expect((await setup.open(election.id, 2)).status).toBe(200);
    expect(await patch({ title: "Too late" }, 3)).toMatchObject({
      status: 409,
      body: { error: rm.notDraft },
    });
  });
});

describe("the ballots going out", () => {
  it("freezes the roll, stores only each link's hash and emails each owner once with its links", async () => {
    const setup = await openMeasure(4);
    expect(setup.election).toMatchObject({ status: "open", live: { ballots: 0, voters: 4 } });
    // Owners on file only (tenants are not owners), each address once with its link.
    const links = setup.links();
    expect([...links.keys()].sort()).toEqual([
      "owner0@example.com",
      "owner1@example.com",
      "owner2@example.com",
      "owner3@example.com",
    ]);
    expect([...links.values()].every((tokens) => tokens.length === 1)).toBe(true);
    expect(setup.mailer.sent.filter((mail) => mail.to.startsWith("tenant"))).toEqual([]);
    expect(setup.tokens).toHaveLength(4);
    expect(setup.mailer.sent.filter((mail) => mail.to === INSPECTOR)).toHaveLength(1);
    const stored = await db.firestore
      .collection("ballotLinks")
      .where("electionId", "==", setup.election.id)
      .get();
    expect(stored.size).toBe(4);
    for (const token of setup.tokens) {
      expect(stored.docs.some((doc) => doc.id === token)).toBe(false);
      expect(JSON.stringify(stored.docs.map((doc) => doc.data()))).not.toContain(token);
    }
    const roll = await db.firestore
      .collection(`orgs/${setup.org.id}/elections/${setup.election.id}/roll`)
      .get();
    expect(roll.size).toBe(4);
    expect(roll.docs.every((doc) => doc.get("voted") === false)).toBe(true);
    // Opening twice: refused.
    expect(await setup.open(setup.election.id, 2)).toMatchObject({
      status: 409,
      body: { error: rm.notDraftToOpen },
    });
  });

  it("refuses ballots going out too late for the deadline, with the rule's citation (409)", async () => {
    const setup = await community(1);
    const election = dataOf<Election>(await setup.create({}));
    setup.clock.advance(20 * DAY);
    const answer = await setup.open(election.id, 1);
    expect(answer.status).toBe(409);
    expect((answer.body as { error: string }).error).toContain("(Civil Code 5115)");
  });

  it("sends no link for an assessment in California, saying why (AB 2159)", async () => {
    const setup = await openMeasure(2, {
      vote: {
        kind: "measure",
        measureType: "specialAssessment",
        threshold: "majorityOfMembership",
      },
    });
    expect(setup.tokens).toEqual([]);
    expect(setup.election.online).toEqual({
      allowed: false,
      reason: "An assessment is never voted online (AB 2159): this vote is on paper",
    });
  });
});

describe("casting by link", () => {
  it("opens the ballot without sign-in, casts once with a receipt, and keeps the box apart from the roll", async () => {
    const setup = await openMeasure(3);
    const token = setup.tokens[0] ?? "";
    const ballot = await setup.ballot(token);
    expect(ballot).toMatchObject({
      status: 200,
      body: {
        data: {
          title: "Repave the roads",
          voted: false,
          consent: "memberChoice",
          organizationName: "Elm Park HOA",
        },
      },
    });
    const cast = await setup.cast(token, { answer: "yes" });
    expect(cast.status).toBe(201);
    const { receipt, receiptHash: hash } = dataOf<{ receipt: string; receiptHash: string }>(cast);
    expect(receipt).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/u);
    expect(hash).toBe(receiptHash(receipt));
    expect(dataOf<{ voted: boolean }>(await setup.ballot(token)).voted).toBe(true);

    const again = await setup.cast(token, { answer: "no" });
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toMatch(
      /^A ballot from this property was already counted online on /u,
    );

    // The box: one ballot keyed by the receipt's hash, its choices and weight only.
    const box = await db.firestore
      .collection(`orgs/${setup.org.id}/elections/${setup.election.id}/box`)
      .get();
    expect(box.docs.map((doc) => [doc.id, doc.data()])).toEqual([
      [hash, { choices: { answer: "yes" }, weight: 1 }],
    ]);
    // The secret is stored nowhere, only its hash.
    const roll = await db.firestore
      .collection(`orgs/${setup.org.id}/elections/${setup.election.id}/roll`)
      .get();
    expect(JSON.stringify(roll.docs.map((doc) => doc.data()))).not.toContain(hash);
    expect(JSON.stringify(roll.docs.map((doc) => doc.data()))).not.toContain("yes");
    const audit = JSON.stringify(await auditOf(db, setup.org.id));
    expect(audit).not.toContain(receipt.replace(/-/gu, ""));
    expect(audit).not.toContain(hash);
    expect(audit).not.toContain('"yes"');

    // Live counts only, to the board.
    const read = dataOf<Election>(await setup.read(setup.election.id));
    expect(read.live).toMatchObject({
      ballots: 1,
      votingPower: 1,
      voters: 3,
      quorum: { reached: true },
    });
    expect(JSON.stringify(read)).not.toContain('"yes"');

    // The receipt checks: counted, never how.
    const check = (body: object) =>
      call(setup.api, "/api/ballot-receipts", { method: "POST", token: null, body });
    const counted = await check({ orgId: setup.org.id, electionId: setup.election.id, receipt });
    expect(counted).toEqual(
      expect.objectContaining({
        status: 200,
        body: { data: { counted: true, receiptHash: hash } },
      }),
    );
    const other = await check({
      orgId: setup.org.id,
      electionId: setup.election.id,
      receipt: "0".repeat(32),
    });
    expect(dataOf<{ counted: boolean }>(other).counted).toBe(false);
    expect(
      (await check({ orgId: setup.org.id, electionId: setup.election.id, receipt: "nope" })).status,
    ).toBe(400);
  });

  it("refuses a link nobody holds, choices that do not answer, no consent and a closed poll", async () => {
    const setup = await openMeasure(2);
    const token = setup.tokens[0] ?? "";
    expect(await setup.ballot("A".repeat(43))).toMatchObject({
      status: 404,
      body: { error: rm.ballotLinkInvalid },
    });
    expect(await setup.ballot("short")).toMatchObject({
      status: 404,
      body: { error: rm.ballotLinkInvalid },
    });
    expect((await setup.cast(token, { candidates: ["c1"] })).status).toBe(400);
    expect(await setup.cast(token, { answer: "yes" }, false)).toMatchObject({
      status: 400,
      body: {
        error:
          "Online voting is only for members who chose it (AB 2159): this member votes on paper",
        fields: { electronicConsent: expect.any(String) },
      },
    });
    setup.clock.advance(45 * DAY);
    const late = await setup.cast(token, { answer: "yes" });
    expect(late.status).toBe(409);
    expect((late.body as { error: string }).error).toMatch(
      /^The polls closed on Tuesday, January 5, 2027/u,
    );
  });

  it("casts one ballot when one link is clicked from 8 requests at once (one 201, seven 409)", async () => {
    const setup = await openMeasure(2);
    const token = setup.tokens[0] ?? "";
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        setup.cast(token, { answer: index % 2 === 0 ? "yes" : "no" }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect((answer.body as { error: string }).error).toMatch(
        /^A ballot from this property was already counted online/u,
      );
    }
    const box = await db.firestore
      .collection(`orgs/${setup.org.id}/elections/${setup.election.id}/box`)
      .get();
    expect(box.size).toBe(1);
  });
});

describe("the inspector", () => {
  it("alone opens the count after the deadline, tallies, takes paper ballots before it and certifies once", async () => {
    const setup = await openMeasure(4);
    const id = setup.election.id;
    const [first, second] = setup.tokens;
    expect((await setup.cast(first ?? "", { answer: "yes" })).status).toBe(201);

    // A paper ballot after an online one is refused with its reason.
    const paper = (propertyId: string, answer: string) =>
      setup.inspector(id, "/paper", {
        method: "POST",
        body: { propertyId, choices: { answer }, receivedAt: "2026-11-22T11:00:00.000Z" },
      });
    const voted = await db.firestore
      .collection(`orgs/${setup.org.id}/elections/${id}/roll`)
      .where("voted", "==", true)
      .get();
    const votedId = voted.docs[0]?.id ?? "";
    const refusedPaper = await paper(votedId, "no");
    expect(refusedPaper.status).toBe(409);
    expect((refusedPaper.body as { error: string }).error).toMatch(
      /^A ballot from this property was already counted online on /u,
    );
    const notVoted = setup.properties.map((p) => p.id).filter((p) => p !== votedId);
    expect((await paper(notVoted[0] ?? "", "no")).status).toBe(201);
    // The roll says who voted and by which channel, never how.
    const roll = dataOf<{ items: { voterId: string; voted: boolean; channel: string | null }[] }>(
      await setup.inspector(id, "/roll"),
    );
    expect(roll.items).toHaveLength(4);
    const voters = roll.items.filter((entry) => entry.voted);
    expect(voters).toHaveLength(2);
    expect(voters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ voterId: votedId, channel: "link" }),
        expect.objectContaining({ voterId: notVoted[0], channel: "paper" }),
      ]),
    );
    expect(JSON.stringify(roll)).not.toMatch(/answer|yes|"no"/u);
    expect(
      (await call(setup.api, `${setup.inspectorBase(id)}/roll`, { token: setup.org.token })).status,
    ).toBe(404);
    // ...and the link of the property that voted on paper is refused too.
    const sameLink = await Promise.all(
      setup.tokens.map((token) => setup.cast(token, { answer: "yes" })),
    );
    expect(sameLink.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(second).toBeDefined();

    // Nobody else: a member, an administrator, the inspector's address unproven.
    for (const token of [
      setup.org.token,
      `unverified:${INSPECTOR}`,
      "verified:someone@example.org",
    ]) {
      expect((await call(setup.api, setup.inspectorBase(id), { token })).status).toBe(404);
      expect((await call(setup.api, `${setup.inspectorBase(id)}/tally`, { token })).status).toBe(
        404,
      );
    }
    expect((await call(setup.api, setup.inspectorBase(id), { token: null })).status).toBe(401);

    // No tally, no count before the deadline.
    const early = await setup.inspector(id, "/tally");
    expect(early.status).toBe(409);
    expect((early.body as { error: string }).error).toContain(electionMessages.pollsStillOpen);
    expect((await setup.inspector(id, "/count", { method: "POST" })).status).toBe(409);
    expect(
      (
        await setup.inspector(id, "/certificate", {
          method: "POST",
          body: { signature: "Irene Inspector" },
        })
      ).status,
    ).toBe(409);

    setup.clock.advance(45 * DAY);
    const counting = await setup.inspector(id, "/count", { method: "POST" });
    expect(counting).toMatchObject({
      status: 200,
      body: { data: { status: "counting", live: { ballots: 4 } } },
    });
    expect((await setup.inspector(id, "/count", { method: "POST" })).status).toBe(409);
    expect((await paper(notVoted[1] ?? "", "yes")).status).toBe(409);
    const tally = dataOf<{ result: Record<string, unknown> }>(await setup.inspector(id, "/tally"));
    expect(tally.result).toMatchObject({
      kind: "measure",
      ballots: 4,
      yes: 3,
      no: 1,
      abstain: 0,
      passed: true,
    });

    // Residents see no result before the certificate.
    const resident = await join(
      { firestore: db.firestore, api: setup.api },
      setup.org.id,
      "resident",
    );
    const before = await call(setup.api, `/api/orgs/${setup.org.id}/me/elections/${id}`, {
      token: resident.token,
    });
    expect(before).toMatchObject({
      status: 200,
      body: { data: { status: "counting", result: null } },
    });

    const certified = await setup.inspector(id, "/certificate", {
      method: "POST",
      body: { signature: "Irene Inspector" },
    });
    expect(certified).toMatchObject({
      status: 200,
      body: {
        data: {
          status: "certified",
          certificate: {
            signedBy: "Irene Inspector",
            inspectorEmail: INSPECTOR,
            signedAt: "2027-01-06T12:00:00.000Z",
          },
        },
      },
    });
    expect(
      await setup.inspector(id, "/certificate", {
        method: "POST",
        body: { signature: "Someone Else" },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: rm.certified },
    });
    const list = dataOf<{ items: { id: string; result: unknown; certifiedBy: string }[] }>(
      await call(setup.api, `/api/orgs/${setup.org.id}/me/elections`, { token: resident.token }),
    );
    expect(list.items).toMatchObject([
      { id, certifiedBy: "Irene Inspector", result: { yes: 3, no: 1, passed: true } },
    ]);
    const audit = (await auditOf(db, setup.org.id)).filter(
      (entry) => entry.resource === "elections",
    );
    expect(
      audit.map((entry) =>
        entry.changes.map((change: { field: string }) => change.field).join(","),
      ),
    ).toEqual(expect.arrayContaining(["status,certificate,resultsNotice", "status", "roll"]));
    expect(JSON.stringify(audit)).not.toMatch(/"(yes|no)"/u);
  });

  it("keeps drafts from residents (404)", async () => {
    const setup = await community(1);
    const election = dataOf<Election>(await setup.create({}));
    const resident = await join(
      { firestore: db.firestore, api: setup.api },
      setup.org.id,
      "resident",
    );
    expect(
      (
        await call(setup.api, `/api/orgs/${setup.org.id}/me/elections/${election.id}`, {
          token: resident.token,
        })
      ).status,
    ).toBe(404);
    expect(
      dataOf<{ items: unknown[] }>(
        await call(setup.api, `/api/orgs/${setup.org.id}/me/elections`, { token: resident.token }),
      ).items,
    ).toEqual([]);
    expect((await setup.inspector(election.id)).status).toBe(404);
  });
});

describe("proxies", () => {
  it("an owner gives a proxy with instructions, the holder casts it once, and the property votes once", async () => {
    const setup = await openMeasure(3);
    const t = { firestore: db.firestore, api: setup.api };
    const id = setup.election.id;
    const [home, other] = setup.properties;
    const owner = await join(t, setup.org.id, "resident");
    expect((await linkResident(t, setup.org, home?.ownerId ?? "", owner.uid)).status).toBe(200);
    const holder = await join(t, setup.org.id, "member");
    await db.firestore.doc(`orgs/${setup.org.id}/members/${holder.uid}`).set({
      uid: holder.uid,
      email: "holder@example.com",
      displayName: "Hal Holder",
      role: "member",
      version: 1,
    });
    const proxies = `/api/orgs/${setup.org.id}/me/elections/${id}/proxies`;
    const give = (body: object, token = owner.token) =>
      call(setup.api, proxies, { method: "POST", token, body });
    const castProxy = (propertyId: string, answer: string, token = holder.token) =>
      call(setup.api, `${proxies}/${propertyId}/ballot`, {
        method: "POST",
        token,
        body: { choices: { answer }, electronicConsent: true },
      });

    // The owner is offered the board (and their household's accounts), never themselves.
    const holders = dataOf<{ items: { uid: string; name: string; relation: string }[] }>(
      await call(setup.api, `/api/orgs/${setup.org.id}/me/elections/${id}/proxy-holders`, {
        token: owner.token,
      }),
    );
    expect(holders.items).toContainEqual({
      uid: holder.uid,
      name: "Hal Holder",
      relation: "board",
    });
    expect(holders.items.map((item) => item.uid)).not.toContain(owner.uid);
    // Only an owner of the property, to another member.
    expect((await give({ propertyId: other?.id, holderId: holder.uid })).status).toBe(404);
    expect(await give({ propertyId: home?.id, holderId: owner.uid })).toMatchObject({
      status: 400,
      body: { fields: { holderId: rm.proxyHolderInvalid } },
    });
    const given = await give({
      propertyId: home?.id,
      holderId: holder.uid,
      instructions: { answer: "no" },
    });
    expect(given).toMatchObject({
      status: 201,
      body: { data: { holderId: holder.uid, instructions: { answer: "no" }, usedAt: null } },
    });
    const twice = await give({ propertyId: home?.id, holderId: holder.uid });
    expect(twice.status).toBe(409);
    expect((twice.body as { error: string }).error).toMatch(
      /^This property already gave a proxy on /u,
    );

    // The owner sees it, and may take it back before it is used, then give it again.
    const mine = `/api/orgs/${setup.org.id}/me/elections/${id}/properties`;
    expect(dataOf(await call(setup.api, mine, { token: owner.token }))).toMatchObject({
      items: [
        {
          propertyId: home?.id,
          voted: false,
          proxy: { holderId: holder.uid, holderName: "Hal Holder", instructions: { answer: "no" } },
        },
      ],
    });
    const revoke = (token: string) =>
      call(setup.api, `${proxies}/${home?.id}`, { method: "DELETE", token });
    expect((await revoke(holder.token)).status).toBe(404);
    expect(await revoke(owner.token)).toMatchObject({
      status: 200,
      body: { data: { items: [{ propertyId: home?.id, voted: false, proxy: null }] } },
    });
    expect((await revoke(owner.token)).body).toMatchObject({
      error: expect.stringMatching(/^This proxy was revoked on /u) as unknown,
    });
    const revokedCast = await castProxy(home?.id ?? "", "no");
    expect(revokedCast.status).toBe(409);
    expect((revokedCast.body as { error: string }).error).toMatch(/^This proxy was revoked on /u);
    expect(
      dataOf<{ items: unknown[] }>(await call(setup.api, proxies, { token: holder.token })).items,
    ).toEqual([]);
    expect(
      (await give({ propertyId: home?.id, holderId: holder.uid, instructions: { answer: "no" } }))
        .status,
    ).toBe(201);

    const held = dataOf<{ items: { propertyId: string }[] }>(
      await call(setup.api, proxies, { token: holder.token }),
    );
    expect(held.items.map((item) => item.propertyId)).toEqual([home?.id]);
    // Nobody but the holder casts it; the holder follows the instructions.
    expect((await castProxy(home?.id ?? "", "no", owner.token)).status).toBe(404);
    expect(await castProxy(home?.id ?? "", "yes")).toMatchObject({
      status: 409,
      body: { error: electionMessages.proxyInstructionsNotFollowed },
    });
    expect((await castProxy(home?.id ?? "", "no")).status).toBe(201);
    const again = await castProxy(home?.id ?? "", "no");
    expect(again.status).toBe(409);
    // The property's own link is refused: it voted by proxy.
    const roll = await db.firestore.collection(`orgs/${setup.org.id}/elections/${id}/roll`).get();
    expect(roll.docs.find((doc) => doc.id === home?.id)?.get("channel")).toBe("proxy");
    const answers = await Promise.all(
      setup.tokens.map((token) => setup.cast(token, { answer: "yes" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    expect(
      answers.map((answer) => (answer.body as { error?: string }).error).find(Boolean),
    ).toMatch(/^A ballot from this property was already counted by proxy on /u);
    const box = await db.firestore.collection(`orgs/${setup.org.id}/elections/${id}/box`).get();
    expect(box.docs.map((doc) => doc.get("choices") as unknown)).toEqual(
      expect.arrayContaining([{ answer: "no" }, { answer: "yes" }, { answer: "yes" }]),
    );
    // A proxy from a property that already voted is refused.
    const after = await give({ propertyId: home?.id, holderId: holder.uid });
    expect(after.status).toBe(409);
    expect(dataOf(await call(setup.api, mine, { token: owner.token }))).toMatchObject({
      items: [
        { propertyId: home?.id, voted: true, proxy: { usedAt: expect.any(String) as unknown } },
      ],
    });
    expect((await revoke(owner.token)).body).toMatchObject({
      error: expect.stringMatching(/^This proxy was already used on /u) as unknown,
    });
  });
});

describe("any sequence of casts", () => {
  it("counts each property at most once across links and paper, and the tally equals the ballots accepted", async () => {
    const setup = await community(5);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.nat(4),
            fc.constantFrom("yes", "no", "abstain"),
            fc.constantFrom("link", "paper"),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        async (casts) => {
          const created = dataOf<Election>(await setup.create({}));
          const opened = await setup.open(created.id, created.version);
          expect(opened.status).toBe(200);
          // Each property's link, from the email to its owner.
          const ballots = setup.mailer.sent.filter((mail) =>
            mail.subject.startsWith("Your ballot"),
          );
          const tokenOf = (index: number) => {
            const mail = ballots.find((sent) => sent.to === setup.properties[index]?.email);
            return /\/ballot\/([A-Za-z0-9_-]{43})/u.exec(mail?.text ?? "")?.[1] ?? "";
          };
          expect(ballots).toHaveLength(5);
          setup.mailer.reset();
          // A ballot by the property's link, or on paper by the inspector: either way, once.
          const send = (index: number, answer: string, channel: string) =>
            channel === "link"
              ? setup.cast(tokenOf(index), { answer } as BallotChoices)
              : setup.inspector(created.id, "/paper", {
                  method: "POST",
                  body: {
                    propertyId: setup.properties[index]?.id,
                    choices: { answer },
                    receivedAt: "2026-11-22T11:00:00.000Z",
                  },
                });
          const first = new Map<number, string>();
          for (const [index, answer, channel] of casts) {
            const answered = await send(index, answer, channel);
            if (first.has(index)) expect(answered.status).toBe(409);
            else {
              expect(answered.status).toBe(201);
              first.set(index, answer);
            }
          }
          const path = `orgs/${setup.org.id}/elections/${created.id}`;
          const roll = await db.firestore
            .collection(`${path}/roll`)
            .where("voted", "==", true)
            .get();
          const box = await db.firestore.collection(`${path}/box`).get();
          expect(roll.size).toBe(first.size);
          expect(box.size).toBe(first.size);
          for (const doc of box.docs)
            expect(Object.keys(doc.data()).sort()).toEqual(["choices", "weight"]);
          setup.clock.advance(45 * DAY);
          // The quorum is 25% of 5 properties: 2. Below it, the polls close and the box stays sealed.
          const closed = await setup.inspector(created.id, "/count", { method: "POST" });
          expect(closed).toMatchObject({
            status: 200,
            body: { data: { status: first.size >= 2 ? "counting" : "quorumFailed" } },
          });
          const tally = await setup.inspector(created.id, "/tally");
          if (first.size < 2) {
            expect(tally).toMatchObject({ status: 409, body: { error: rm.ballotsSealed } });
          } else {
            const { result } = dataOf<{
              result: { yes: number; no: number; abstain: number; ballots: number };
            }>(tally);
            const expected = { yes: 0, no: 0, abstain: 0 } as Record<string, number>;
            for (const answer of first.values()) expected[answer] = (expected[answer] ?? 0) + 1;
            expect(result).toMatchObject({ ...expected, ballots: first.size });
          }
          setup.clock.advance(-45 * DAY);
        },
      ),
      { numRuns: 4 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// A failed quorum, and the reconvened meeting.

/** An election of one director among two whose nominations closed before the ballots go out. */
const directorDraft = {
  title: "Board of directors 2027",
  vote: { kind: "directorElection", seats: 1, candidates: [{ name: "Ana" }, { name: "Ben" }] },
  nominationNoticeAt: "2026-10-01T18:00:00.000Z",
  nominationDeadline: "2026-11-01T18:00:00.000Z",
};

/** The first day the meeting may be reconvened: 20 days after the deadline of January 5, 2027. */
const RECONVENED_FROM = "2027-01-25";

/**
 * A community of `count` properties, each with its owner's link, and an open election (a director
 * election unless `draft` says otherwise), its quorum `quorum` (50% unless given); with shortcuts
 * for the inspector's steps and the board's reconvening.
 */
async function openVote(
  count: number,
  { draft = directorDraft as object, ruleSet = "california", quorum = 5_000 } = {},
) {
  const setup = await community(count, { ruleSet, quorum });
  const created = await setup.create(draft);
  expect(created.status).toBe(201);
  const id = dataOf<Election>(created).id;
  expect((await setup.open(id, dataOf<Election>(created).version)).status).toBe(200);
  const sent = setup.links();
  const version = async () => dataOf<Election>(await setup.read(id)).version;
  return {
    ...setup,
    id,
    /** The link the owner of property `index` got when the ballots went out. */
    linkOf: (index: number) => sent.get(`owner${index}@example.com`)?.[0] ?? "",
    closePolls: () => setup.inspector(id, "/count", { method: "POST" }),
    tally: () => setup.inspector(id, "/tally"),
    certify: () =>
      setup.inspector(id, "/certificate", {
        method: "POST",
        body: { signature: "Irene Inspector" },
      }),
    paper: (propertyId: string) =>
      setup.inspector(id, "/paper", {
        method: "POST",
        body: {
          propertyId,
          choices: { candidates: ["c1"] },
          receivedAt: "2027-01-04T18:00:00.000Z",
        },
      }),
    version,
    reconvene: async (votingDeadline: unknown, token = setup.org.token, ifMatch?: number) =>
      call(setup.api, `${setup.base}/${id}/reconvene`, {
        method: "POST",
        token,
        body: { votingDeadline },
        headers: { "if-match": `"${ifMatch ?? (await version())}"` },
      }),
  };
}

describe("a failed quorum", () => {
  it("closes the polls with the ballots sealed: no tally, no ballot, until the inspector certifies no quorum", async () => {
    const setup = await openVote(4);
    expect((await setup.cast(setup.linkOf(0), { candidates: ["c1"] })).status).toBe(201);
    setup.clock.advance(45 * DAY);

    // 1 of 4 voted; the quorum is 50%: 2.
    const closed = await setup.closePolls();
    expect(closed).toMatchObject({
      status: 200,
      body: {
        data: {
          status: "quorumFailed",
          quorumFailedAt: "2027-01-06T12:00:00.000Z",
          countOpenedAt: null,
          reconvened: false,
          live: { ballots: 1, quorum: { reached: false, required: 2, reconvened: false } },
        },
      },
    });
    expect(await setup.tally()).toMatchObject({ status: 409, body: { error: rm.ballotsSealed } });
    expect(await setup.closePolls()).toMatchObject({
      status: 409,
      body: { error: rm.ballotsSealed },
    });
    expect(await setup.paper(setup.properties[1]?.id ?? "")).toMatchObject({
      status: 409,
      body: { error: rm.pollsSealed },
    });

    // The board sees the failure and the first day it may reconvene; residents see it too.
    const board = dataOf<Election & Record<string, unknown>>(await setup.read(setup.id));
    expect(board).toMatchObject({
      status: "quorumFailed",
      dates: { reconvenedFrom: RECONVENED_FROM },
      live: { ballots: 1, quorum: { reached: false } },
    });
    const resident = await join(
      { firestore: db.firestore, api: setup.api },
      setup.org.id,
      "resident",
    );
    const own = `/api/orgs/${setup.org.id}/me/elections/${setup.id}`;
    expect(await call(setup.api, own, { token: resident.token })).toMatchObject({
      status: 200,
      body: { data: { status: "quorumFailed", result: null } },
    });

    // The inspector certifies that no quorum was reached: counts, never a choice.
    const certified = await setup.certify();
    expect(certified).toMatchObject({
      status: 200,
      body: {
        data: {
          status: "certified",
          certificate: {
            signedBy: "Irene Inspector",
            result: {
              kind: "noQuorum",
              ballots: 1,
              votingPower: 1,
              quorum: { reached: false, required: 2, cast: 1, total: 4 },
            },
          },
        },
      },
    });
    expect(JSON.stringify(certified.body)).not.toContain('"counts"');
    expect(await setup.tally()).toMatchObject({
      status: 409,
      body: { error: rm.noQuorumCertified },
    });
    expect(await setup.paper(setup.properties[1]?.id ?? "")).toMatchObject({ status: 409 });
    expect(await setup.closePolls()).toMatchObject({
      status: 409,
      body: { error: rm.noQuorumCertified },
    });
    expect(await call(setup.api, own, { token: resident.token })).toMatchObject({
      body: { data: { status: "certified", result: { kind: "noQuorum", ballots: 1 } } },
    });
    expect(await setup.reconvene("2027-02-01T18:00:00.000Z")).toMatchObject({
      status: 409,
      body: { error: rm.notQuorumFailed },
    });
    const audit = (await auditOf(db, setup.org.id)).filter(
      (entry) => entry.resource === "elections",
    );
    expect(audit.flatMap((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { field: "status", before: "open", after: "quorumFailed" },
        { field: "certificate", before: null, after: "Signed by Irene Inspector: no quorum" },
      ]),
    );
  });
});

describe("reconvening the meeting", () => {
  it("is refused before the quorum failed, too soon (with its citation), past, stale, and to a member", async () => {
    const setup = await openVote(4);
    expect(await setup.reconvene("2027-02-01T18:00:00.000Z")).toMatchObject({
      status: 409,
      body: { error: rm.notQuorumFailed },
    });
    setup.clock.advance(45 * DAY);
    expect(dataOf<Election>(await setup.closePolls()).status).toBe("quorumFailed");

    const tooSoon = await setup.reconvene("2027-01-20T18:00:00.000Z");
    const message =
      "A reconvened meeting must be at least 20 days after the meeting that failed quorum (AB 1458): on or after Monday, January 25, 2027";
    expect(tooSoon).toMatchObject({
      status: 400,
      body: { error: message, fields: { votingDeadline: message } },
    });
    expect(await setup.reconvene("next month")).toMatchObject({
      status: 400,
      body: { fields: { votingDeadline: rm.dateInvalid } },
    });
    const member = await join({ firestore: db.firestore, api: setup.api }, setup.org.id, "member");
    expect((await setup.reconvene("2027-02-01T18:00:00.000Z", member.token)).status).toBe(403);
    expect((await setup.reconvene("2027-02-01T18:00:00.000Z", setup.org.token, 1)).status).toBe(
      412,
    );
    // A day the rules allow, yet already past.
    setup.clock.advance(30 * DAY);
    expect(await setup.reconvene("2027-01-30T18:00:00.000Z")).toMatchObject({
      status: 400,
      body: { fields: { votingDeadline: rm.reconvenedInPast } },
    });
    expect(dataOf<Election>(await setup.read(setup.id)).status).toBe("quorumFailed");
  });

  it("is refused where the rule set has no reconvened quorum for the vote (409, its citation)", async () => {
    const florida = await openVote(4, { draft: {}, ruleSet: "florida", quorum: 3_000 });
    const california = await openVote(4, { draft: {} });
    for (const setup of [florida, california]) {
      setup.clock.advance(45 * DAY);
      expect(dataOf<Election>(await setup.closePolls()).status).toBe("quorumFailed");
    }
    expect(await florida.reconvene("2027-02-01T18:00:00.000Z")).toMatchObject({
      status: 409,
      body: {
        error:
          "No lower quorum applies to a reconvened meeting for this vote (your governing documents)",
      },
    });
    // California's lower quorum is for elections of directors (AB 1458), not measures.
    expect(await california.reconvene("2027-02-01T18:00:00.000Z")).toMatchObject({
      status: 409,
      body: { error: "No lower quorum applies to a reconvened meeting for this vote (AB 1458)" },
    });
  });

  it("opens the polls again with the lower quorum: fresh links to who has not voted, the first links still good, then count and certify", async () => {
    const setup = await openVote(10);
    expect((await setup.cast(setup.linkOf(0), { candidates: ["c2"] })).status).toBe(201);
    setup.clock.advance(45 * DAY);
    expect(dataOf<Election>(await setup.closePolls()).status).toBe("quorumFailed");
    setup.mailer.reset();

    const reconvened = await setup.reconvene("2027-02-01T18:00:00.000Z");
    expect(reconvened).toMatchObject({
      status: 200,
      headers: { etag: '"4"' },
      body: {
        data: {
          notVoted: 9,
          linksSent: 9,
          emails: 9,
          withoutEmail: 0,
          version: 4,
          election: {
            status: "open",
            reconvened: true,
            votingDeadline: "2027-02-01T18:00:00.000Z",
            firstVotingDeadline: "2027-01-05T18:00:00.000Z",
            quorumFailedAt: null,
            countOpenedAt: null,
            // 20% of the 10 members: 2.
            live: {
              ballots: 1,
              quorum: { reached: false, reconvened: true, basisPoints: 2_000, required: 2 },
            },
          },
        },
      },
    });
    // A fresh link to each property that has not voted, and a note to the inspector.
    const fresh = setup.links();
    expect(fresh.has("owner0@example.com")).toBe(false);
    expect(fresh.size).toBe(9);
    const [notice] = setup.mailer.sent.filter((mail) => mail.to === "owner1@example.com");
    expect(notice?.subject).toBe("Your ballot: Board of directors 2027 (reconvened meeting)");
    expect(notice?.text).toContain("20% of the members (AB 1458)");
    expect(setup.mailer.sent.filter((mail) => mail.to === INSPECTOR)).toHaveLength(1);

    // The ballot cast stays: its property's link is refused; a first link and a fresh one vote.
    expect((await setup.cast(setup.linkOf(0), { candidates: ["c1"] })).status).toBe(409);
    expect((await setup.cast(setup.linkOf(1), { candidates: ["c1"] })).status).toBe(201);
    const freshLink = fresh.get("owner2@example.com")?.[0] ?? "";
    expect((await setup.cast(freshLink, { candidates: ["c1"] })).status).toBe(201);
    expect(await setup.tally()).toMatchObject({ status: 409 });

    setup.clock.advance(30 * DAY);
    const counting = await setup.closePolls();
    expect(counting).toMatchObject({
      status: 200,
      body: { data: { status: "counting", live: { ballots: 3, quorum: { reached: true } } } },
    });
    const tally = dataOf<{ result: Record<string, unknown> }>(await setup.tally());
    expect(tally.result).toMatchObject({
      kind: "directorElection",
      ballots: 3,
      elected: ["c1"],
      decided: true,
      quorum: { reached: true, reconvened: true, basisPoints: 2_000, cast: 3, required: 2 },
    });
    expect(await setup.certify()).toMatchObject({
      status: 200,
      body: {
        data: {
          status: "certified",
          certificate: { result: { elected: ["c1"], quorum: { reconvened: true } } },
        },
      },
    });
    const audit = (await auditOf(db, setup.org.id)).filter(
      (entry) => entry.resource === "elections",
    );
    expect(audit.flatMap((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { field: "status", before: "quorumFailed", after: "open" },
        {
          field: "votingDeadline",
          before: "2027-01-05T18:00:00.000Z",
          after: "2027-02-01T18:00:00.000Z",
        },
        { field: "reconvened", before: false, after: true },
      ]),
    );
  });

  it("happens once: a reconvened meeting that fails again is certified as no quorum", async () => {
    const setup = await openVote(10);
    expect((await setup.cast(setup.linkOf(0), { candidates: ["c2"] })).status).toBe(201);
    setup.clock.advance(45 * DAY);
    await setup.closePolls();
    expect((await setup.reconvene("2027-02-01T18:00:00.000Z")).status).toBe(200);
    setup.clock.advance(30 * DAY);

    expect(await setup.closePolls()).toMatchObject({
      status: 200,
      body: {
        data: {
          status: "quorumFailed",
          live: { ballots: 1, quorum: { reached: false, reconvened: true } },
        },
      },
    });
    expect(await setup.reconvene("2027-03-15T18:00:00.000Z")).toMatchObject({
      status: 409,
      body: { error: rm.reconvenedOnce },
    });
    expect(await setup.certify()).toMatchObject({
      status: 200,
      body: {
        data: {
          certificate: {
            result: { kind: "noQuorum", ballots: 1, quorum: { reached: false, reconvened: true } },
          },
        },
      },
    });
    expect(await setup.tally()).toMatchObject({
      status: 409,
      body: { error: rm.noQuorumCertified },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The results notice.

describe("the results notice", () => {
  const OWNERS = [0, 1, 2, 3].map((index) => `owner${index}@example.com`);
  /** The text the notice says of the certificate, signed at the clock's 2027-01-06 12:00 UTC. */
  const CERTIFIED =
    "Certified by Irene Inspector, inspector of elections, on Wednesday, January 6, 2027";

  /** The results notices sent for `title`, by address. */
  const noticesOf = (
    setup: { mailer: { sent: { to: string; subject: string; text: string }[] } },
    title: string,
  ) => setup.mailer.sent.filter((mail) => mail.subject === `Results: ${title}`);

  /** The election's audit changes, all entries together. */
  const auditChanges = async (orgId: string) =>
    (await auditOf(db, orgId))
      .filter((entry) => entry.resource === "elections")
      .flatMap((entry) => entry.changes);

  it("emails a measure's result once to each owner address on the roll, with who certified it, when, and the portal's page", async () => {
    const setup = await openMeasure(4);
    const id = setup.election.id;
    // Owner 0 owns the second property too (on file since the ballots went out): one email.
    const t = { firestore: db.firestore, api: setup.api };
    await collectionRequests(t, "residents").create(setup.org, {
      name: "Owner 0",
      propertyId: setup.properties[1]?.id ?? "",
      email: "Owner0@Example.com",
      relationship: "Owner",
    });
    const answers = ["yes", "yes", "no"] as const;
    for (const [index, answer] of answers.entries()) {
      expect((await setup.cast(setup.tokens[index] ?? "", { answer })).status).toBe(201);
    }
    setup.clock.advance(45 * DAY);
    expect((await setup.inspector(id, "/count", { method: "POST" })).status).toBe(200);
    expect(dataOf<{ resultsNoticedAt: string | null }>(await setup.read(id)).resultsNoticedAt).toBe(
      null,
    );
    setup.mailer.reset();

    const certify = () =>
      setup.inspector(id, "/certificate", {
        method: "POST",
        body: { signature: "Irene Inspector" },
      });
    expect((await certify()).status).toBe(200);
    const notices = noticesOf(setup, "Repave the roads");
    expect(notices.map((mail) => mail.to).sort()).toEqual(OWNERS);
    expect(setup.mailer.sent).toHaveLength(OWNERS.length);
    for (const mail of notices) {
      expect(mail.text).toContain("Passed: 2 yes, 1 no, 0 abstaining");
      expect(mail.text).toContain(CERTIFIED);
      expect(mail.text).toContain(`/portal/elections/${id}`);
      expect(mail.text).not.toContain("/ballot/");
    }
    const queued = await db.firestore
      .collection("mail")
      .where("kind", "==", "electionResults")
      .get();
    const mine = queued.docs.filter((doc) => doc.get("orgId") === setup.org.id);
    expect(mine).toHaveLength(OWNERS.length);
    expect(mine.every((doc) => doc.get("ref") === `orgs/${setup.org.id}/elections/${id}`)).toBe(
      true,
    );
    expect(dataOf<{ resultsNoticedAt: string }>(await setup.read(id)).resultsNoticedAt).toBe(
      "2027-01-06T12:00:00.000Z",
    );
    expect(await auditChanges(setup.org.id)).toEqual(
      expect.arrayContaining([
        { field: "resultsNotice", before: null, after: "Emailed to 4 addresses" },
      ]),
    );

    // The certificate is fixed: no second notice.
    expect((await certify()).status).toBe(409);
    expect(setup.mailer.sent).toHaveLength(OWNERS.length);
  });

  it("names the directors elected", async () => {
    const setup = await openVote(4);
    for (const [index, candidate] of ["c1", "c1", "c2"].entries()) {
      expect((await setup.cast(setup.linkOf(index), { candidates: [candidate] })).status).toBe(201);
    }
    setup.clock.advance(45 * DAY);
    expect(dataOf<Election>(await setup.closePolls()).status).toBe("counting");
    setup.mailer.reset();
    expect((await setup.certify()).status).toBe(200);
    const notices = noticesOf(setup, directorDraft.title);
    expect(notices.map((mail) => mail.to).sort()).toEqual(OWNERS);
    for (const mail of notices) {
      expect(mail.text).toContain("Elected: Ana");
      expect(mail.text).toContain(CERTIFIED);
    }
  });

  it("says no quorum for a certificate of no quorum, and no choice", async () => {
    const setup = await openVote(4);
    expect((await setup.cast(setup.linkOf(0), { candidates: ["c2"] })).status).toBe(201);
    setup.clock.advance(45 * DAY);
    expect(dataOf<Election>(await setup.closePolls()).status).toBe("quorumFailed");
    setup.mailer.reset();
    expect((await setup.certify()).status).toBe(200);
    const notices = noticesOf(setup, directorDraft.title);
    expect(notices.map((mail) => mail.to).sort()).toEqual(OWNERS);
    for (const mail of notices) {
      expect(mail.text).toContain(electionMessages.noQuorum);
      expect(mail.text).toContain(CERTIFIED);
      expect(mail.text).not.toMatch(/Elected|Ben/u);
    }
    expect(await auditChanges(setup.org.id)).toEqual(
      expect.arrayContaining([
        { field: "certificate", before: null, after: "Signed by Irene Inspector: no quorum" },
        { field: "resultsNotice", before: null, after: "Emailed to 4 addresses" },
      ]),
    );
  });

  it("goes to each director on a board motion's roll, not to the owners", async () => {
    const setup = await community(2);
    const created = await setup.create({
      title: "Hire a landscaper",
      vote: { kind: "boardMotion", threshold: "majorityOfVotesCast" },
    });
    const election = dataOf<Election>(created);
    expect((await setup.open(election.id, election.version)).status).toBe(200);
    const roll = await db.firestore
      .collection(`orgs/${setup.org.id}/elections/${election.id}/roll`)
      .get();
    const directors = await Promise.all(
      roll.docs.map(async (doc) =>
        String(
          (await db.firestore.doc(`orgs/${setup.org.id}/members/${doc.id}`).get()).get("email"),
        ).toLowerCase(),
      ),
    );
    expect(directors.length).toBeGreaterThan(0);
    setup.clock.advance(45 * DAY);
    const inspector = (path: string, body?: object) =>
      setup.inspector(election.id, path, { method: "POST", ...(body ? { body } : {}) });
    expect(dataOf<Election>(await inspector("/count")).status).toBe("quorumFailed");
    setup.mailer.reset();
    expect((await inspector("/certificate", { signature: "Irene Inspector" })).status).toBe(200);
    const notices = noticesOf(setup, "Hire a landscaper");
    expect(notices.map((mail) => mail.to).sort()).toEqual([...new Set(directors)].sort());
    expect(notices.every((mail) => mail.text.includes(electionMessages.noQuorum))).toBe(true);
  });
});

describe("a vote weighted by percentage interest", () => {
  const weighted = { electorate: "percentageInterest" };

  /** Sets a property's percentage interest as an administrator does, to the version it has. */
  const setInterest = async (
    setup: Awaited<ReturnType<typeof community>>,
    propertyId: string,
    percentageInterest: string | null,
  ) => {
    const t = { firestore: db.firestore, api: setup.api };
    const properties = collectionRequests<{ version: number }>(t, "properties");
    const { version } = dataOf<{ version: number }>(await properties.get(setup.org, propertyId));
    const answer = await properties.patch(
      setup.org,
      propertyId,
      { percentageInterest },
      `"${version}"`,
    );
    expect(answer.status).toBe(200);
  };

  it("is chosen by the draft, audited and said; a board motion refuses it (400) and votes one per director", async () => {
    const setup = await community(1);
    const created = await setup.create(weighted);
    expect(created.status).toBe(201);
    const election = dataOf<Election>(created);
    expect(election).toMatchObject({
      electorateBasis: "percentageInterest",
      electorateNote:
        "Weighted by percentage interest: each property's vote counts its share of the association under the governing documents, 100% in all",
    });
    const patch = (body: object, version: number) =>
      call(setup.api, `${setup.base}/${election.id}`, {
        method: "PATCH",
        token: setup.org.token,
        body,
        headers: { "if-match": `"${version}"` },
      });
    // Changing something else keeps it; it changes back to one vote per property when asked.
    const renamed = await patch({ title: "Repave the roads, weighted" }, 1);
    expect(dataOf<Election>(renamed).electorateBasis).toBe("percentageInterest");
    const perProperty = await patch({ electorate: "onePerProperty" }, 2);
    expect(dataOf<Election>(perProperty).electorateBasis).toBe("onePerProperty");
    expect(await patch({ electorate: "onePerDirector" }, 3)).toMatchObject({
      status: 400,
      body: { fields: { electorate: rm.electorateInvalid } },
    });
    const audit = (await auditOf(db, setup.org.id)).filter(
      (entry) => entry.resource === "elections",
    );
    expect(audit.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        expect.arrayContaining([
          { field: "electorate", before: null, after: "Weighted by percentage interest" },
        ]),
        [
          {
            field: "electorate",
            before: "Weighted by percentage interest",
            after: "One vote per property",
          },
        ],
      ]),
    );

    const motion = { vote: { kind: "boardMotion", threshold: "majorityOfVotesCast" } };
    expect(await setup.create({ ...motion, ...weighted })).toMatchObject({
      status: 400,
      body: { fields: { electorate: electionMessages.basisNotForVote } },
    });
    const board = dataOf<Election>(await setup.create(motion));
    expect(board).toMatchObject({
      electorateBasis: "onePerDirector",
      electorateNote: "One vote per director: the board's members and administrators",
    });
  });

  it("refuses to send the ballots while properties have no interest, or the interests do not make 100% (409)", async () => {
    const setup = await community(5, { interests: ["40", "30"] });
    const election = dataOf<Election>(await setup.create(weighted));
    const missing = await setup.open(election.id, 1);
    expect(missing).toMatchObject({
      status: 409,
      body: {
        error:
          "3 properties have no percentage interest: 3 Elm Street, 1; 4 Elm Street, 1; 5 Elm Street, 1. Enter each property's interest on its page, then send the ballots",
      },
    });
    const [, , third, fourth, fifth] = setup.properties;
    await setInterest(setup, third?.id ?? "", "20");
    await setInterest(setup, fourth?.id ?? "", "9.5");
    const one = await setup.open(election.id, 1);
    expect((one.body as { error: string }).error).toMatch(
      /^1 property has no percentage interest: 5 Elm Street, 1\. /u,
    );
    // An archived property does not vote: its missing interest stops nothing.
    const t = { firestore: db.firestore, api: setup.api };
    const archived = await addProperty(t, setup.org, { address: "9 Elm Street", unit: "9" });
    expect(
      (
        await call(setup.api, `/api/orgs/${setup.org.id}/properties/${archived.id}/archive`, {
          method: "POST",
          token: setup.org.token,
          headers: { "if-match": '"1"' },
        })
      ).status,
    ).toBe(200);
    await setInterest(setup, fifth?.id ?? "", "0.01");
    expect(await setup.open(election.id, 1)).toMatchObject({
      status: 409,
      body: {
        error:
          "The percentage interests of the 5 properties total 99.51%, not 100%: correct them on the properties' pages, then send the ballots",
      },
    });
    // Nothing went out.
    expect(setup.mailer.sent).toEqual([]);
    const roll = await db.firestore
      .collection(`orgs/${setup.org.id}/elections/${election.id}/roll`)
      .get();
    expect(roll.size).toBe(0);
    expect(dataOf<Election>(await setup.read(election.id)).status).toBe("draft");
  });

  it("weighs each property's roll entry, ballot, live count and tally by its interest", async () => {
    // By count, 2 yes against 2 no fails; by interest, 60% against 40% passes the membership's majority.
    const setup = await community(4, { interests: ["40", "30", "20", "10"] });
    const created = dataOf<Election>(
      await setup.create({
        ...weighted,
        vote: { kind: "measure", measureType: "other", threshold: "majorityOfMembership" },
      }),
    );
    const opened = await setup.open(created.id, created.version);
    expect(opened.status).toBe(200);
    const election = dataOf<{ election: Election & Record<string, unknown> }>(opened).election;
    expect(election.live).toMatchObject({
      ballots: 0,
      votingPower: 0,
      totalVotingPower: 10_000,
      voters: 4,
      quorum: { reached: false, required: 2_500, total: 10_000 },
    });
    const id = election.id;
    const roll = await db.firestore.collection(`orgs/${setup.org.id}/elections/${id}/roll`).get();
    const weights = new Map(roll.docs.map((doc) => [doc.id, doc.get("weight") as number]));
    expect(setup.properties.map((property) => weights.get(property.id))).toEqual([
      4_000, 3_000, 2_000, 1_000,
    ]);
    const stored = (await db.firestore.doc(`orgs/${setup.org.id}/elections/${id}`).get()).data();
    expect(stored).toMatchObject({
      electorate: "percentageInterest",
      voters: 4,
      totalVotingPower: 10_000,
    });
    const electorateChanges = (await auditOf(db, setup.org.id))
      .filter((entry) => entry.resource === "elections" && entry.action === "update")
      .flatMap((entry) => entry.changes as { field: string }[])
      .filter((change) => change.field === "electorate");
    expect(electorateChanges).toEqual([
      {
        field: "electorate",
        before: "Weighted by percentage interest",
        after: "4 properties, weighted by percentage interest",
      },
    ]);

    // Each owner's link votes for their property: 40% and 20% yes, 30% and 10% no.
    const links = setup.links();
    const linkOf = (index: number) => links.get(`owner${index}@example.com`)?.[0] ?? "";
    expect((await setup.cast(linkOf(0), { answer: "yes" })).status).toBe(201);
    const live = dataOf<Election>(await setup.read(id)).live;
    expect(live).toMatchObject({
      ballots: 1,
      votingPower: 4_000,
      quorum: { reached: true, cast: 4_000, required: 2_500 },
    });
    expect((await setup.cast(linkOf(1), { answer: "no" })).status).toBe(201);
    expect((await setup.cast(linkOf(2), { answer: "yes" })).status).toBe(201);
    expect((await setup.cast(linkOf(3), { answer: "no" })).status).toBe(201);
    const box = await db.firestore.collection(`orgs/${setup.org.id}/elections/${id}/box`).get();
    expect(box.docs.map((doc) => doc.get("weight") as number).sort((a, b) => a - b)).toEqual([
      1_000, 2_000, 3_000, 4_000,
    ]);

    setup.clock.advance(45 * DAY);
    expect((await setup.inspector(id, "/count", { method: "POST" })).status).toBe(200);
    const tally = dataOf<{ result: Record<string, unknown> }>(await setup.inspector(id, "/tally"));
    expect(tally.result).toMatchObject({
      kind: "measure",
      ballots: 4,
      yes: 6_000,
      no: 4_000,
      abstain: 0,
      yesRequired: 5_001,
      thresholdMet: true,
      quorum: { reached: true, cast: 10_000, total: 10_000, required: 2_500 },
      passed: true,
    });
    const inspected = dataOf<{ electorateBasis: string }>(await setup.inspector(id));
    expect(inspected.electorateBasis).toBe("percentageInterest");
  });

  it("weighs a director election's candidates by the interests of the properties that chose them", async () => {
    const setup = await community(3, { interests: ["50", "25", "25"] });
    const created = dataOf<Election>(
      await setup.create({
        ...weighted,
        title: "Board of directors 2027",
        vote: {
          kind: "directorElection",
          seats: 1,
          candidates: [{ name: "Ana" }, { name: "Ben" }],
        },
        nominationNoticeAt: "2026-11-22T18:00:00.000Z",
        nominationDeadline: "2026-12-23T18:00:00.000Z",
        ballotsOutAt: "2026-12-24T18:00:00.000Z",
        votingDeadline: "2027-01-25T18:00:00.000Z",
        resultsNoticeAt: "2027-01-30T18:00:00.000Z",
      }),
    );
    setup.clock.advance(32 * DAY);
    expect((await setup.open(created.id, created.version)).status).toBe(200);
    const links = setup.links();
    const linkOf = (index: number) => links.get(`owner${index}@example.com`)?.[0] ?? "";
    // One property of half the association for Ana, two of a quarter each for Ben: a tie by weight.
    expect((await setup.cast(linkOf(0), { candidates: ["c1"] })).status).toBe(201);
    expect((await setup.cast(linkOf(1), { candidates: ["c2"] })).status).toBe(201);
    expect((await setup.cast(linkOf(2), { candidates: ["c2"] })).status).toBe(201);
    setup.clock.advance(33 * DAY);
    expect((await setup.inspector(created.id, "/count", { method: "POST" })).status).toBe(200);
    const tally = dataOf<{ result: Record<string, unknown> }>(
      await setup.inspector(created.id, "/tally"),
    );
    expect(tally.result).toMatchObject({
      kind: "directorElection",
      ballots: 3,
      counts: [
        { candidateId: "c1", votes: 5_000 },
        { candidateId: "c2", votes: 5_000 },
      ],
      elected: [],
      tied: ["c1", "c2"],
      quorum: { reached: true, cast: 10_000, total: 10_000 },
    });
  });
});
