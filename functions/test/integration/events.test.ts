import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { CalendarFeed, Event, Rsvp, RsvpResult } from "../../src/resources/events/schemas.js";
import { admin, callApi, createOrg, signUp, type TestUser } from "../support/stack.js";
import { dataOf } from "../support/responses.js";
import { twoSeatEvent } from "../support/drafts.js";

async function member(orgId: string): Promise<TestUser> {
  const user = await signUp();
  await admin()
    .firestore.doc(`users/${user.uid}/roles/roles`)
    .set({ orgId, role: "member", permissions: [] });
  return user;
}

describe("events through Hosting", () => {
  it("gives 2 seats to exactly 2 of 3 members replying at once, and the seat freed to the third", async () => {
    const owner = await signUp();
    const { id: orgId } = dataOf<{ id: string }>(await createOrg(owner, { name: "Events HOA" }));
    const base = `/api/orgs/${orgId}/events`;
    const event = dataOf<Event>(
      await callApi(base, {
        method: "POST",
        token: owner.idToken,
        json: twoSeatEvent,
      }),
    );
    const members = await Promise.all([1, 2, 3].map(() => member(orgId)));

    const replies = await Promise.all(
      members.map((user) =>
        callApi(`${base}/${event.id}/rsvp`, {
          method: "PUT",
          token: user.idToken,
          json: { response: "going" },
        }),
      ),
    );

    const results = replies.map((reply) => dataOf<RsvpResult>(reply));
    expect(results.map((result) => result.rsvp.status).sort()).toEqual([
      "going",
      "going",
      "waitlisted",
    ]);
    const stored = await admin().firestore.doc(`orgs/${orgId}/events/${event.id}`).get();
    expect([stored.get("goingSeats"), stored.get("waitlistSeats")]).toEqual([2, 1]);

    const leaving = members[results.findIndex((result) => result.rsvp.status === "going")]!;
    const waiting = members[results.findIndex((result) => result.rsvp.status === "waitlisted")]!;
    dataOf(
      await callApi(`${base}/${event.id}/rsvp`, {
        method: "PUT",
        token: leaving.idToken,
        json: { response: "notGoing" },
      }),
    );
    const promoted = dataOf<{ rsvp: Rsvp }>(
      await callApi(`${base}/${event.id}/rsvp`, { token: waiting.idToken }),
    );
    expect(promoted.rsvp.status).toBe("going");
  });

  it("serves the private calendar feed without sign-in, as iCalendar", async () => {
    const owner = await signUp();
    const { id: orgId } = dataOf<{ id: string }>(await createOrg(owner, { name: "Feed HOA" }));
    const base = `/api/orgs/${orgId}/events`;
    dataOf(
      await callApi(base, {
        method: "POST",
        token: owner.idToken,
        json: {
          title: "Annual meeting",
          type: "Community Meeting",
          location: "Clubhouse",
          date: "2030-12-05",
          time: "18:30",
          description: "Budget.",
        },
      }),
    );
    const feed = dataOf<CalendarFeed>(
      await callApi(`${base}/feed`, { method: "POST", token: owner.idToken }),
    );
    const response = await callApi(new URL(feed.url!).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const vevent = new ICAL.Component(ICAL.parse(response.text)).getFirstSubcomponent("vevent");
    const parsed = new ICAL.Event(vevent!);
    expect(parsed.summary).toBe("Annual meeting");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2030-12-06T02:30:00.000Z");
  });
});
