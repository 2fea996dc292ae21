import { arcMessages as m } from "@hoa/validation/architectural-review";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  TEST_DEADLINE_MS,
  buildTestApi,
  call,
  testClock,
  useTestApi,
} from "../../../test/support/api.js";
import {
  dataOf,
  join,
  linkResident,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { testPhoto } from "../../../test/support/photos.js";
import { violationCommunity } from "../../../test/support/violations.js";
import { memoryFileStore } from "../../../test/support/memory-files.js";
import type { ArcRequest, ArcTimelineEntry, Modification, OwnArcRequest } from "./documents.js";
import { runArcDeadlines } from "./store.js";
import { dataContext } from "../../platform/data-context.js";

const db = useTestApi();

const DAY = 24 * 60 * 60 * 1000;

/** A board member with a members record (the settings name only people on the board). */
async function boardMember(
  org: TestOrganization,
  name: string,
  role: "admin" | "member" = "member",
) {
  const person = await join(db, org.id, role);
  await db.firestore.doc(`orgs/${org.id}/members/${person.uid}`).set({
    uid: person.uid,
    email: `${name.toLowerCase().replace(/\s+/gu, ".")}@example.com`,
    displayName: name,
    role,
    version: 1,
  });
  return { ...person, name };
}

/** A community with a property and its owner linked to a resident's account, and three reviewers. */
async function arcCommunity(api = db.api) {
  const setup = await violationCommunity(db, { ruleSet: "california" });
  const account = await join(db, setup.org.id, "resident");
  await linkResident(db, setup.org, setup.ownerId, account.uid);
  const [ana, ben, cai, dee, eli] = await Promise.all(
    ["Ana Reviewer", "Ben Reviewer", "Cai Reviewer", "Dee Director", "Eli Director"].map((name) =>
      boardMember(setup.org, name),
    ),
  );
  const base = `/api/orgs/${setup.org.id}`;
  const settings = (body: object, version = 0, token = setup.org.token) =>
    call(api, `${base}/architectural-review/settings`, {
      method: "PUT",
      token,
      body,
      headers: { "if-match": `"${version}"` },
    });
  return {
    ...setup,
    api,
    base,
    resident: account,
    reviewers: [ana!, ben!, cai!],
    directors: [dee!, eli!],
    settings,
    /** The committee of three and the board of Ana (on both), Dee and Eli. */
    async chooseProcedure(overrides: object = {}) {
      const saved = await settings({
        committee: [ana!.uid, ben!.uid, cai!.uid],
        directors: [ana!.uid, dee!.uid, eli!.uid],
        responseDays: 30,
        deadlineOutcome: "escalated",
        ...overrides,
      });
      expect(saved.status).toBe(200);
    },
    draft: async (body: object = {}, token = account.token) => {
      const answer = await call(api, `${base}/me/architectural-requests`, {
        method: "POST",
        token,
        body: {
          category: "fence",
          title: "Cedar fence along the back line",
          description: "A 6 ft cedar fence, stained natural, replacing the chain link.",
          plannedStart: "2027-01-10",
          plannedEnd: "2027-01-20",
          ...body,
        },
      });
      return answer;
    },
    step: (
      request: { id: string; version: number },
      action: string,
      body: object = {},
      token = account.token,
      own = true,
    ) =>
      call(
        api,
        `${base}/${own ? "me/" : ""}architectural-requests/${request.id}${action ? `/${action}` : ""}`,
        {
          method: action ? "POST" : "PATCH",
          token,
          body,
          headers: { "if-match": `"${request.version}"` },
        },
      ),
    vote: (id: string, token: string, vote: string, comment = "") =>
      call(api, `${base}/architectural-requests/${id}/votes`, {
        method: "POST",
        token,
        body: { vote, comment },
      }),
    get: async (id: string, token = setup.org.token) =>
      dataOf<ArcRequest>(await call(api, `${base}/architectural-requests/${id}`, { token })),
    timeline: async (id: string) =>
      dataOf<ArcTimelineEntry[]>(
        await call(api, `${base}/architectural-requests/${id}/timeline`, {
          token: setup.org.token,
        }),
      ),
    mailTo: async (id: string, kind: string) =>
      (
        await db.firestore
          .collection("mail")
          .where("ref", "==", `orgs/${setup.org.id}/architecturalRequests/${id}`)
          .where("kind", "==", kind)
          .get()
      ).docs.map((doc) => doc.get("to") as string),
  };
}

type Community = Awaited<ReturnType<typeof arcCommunity>>;

/** A resident's request, submitted to the committee. */
async function submitted(setup: Community) {
  const draft = dataOf<OwnArcRequest>(await setup.draft());
  const answer = await setup.step(draft, "submit");
  expect(answer.status).toBe(200);
  return dataOf<OwnArcRequest>(answer);
}

describe("the procedure's settings", () => {
  it("starts with 45 days and escalation, cites California's rule, and names only the board", async () => {
    const setup = await arcCommunity();
    const read = dataOf<{
      responseDays: number;
      deadlineOutcome: string;
      version: number;
      citation: { section: string } | null;
    }>(
      await call(db.api, `${setup.base}/architectural-review/settings`, { token: setup.org.token }),
    );
    expect(read).toMatchObject({ responseDays: 45, deadlineOutcome: "escalated", version: 0 });
    expect(read.citation?.section).toBe("4765");

    const body = {
      committee: [setup.reviewers[0]!.uid],
      directors: [setup.directors[0]!.uid],
      responseDays: 30,
      deadlineOutcome: "deemedApproved",
    };
    expect(await setup.settings({ ...body, committee: ["not-on-the-board"] })).toMatchObject({
      status: 400,
      body: { fields: { committee: m.notAMember } },
    });
    expect(await setup.settings({ ...body, directors: [] })).toMatchObject({
      status: 400,
      body: { fields: { directors: m.directorsRequired } },
    });
    expect(await setup.settings({ ...body, responseDays: 0 })).toMatchObject({
      status: 400,
      body: { fields: { responseDays: m.responseDaysInvalid } },
    });
    expect((await setup.settings(body, 0, setup.reviewers[1]!.token)).status).toBe(403);
    const saved = await setup.settings(body);
    expect(dataOf(saved)).toMatchObject({
      committee: [{ uid: setup.reviewers[0]!.uid, name: "Ana Reviewer" }],
      responseDays: 30,
      version: 1,
    });
    expect((await setup.settings(body, 0)).status).toBe(412);
  });
});

describe("a homeowner's request", () => {
  it("is a draft until submitted, takes photos and drawings, and waits for a committee", async () => {
    const setup = await arcCommunity();
    expect(await setup.draft({ plannedEnd: "2027-01-01" })).toMatchObject({
      status: 400,
      body: { fields: { plannedEnd: m.plannedEndBeforeStart } },
    });
    expect(await setup.draft({ description: " " })).toMatchObject({
      status: 400,
      body: { fields: { description: m.descriptionRequired } },
    });
    const draft = dataOf<OwnArcRequest>(await setup.draft());
    expect(draft).toMatchObject({
      number: 1,
      status: "draft",
      propertyLabel: "10 Oak Lane, 2",
      createdBy: { name: "Lucía Pham" },
      onBehalf: false,
    });
    expect(draft).not.toHaveProperty("review");

    const send = (bytes: Uint8Array, fileName: string, token = setup.resident.token) =>
      db.api.request(
        `${setup.base}/me/architectural-requests/${draft.id}/attachments?fileName=${encodeURIComponent(fileName)}`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
          body: bytes,
        },
      );
    expect((await send(await testPhoto(), "fence.png")).status).toBe(201);
    const pdf = new TextEncoder().encode("%PDF-1.4\n% a drawing\n%%EOF\n");
    const withFiles = (await (await send(pdf, "plan.pdf")).json()) as { data: OwnArcRequest };
    expect(
      withFiles.data.attachments.map((file) => [file.kind, file.name, file.contentType]),
    ).toEqual([
      ["photo", "fence.jpg", "image/jpeg"],
      ["drawing", "plan.pdf", "application/pdf"],
    ]);
    expect((await send(new TextEncoder().encode("hello"), "note.txt")).status).toBe(415);
    // Another household's account sees nothing of it.
    const stranger = await join(db, setup.org.id, "resident");
    expect((await send(pdf, "plan.pdf", stranger.token)).status).toBe(404);
    const photoId = withFiles.data.attachments[0]!.id;
    const photo = await db.api.request(
      `${setup.base}/architectural-requests/${draft.id}/attachments/${photoId}`,
      { headers: { authorization: `Bearer ${setup.resident.token}` } },
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(
      (
        await db.api.request(
          `${setup.base}/architectural-requests/${draft.id}/attachments/${photoId}`,
          {
            headers: { authorization: `Bearer ${stranger.token}` },
          },
        )
      ).status,
    ).toBe(404);

    const current = { id: draft.id, version: draft.version };
    expect(await setup.step(current, "submit")).toMatchObject({
      status: 409,
      body: { error: m.noCommittee },
    });
    await setup.chooseProcedure();
    const sent = dataOf<OwnArcRequest>(await setup.step(current, "submit"));
    // Submitted at 04:00 on 22 November in Los Angeles: 30 days to answer.
    expect(sent).toMatchObject({ status: "submitted", deadline: "2026-12-22", responseDays: 30 });
    expect((await setup.mailTo(draft.id, "architecturalReview")).sort()).toEqual([
      "ana.reviewer@example.com",
      "ben.reviewer@example.com",
      "cai.reviewer@example.com",
    ]);
    // Submitted: no more changes, no more files.
    expect(await setup.step(sent, "", { ...draft })).toMatchObject({
      status: 409,
      body: { error: m.notEditable },
    });
    expect((await send(pdf, "plan.pdf")).status).toBe(409);
    // A resident never reaches the board's routes.
    expect(
      (await call(db.api, `${setup.base}/architectural-requests`, { token: setup.resident.token }))
        .status,
    ).toBe(403);
  });
});

describe("the committee's votes", () => {
  it("stay secret until the last vote decides; the letter and the modification record follow", async () => {
    const setup = await arcCommunity();
    await setup.chooseProcedure();
    const request = await submitted(setup);
    const [ana, ben, cai] = setup.reviewers;

    expect(await setup.vote(request.id, ana!.token, "deny")).toMatchObject({
      status: 400,
      body: { fields: { comment: m.denyNeedsReason } },
    });
    expect(await setup.vote(request.id, ana!.token, "approveWithConditions")).toMatchObject({
      status: 400,
      body: { fields: { comment: m.conditionsRequired } },
    });
    const first = await setup.vote(
      request.id,
      ana!.token,
      "approveWithConditions",
      "- Stain matches the sample\n- Finished side faces out",
    );
    expect(first.status).toBe(200);
    expect(dataOf<ArcRequest>(first)).toMatchObject({
      status: "underReview",
      review: { cast: 1, canVote: false, mine: { vote: "approveWithConditions" }, revealed: [] },
    });
    expect(await setup.vote(request.id, ana!.token, "approve")).toMatchObject({
      status: 409,
      body: { error: m.alreadyVoted },
    });
    // Another reviewer sees that one vote was cast, not how.
    const seenByBen = await setup.get(request.id, ben!.token);
    expect(seenByBen.review).toEqual(
      expect.objectContaining({ cast: 1, canVote: true, mine: null, revealed: [] }),
    );
    expect(JSON.stringify(seenByBen)).not.toContain("Stain matches");
    // Nor does an administrator, nor the timeline.
    expect(JSON.stringify(await setup.get(request.id))).not.toContain("Stain matches");
    expect(JSON.stringify(await setup.timeline(request.id))).not.toContain("Stain matches");
    // Someone not on the committee does not vote.
    expect(await setup.vote(request.id, setup.directors[0]!.token, "approve")).toMatchObject({
      status: 403,
      body: { error: m.notAReviewer },
    });

    await setup.vote(request.id, ben!.token, "approve");
    const last = dataOf<ArcRequest>(await setup.vote(request.id, cai!.token, "deny", "Too tall"));
    expect(last).toMatchObject({
      status: "approvedWithConditions",
      decision: {
        status: "approvedWithConditions",
        decidedBy: "committee",
        conditions: ["Stain matches the sample", "Finished side faces out"],
        reasons: [],
      },
      review: { stage: null },
    });
    expect(last.review.revealed).toEqual([
      {
        stage: "committee",
        votes: [
          expect.objectContaining({ name: "Ana Reviewer", vote: "approveWithConditions" }),
          expect.objectContaining({ name: "Ben Reviewer", vote: "approve" }),
          expect.objectContaining({ name: "Cai Reviewer", vote: "deny", comment: "Too tall" }),
        ],
      },
    ]);
    expect(await setup.mailTo(request.id, "architecturalLetter")).toEqual(["lucia@example.com"]);
    const decided = (await setup.timeline(request.id)).find((entry) => entry.step === "decided")!;
    expect(decided.letter).toMatchObject({
      title: "Approved with conditions: Fence: Cedar fence along the back line at 10 Oak Lane, 2",
      citation: "Civil Code 4765",
      sentTo: ["lucia@example.com"],
    });
    expect(decided.letter!.paragraphs).toContain("1. Stain matches the sample");

    // The property's modification record, and its resale package.
    const record = dataOf<Modification[]>(
      await call(db.api, `${setup.base}/properties/${setup.property.id}/modifications`, {
        token: setup.org.token,
      }),
    );
    expect(record).toEqual([
      expect.objectContaining({
        id: request.id,
        number: 1,
        category: "fence",
        conditions: ["Stain matches the sample", "Finished side faces out"],
      }),
    ]);
    const resale = await db.api.request(
      `${setup.base}/properties/${setup.property.id}/resale-package`,
      { headers: { authorization: `Bearer ${setup.org.token}` } },
    );
    expect(resale.status).toBe(200);
    expect(resale.headers.get("content-disposition")).toContain("resale-package-10-oak-lane-2.pdf");
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(await resale.arrayBuffer())),
      { mergePages: true },
    );
    expect(text.replace(/\s+/gu, " ")).toContain("Cedar fence along the back line");

    // The homeowner's letter as a PDF, from the portal; the decision's votes stay the board's.
    const own = dataOf<{ request: OwnArcRequest; timeline: ArcTimelineEntry[] }>(
      await call(db.api, `${setup.base}/me/architectural-requests/${request.id}`, {
        token: setup.resident.token,
      }),
    );
    expect(own.request).not.toHaveProperty("review");
    expect(own.timeline.map((entry) => entry.step)).not.toContain("vote");
    const letterEntry = own.timeline.find((entry) => entry.step === "decided")!;
    const pdf = await db.api.request(
      `${setup.base}/me/architectural-requests/${request.id}/letters/${letterEntry.id}/pdf`,
      { headers: { authorization: `Bearer ${setup.resident.token}` } },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain(
      "architectural-request-1-decision.pdf",
    );
    // Decided: no withdrawal, no more votes.
    expect((await setup.step(last, "withdraw", {}, setup.org.token, false)).status).toBe(409);
  });

  it("sends a deadlock to the board, where committee members step aside; a denial is reconsidered once", async () => {
    const setup = await arcCommunity();
    await setup.chooseProcedure({ committee: [setup.reviewers[0]!.uid, setup.reviewers[1]!.uid] });
    const request = await submitted(setup);
    const [ana, ben] = setup.reviewers;
    const [dee, eli] = setup.directors;
    await setup.vote(request.id, ana!.token, "approve");
    const tied = dataOf<ArcRequest>(
      await setup.vote(request.id, ben!.token, "deny", "Blocks the view"),
    );
    // Ana sits on both: she steps aside; Dee and Eli decide.
    expect(tied).toMatchObject({ status: "boardReview", review: { stage: "board", cast: 0 } });
    expect(tied.review.voters.map((voter) => voter.name)).toEqual(["Dee Director", "Eli Director"]);
    expect(tied.review.revealed).toEqual([]);
    expect((await setup.vote(request.id, ana!.token, "approve")).status).toBe(403);
    expect(await setup.vote(request.id, dee!.token, "return", "More")).toMatchObject({
      status: 400,
      body: { fields: { vote: m.voteNotForBoard } },
    });
    await setup.vote(request.id, dee!.token, "deny", "Fences over 5 ft need a variance");
    const denied = dataOf<ArcRequest>(await setup.vote(request.id, eli!.token, "abstain"));
    expect(denied).toMatchObject({
      status: "denied",
      decision: { decidedBy: "board", reasons: ["Fences over 5 ft need a variance"] },
    });
    expect(denied.review.revealed.map((round) => round.stage)).toEqual(["committee", "board"]);
    // The board decided it: no reconsideration by the same board.
    const own = { id: denied.id, version: denied.version };
    expect(await setup.step(own, "reconsideration", { reason: "Please" })).toMatchObject({
      status: 409,
      body: { error: m.reconsiderationOnce },
    });
  });

  it("lets a homeowner ask the board to reconsider the committee's denial, once", async () => {
    const setup = await arcCommunity();
    await setup.chooseProcedure();
    const request = await submitted(setup);
    for (const reviewer of setup.reviewers) {
      await setup.vote(request.id, reviewer.token, "deny", `${reviewer.name}: too tall`);
    }
    const denied = await setup.get(request.id);
    expect(denied.status).toBe("denied");
    const letter = (await setup.timeline(request.id)).find((entry) => entry.step === "decided")!;
    expect(letter.letter!.paragraphs.join(" ")).toContain(
      "you may ask the board of directors to reconsider this decision at an open meeting",
    );
    expect(await setup.step(denied, "reconsideration", { reason: " " })).toMatchObject({
      status: 400,
      body: { fields: { reason: m.reasonRequired } },
    });
    const asked = dataOf<OwnArcRequest>(
      await setup.step(denied, "reconsideration", { reason: "I will lower it to 5 ft." }),
    );
    expect(asked.status).toBe("reconsiderationRequested");
    const board = await setup.get(request.id);
    // Ana sat on the committee: Dee and Eli reconsider.
    expect(board.review.voters.map((voter) => voter.name)).toEqual([
      "Dee Director",
      "Eli Director",
    ]);
    await setup.vote(request.id, setup.directors[0]!.token, "approve");
    const approved = dataOf<ArcRequest>(
      await setup.vote(request.id, setup.directors[1]!.token, "approve"),
    );
    expect(approved).toMatchObject({ status: "approved", decision: { decidedBy: "board" } });
    expect((await setup.mailTo(request.id, "architecturalLetter")).length).toBe(2);
  });

  it("returns a request for more information; resubmitted, the votes and the time start again", async () => {
    const setup = await arcCommunity();
    await setup.chooseProcedure({ committee: [setup.reviewers[0]!.uid, setup.reviewers[1]!.uid] });
    const request = await submitted(setup);
    await setup.vote(request.id, setup.reviewers[0]!.token, "return", "Send the fence's height");
    const returned = dataOf<ArcRequest>(
      await setup.vote(request.id, setup.reviewers[1]!.token, "return", "A drawing, please"),
    );
    expect(returned).toMatchObject({ status: "returned", review: { stage: null } });
    const letter = (await setup.timeline(request.id)).find((entry) => entry.step === "returned")!;
    expect(letter.letter!.paragraphs).toEqual(
      expect.arrayContaining(["1. Send the fence's height", "2. A drawing, please"]),
    );
    const changed = dataOf<OwnArcRequest>(
      await setup.step(returned, "", {
        category: "fence",
        title: "Cedar fence, 5 ft",
        description: "A 5 ft cedar fence.",
        plannedStart: "2027-01-10",
        plannedEnd: "2027-01-20",
      }),
    );
    expect(changed.title).toBe("Cedar fence, 5 ft");
    const again = dataOf<OwnArcRequest>(await setup.step(changed, "submit"));
    expect(again.status).toBe("submitted");
    expect((await setup.get(request.id, setup.reviewers[0]!.token)).review).toMatchObject({
      cast: 0,
      canVote: true,
    });
  });

  it("records one decision when the last two reviewers vote at once", async () => {
    const setup = await arcCommunity();
    await setup.chooseProcedure();
    const request = await submitted(setup);
    const [ana, ben, cai] = setup.reviewers;
    await setup.vote(request.id, ana!.token, "approve");
    const answers = await Promise.all([
      setup.vote(request.id, ben!.token, "approve"),
      setup.vote(request.id, cai!.token, "approve"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const decided = await setup.get(request.id);
    expect(decided.status).toBe("approved");
    expect(decided.review.revealed[0]!.votes).toHaveLength(3);
    const steps = (await setup.timeline(request.id)).map((entry) => entry.step);
    expect(steps.filter((step) => step === "decided")).toHaveLength(1);
    expect(steps.filter((step) => step === "vote")).toHaveLength(3);
    expect(await setup.mailTo(request.id, "architecturalLetter")).toEqual(["lucia@example.com"]);
  });

  it("is withdrawn before a decision by the homeowner, and then takes no votes", async () => {
    const setup = await arcCommunity();
    await setup.chooseProcedure();
    const request = await submitted(setup);
    const withdrawn = dataOf<OwnArcRequest>(
      await setup.step(request, "withdraw", { note: "Sold" }),
    );
    expect(withdrawn.status).toBe("withdrawn");
    expect(await setup.vote(request.id, setup.reviewers[0]!.token, "approve")).toMatchObject({
      status: 409,
      body: { error: m.notVoting },
    });
    expect((await setup.step(withdrawn, "withdraw")).status).toBe(409);
  });
});

describe("the response deadline", () => {
  it("reminds the reviewers who have not voted 7 and 2 days before, then applies the setting", async () => {
    const clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
    const api = buildTestApi(db.firestore, { clock, files: memoryFileStore() });
    const setup = await arcCommunity(api);
    await setup.chooseProcedure({ responseDays: 10, deadlineOutcome: "deemedApproved" });
    const request = await submitted(setup);
    expect(request.deadline).toBe("2026-12-02");
    await setup.vote(request.id, setup.reviewers[0]!.token, "approve");
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    const run = () => runArcDeadlines(data, "https://console.test");

    expect(await run()).toBe(0);
    // 25 November in Los Angeles: 7 days left.
    clock.advance(3 * DAY);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect((await setup.mailTo(request.id, "architecturalReminder")).sort()).toEqual([
      "ben.reviewer@example.com",
      "cai.reviewer@example.com",
    ]);
    // 30 November: 2 days left.
    clock.advance(5 * DAY);
    expect(await run()).toBe(1);
    expect(await setup.mailTo(request.id, "architecturalReminder")).toHaveLength(4);
    // 3 December: passed, deemed approved with its letter.
    clock.advance(3 * DAY);
    expect(await run()).toBe(1);
    const decided = await setup.get(request.id);
    expect(decided).toMatchObject({ status: "approved", decision: { decidedBy: "deadline" } });
    const letter = (await setup.timeline(request.id)).find((entry) => entry.step === "decided")!;
    expect(letter.letter!.paragraphs.join(" ")).toContain(
      "did not decide within the maximum response time of 10 days",
    );
    expect(await run()).toBe(0);
  });

  it("sends an undecided request to the board when the setting escalates", async () => {
    const clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
    const api = buildTestApi(db.firestore, { clock, files: memoryFileStore() });
    const setup = await arcCommunity(api);
    await setup.chooseProcedure({ responseDays: 3, deadlineOutcome: "escalated" });
    const request = await submitted(setup);
    clock.advance(4 * DAY);
    await runArcDeadlines(
      dataContext(db.firestore, TEST_DEADLINE_MS, clock),
      "https://console.test",
    );
    const escalated = await setup.get(request.id);
    expect(escalated).toMatchObject({ status: "boardReview", review: { stage: "board" } });
    // Every committee member sat on it: Ana steps aside.
    expect(escalated.review.voters.map((voter) => voter.name)).toEqual([
      "Dee Director",
      "Eli Director",
    ]);
  });
});
