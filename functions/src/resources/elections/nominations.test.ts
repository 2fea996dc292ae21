import { electionMessages } from "@hoa/validation/elections";
import { nominationMessages } from "@hoa/validation/nominations";
import { describe, expect, it } from "vitest";
import { buildTestApi, call, testClock, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  collectionRequests,
  dataOf,
  join,
  linkResident,
  organization,
} from "../../../test/support/directory.js";
import { recordingMailer } from "../../../test/support/mail.js";
import { apiMessages } from "../../http/messages.js";
import { electionRequestMessages as rm } from "./schemas.js";

const db = useTestApi();

const DAY = 24 * 60 * 60 * 1000;

interface Election {
  id: string;
  status: string;
  version: number;
  nominationNoticeAt: string | null;
  vote: { seats?: number; candidates?: { id: string; name: string }[] };
}

interface Nomination {
  id: string;
  name: string;
  statement: string;
  nominatedBy: { uid: string; name: string; propertyId: string; property: string };
  status: string;
  reason: string;
}

/**
 * A director election's draft with no candidate yet: nominations close December 23, 2026 (31 days
 * after the test clock's start, November 22), the ballots go out the next day.
 */
const directorDraft = {
  title: "Board of directors 2027",
  question: "",
  vote: { kind: "directorElection", seats: 2, candidates: [] },
  nominationNoticeAt: "2026-11-22T18:00:00.000Z",
  nominationDeadline: "2026-12-23T18:00:00.000Z",
  ballotsOutAt: "2026-12-24T18:00:00.000Z",
  votingDeadline: "2027-01-25T18:00:00.000Z",
  inspector: { name: "Irene Inspector", email: "inspector@example.org" },
};

/**
 * An organization under California's rules with `count` properties, each with an owner on file
 * (`owner{n}@example.com`, also owning property 0 for n = 1, so that address owns two) and a
 * tenant, the first owner linked to a resident's account; its own API and clock (2026-11-22 12:00
 * UTC) and a recording mailer.
 */
async function community(count = 3) {
  const clock = testClock();
  const mailer = recordingMailer();
  const api = buildTestApi(db.firestore, { clock, mailer });
  const t = { firestore: db.firestore, api };
  const org = await organization(t, "Elm Park HOA");
  const saved = await call(api, `/api/orgs/${org.id}/elections/settings`, {
    method: "PUT",
    token: org.token,
    body: { ruleSet: "california", quorumBasisPoints: 2_500 },
    headers: { "if-match": '"0"' },
  });
  expect(saved.status).toBe(200);
  const residents = collectionRequests(t, "residents");
  const properties: { id: string; ownerId: string; tenantId: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const property = await addProperty(t, org, { address: `${index + 1} Elm Street`, unit: "1" });
    const owner = await residents.create(org, {
      name: `Owner ${index}`,
      propertyId: property.id,
      email: `owner${index}@example.com`,
      relationship: "Owner",
    });
    const tenant = await residents.create(org, {
      name: `Tenant ${index}`,
      propertyId: property.id,
      email: `tenant${index}@example.com`,
      relationship: "Tenant",
    });
    properties.push({
      id: property.id,
      ownerId: dataOf<{ id: string }>(owner).id,
      tenantId: dataOf<{ id: string }>(tenant).id,
    });
  }
  // Owner 1 owns the first property too: their address is emailed once.
  await residents.create(org, {
    name: "Owner 1",
    propertyId: properties[0]?.id ?? "",
    email: "owner1@example.com",
    relationship: "Owner",
  });
  const resident = await join(t, org.id, "resident");
  expect((await linkResident(t, org, properties[0]?.ownerId ?? "", resident.uid)).status).toBe(200);
  const base = `/api/orgs/${org.id}/elections`;
  const versioned = (version: number) => ({ "if-match": `"${version}"` });
  return {
    t,
    clock,
    mailer,
    api,
    org,
    base,
    properties,
    resident,
    create: async (body: object = {}) => {
      const created = await call(api, base, {
        method: "POST",
        token: org.token,
        body: { ...directorDraft, ...body },
      });
      expect(created.status).toBe(201);
      return dataOf<Election>(created);
    },
    read: async (id: string) =>
      dataOf<Election>(await call(api, `${base}/${id}`, { token: org.token })),
    openNominations: (id: string, version: number, token = org.token) =>
      call(api, `${base}/${id}/nominations/open`, {
        method: "POST",
        token,
        headers: versioned(version),
      }),
    nominate: (id: string, body: object, token = resident.token) =>
      call(api, `/api/orgs/${org.id}/me/elections/${id}/nominations`, {
        method: "POST",
        token,
        body,
      }),
    own: (id: string, token = resident.token) =>
      call(api, `/api/orgs/${org.id}/me/elections/${id}/nominations`, { token }),
    list: (id: string, token = org.token) => call(api, `${base}/${id}/nominations`, { token }),
    decide: (
      id: string,
      nominationId: string,
      action: "accept" | "decline",
      version: number,
      { token = org.token, body }: { token?: string; body?: object } = {},
    ) =>
      call(api, `${base}/${id}/nominations/${nominationId}/${action}`, {
        method: "POST",
        token,
        headers: versioned(version),
        ...(body ? { body } : {}),
      }),
    openBallots: (id: string, version: number) =>
      call(api, `${base}/${id}/open`, {
        method: "POST",
        token: org.token,
        headers: versioned(version),
      }),
  };
}

describe("a director election's nominations", () => {
  it("may be drafted with no candidate, but its ballots do not go out without one (409)", async () => {
    const setup = await community(1);
    const election = await setup.create({
      nominationNoticeAt: "2026-10-01T18:00:00.000Z",
      nominationDeadline: "2026-11-01T18:00:00.000Z",
      ballotsOutAt: "2026-11-22T18:00:00.000Z",
      votingDeadline: "2027-01-05T18:00:00.000Z",
    });
    expect(election.vote.candidates).toEqual([]);
    expect(await setup.openBallots(election.id, election.version)).toMatchObject({
      status: 409,
      body: { error: electionMessages.candidatesRequired },
    });
  });

  it("are refused too late for the deadline with the rule's citation, and for a measure (409)", async () => {
    const setup = await community(1);
    const late = await setup.create({
      nominationNoticeAt: "2026-11-01T18:00:00.000Z",
      nominationDeadline: "2026-12-10T18:00:00.000Z",
      ballotsOutAt: "2026-12-11T18:00:00.000Z",
      votingDeadline: "2027-01-20T18:00:00.000Z",
    });
    expect(await setup.openNominations(late.id, late.version)).toMatchObject({
      status: 409,
      body: {
        error:
          "The nomination notice must go out at least 30 days before the nomination deadline (Civil Code 5115): by Tuesday, November 10, 2026",
      },
    });
    expect((await setup.read(late.id)).status).toBe("draft");
    const measure = dataOf<Election>(
      await call(setup.api, setup.base, {
        method: "POST",
        token: setup.org.token,
        body: {
          ...directorDraft,
          vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
        },
      }),
    );
    expect(await setup.openNominations(measure.id, measure.version)).toMatchObject({
      status: 409,
      body: { error: rm.notDraftToNominate },
    });
    expect(setup.mailer.sent).toEqual([]);
  });

  it("open with the notice today, emailed once per owner's address, audited; a member may not (403)", async () => {
    const setup = await community(3);
    const election = await setup.create();
    const member = await join(setup.t, setup.org.id, "member");
    expect((await setup.openNominations(election.id, election.version, member.token)).status).toBe(
      403,
    );
    expect((await setup.openNominations(election.id, election.version + 1)).status).toBe(412);
    const opened = await setup.openNominations(election.id, election.version);
    expect(opened).toMatchObject({ status: 200, headers: { etag: `"${election.version + 1}"` } });
    expect(dataOf(opened)).toMatchObject({
      election: {
        status: "nominating",
        nominationNoticeAt: "2026-11-22T12:00:00.000Z",
        live: null,
      },
      emails: 3,
      withoutEmail: 0,
    });
    const notices = setup.mailer.sent.filter((mail) => mail.subject.startsWith("Nominations"));
    expect(notices.map((mail) => mail.to).sort()).toEqual([
      "owner0@example.com",
      "owner1@example.com",
      "owner2@example.com",
    ]);
    expect(notices[0]?.text).toContain(`/portal/elections/${election.id}`);
    expect(notices[0]?.text).toContain("2 seats");
    expect(notices[0]?.text).toContain("December 23, 2026");
    const audit = (await auditOf(db, setup.org.id)).filter((e) => e.resource === "elections");
    expect(audit.find((entry) => entry.action === "update")).toMatchObject({
      changes: expect.arrayContaining([
        { field: "status", before: "draft", after: "nominating" },
        {
          field: "nominationNoticeAt",
          before: directorDraft.nominationNoticeAt,
          after: "2026-11-22T12:00:00.000Z",
        },
      ]),
    });
    // Residents now see it; a second notice is refused.
    const list = dataOf<{ items: Election[] }>(
      await call(setup.api, `/api/orgs/${setup.org.id}/me/elections`, {
        token: setup.resident.token,
      }),
    );
    expect(list.items.map((item) => item.status)).toEqual(["nominating"]);
    expect((await setup.openNominations(election.id, election.version + 1)).status).toBe(409);
  });

  it("take an owner's nominations until the deadline, refusing duplicates, non-owners and drafts", async () => {
    const setup = await community(2);
    const election = await setup.create();
    // A draft is the board's alone.
    expect((await setup.nominate(election.id, { name: "Ana Ruiz" })).status).toBe(404);
    expect((await setup.openNominations(election.id, election.version)).status).toBe(200);

    const first = await setup.nominate(election.id, {
      name: " Ana Ruiz ",
      statement: "Twelve years in Elm Park.",
    });
    expect(first.status).toBe(201);
    expect(dataOf<Nomination>(first)).toMatchObject({
      name: "Ana Ruiz",
      statement: "Twelve years in Elm Park.",
      status: "pending",
      nominatedBy: {
        uid: setup.resident.uid,
        name: "Owner 0",
        propertyId: setup.properties[0]?.id,
        property: "1 Elm Street",
      },
    });
    expect(await setup.nominate(election.id, { name: "ANA  RUIZ" })).toMatchObject({
      status: 409,
      body: { error: nominationMessages.nominatedTwice },
    });
    setup.clock.advance(60_000);
    expect((await setup.nominate(election.id, { name: "Owner 0" })).status).toBe(201);
    expect(
      await setup.nominate(election.id, { name: " ", statement: "x".repeat(1_001) }),
    ).toMatchObject({
      status: 400,
      body: {
        fields: {
          name: nominationMessages.nameRequired,
          statement: nominationMessages.statementTooLong,
        },
      },
    });

    // A tenant linked to their account is no owner on file.
    const tenant = await join(setup.t, setup.org.id, "resident");
    await linkResident(setup.t, setup.org, setup.properties[1]?.tenantId ?? "", tenant.uid);
    expect((await setup.nominate(election.id, { name: "Ben" }, tenant.token)).status).toBe(404);
    expect(
      dataOf<{ items: Nomination[] }>(await setup.own(election.id, tenant.token)).items,
    ).toEqual([]);

    const own = dataOf<{ items: Nomination[] }>(await setup.own(election.id));
    expect(own.items.map((item) => item.name)).toEqual(["Ana Ruiz", "Owner 0"]);

    setup.clock.advance(31 * DAY + 6 * 60 * 60 * 1000);
    expect(await setup.nominate(election.id, { name: "Cai" })).toMatchObject({
      status: 409,
      body: {
        error:
          "Nominations closed on Wednesday, December 23, 2026 at 10:00: no nomination is taken after the nomination deadline",
      },
    });
  });

  it("are accepted into the candidates or declined by an administrator (If-Match), not by a member (403)", async () => {
    const setup = await community(2);
    const election = await setup.create({
      vote: { kind: "directorElection", seats: 1, candidates: [{ name: "Ana Ruiz" }] },
    });
    const opened = await setup.openNominations(election.id, election.version);
    let version = dataOf<{ version: number }>(opened).version;
    const ana = dataOf<Nomination>(await setup.nominate(election.id, { name: "ana ruiz" }));
    setup.clock.advance(60_000);
    const ben = dataOf<Nomination>(await setup.nominate(election.id, { name: "Ben Okafor" }));
    setup.clock.advance(60_000);
    const cai = dataOf<Nomination>(await setup.nominate(election.id, { name: "Cai" }));

    const member = await join(setup.t, setup.org.id, "member");
    expect(
      (await setup.decide(election.id, ben.id, "accept", version, { token: member.token })).status,
    ).toBe(403);
    const listed = await setup.list(election.id, member.token);
    expect(dataOf<{ items: Nomination[] }>(listed).items.map((n) => n.name)).toEqual([
      "ana ruiz",
      "Ben Okafor",
      "Cai",
    ]);
    expect((await setup.decide(election.id, ben.id, "accept", version + 1)).status).toBe(412);
    expect(
      (await setup.decide(election.id, ben.id, "accept", version, { body: undefined })).status,
    ).toBe(200);
    version += 1;
    // A name already a candidate is only marked accepted.
    const again = await setup.decide(election.id, ana.id, "accept", version);
    expect(again.status).toBe(200);
    version += 1;
    expect(dataOf<{ election: Election; nomination: Nomination }>(again)).toMatchObject({
      nomination: { status: "accepted" },
      election: {
        vote: {
          candidates: [
            { id: "c1", name: "Ana Ruiz" },
            { id: "c2", name: "Ben Okafor" },
          ],
        },
      },
    });
    const declined = await setup.decide(election.id, cai.id, "decline", version, {
      body: { reason: "Not a member" },
    });
    expect(dataOf<{ nomination: Nomination }>(declined).nomination).toMatchObject({
      status: "declined",
      reason: "Not a member",
    });
    version += 1;
    expect(await setup.decide(election.id, cai.id, "accept", version)).toMatchObject({
      status: 409,
      body: { error: nominationMessages.alreadyDecided },
    });
    expect((await setup.decide(election.id, "nope", "accept", version)).status).toBe(404);
    const own = dataOf<{ items: Nomination[] }>(await setup.own(election.id));
    expect(own.items.map((n) => n.status)).toEqual(["accepted", "accepted", "declined"]);
    const audit = (await auditOf(db, setup.org.id)).filter((e) => e.resource === "elections");
    expect(audit.flatMap((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { field: "nominations", before: null, after: "Ben Okafor: nomination accepted" },
        { field: "vote", before: "Ana Ruiz", after: "Ana Ruiz, Ben Okafor" },
        { field: "nominations", before: null, after: "Cai: nomination declined (Not a member)" },
      ]),
    );

    // The candidates and seats may change while nominating, not the nomination dates.
    const patch = (body: object) =>
      call(setup.api, `${setup.base}/${election.id}`, {
        method: "PATCH",
        token: setup.org.token,
        headers: { "if-match": `"${version}"` },
        body,
      });
    expect(await patch({ nominationDeadline: "2026-12-22T18:00:00.000Z" })).toMatchObject({
      status: 409,
      body: { error: rm.nominationDatesFixed },
    });
    const seats = await patch({
      vote: {
        kind: "directorElection",
        seats: 2,
        candidates: [{ name: "Ana Ruiz" }, { name: "Ben Okafor" }],
      },
    });
    expect(seats.status).toBe(200);
  });

  it("keep the ballots until the deadline passed (409), then they go out with the candidates", async () => {
    const setup = await community(2);
    const election = await setup.create();
    let version = dataOf<{ version: number }>(
      await setup.openNominations(election.id, election.version),
    ).version;
    const ana = dataOf<Nomination>(await setup.nominate(election.id, { name: "Ana Ruiz" }));
    version = dataOf<{ version: number }>(
      await setup.decide(election.id, ana.id, "accept", version),
    ).version;
    expect(await setup.openBallots(election.id, version)).toMatchObject({
      status: 409,
      body: {
        error:
          "Nominations are open until Wednesday, December 23, 2026 at 10:00: the ballots go out after the nomination deadline",
      },
    });
    setup.clock.advance(32 * DAY);
    // Once nominations closed, nothing more is decided.
    expect((await setup.decide(election.id, ana.id, "decline", version, { body: {} })).status).toBe(
      409,
    );
    const opened = await setup.openBallots(election.id, version);
    expect(opened.status).toBe(200);
    expect(dataOf<{ election: Election }>(opened).election).toMatchObject({
      status: "open",
      vote: { candidates: [{ id: "c1", name: "Ana Ruiz" }] },
    });
    expect(await setup.nominate(election.id, { name: "Late" })).toMatchObject({ status: 409 });
    expect((await setup.list(election.id)).status).toBe(200);
    expect((await setup.list("nope")).body).toEqual({ error: apiMessages.notFound });
  });
});
