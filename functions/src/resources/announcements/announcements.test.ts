import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import {
  buildTestApi,
  call,
  TEST_DEADLINE_MS,
  testClock,
  useTestApi,
} from "../../../test/support/api.js";
import {
  auditOf,
  dataOf,
  join,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { recordingMailer } from "../../../test/support/mail.js";
import { apiMessages } from "../../http/messages.js";
import { dataContext } from "../../platform/data-context.js";
import { jobHandlers } from "../../scheduler/handlers.js";
import { JOB_LEASE_MS, claimJob, jobRef, runDueJobs } from "../../scheduler/jobs.js";
import type { Announcement, InboxItem } from "./schemas.js";
import { fanOut, publishJobId } from "./store.js";

const db = useTestApi();

const request = {
  title: "Pool opens Saturday",
  message: "The pool opens at 9.\n\nBring your pass.",
  priority: "Normal",
  audience: "Property Owners",
  action: "publish",
};

let residentCount = 0;
/** A resident written straight to the directory (the fields an audience reads). */
async function resident(org: TestOrganization, fields: ResidentFields) {
  await residents(org, [fields]);
}

type ResidentFields = {
  email: string;
  /** The account linked to the resident (what decides a member's audiences). */
  accountUid?: string;
  relationship?: string;
  boardMember?: boolean;
  emailOptOut?: boolean;
};

/** Many residents written straight to the directory, in batches (one round trip per 450). */
async function residents(org: TestOrganization, list: readonly ResidentFields[]) {
  for (let start = 0; start < list.length; start += 450) {
    const batch = db.firestore.batch();
    for (const fields of list.slice(start, start + 450)) {
      residentCount += 1;
      batch.set(
        db.firestore.doc(`orgs/${org.id}/residents/r${String(residentCount).padStart(5, "0")}`),
        {
          name: `Resident ${residentCount}`,
          relationship: "Owner",
          boardMember: false,
          status: "Active",
          ...fields,
        },
      );
    }
    await batch.commit();
  }
}

const announcements = (
  org: TestOrganization,
  path = "",
  options: Parameters<typeof call>[2] = {},
) => call(db.api, `/api/orgs/${org.id}/announcements${path}`, { token: org.token, ...options });

const mailOf = async (orgId: string, id: string) =>
  (
    await db.firestore
      .collection("mail")
      .where("ref", "==", `orgs/${orgId}/announcements/${id}`)
      .get()
  ).docs.map((doc) => doc.get("to") as string);

describe("announcements", () => {
  it("publishes to its audience: one email to each owner's address, none to tenants, and counts them", async () => {
    const org = await organization(db, "Announcing HOA");
    await resident(org, { email: "owner1@test.hoa" });
    await resident(org, { email: "OWNER1@test.hoa" }); // the same address, once
    await resident(org, { email: "owner2@test.hoa", boardMember: true });
    await resident(org, { email: "" });
    await resident(org, { email: "tenant@test.hoa", relationship: "Tenant" });
    db.mailer.reset();

    const response = await announcements(org, "", { method: "POST", body: request });
    expect(response.status).toBe(201);
    const published = dataOf<Announcement>(response);
    expect(published).toMatchObject({
      status: "published",
      audience: "Property Owners",
      delivery: { state: "sent", recipients: 2, email: { delivered: 2, failed: 0, pending: 0 } },
    });
    expect((await mailOf(org.id, published.id)).sort()).toEqual([
      "owner1@test.hoa",
      "owner2@test.hoa",
    ]);
    expect(db.mailer.sent.map((mail) => mail.subject)).toEqual([request.title, request.title]);
    expect(db.mailer.sent[0]?.text).toContain("Bring your pass.");
    const job = await db.firestore.doc(`jobs/${publishJobId(org.id, published.id)}`).get();
    expect(job.get("state")).toBe("DONE");

    // A published announcement cannot be changed; it can be deleted.
    expect(
      await announcements(org, `/${published.id}`, {
        method: "PUT",
        headers: { "if-match": `"${published.version}"` },
        body: { ...request, title: "Changed" },
      }),
    ).toMatchObject({ status: 409, body: { error: apiMessages.announcementAlreadyPublished } });
  });

  it("skips residents opted out of non-urgent email unless it is Urgent, and counts them", async () => {
    const org = await organization(db);
    await resident(org, { email: "keen@test.hoa" });
    await resident(org, { email: "quiet@test.hoa", emailOptOut: true });
    db.mailer.reset();
    const normal = dataOf<Announcement>(
      await announcements(org, "", { method: "POST", body: request }),
    );
    expect(await mailOf(org.id, normal.id)).toEqual(["keen@test.hoa"]);
    expect(normal.delivery.recipients).toBe(1);
    const stored = await db.firestore.doc(`orgs/${org.id}/announcements/${normal.id}`).get();
    expect(stored.get("fanOut.optedOut")).toBe(1);

    const urgent = dataOf<Announcement>(
      await announcements(org, "", {
        method: "POST",
        body: { ...request, priority: "Urgent", title: "Gas leak" },
      }),
    );
    expect((await mailOf(org.id, urgent.id)).sort()).toEqual(["keen@test.hoa", "quiet@test.hoa"]);
  });

  it("marks urgent ones in the subject, and keeps a draft unsent", async () => {
    const org = await organization(db);
    await resident(org, { email: "everyone@test.hoa", relationship: "Tenant" });
    db.mailer.reset();
    const draft = dataOf<Announcement>(
      await announcements(org, "", {
        method: "POST",
        body: { ...request, audience: "All Residents", action: "draft" },
      }),
    );
    expect(draft).toMatchObject({ status: "draft", delivery: { state: "none", recipients: 0 } });
    expect(db.mailer.sent).toEqual([]);

    const urgent = dataOf<Announcement>(
      await announcements(org, `/${draft.id}`, {
        method: "PUT",
        headers: { "if-match": `"${draft.version}"` },
        body: { ...request, audience: "All Residents", priority: "Urgent", title: "Water off" },
      }),
    );
    expect(urgent.status).toBe("published");
    expect(db.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["everyone@test.hoa", "[Urgent] Water off"],
    ]);
    const audit = (await auditOf(db, org.id)).filter((entry) => entry.resourceId === draft.id);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["create", "update"]),
    );
  });

  it("refuses a schedule in the past, and validates like the form", async () => {
    const org = await organization(db);
    expect(
      await announcements(org, "", {
        method: "POST",
        body: { ...request, action: "schedule", publishDate: "2026-11-01", publishTime: "09:00" },
      }),
    ).toMatchObject({ status: 400, body: { fields: { publishTime: messages.publishTimeInPast } } });
    expect(
      await announcements(org, "", { method: "POST", body: { ...request, title: " " } }),
    ).toMatchObject({ status: 400, body: { fields: { title: messages.titleRequired } } });
  });

  it("publishes a scheduled one at its time in the organization's zone, once, however often the dispatcher runs", async () => {
    const org = await organization(db);
    await resident(org, { email: "later@test.hoa" });
    const clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
    const mailer = recordingMailer();
    const api = buildTestApi(db.firestore, { clock, mailer });
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    // 09:00 on the 23rd in Pacific Time (the default zone) is 17:00 UTC.
    const scheduled = dataOf<Announcement>(
      await call(api, `/api/orgs/${org.id}/announcements`, {
        method: "POST",
        token: org.token,
        body: { ...request, action: "schedule", publishDate: "2026-11-23", publishTime: "09:00" },
      }),
    );
    expect(scheduled).toMatchObject({ status: "scheduled", publishAt: "2026-11-23T17:00:00.000Z" });

    await runDueJobs(data, jobHandlers);
    expect(await mailOf(org.id, scheduled.id)).toEqual([]);

    clock.advance(29 * 3_600_000); // 17:00 UTC on the 23rd
    await Promise.all([runDueJobs(data, jobHandlers), runDueJobs(data, jobHandlers)]);
    await runDueJobs(data, jobHandlers);
    expect(await mailOf(org.id, scheduled.id)).toEqual(["later@test.hoa"]);
    const stored = dataOf<Announcement>(
      await call(api, `/api/orgs/${org.id}/announcements/${scheduled.id}`, { token: org.token }),
    );
    expect(stored).toMatchObject({ status: "published", publishedAt: "2026-11-23T17:00:00.000Z" });
  });

  it("queues every email once when two senders run at once, and after a sender stopped half-way", async () => {
    const org = await organization(db);
    await residents(
      org,
      Array.from({ length: 900 }, (_, index) => ({
        email: `many${index}@test.hoa`,
        relationship: "Tenant",
      })),
    );
    const created = dataOf<Announcement>(
      await announcements(org, "", {
        method: "POST",
        body: { ...request, audience: "Tenants Only", action: "draft" },
      }),
    );
    // Published without the request's own sending: the job is left to the dispatcher.
    await db.firestore.doc(`orgs/${org.id}/announcements/${created.id}`).update({
      status: "published",
      fanOut: { state: "sending", after: null, recipients: 0 },
    });
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, testClock());
    const forever = Date.now() + 60_000;
    // One sender stops after its first chunk (a crash between two transactions)...
    expect(await fanOut(data, org.id, created.id, forever, { maxChunks: 1 })).toEqual({
      done: false,
      queued: 400,
    });
    // ...and two others finish at the same time.
    await Promise.all([
      fanOut(data, org.id, created.id, forever),
      fanOut(data, org.id, created.id, forever),
    ]);
    const queued = await mailOf(org.id, created.id);
    expect(queued).toHaveLength(900);
    expect(new Set(queued).size).toBe(900);
    const stored = await db.firestore.doc(`orgs/${org.id}/announcements/${created.id}`).get();
    expect(stored.get("fanOut")).toMatchObject({ state: "sent", recipients: 900 });
  });

  it("runs a job again once the dispatcher that claimed it stopped (its lease ran out)", async () => {
    const org = await organization(db);
    await resident(org, { email: "lease@test.hoa" });
    const clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
    const api = buildTestApi(db.firestore, { clock, mailer: recordingMailer() });
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    const scheduled = dataOf<Announcement>(
      await call(api, `/api/orgs/${org.id}/announcements`, {
        method: "POST",
        token: org.token,
        body: { ...request, action: "schedule", publishDate: "2026-11-22", publishTime: "05:00" },
      }),
    );
    clock.advance(3_600_000);
    const jobId = publishJobId(org.id, scheduled.id);
    // A dispatcher claims it and stops before doing anything.
    expect(await claimJob(data, jobId)).toMatchObject({ attempts: 1 });
    expect(await claimJob(data, jobId)).toBeNull();
    await runDueJobs(data, jobHandlers);
    expect(await mailOf(org.id, scheduled.id)).toEqual([]);

    clock.advance(JOB_LEASE_MS);
    await runDueJobs(data, jobHandlers);
    expect(await mailOf(org.id, scheduled.id)).toEqual(["lease@test.hoa"]);
    expect((await jobRef(db.firestore, jobId).get()).data()).toMatchObject({
      state: "DONE",
      attempts: 2,
    });
  });

  it("moves a scheduled one's job with it, and drops it for a draft or a delete", async () => {
    const org = await organization(db);
    const body = {
      ...request,
      action: "schedule",
      publishDate: "2026-12-01",
      publishTime: "08:00",
    };
    const scheduled = dataOf<Announcement>(await announcements(org, "", { method: "POST", body }));
    const job = () => db.firestore.doc(`jobs/${publishJobId(org.id, scheduled.id)}`).get();
    expect((await job()).get("runAt").toDate().toISOString()).toBe("2026-12-01T16:00:00.000Z");
    const moved = dataOf<Announcement>(
      await announcements(org, `/${scheduled.id}`, {
        method: "PUT",
        headers: { "if-match": `"${scheduled.version}"` },
        body: { ...body, publishTime: "10:30" },
      }),
    );
    expect((await job()).get("runAt").toDate().toISOString()).toBe("2026-12-01T18:30:00.000Z");
    const draft = dataOf<Announcement>(
      await announcements(org, `/${scheduled.id}`, {
        method: "PUT",
        headers: { "if-match": `"${moved.version}"` },
        body: { ...body, action: "draft" },
      }),
    );
    expect((await job()).exists).toBe(false);
    await announcements(org, `/${scheduled.id}`, {
      method: "PUT",
      headers: { "if-match": `"${draft.version}"` },
      body,
    });
    expect((await job()).exists).toBe(true);
    expect(
      (
        await announcements(org, `/${scheduled.id}`, {
          method: "DELETE",
          headers: { "if-match": `"${draft.version + 1}"` },
        })
      ).status,
    ).toBe(200);
    expect((await job()).exists).toBe(false);
  });

  it("lists by status and search, for administrators only", async () => {
    const org = await organization(db);
    await announcements(org, "", {
      method: "POST",
      body: { ...request, action: "draft", title: "Budget meeting" },
    });
    await announcements(org, "", {
      method: "POST",
      body: { ...request, action: "draft", title: "Garden day" },
    });
    const page = dataOf<Page<Announcement>>(await announcements(org, "?status=draft&q=garden"));
    expect(page.items.map((item) => item.title)).toEqual(["Garden day"]);
    const member = await join(db, org.id, "member");
    expect((await announcements(org, "", { token: member.token })).status).toBe(403);
  });
});

describe("the inbox", () => {
  it("shows a member everyone's announcements and their audiences', and counts each reader once", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    await resident(org, {
      email: `${member.uid}@test.hoa`,
      relationship: "Tenant",
      accountUid: member.uid,
    });
    const publish = async (title: string, audience: string) =>
      dataOf<Announcement>(
        await announcements(org, "", { method: "POST", body: { ...request, title, audience } }),
      );
    const everyone = await publish("For everyone", "All Residents");
    await publish("For owners", "Property Owners");
    await publish("For tenants", "Tenants Only");
    await announcements(org, "", {
      method: "POST",
      body: { ...request, title: "Draft", action: "draft" },
    });

    const inbox = (token: string) =>
      call(db.api, `/api/orgs/${org.id}/inbox`, { token }).then((r) => dataOf<Page<InboxItem>>(r));
    // Published at the same moment (the test's clock stands still): newest first, then by id.
    expect((await inbox(member.token)).items.map((item) => [item.title, item.read]).sort()).toEqual(
      [
        ["For everyone", false],
        ["For tenants", false],
      ],
    );
    expect((await inbox(org.token)).items).toHaveLength(3);

    const read = () =>
      call(db.api, `/api/orgs/${org.id}/inbox/${everyone.id}/read`, {
        method: "POST",
        token: member.token,
      });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await inbox(member.token)).items.find((item) => item.id === everyone.id)?.read).toBe(
      true,
    );
    const stored = dataOf<Announcement>(await announcements(org, `/${everyone.id}`));
    expect(stored.delivery.read).toBe(1);
  });

  it("opens one of a member's announcements, and refuses those not for them as not found", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    await resident(org, {
      email: `${member.uid}@test.hoa`,
      relationship: "Tenant",
      accountUid: member.uid,
    });
    const save = async (title: string, audience: string, action = "publish") =>
      dataOf<Announcement>(
        await announcements(org, "", {
          method: "POST",
          body: { ...request, title, audience, action },
        }),
      );
    const forTenants = await save("For tenants", "Tenants Only");
    const forOwners = await save("For owners", "Property Owners");
    const draft = await save("Draft", "All Residents", "draft");
    const open = (id: string, token = member.token) =>
      call(db.api, `/api/orgs/${org.id}/inbox/${id}`, { token });

    const opened = await open(forTenants.id);
    expect(opened.status).toBe(200);
    expect(dataOf<InboxItem>(opened)).toMatchObject({
      id: forTenants.id,
      title: "For tenants",
      audience: "Tenants Only",
      read: false,
    });
    for (const id of [forOwners.id, draft.id, "no-such-announcement"]) {
      const refused = await open(id);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ error: apiMessages.announcementNotFound });
      const marked = await call(db.api, `/api/orgs/${org.id}/inbox/${id}/read`, {
        method: "POST",
        token: member.token,
      });
      expect(marked.status).toBe(404);
    }
    // An administrator opens any published one.
    expect((await open(forOwners.id, org.token)).status).toBe(200);
  });
});
