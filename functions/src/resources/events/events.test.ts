import ICAL from "ical.js";
import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { call, TEST_DEADLINE_MS, useTestApi } from "../../../test/support/api.js";
import type { Timestamp } from "firebase-admin/firestore";
import {
  addProperty,
  auditOf,
  changeOrganization,
  collectionRequests,
  dataOf,
  join,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { dataContext } from "../../platform/data-context.js";
import type { Resident } from "../residents/schemas.js";
import { reads } from "../../../test/support/query-indexes.js";
import { sendEventReminders } from "./reminders.js";
import type { CalendarFeed, Event, Rsvp, RsvpResult } from "./schemas.js";

const db = useTestApi();
const events = collectionRequests<Event>(db, "events");
const residents = collectionRequests<Resident>(db, "residents");

const draft = {
  title: "Annual meeting",
  type: "Community Meeting",
  location: "Clubhouse",
  date: "2026-12-05",
  time: "18:30",
  maxAttendees: "",
  description: "Budget and elections.",
};

async function addEvent(org: TestOrganization, body: Record<string, unknown> = {}) {
  return dataOf<Event>(await events.create(org, { ...draft, ...body }));
}

let homes = 0;
async function addResident(org: TestOrganization, name: string, email?: string) {
  homes += 1;
  const home = await addProperty(db, org, { address: `${homes} Elm Street`, unit: "1" });
  return dataOf<Resident>(
    await residents.create(org, { name, propertyId: home.id, ...(email ? { email } : {}) }),
  );
}

const reply = (org: TestOrganization, eventId: string, token: string, body: unknown) =>
  call(db.api, `/api/orgs/${org.id}/events/${eventId}/rsvp`, { method: "PUT", token, body });
const replyFor = (org: TestOrganization, eventId: string, residentId: string, body: unknown) =>
  call(db.api, `/api/orgs/${org.id}/events/${eventId}/rsvps/${residentId}`, {
    method: "PUT",
    token: org.token,
    body,
  });
const rsvps = async (org: TestOrganization, eventId: string) =>
  dataOf<Page<Rsvp>>(
    await call(db.api, `/api/orgs/${org.id}/events/${eventId}/rsvps`, { token: org.token }),
  ).items;

async function ics(path: string, token?: string) {
  const response = await db.api.request(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("POST /api/orgs/{orgId}/events", () => {
  it("adds a scheduled event starting at its local time in the organization's zone, audited", async () => {
    const org = await organization(db);
    const response = await events.create(org, {
      ...draft,
      title: " Annual meeting ",
      maxAttendees: "40",
    });
    expect(response).toMatchObject({ status: 201, headers: { etag: '"1"' } });
    expect(dataOf<Event>(response)).toEqual({
      id: expect.any(String),
      title: "Annual meeting",
      type: "Community Meeting",
      location: "Clubhouse",
      date: "2026-12-05",
      time: "18:30",
      timeZone: "America/Los_Angeles",
      // 18:30 Pacific Standard Time.
      startsAt: "2026-12-06T02:30:00.000Z",
      maxAttendees: 40,
      description: "Budget and elections.",
      status: "scheduled",
      cancelledAt: null,
      going: 0,
      waitlisted: 0,
      notGoing: 0,
      seatsLeft: 40,
      createdAt: "2026-11-22T12:00:00.000Z",
      updatedAt: "2026-11-22T12:00:00.000Z",
      version: 1,
    });
    const entry = (await auditOf(db, org.id)).find((audit) => audit.resource === "events");
    expect(entry).toMatchObject({ action: "create", label: "Annual meeting" });
  });

  it("reads the time in the organization's zone when it is Eastern, stored as the old code", async () => {
    const org = await organization(db);
    await db.firestore.doc(`orgs/${org.id}`).update({ timeZone: "ET" });
    const event = await addEvent(org, { date: "2026-07-04", time: "09:00" });
    expect(event).toMatchObject({
      timeZone: "America/New_York",
      startsAt: "2026-07-04T13:00:00.000Z",
    });
  });

  it("refuses a draft with the shared messages", async () => {
    const org = await organization(db);
    const response = await events.create(org, { ...draft, title: " ", date: "2026-02-30" });
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { title: messages.titleRequired, date: messages.eventDateInvalid } },
    });
  });

  it("is for administrators: a member gets 403, and reads", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    expect((await events.create(org, draft, member.token)).status).toBe(403);
    const event = await addEvent(org);
    expect(dataOf<Event>(await events.get(org, event.id, member.token)).id).toBe(event.id);
  });
});

describe("GET /api/orgs/{orgId}/events", () => {
  it("lists from today on soonest first, the past apart, by type and by title", async () => {
    const org = await organization(db);
    const later = await addEvent(org, {
      title: "Pool party",
      type: "Social Gathering",
      date: "2026-12-20",
    });
    const sooner = await addEvent(org, { title: "Board meeting", date: "2026-11-30" });
    // Earlier today (04:00 PT now): still upcoming.
    const today = await addEvent(org, {
      title: "Coffee morning",
      date: "2026-11-22",
      time: "01:00",
    });
    const past = await addEvent(org, {
      title: "Leaf pickup",
      type: "Maintenance",
      date: "2026-11-10",
    });
    const ids = (page: Page<Event>) => page.items.map((event) => event.id);

    expect(ids(await events.list(org, ""))).toEqual([today.id, sooner.id, later.id]);
    expect(ids(await events.list(org, "when=past"))).toEqual([past.id]);
    expect(ids(await events.list(org, "when=all&sort=-startsAt"))).toEqual([
      later.id,
      sooner.id,
      today.id,
      past.id,
    ]);
    expect(ids(await events.list(org, "type=Social%20Gathering"))).toEqual([later.id]);
    expect(ids(await events.list(org, "q=pool"))).toEqual([later.id]);
    const first = await events.list(org, "limit=2");
    expect(first.items).toHaveLength(2);
    expect(ids(await events.list(org, `limit=2&cursor=${first.nextCursor}`))).toEqual([later.id]);
  });

  it("answers a month of the calendar in the organization's zone", async () => {
    const org = await organization(db);
    // 23:30 PT on November 30 is December 1 in UTC: it belongs to November here.
    const lastNight = await addEvent(org, { date: "2026-11-30", time: "23:30" });
    await addEvent(org, { date: "2026-12-01", time: "00:30" });
    const response = await call(db.api, `/api/orgs/${org.id}/events/calendar?month=2026-11`, {
      token: org.token,
    });
    expect(dataOf<{ items: Event[]; timeZone: string }>(response)).toMatchObject({
      timeZone: "America/Los_Angeles",
      items: [{ id: lastNight.id }],
    });
    const bad = await call(db.api, `/api/orgs/${org.id}/events/calendar?month=2026-13`, {
      token: org.token,
    });
    expect(bad).toMatchObject({ status: 400, body: { error: messages.calendarMonthInvalid } });
  });
});

describe("PATCH and DELETE /api/orgs/{orgId}/events/{eventId}", () => {
  it("changes an event made to its version and refuses a stale one", async () => {
    const org = await organization(db);
    const event = await addEvent(org);
    const changed = await events.patch(org, event.id, { time: "19:00", maxAttendees: 10 });
    expect(dataOf<Event>(changed)).toMatchObject({
      time: "19:00",
      startsAt: "2026-12-06T03:00:00.000Z",
      maxAttendees: 10,
      version: 2,
    });
    expect((await events.patch(org, event.id, { title: "Other" }, '"1"')).status).toBe(412);
  });

  it("deletes an event with its replies", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const event = await addEvent(org);
    dataOf(await reply(org, event.id, member.token, { response: "going" }));
    expect(dataOf(await events.remove(org, event.id, '"1"'))).toEqual({ id: event.id });
    expect((await events.get(org, event.id)).status).toBe(404);
    const left = await db.firestore.collection(`orgs/${org.id}/events/${event.id}/rsvps`).get();
    expect(left.size).toBe(0);
  });
});

describe("RSVPs", () => {
  it("gives the last seats to exactly two of three parallel replies; the third waits", async () => {
    const org = await organization(db);
    const event = await addEvent(org, { maxAttendees: 2 });
    const members = await Promise.all([1, 2, 3].map(() => join(db, org.id, "member")));

    const answers = await Promise.all(
      members.map((member) => reply(org, event.id, member.token, { response: "going" })),
    );

    const statuses = answers.map((answer) => dataOf<RsvpResult>(answer).rsvp.status).sort();
    expect(statuses).toEqual(["going", "going", "waitlisted"]);
    expect(dataOf<Event>(await events.get(org, event.id))).toMatchObject({
      going: 2,
      waitlisted: 1,
      seatsLeft: 0,
    });
    const list = await rsvps(org, event.id);
    expect(list.map((item) => [item.status, item.waitlistPosition])).toEqual([
      ["going", null],
      ["going", null],
      ["waitlisted", 1],
    ]);
  });

  it("counts guests as seats, keeps the waiting list in order and promotes the first whose party fits", async () => {
    const org = await organization(db);
    const event = await addEvent(org, { maxAttendees: 3 });
    const [ana, ben, cy, dee] = await Promise.all(
      ["Ana", "Ben", "Cy", "Dee"].map((name) => addResident(org, name)),
    );
    const status = async (residentId: string, body: unknown) =>
      dataOf<RsvpResult>(await replyFor(org, event.id, residentId, body)).rsvp;

    expect(await status(ana!.id, { response: "going", guests: 2 })).toMatchObject({
      status: "going",
      seats: 3,
    });
    expect(await status(ben!.id, { response: "going", guests: 1 })).toMatchObject({
      status: "waitlisted",
      waitlistPosition: 1,
    });
    expect(await status(cy!.id, { response: "going" })).toMatchObject({
      status: "waitlisted",
      waitlistPosition: 2,
    });
    // The trail says where the reply stands, with its place in line.
    const rsvpEntries = (await auditOf(db, org.id)).filter(
      (audit) => audit.resource === "events" && audit.action === "update",
    );
    expect(rsvpEntries.map((audit) => (audit.changes as { after: unknown }[])[0]?.after)).toEqual(
      expect.arrayContaining(["Ana: going (+2)", "Ben: waitlisted #1 (+1)", "Cy: waitlisted #2"]),
    );
    // Ana comes alone: two seats free; Ben's party of two fits and is promoted; Cy still waits.
    expect(await status(ana!.id, { response: "going", guests: 0 })).toMatchObject({
      status: "going",
    });
    let list = await rsvps(org, event.id);
    expect(list.map((item) => [item.name, item.status])).toEqual([
      ["Ana", "going"],
      ["Ben", "going"],
      ["Cy", "waitlisted"],
    ]);
    // Ana cannot bring three guests back: only her own seat is hers.
    const refused = await replyFor(org, event.id, ana!.id, { response: "going", guests: 3 });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "Only 1 seats are left for this event" },
    });
    // Ana is not going after all: Cy gets her seat; Dee, new, waits.
    await status(ana!.id, { response: "notGoing" });
    expect(await status(dee!.id, { response: "going" })).toMatchObject({
      status: "waitlisted",
      waitlistPosition: 1,
    });
    list = await rsvps(org, event.id);
    expect(list.map((item) => [item.name, item.status])).toEqual([
      ["Ben", "going"],
      ["Cy", "going"],
      ["Dee", "waitlisted"],
      ["Ana", "notGoing"],
    ]);
    expect(dataOf<Event>(await events.get(org, event.id))).toMatchObject({
      going: 3,
      waitlisted: 1,
      notGoing: 1,
    });
  });

  it("gives seats to the waiting list when the event gets more", async () => {
    const org = await organization(db);
    const event = await addEvent(org, { maxAttendees: 1 });
    const [first, second] = await Promise.all([1, 2].map(() => join(db, org.id, "member")));
    dataOf(await reply(org, event.id, first!.token, { response: "going" }));
    dataOf(await reply(org, event.id, second!.token, { response: "going" }));
    dataOf(await events.patch(org, event.id, { maxAttendees: null }));
    const own = await call(db.api, `/api/orgs/${org.id}/events/${event.id}/rsvp`, {
      token: second!.token,
    });
    expect(dataOf<{ rsvp: Rsvp }>(own).rsvp).toMatchObject({ status: "going", kind: "member" });
  });

  it("answers a member's own reply, null before any", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const event = await addEvent(org);
    const path = `/api/orgs/${org.id}/events/${event.id}/rsvp`;
    expect(dataOf(await call(db.api, path, { token: member.token }))).toEqual({ rsvp: null });
    expect(
      (await call(db.api, `/api/orgs/${org.id}/events/${event.id}/rsvps`, { token: member.token }))
        .status,
    ).toBe(403);
  });

  it("refuses a resident who is not in the directory", async () => {
    const org = await organization(db);
    const event = await addEvent(org);
    expect(await replyFor(org, event.id, "nobody", { response: "going" })).toMatchObject({
      status: 400,
      body: { error: messages.rsvpResidentNotFound },
    });
  });
});

describe("POST /api/orgs/{orgId}/events/{eventId}/cancel", () => {
  it("cancels and emails everyone going or waiting who has an address, once", async () => {
    const org = await organization(db);
    const event = await addEvent(org, { maxAttendees: 1 });
    const member = await join(db, org.id, "member");
    const ana = await addResident(org, "Ana Ruiz", "ana@example.com");
    const ben = await addResident(org, "Ben Ode", "ben@example.com");
    const cy = await addResident(org, "Cy Noaddress");
    dataOf(await reply(org, event.id, member.token, { response: "going" }));
    dataOf(await replyFor(org, event.id, ana.id, { response: "going" }));
    dataOf(await replyFor(org, event.id, ben.id, { response: "notGoing" }));
    dataOf(await replyFor(org, event.id, cy.id, { response: "going" }));
    db.mailer.reset();

    const response = await call(db.api, `/api/orgs/${org.id}/events/${event.id}/cancel`, {
      method: "POST",
      token: org.token,
      headers: { "if-match": '"1"' },
    });

    expect(dataOf<Event>(response)).toMatchObject({
      status: "cancelled",
      cancelledAt: "2026-11-22T12:00:00.000Z",
      version: 2,
    });
    expect(db.mailer.sent.map((mail) => mail.to).sort()).toEqual(
      [`${member.uid}@test.hoa`, "ana@example.com"].sort(),
    );
    const mail = db.mailer.sent.find((sent) => sent.to === "ana@example.com");
    expect(mail?.subject).toBe(
      "Cancelled: Annual meeting on Saturday, December 5, 2026 at 6:30 PM PST",
    );
    expect(mail?.text).toContain("You were on its waiting list.");
    const queued = await db.firestore.collection("mail").where("orgId", "==", org.id).get();
    expect(queued.docs.map((doc) => doc.get("kind"))).toEqual(["eventCancelled", "eventCancelled"]);

    expect(await reply(org, event.id, member.token, { response: "notGoing" })).toMatchObject({
      status: 409,
      body: { error: messages.eventCancelled },
    });
    const again = await call(db.api, `/api/orgs/${org.id}/events/${event.id}/cancel`, {
      method: "POST",
      token: org.token,
      headers: { "if-match": '"2"' },
    });
    expect(again.status).toBe(409);
  });
});

describe("iCalendar", () => {
  it("downloads one event that parses back with its title, start, location and description", async () => {
    const org = await organization(db, "Maple Grove HOA");
    const member = await join(db, org.id, "member");
    const event = await addEvent(org);

    const response = await ics(`/api/orgs/${org.id}/events/${event.id}/ics`, member.token);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="annual-meeting-2026-12-05.ics"',
    );
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    const [vevent] = calendar.getAllSubcomponents("vevent");
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe("Annual meeting");
    expect(parsed.location).toBe("Clubhouse");
    expect(parsed.description).toBe("Budget and elections.");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-12-06T02:30:00.000Z");
    expect(parsed.startDate.zone?.tzid).toBe("UTC");
    expect(vevent?.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect((await ics(`/api/orgs/${org.id}/events/${event.id}/ics`)).status).toBe(401);
  });

  it("marks a cancelled event CANCELLED", async () => {
    const org = await organization(db);
    const event = await addEvent(org);
    dataOf(
      await call(db.api, `/api/orgs/${org.id}/events/${event.id}/cancel`, {
        method: "POST",
        token: org.token,
        headers: { "if-match": '"1"' },
      }),
    );
    const response = await ics(`/api/orgs/${org.id}/events/${event.id}/ics`, org.token);
    const vevent = new ICAL.Component(ICAL.parse(response.text)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("serves a private feed without sign-in that stops working when regenerated", async () => {
    const org = await organization(db, "Feed HOA");
    const feedPath = `/api/orgs/${org.id}/events/feed`;
    expect(dataOf<CalendarFeed>(await call(db.api, feedPath, { token: org.token }))).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
    const scheduled = await addEvent(org, { title: "Pool party" });
    const cancelled = await addEvent(org, { title: "Cancelled one" });
    await addEvent(org, { title: "Long ago", date: "2026-01-10" });
    dataOf(
      await call(db.api, `/api/orgs/${org.id}/events/${cancelled.id}/cancel`, {
        method: "POST",
        token: org.token,
        headers: { "if-match": '"1"' },
      }),
    );

    const first = dataOf<CalendarFeed>(
      await call(db.api, feedPath, { method: "POST", token: org.token }),
    );
    expect(first).toMatchObject({
      active: true,
      url: expect.stringMatching(/\/api\/calendar\/[\w-]{43}\.ics$/u),
    });
    const firstPath = new URL(first.url!).pathname;
    const token = /calendar\/([\w-]+)\.ics/u.exec(firstPath)![1]!;
    const feed = await ics(firstPath);
    expect(feed.status).toBe(200);
    const parsed = new ICAL.Component(ICAL.parse(feed.text));
    expect(parsed.getFirstPropertyValue("x-wr-calname")).toBe("Feed HOA");
    expect(
      parsed.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent).summary),
    ).toEqual(["Pool party"]);
    expect(scheduled.id).toBeTruthy();
    // Only the token's hash is stored.
    const stored = JSON.stringify(
      (await db.firestore.doc(`orgs/${org.id}/settings/calendarFeed`).get()).data(),
    );
    expect(stored).not.toContain(token);
    expect(dataOf<CalendarFeed>(await call(db.api, feedPath, { token: org.token }))).toMatchObject({
      active: true,
      url: null,
    });

    const second = dataOf<CalendarFeed>(
      await call(db.api, feedPath, { method: "POST", token: org.token }),
    );
    expect(second.url).not.toBe(first.url);
    expect((await ics(firstPath)).status).toBe(404);
    expect((await ics(new URL(second.url!).pathname)).status).toBe(200);
    expect((await ics("/api/calendar/not-a-token.ics")).status).toBe(404);
    const member = await join(db, org.id, "member");
    expect((await call(db.api, feedPath, { method: "POST", token: member.token })).status).toBe(
      403,
    );
  });
});

describe("sendEventReminders (the dispatcher's job)", () => {
  it("emails those going the day before, once, even when two runs overlap", async () => {
    const org = await organization(db, "Reminders HOA");
    // 2026-11-22T12:00Z now; 18:30 PT on Nov 22 is 02:30Z on Nov 23: within 24 hours.
    const soon = await addEvent(org, { title: "Coffee morning", date: "2026-11-22" });
    const later = await addEvent(org, { title: "Later", date: "2026-12-20" });
    const member = await join(db, org.id, "member");
    const other = await join(db, org.id, "member");
    dataOf(await reply(org, soon.id, member.token, { response: "going", guests: 1 }));
    dataOf(await reply(org, soon.id, other.token, { response: "notGoing" }));
    dataOf(await reply(org, later.id, member.token, { response: "going" }));
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, {
      now: () => new Date("2026-11-22T12:00:00.000Z"),
    });

    const runs = await Promise.all([
      sendEventReminders(data, "https://hoa.example"),
      sendEventReminders(data, "https://hoa.example"),
    ]);
    expect(await sendEventReminders(data, "https://hoa.example")).toBe(0);

    const queued = await db.firestore
      .collection("mail")
      .where("orgId", "==", org.id)
      .where("kind", "==", "eventReminder")
      .get();
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(queued.docs.map((doc) => doc.get("to"))).toEqual([`${member.uid}@test.hoa`]);
    const message = queued.docs[0]!.get("message") as { subject: string; text: string };
    expect(message.subject).toBe(
      "Reminder: Coffee morning on Sunday, November 22, 2026 at 6:30 PM PST",
    );
    expect(message.text).toContain("with 1 guest");
    expect(message.text).toContain(`https://hoa.example/events/${soon.id}`);
  });

  it("reminds at the same time of day the day before, across the nights clocks change and in zones that never change them", async () => {
    const reminderAt = async (orgId: string, eventId: string) => {
      const stored = await db.firestore.doc(`orgs/${orgId}/events/${eventId}`).get();
      return (stored.get("reminderAt") as Timestamp).toDate().toISOString();
    };
    const org = await organization(db, "Eastern reminders HOA");
    expect(await changeOrganization(db, org, { timeZone: "America/New_York" })).toBe(200);
    // 10:00 EDT on March 8, 2026, the morning clocks went forward: 10:00 EST the day before.
    const spring = await addEvent(org, { title: "Spring", date: "2026-03-08", time: "10:00" });
    expect(spring.startsAt).toBe("2026-03-08T14:00:00.000Z");
    expect(await reminderAt(org.id, spring.id)).toBe("2026-03-07T15:00:00.000Z");
    // 10:00 EST on November 1, 2026, the morning clocks went back: 10:00 EDT the day before.
    const autumn = await addEvent(org, { title: "Autumn", date: "2026-11-01", time: "10:00" });
    expect(autumn.startsAt).toBe("2026-11-01T15:00:00.000Z");
    expect(await reminderAt(org.id, autumn.id)).toBe("2026-10-31T14:00:00.000Z");
    const member = await join(db, org.id, "member");
    dataOf(await reply(org, spring.id, member.token, { response: "going" }));
    let now = new Date("2026-03-07T14:59:00.000Z");
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, { now: () => now });
    expect(await sendEventReminders(data, "https://hoa.example")).toBe(0);
    now = new Date("2026-03-07T15:00:00.000Z");
    expect(await sendEventReminders(data, "https://hoa.example")).toBe(1);
    const queued = await db.firestore
      .collection("mail")
      .where("orgId", "==", org.id)
      .where("kind", "==", "eventReminder")
      .get();
    expect(queued.docs.map((doc) => (doc.get("message") as { subject: string }).subject)).toEqual([
      "Reminder: Spring on Sunday, March 8, 2026 at 10:00 AM EDT",
    ]);

    for (const [timeZone, startsAt, remindAt] of [
      ["America/Phoenix", "2026-03-08T17:00:00.000Z", "2026-03-07T17:00:00.000Z"],
      ["Pacific/Honolulu", "2026-03-08T20:00:00.000Z", "2026-03-07T20:00:00.000Z"],
      // Alaska changes its clocks the same night: 10:00 AKDT, reminded at 10:00 AKST.
      ["America/Anchorage", "2026-03-08T18:00:00.000Z", "2026-03-07T19:00:00.000Z"],
    ] as const) {
      const elsewhere = await organization(db, `${timeZone} HOA`);
      expect(await changeOrganization(db, elsewhere, { timeZone })).toBe(200);
      const event = await addEvent(elsewhere, { date: "2026-03-08", time: "10:00" });
      expect({ timeZone: event.timeZone, startsAt: event.startsAt }).toEqual({
        timeZone,
        startsAt,
      });
      expect(await reminderAt(elsewhere.id, event.id)).toBe(remindAt);
    }
  });

  it("reminds a moved event again, none that started while the scheduler was down or was cancelled, and reads only its query with nothing due", async () => {
    const org = await organization(db, "Late reminders HOA");
    const member = await join(db, org.id, "member");
    // 18:30 in Los Angeles on November 23: 02:30Z on the 24th, before the first run.
    const missed = await addEvent(org, { title: "Missed", date: "2026-11-23" });
    const moved = await addEvent(org, { title: "Moved", date: "2026-11-24" });
    const cancelled = await addEvent(org, { title: "Cancelled", date: "2026-12-01" });
    for (const event of [missed, moved, cancelled]) {
      dataOf(await reply(org, event.id, member.token, { response: "going" }));
    }
    let now = new Date("2026-11-24T08:00:00.000Z");
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, { now: () => now });
    const queued = async () =>
      (
        await db.firestore
          .collection("mail")
          .where("orgId", "==", org.id)
          .where("kind", "==", "eventReminder")
          .get()
      ).docs.map((doc) => (doc.get("message") as { subject: string }).subject.split(" on ")[0]);

    expect(await sendEventReminders(data, "https://hoa.example")).toBe(1);
    expect(await queued()).toEqual(["Reminder: Moved"]);
    dataOf(await events.patch(org, moved.id, { date: "2026-12-01" }));
    dataOf(
      await call(db.api, `/api/orgs/${org.id}/events/${cancelled.id}/cancel`, {
        method: "POST",
        token: org.token,
        headers: { "if-match": '"1"' },
      }),
    );
    now = new Date("2026-12-01T08:00:00.000Z");
    expect(await sendEventReminders(data, "https://hoa.example")).toBe(1);
    expect(await queued()).toEqual(["Reminder: Moved", "Reminder: Moved"]);
    const before = reads.documents;
    expect(await sendEventReminders(data, "https://hoa.example")).toBe(0);
    expect(reads.documents - before).toBe(1);
  });
});
