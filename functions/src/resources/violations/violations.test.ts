import { violationMessages as m } from "@hoa/validation/violations";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testPhoto } from "../../../test/support/photos.js";
import { buildTestApi, call, testClock, useTestApi } from "../../../test/support/api.js";
import {
  dataOf,
  join,
  linkResident,
  type TestOrganization,
} from "../../../test/support/directory.js";
import type { ViolationRuleSetId } from "@hoa/validation/violation-rules";
import { violationCommunity } from "../../../test/support/violations.js";
import type { TimelineEntry, Violation } from "./documents.js";

const db = useTestApi();

/** 04:00 on Sunday, November 22, 2026 in Los Angeles: the test clock's start. */
const START = "2026-11-22T12:00:00.000Z";

/** An API whose clock a test moves (the hearing passes, the board decides). */
function movableApi() {
  const clock = testClock(new Date(START));
  return { clock, api: buildTestApi(db.firestore, { clock }) };
}

const community = (ruleSet: ViolationRuleSetId = "california") =>
  violationCommunity(db, { ruleSet });

type Step = "courtesy-notice" | "hearing" | "decision" | "appeal" | "cure" | "close";

function requests(org: TestOrganization, api = db.api) {
  const base = `/api/orgs/${org.id}/violations`;
  return {
    report: (body: object, token = org.token) => call(api, base, { method: "POST", token, body }),
    step: (violation: Violation, step: Step, body: object = {}, token = org.token) =>
      call(api, `${base}/${violation.id}/${step}`, {
        method: "POST",
        token,
        body,
        headers: { "if-match": `"${violation.version}"` },
      }),
    timeline: async (id: string) =>
      dataOf<TimelineEntry[]>(await call(api, `${base}/${id}/timeline`, { token: org.token })),
  };
}

async function reported(setup: Awaited<ReturnType<typeof community>>, api = db.api) {
  const answer = await requests(setup.org, api).report({
    propertyId: setup.property.id,
    categoryId: setup.category.id,
    observedOn: "2026-11-21",
    location: "In front of the garage",
  });
  expect(answer.status).toBe(201);
  return dataOf<Violation>(answer);
}

describe("reporting a violation", () => {
  it("copies the category and the rule set, numbers it and starts its timeline", async () => {
    const setup = await community();
    const violation = await reported(setup);
    expect(violation).toMatchObject({
      number: 1,
      status: "reported",
      outcome: null,
      propertyLabel: "10 Oak Lane, 2",
      category: { name: "Parking", rule: "CC&R 7.3", cureDays: 7, fine: "100.00" },
      description: "A vehicle was parked on the street overnight.",
      ruleSet: { id: "california" },
      fined: "0.00",
      version: 1,
    });
    expect((await reported(setup)).number).toBe(2);
    const [first] = await requests(setup.org).timeline(violation.id);
    expect(first).toMatchObject({ step: "reported", by: { uid: setup.org.admin } });
  });

  it("refuses an unknown category or property, a date to come, and members (400, 403)", async () => {
    const setup = await community();
    const { report } = requests(setup.org);
    const body = {
      propertyId: setup.property.id,
      categoryId: setup.category.id,
      observedOn: "2026-11-21",
    };
    expect(await report({ ...body, categoryId: "gone" })).toMatchObject({
      status: 400,
      body: { fields: { categoryId: m.categoryNotFound } },
    });
    expect(await report({ ...body, propertyId: "gone" })).toMatchObject({
      status: 400,
      body: { fields: { propertyId: m.propertyNotFound } },
    });
    expect(await report({ ...body, observedOn: "2026-11-23" })).toMatchObject({
      status: 400,
      body: { fields: { observedOn: m.observedOnInFuture } },
    });
    const member = await join(db, setup.org.id, "member");
    expect((await report(body, member.token)).status).toBe(403);
  });
});

describe("due process under California's rules", () => {
  it("notices, refuses a hearing too soon citing the rule, decides a fine once and posts it", async () => {
    const setup = await community("california");
    const { clock, api } = movableApi();
    const { step, timeline } = requests(setup.org, api);
    const violation = await reported(setup, api);

    const noticed = await step(violation, "courtesy-notice", { note: "Thank you." });
    expect(noticed.status).toBe(200);
    const afterNotice = dataOf<Violation>(noticed);
    expect(afterNotice).toMatchObject({ status: "noticed", cureBy: "2026-11-29", version: 2 });
    expect((await step(afterNotice, "courtesy-notice")).status).toBe(409);
    const mail = await db.firestore
      .collection("mail")
      .where("ref", "==", `orgs/${setup.org.id}/violations/${violation.id}`)
      .get();
    // The owner on file, not the tenant.
    expect(mail.docs.map((doc) => doc.get("to"))).toEqual(["lucia@example.com"]);
    expect(mail.docs[0]!.get("message.text")).toContain("Sunday, November 29, 2026");
    // The category's description ends its sentence once.
    expect(mail.docs[0]!.get("message.text")).toContain(
      "parked on the street overnight (In front of the garage).",
    );

    const tooSoon = await step(afterNotice, "hearing", {
      date: "2026-11-29",
      time: "18:00",
      location: "Clubhouse",
    });
    expect(tooSoon).toMatchObject({
      status: 400,
      body: { fields: { date: "Civil Code 5855 requires 10 days' notice" } },
    });
    const noticedHearing = await step(afterNotice, "hearing", {
      date: "2026-12-02",
      time: "18:00",
      location: "Clubhouse",
    });
    expect(noticedHearing.status).toBe(200);
    const withHearing = dataOf<Violation>(noticedHearing);
    expect(withHearing.hearing).toMatchObject({
      date: "2026-12-02",
      at: "2026-12-03T02:00:00.000Z",
    });
    const letter = (await timeline(violation.id)).at(-1)!.letter!;
    expect(letter.citation).toBe("Civil Code 5855(a)-(b)");
    expect(letter.sentTo).toEqual(["lucia@example.com"]);

    expect(await step(withHearing, "decision", { decision: "fine", fine: "100" })).toMatchObject({
      status: 409,
      body: { error: m.hearingNotYetHeld },
    });
    clock.advance(11 * 24 * 60 * 60 * 1000);
    expect(await step(withHearing, "decision", { decision: "fine", fine: "150" })).toMatchObject({
      status: 400,
      body: { fields: { fine: expect.stringContaining("Civil Code 5850") } },
    });

    // Two administrators decide at once, made to the same version: one fine.
    const answers = await Promise.all([
      step(withHearing, "decision", { decision: "fine", fine: "100" }),
      step(withHearing, "decision", { decision: "fine", fine: "100" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const decided = dataOf<Violation>(answers.find((answer) => answer.status === 200)!);
    expect(decided).toMatchObject({ status: "decided", outcome: "fined", fined: "100.00" });
    const steps = (await timeline(violation.id)).map((entry) => entry.step);
    expect(steps).toEqual([
      "reported",
      "courtesyNotice",
      "hearingNotice",
      "decision",
      "decisionNotice",
      "finePosted",
    ]);
    const posted = (await timeline(violation.id)).at(-1)!;
    expect(posted.ledgerEntryId).toBe(`fine-${violation.id}`);
    const decisionLetter = (await timeline(violation.id)).at(-2)!.letter!;
    expect(decisionLetter.paragraphs.join(" ")).toContain("No late fee or interest");

    const account = await call(
      api,
      `/api/orgs/${setup.org.id}/billing/properties/${setup.property.id}/ledger`,
      { token: setup.org.token },
    );
    expect(
      dataOf<{ items: { id: string; kind: string; amountCents: number }[] }>(account).items,
    ).toEqual([
      expect.objectContaining({ id: `fine-${violation.id}`, kind: "fine", amountCents: 10000 }),
    ]);

    const closed = dataOf<Violation>(await step(decided, "close"));
    expect(closed).toMatchObject({ status: "closed", outcome: "fined" });
    expect((await step(closed, "close")).status).toBe(409);
  });

  it("closes a violation cured before the hearing with no fine", async () => {
    const setup = await community("california");
    const { step } = requests(setup.org);
    const violation = await reported(setup);
    const cured = await step(violation, "cure", { note: "Car moved; photo attached." });
    expect(dataOf<Violation>(cured)).toMatchObject({
      status: "closed",
      outcome: "cured",
      fined: "0.00",
    });
  });

  it("refuses a decision before any hearing, and a member's steps", async () => {
    const setup = await community("california");
    const { step } = requests(setup.org);
    const violation = await reported(setup);
    expect(await step(violation, "decision", { decision: "noAction" })).toMatchObject({
      status: 409,
      body: { error: m.needsHearing },
    });
    const member = await join(db, setup.org.id, "member");
    expect((await step(violation, "cure", {}, member.token)).status).toBe(403);
  });
});

describe("Florida's fining committee", () => {
  it("refuses a fine without a committee of three independent members", async () => {
    const setup = await community("florida");
    const { clock, api } = movableApi();
    const { step } = requests(setup.org, api);
    const violation = await reported(setup, api);
    const hearing = dataOf<Violation>(
      await step(violation, "hearing", {
        date: "2026-12-07",
        time: "18:00",
        location: "Clubhouse",
      }),
    );
    clock.advance(16 * 24 * 60 * 60 * 1000);
    const member = (name: string, officer = false) => ({
      name,
      isOfficerDirectorOrEmployee: officer,
      isRelativeOfOne: false,
    });
    expect(
      await step(hearing, "decision", {
        decision: "fine",
        fine: "50",
        committee: [member("Ana"), member("Ben"), member("Cleo", true)],
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { committee: expect.stringContaining("Cleo") } },
    });
    expect(
      (
        await step(hearing, "decision", {
          decision: "fine",
          fine: "50",
          committee: [member("Ana"), member("Ben"), member("Dan")],
        })
      ).status,
    ).toBe(200);
  });
});

/** A violation whose hearing (noticed on the test clock's day, 11 days out) is over. */
async function heard(setup: Awaited<ReturnType<typeof community>>) {
  const { clock, api } = movableApi();
  const { step } = requests(setup.org, api);
  const violation = await reported(setup, api);
  const hearing = dataOf<Violation>(
    await step(violation, "hearing", { date: "2026-12-07", time: "18:00", location: "Clubhouse" }),
  );
  clock.advance(16 * 24 * 60 * 60 * 1000);
  return { api, hearing, step, timeline: requests(setup.org, api).timeline };
}

const ledgerOf = async (
  api: Awaited<ReturnType<typeof heard>>["api"],
  setup: Awaited<ReturnType<typeof community>>,
) =>
  dataOf<{ items: { id: string; kind: string; amountCents: number }[] }>(
    await call(api, `/api/orgs/${setup.org.id}/billing/properties/${setup.property.id}/ledger`, {
      token: setup.org.token,
    }),
  ).items;

describe("continuing violations", () => {
  it("fines each day within Florida's $100 and $1,000 caps, and posts their total once", async () => {
    const setup = await community("florida");
    const { api, hearing, step } = await heard(setup);
    const committee = ["Ana", "Ben", "Dan"].map((name) => ({
      name,
      isOfficerDirectorOrEmployee: false,
      isRelativeOfOne: false,
    }));
    const fine = (daily: string, days: unknown) =>
      step(hearing, "decision", { decision: "fine", fine: daily, continuingDays: days, committee });
    expect(await fine("100", 11)).toMatchObject({
      status: 400,
      body: { fields: { fine: expect.stringContaining("$1,000 in total") } },
    });
    expect(await fine("101", 2)).toMatchObject({
      status: 400,
      body: { fields: { fine: expect.stringContaining("$100 per violation") } },
    });
    for (const days of [0, 366, "2.5", "ten"]) {
      expect(await fine("50", days)).toMatchObject({
        status: 400,
        body: { fields: { continuingDays: m.continuingDaysInvalid } },
      });
    }
    const decided = dataOf<Violation>(await fine("100", "10"));
    expect(decided).toMatchObject({
      fined: "1000.00",
      decision: { fine: "1000.00", continuingDays: 10 },
    });
    expect(await ledgerOf(api, setup)).toEqual([
      expect.objectContaining({ kind: "fine", amountCents: 100_000 }),
    ]);
  });
});

describe("appeals", () => {
  it("reverses a fine on appeal: off the ledger, closed as reversed, the owners told", async () => {
    const setup = await community("california");
    const { api, hearing, step, timeline } = await heard(setup);
    const decided = dataOf<Violation>(
      await step(hearing, "decision", { decision: "fine", fine: "75" }),
    );
    const decisionLetter = (await timeline(decided.id)).find((e) => e.step === "decisionNotice")!;
    expect(decisionLetter.letter!.paragraphs.join(" ")).toContain(
      "through internal dispute resolution, at no charge to the member (Civil Code 5900-5920)",
    );

    // The resident asks for it from the portal (once decided, not before).
    const account = await join(db, setup.org.id, "resident");
    await linkResident(db, setup.org, setup.ownerId, account.uid);
    const ask = (token: string) =>
      call(api, `/api/orgs/${setup.org.id}/me/violations/${decided.id}/replies`, {
        method: "POST",
        token,
        body: { kind: "appealRequest", message: "The car was a guest's; it left that night." },
      });
    expect((await ask(account.token)).status).toBe(201);

    const member = await join(db, setup.org.id, "member");
    expect((await step(decided, "appeal", { result: "reversed" }, member.token)).status).toBe(403);
    expect(await step(decided, "appeal", { result: "maybe" })).toMatchObject({
      status: 400,
      body: { fields: { result: m.appealResultInvalid } },
    });
    const reversed = dataOf<Violation>(
      await step(decided, "appeal", { result: "reversed", note: "A guest's car." }),
    );
    expect(reversed).toMatchObject({
      status: "closed",
      outcome: "reversed",
      fined: "0.00",
      appeal: { result: "reversed", reversedFine: "75.00", decidedBy: { uid: setup.org.admin } },
    });
    const steps = await timeline(decided.id);
    expect(steps.slice(-3).map((entry) => entry.step)).toEqual(["reply", "appeal", "fineReversed"]);
    const letter = steps.at(-2)!.letter!;
    expect(letter).toMatchObject({
      citation: "Civil Code 5900-5920",
      sentTo: ["lucia@example.com"],
    });
    expect(letter.paragraphs.join(" ")).toContain(
      "The fine of $75.00 has been taken off the account of 10 Oak Lane, 2.",
    );
    expect((await ledgerOf(api, setup)).map((entry) => [entry.kind, entry.amountCents])).toEqual(
      expect.arrayContaining([
        ["fine", 7500],
        ["reversal", -7500],
      ]),
    );
    // Closed: no second appeal, no more replies.
    expect((await step(reversed, "appeal", { result: "upheld" })).status).toBe(409);
    expect((await ask(account.token)).status).toBe(409);
  });

  it("upholds a decision once, and refuses an appeal before any decision", async () => {
    const setup = await community("california");
    const { hearing, step } = await heard(setup);
    expect(await step(hearing, "appeal", { result: "upheld" })).toMatchObject({
      status: 409,
      body: { error: m.appealNeedsDecision },
    });
    const account = await join(db, setup.org.id, "resident");
    await linkResident(db, setup.org, setup.ownerId, account.uid);
    expect(
      await call(db.api, `/api/orgs/${setup.org.id}/me/violations/${hearing.id}/replies`, {
        method: "POST",
        token: account.token,
        body: { kind: "appealRequest", message: "Please review." },
      }),
    ).toMatchObject({ status: 409, body: { error: m.appealOnlyAfterDecision } });
    const decided = dataOf<Violation>(
      await step(hearing, "decision", { decision: "suspension", suspension: "Pool until March 1" }),
    );
    const upheld = dataOf<Violation>(await step(decided, "appeal", { result: "upheld" }));
    expect(upheld).toMatchObject({
      status: "decided",
      outcome: "suspended",
      appeal: { result: "upheld" },
    });
    expect(await step(upheld, "appeal", { result: "reversed" })).toMatchObject({
      status: 409,
      body: { error: m.appealAlreadyDecided },
    });
  });
});

describe("the resident's side and the board's consistency", () => {
  it("shows a resident their violations and letters, takes their reply, and hides others'", async () => {
    const setup = await community("california");
    const violation = await reported(setup);
    const noticed = dataOf<Violation>(
      await requests(setup.org).step(violation, "courtesy-notice", { note: "Board-only words." }),
    );
    const account = await join(db, setup.org.id, "resident");
    expect((await linkResident(db, setup.org, setup.ownerId, account.uid)).status).toBe(200);
    const base = `/api/orgs/${setup.org.id}/me/violations`;

    const own = dataOf<Violation[]>(await call(db.api, base, { token: account.token }));
    expect(own.map((item) => item.id)).toEqual([violation.id]);
    const detail = dataOf<{ violation: Violation; timeline: TimelineEntry[] }>(
      await call(db.api, `${base}/${violation.id}`, { token: account.token }),
    );
    expect(detail.violation.cureBy).toBe("2026-11-29");
    const notice = detail.timeline.find((entry) => entry.step === "courtesyNotice")!;
    expect(notice.letter?.title).toBe("Courtesy notice: Parking at 10 Oak Lane, 2");
    expect(notice.note).toBe("");

    const reply = await call(db.api, `${base}/${violation.id}/replies`, {
      method: "POST",
      token: account.token,
      body: { kind: "extensionRequest", message: "The car is in the shop until Friday." },
    });
    expect(reply).toMatchObject({
      status: 201,
      body: { data: { step: "reply", summary: "Asked for more time: Lucía Pham" } },
    });
    // The board sees it, and its next step is not refused for it.
    expect((await requests(setup.org).timeline(violation.id)).at(-1)!.note).toBe(
      "The car is in the shop until Friday.",
    );
    expect((await requests(setup.org).step(noticed, "cure")).status).toBe(200);
    expect(
      (
        await call(db.api, `${base}/${violation.id}/replies`, {
          method: "POST",
          token: account.token,
          body: { kind: "reply", message: "Done." },
        })
      ).status,
    ).toBe(409);

    const stranger = await join(db, setup.org.id, "resident");
    expect((await call(db.api, `${base}/${violation.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(dataOf<Violation[]>(await call(db.api, base, { token: stranger.token }))).toEqual([]);
  });

  it("counts how the same category's other violations ended", async () => {
    const setup = await community("california");
    const { step } = requests(setup.org);
    await step(await reported(setup), "cure");
    await step(await reported(setup), "close");
    const current = await reported(setup);
    const answer = await call(
      db.api,
      `/api/orgs/${setup.org.id}/violations/${current.id}/consistency`,
      { token: setup.org.token },
    );
    expect(dataOf(answer)).toEqual({
      category: "Parking",
      ended: 2,
      cured: 1,
      noAction: 0,
      fined: 0,
      suspended: 0,
      withdrawn: 1,
      reversed: 0,
      fines: { total: "$0.00", average: null, lowest: null, highest: null },
    });
  });
});

describe("photos", () => {
  const photo = testPhoto;
  const send = (path: string, token: string, bytes: Uint8Array) =>
    db.api.request(path, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
      body: bytes,
    });

  it("keeps the board's and the owner's photos as JPEGs of at most 1,600 pixels, for them alone", async () => {
    const setup = await community("california");
    const violation = await reported(setup);
    const base = `/api/orgs/${setup.org.id}`;
    const added = await send(
      `${base}/violations/${violation.id}/photos`,
      setup.org.token,
      await photo(),
    );
    expect(added.status).toBe(201);
    const [inspection] = ((await added.json()) as { data: Violation }).data.photos;
    expect(inspection).toMatchObject({ fromResident: false, by: { uid: setup.org.admin } });

    const account = await join(db, setup.org.id, "resident");
    await linkResident(db, setup.org, setup.ownerId, account.uid);
    const cure = await send(
      `${base}/me/violations/${violation.id}/photos`,
      account.token,
      await photo(800, 600),
    );
    expect(cure.status).toBe(201);
    const photos = ((await cure.json()) as { data: Violation }).data.photos;
    expect(photos.map((p) => [p.fromResident, p.by.name])).toEqual([
      [false, expect.any(String)],
      [true, "Lucía Pham"],
    ]);

    const read = await db.api.request(
      `${base}/violations/${violation.id}/photos/${inspection!.id}`,
      {
        headers: { authorization: `Bearer ${account.token}` },
      },
    );
    expect(read.headers.get("content-type")).toBe("image/jpeg");
    const size = await sharp(new Uint8Array(await read.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(["jpeg", 1600, 800]);

    const stranger = await join(db, setup.org.id, "resident");
    expect(
      (
        await db.api.request(`${base}/violations/${violation.id}/photos/${inspection!.id}`, {
          headers: { authorization: `Bearer ${stranger.token}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(`${base}/me/violations/${violation.id}/photos`, stranger.token, await photo()))
        .status,
    ).toBe(404);
    const notAPhoto = await send(
      `${base}/violations/${violation.id}/photos`,
      setup.org.token,
      new TextEncoder().encode("not a photo"),
    );
    expect(notAPhoto.status).toBe(415);
    expect(((await notAPhoto.json()) as { error: string }).error).toBe(m.photoUnreadable);
    // An image, but not a photo's format: a GIF is refused as the console refuses it.
    const gif = await testPhoto(8, 8, "gif");
    const notAFormat = await send(
      `${base}/violations/${violation.id}/photos`,
      setup.org.token,
      new Uint8Array(gif),
    );
    expect(notAFormat.status).toBe(415);
    expect(((await notAFormat.json()) as { error: string }).error).toBe(m.photoType);
    const steps = (await requests(setup.org).timeline(violation.id)).map((entry) => entry.step);
    expect(steps).toEqual(["reported", "photo", "photo"]);
  });
});
