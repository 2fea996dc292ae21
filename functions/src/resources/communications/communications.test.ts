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
  dataOf,
  join,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { recordingMailer } from "../../../test/support/mail.js";
import { dispatchDueMail } from "../../mail/dispatcher.js";
import { MailSendError } from "../../mail/sender.js";
import { dataContext } from "../../platform/data-context.js";
import { jobHandlers } from "../../scheduler/handlers.js";
import { runDueJobs } from "../../scheduler/jobs.js";
import type { InboxItem } from "../announcements/schemas.js";
import type { Communication, Delivery } from "./schemas.js";
import { sendJobId } from "./store.js";

const db = useTestApi();

let residentCount = 0;
/** A resident written straight to the directory (the fields recipients are read from). */
async function resident(
  org: TestOrganization,
  fields: {
    name?: string;
    email: string;
    relationship?: string;
    boardMember?: boolean;
    emailOptOut?: boolean;
  },
) {
  residentCount += 1;
  const id = `r${String(residentCount).padStart(5, "0")}`;
  await db.firestore.doc(`orgs/${org.id}/residents/${id}`).set({
    name: `Resident ${residentCount}`,
    relationship: "Owner",
    boardMember: false,
    status: "Active",
    ...fields,
  });
  return id;
}

const post = (org: TestOrganization, path: string, body: unknown, token = org.token) =>
  call(db.api, `/api/orgs/${org.id}/communications${path}`, { method: "POST", token, body });

const get = (org: TestOrganization, path = "") =>
  call(db.api, `/api/orgs/${org.id}/communications${path}`, { token: org.token });

const mailOf = async (orgId: string, id: string) =>
  (
    await db.firestore
      .collection("mail")
      .where("ref", "==", `orgs/${orgId}/communications/${id}`)
      .get()
  ).docs.map((doc) => doc.get("to") as string);

const email = { subject: "Gate code", message: "The new code is 4321.", priority: "normal" };

const temporary = () =>
  new MailSendError("connect ECONNREFUSED 127.0.0.1:1025", {
    temporary: true,
    code: "ECONNREFUSED",
  });

describe("composed emails", () => {
  it("sends to a typed address, recorded in the history with its delivery", async () => {
    const org = await organization(db, "Compose HOA");
    db.mailer.reset();
    const response = await post(org, "/emails", { ...email, to: " Someone@Example.org " });
    expect(response.status).toBe(201);
    const sent = dataOf<Communication>(response);
    expect(sent).toMatchObject({
      kind: "email",
      subject: "Gate code",
      status: "sent",
      recipients: { type: "address", label: "Someone@Example.org", audience: null },
      channels: [{ channel: "email", outcome: "sent" }],
      delivery: { recipients: 1, delivered: 1, failed: 0, pending: 0, optedOut: 0 },
    });
    expect(db.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["someone@example.org", "Gate code"],
    ]);
    expect(db.mailer.sent[0]?.text).toContain("The new code is 4321.");
    expect(db.mailer.sent[0]?.text).toContain("Compose HOA");
    const job = await db.firestore.doc(`jobs/${sendJobId(org.id, sent.id)}`).get();
    expect(job.get("state")).toBe("DONE");

    const history = dataOf<Page<Communication>>(await get(org, "?q=gate"));
    expect(history.items.map((item) => item.id)).toEqual([sent.id]);
    const deliveries = dataOf<Page<Delivery>>(await get(org, `/${sent.id}/deliveries`));
    expect(deliveries.items).toEqual([
      expect.objectContaining({
        to: "someone@example.org",
        state: "SUCCESS",
        attempts: 1,
        lastError: null,
      }),
    ]);
  });

  it("keeps the compose form's rules (400 with its messages) and is for administrators", async () => {
    const org = await organization(db);
    expect(await post(org, "/emails", { to: "", subject: " ", message: "" })).toMatchObject({
      status: 400,
      body: {
        fields: {
          to: messages.recipientRequired,
          subject: messages.subjectRequired,
          message: messages.messageRequired,
        },
      },
    });
    expect(await post(org, "/emails", { ...email, to: "nope" })).toMatchObject({
      status: 400,
      body: { fields: { to: messages.emailInvalid } },
    });
    expect(
      await post(org, "/emails", { ...email, recipientType: "resident", residentId: "missing" }),
    ).toMatchObject({ status: 400, body: { fields: { residentId: "Resident not found." } } });
    const member = await join(db, org.id, "member");
    expect(await post(org, "/emails", { ...email, to: "a@b.co" }, member.token)).toMatchObject({
      status: 403,
    });
  });

  it("writes to one resident, to a group and to the board; non-urgent skips opted-out residents", async () => {
    const org = await organization(db);
    const ana = await resident(org, { name: "Ana Lima", email: "ana@test.hoa" });
    const quiet = await resident(org, { email: "quiet@test.hoa", emailOptOut: true });
    await resident(org, { email: "board@test.hoa", boardMember: true, relationship: "Tenant" });
    await resident(org, { email: "tenant@test.hoa", relationship: "Tenant" });
    db.mailer.reset();

    const one = dataOf<Communication>(
      await post(org, "/emails", { ...email, recipientType: "resident", residentId: ana }),
    );
    expect(one.recipients).toEqual({ type: "resident", label: "Ana Lima", audience: null });
    expect(await mailOf(org.id, one.id)).toEqual(["ana@test.hoa"]);

    const skipped = dataOf<Communication>(
      await post(org, "/emails", { ...email, recipientType: "resident", residentId: quiet }),
    );
    expect(skipped.delivery).toMatchObject({ recipients: 0, optedOut: 1 });
    expect(await mailOf(org.id, skipped.id)).toEqual([]);
    // Typing an opted-out resident's address is the same wish.
    const typed = dataOf<Communication>(
      await post(org, "/emails", { ...email, to: "QUIET@test.hoa" }),
    );
    expect(typed.delivery).toMatchObject({ recipients: 0, optedOut: 1 });
    // Urgent reaches them.
    const urgent = dataOf<Communication>(
      await post(org, "/emails", {
        ...email,
        priority: "urgent",
        recipientType: "resident",
        residentId: quiet,
      }),
    );
    expect(await mailOf(org.id, urgent.id)).toEqual(["quiet@test.hoa"]);
    expect(db.mailer.sent.at(-1)?.subject).toBe("[Urgent] Gate code");

    const owners = dataOf<Communication>(
      await post(org, "/emails", {
        ...email,
        recipientType: "audience",
        audience: "Property Owners",
      }),
    );
    expect(owners).toMatchObject({
      recipients: { type: "audience", label: "Property Owners", audience: "Property Owners" },
      delivery: { recipients: 1, optedOut: 1 },
    });
    expect(await mailOf(org.id, owners.id)).toEqual(["ana@test.hoa"]);
    const board = dataOf<Communication>(
      await post(org, "/emails", {
        ...email,
        recipientType: "audience",
        audience: "Board Members",
      }),
    );
    expect(await mailOf(org.id, board.id)).toEqual(["board@test.hoa"]);

    const emails = dataOf<Page<Communication>>(await get(org, "?kind=email&priority=urgent"));
    expect(emails.items.map((item) => item.id)).toEqual([urgent.id]);
  });

  it("shows a failed send as RETRY with its error, then delivered once the dispatcher retries", async () => {
    const org = await organization(db);
    const clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
    const mailer = recordingMailer();
    const api = buildTestApi(db.firestore, { clock, mailer });
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    mailer.failNext(
      temporary(),
      new MailSendError("550 no such user", { temporary: false, responseCode: 550 }),
    );
    const send = (to: string) =>
      call(api, `/api/orgs/${org.id}/communications/emails`, {
        method: "POST",
        token: org.token,
        body: { ...email, to },
      }).then((response) => dataOf<Communication>(response));
    const retried = await send("later@test.hoa");
    expect(retried.delivery).toMatchObject({ delivered: 0, failed: 0, pending: 1 });
    const failed = await send("gone@test.hoa");
    expect(failed.delivery).toMatchObject({ delivered: 0, failed: 1, pending: 0 });

    const deliveries = (id: string) =>
      call(api, `/api/orgs/${org.id}/communications/${id}/deliveries`, { token: org.token }).then(
        (response) => dataOf<Page<Delivery>>(response).items,
      );
    expect(await deliveries(retried.id)).toEqual([
      expect.objectContaining({
        state: "RETRY",
        attempts: 1,
        lastError: "connect ECONNREFUSED 127.0.0.1:1025",
        nextAttemptAt: "2026-11-22T12:01:00.000Z",
      }),
    ]);
    expect(await deliveries(failed.id)).toEqual([
      expect.objectContaining({
        state: "ERROR",
        attempts: 1,
        lastError: expect.stringContaining("550"),
      }),
    ]);

    clock.advance(60_000);
    await dispatchDueMail(data, mailer, { limit: 10 });
    expect(await deliveries(retried.id)).toEqual([
      expect.objectContaining({ state: "SUCCESS", attempts: 2 }),
    ]);
    const after = dataOf<Communication>(
      await call(api, `/api/orgs/${org.id}/communications/${retried.id}`, { token: org.token }),
    );
    expect(after.delivery).toMatchObject({ delivered: 1, failed: 0, pending: 0 });
    // The dispatcher stored both outcomes, which the history shows without counting again.
    for (const [id, counts] of [
      [retried.id, { delivered: 1, failed: 0, pending: 0 }],
      [failed.id, { delivered: 0, failed: 1, pending: 0 }],
    ] as const) {
      const stored = await db.firestore.doc(`orgs/${org.id}/communications/${id}`).get();
      expect(stored.get("deliverySummary")).toEqual(counts);
    }
    const history = dataOf<Page<Communication>>(
      await call(api, `/api/orgs/${org.id}/communications`, { token: org.token }),
    );
    expect(Object.fromEntries(history.items.map((item) => [item.id, item.delivery]))).toMatchObject(
      {
        [retried.id]: { delivered: 1, failed: 0, pending: 0 },
        [failed.id]: { delivered: 0, failed: 1, pending: 0 },
      },
    );
    const failedOnly = await call(
      api,
      `/api/orgs/${org.id}/communications/${failed.id}/deliveries?state=ERROR`,
      { token: org.token },
    );
    expect(dataOf<Page<Delivery>>(failedOnly).items).toHaveLength(1);
    expect(
      (await call(api, `/api/orgs/${org.id}/communications/nope/deliveries`, { token: org.token }))
        .status,
    ).toBe(404);
  });
});

describe("bulk notifications", () => {
  const notification = {
    title: "Water off Tuesday",
    message: "From 9 to 11.",
    priority: "normal",
    channels: ["email", "app", "sms", "push"],
    scheduleType: "immediate",
  };

  it("emails the audience, posts to the members' inbox and records SMS and push as not sent", async () => {
    const org = await organization(db);
    await resident(org, { email: "owner@test.hoa" });
    await resident(org, { email: "tenant@test.hoa", relationship: "Tenant" });
    await resident(org, { email: "quiet@test.hoa", emailOptOut: true });
    db.mailer.reset();
    const sent = dataOf<Communication>(await post(org, "/notifications", notification));
    expect(sent).toMatchObject({
      kind: "notification",
      status: "sent",
      recipients: { type: "audience", audience: "All Residents" },
      channels: [
        { channel: "email", outcome: "sent" },
        { channel: "app", outcome: "sent" },
        { channel: "sms", outcome: "no-provider" },
        { channel: "push", outcome: "no-provider" },
      ],
      delivery: { recipients: 2, optedOut: 1, delivered: 2, read: 0 },
    });
    expect((await mailOf(org.id, sent.id)).sort()).toEqual(["owner@test.hoa", "tenant@test.hoa"]);

    // The opted-out resident still finds it in the app.
    const member = await join(db, org.id, "member");
    const inbox = dataOf<Page<InboxItem>>(
      await call(db.api, `/api/orgs/${org.id}/inbox`, { token: member.token }),
    );
    expect(inbox.items).toEqual([
      expect.objectContaining({ title: "Water off Tuesday", priority: "Normal", read: false }),
    ]);
    await call(db.api, `/api/orgs/${org.id}/inbox/${inbox.items[0]!.id}/read`, {
      method: "POST",
      token: member.token,
    });
    expect(dataOf<Communication>(await get(org, `/${sent.id}`)).delivery.read).toBe(1);

    // The administrators' Announcements list keeps to announcements: the history lists this one.
    await call(db.api, `/api/orgs/${org.id}/announcements`, {
      method: "POST",
      token: org.token,
      body: {
        title: "Pool opens Saturday",
        message: "See you there.",
        priority: "Normal",
        audience: "All Residents",
        action: "draft",
      },
    });
    const announcements = dataOf<Page<{ title: string }>>(
      await call(db.api, `/api/orgs/${org.id}/announcements`, { token: org.token }),
    );
    expect(announcements.items.map((item) => item.title)).toEqual(["Pool opens Saturday"]);
  });

  it("sends a scheduled one once at its time in the organization's zone, with two dispatchers at once", async () => {
    const org = await organization(db);
    await resident(org, { email: "later@test.hoa", relationship: "Tenant" });
    const clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
    const mailer = recordingMailer();
    const api = buildTestApi(db.firestore, { clock, mailer });
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    const create = (body: unknown) =>
      call(api, `/api/orgs/${org.id}/communications/notifications`, {
        method: "POST",
        token: org.token,
        body,
      });
    expect(
      await create({
        ...notification,
        scheduleType: "scheduled",
        scheduledDate: "2026-11-22",
        scheduledTime: "03:00",
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { scheduledTime: messages.publishTimeInPast } },
    });
    // 09:00 on the 23rd in Pacific Time (the default zone) is 17:00 UTC.
    const scheduled = dataOf<Communication>(
      await create({
        ...notification,
        audience: "Tenants Only",
        scheduleType: "scheduled",
        scheduledDate: "2026-11-23",
        scheduledTime: "09:00",
      }),
    );
    expect(scheduled).toMatchObject({
      status: "scheduled",
      sendAt: "2026-11-23T17:00:00.000Z",
      channels: expect.arrayContaining([{ channel: "email", outcome: "scheduled" }]),
    });
    await runDueJobs(data, jobHandlers);
    expect(await mailOf(org.id, scheduled.id)).toEqual([]);
    const inboxOf = async () =>
      (await db.firestore.doc(`orgs/${org.id}/announcements/notification-${scheduled.id}`).get())
        .exists;
    expect(await inboxOf()).toBe(false);

    clock.advance(29 * 3_600_000);
    await Promise.all([runDueJobs(data, jobHandlers), runDueJobs(data, jobHandlers)]);
    await runDueJobs(data, jobHandlers);
    expect(await mailOf(org.id, scheduled.id)).toEqual(["later@test.hoa"]);
    expect(await inboxOf()).toBe(true);
    const stored = dataOf<Communication>(
      await call(api, `/api/orgs/${org.id}/communications/${scheduled.id}`, { token: org.token }),
    );
    expect(stored).toMatchObject({
      status: "sent",
      sentAt: "2026-11-23T17:00:00.000Z",
      delivery: { recipients: 1 },
    });
    const statuses = dataOf<Page<Communication>>(
      await call(api, `/api/orgs/${org.id}/communications?status=sent&kind=notification`, {
        token: org.token,
      }),
    );
    expect(statuses.items.map((item) => item.id)).toEqual([scheduled.id]);
  });
});
