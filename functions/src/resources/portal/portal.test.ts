import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { call, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  collectionRequests,
  dataOf,
  join,
  linkResident,
  organization,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { apiMessages } from "../../http/messages.js";
import type { Resident } from "../residents/schemas.js";
import type { Ticket } from "../tickets/schemas.js";
import { repliesOptedOutOfReminders } from "./preferences.js";
import type { Household } from "./schemas.js";

const db = useTestApi();
const residents = collectionRequests<Resident>(db, "residents");
const tickets = collectionRequests<Ticket>(db, "tickets");

/**
 * An organization with two households: Ana (linked to a resident account) and her co-resident
 * Ben, who hides his email, at one property; Cleo at another.
 */
async function twoHouseholds() {
  const org = await organization(db, "Portal HOA");
  const home = await addProperty(db, org, { address: "1 Elm Street", unit: "A" });
  const other = await addProperty(db, org, { address: "2 Elm Street", unit: "B" });
  const add = async (body: Record<string, unknown>) =>
    dataOf<Resident>(await residents.create(org, body));
  const ana = await add({ name: "Ana Ruiz", email: "ana@example.org", propertyId: home.id });
  const ben = await add({
    name: "Ben Ruiz",
    email: "ben@example.org",
    phone: "503 555 0142",
    propertyId: home.id,
    privacy: { hideEmail: true, hidePhone: false },
  });
  const cleo = await add({ name: "Cleo Diaz", email: "cleo@example.org", propertyId: other.id });
  const account = await join(db, org.id, "resident");
  expect((await linkResident(db, org, ana.id, account.uid)).status).toBe(200);
  return { org, home, other, ana, ben, cleo, account };
}

const me = (org: TestOrganization, token: string) =>
  call(db.api, `/api/orgs/${org.id}/me`, { token });

const patchMe = (
  org: TestOrganization,
  residentId: string,
  token: string,
  body: unknown,
  ifMatch: string | null = '"2"',
) =>
  call(db.api, `/api/orgs/${org.id}/me/residents/${residentId}`, {
    method: "PATCH",
    token,
    body,
    headers: ifMatch === null ? {} : { "if-match": ifMatch },
  });

describe("GET /api/orgs/{orgId}/me", () => {
  it("answers the caller's residents in full and their property's residents as a member sees them", async () => {
    const { org, home, ana, ben, account } = await twoHouseholds();
    const household = dataOf<Household>(await me(org, account.token));
    expect(household.residents).toEqual([
      expect.objectContaining({ id: ana.id, email: "ana@example.org", accountUid: account.uid }),
    ]);
    expect(household.properties).toEqual([
      {
        id: home.id,
        address: "1 Elm Street",
        unit: "A",
        residents: [
          expect.objectContaining({ id: ana.id, email: "ana@example.org", accountUid: null }),
          expect.objectContaining({
            id: ben.id,
            email: null,
            phone: "+15035550142",
            accountUid: null,
          }),
        ],
      },
    ]);
  });

  it("answers empty lists to an account linked to no resident", async () => {
    const { org } = await twoHouseholds();
    const stranger = await join(db, org.id, "resident");
    expect(dataOf<Household>(await me(org, stranger.token))).toEqual({
      residents: [],
      properties: [],
    });
  });
});

describe("PATCH /api/orgs/{orgId}/me/residents/{residentId}", () => {
  it("changes the caller's own contact details, privacy and email preferences, audited", async () => {
    const { org, ana, account } = await twoHouseholds();
    const response = await patchMe(org, ana.id, account.token, {
      phone: "(503) 555-0199",
      privacy: { hideEmail: true, hidePhone: true },
      emailOptOut: true,
      reminderOptOut: true,
    });
    expect(response).toMatchObject({ status: 200, headers: { etag: '"3"' } });
    expect(dataOf<Resident>(response)).toMatchObject({
      phone: "+15035550199",
      privacy: { hideEmail: true, hidePhone: true },
      emailOptOut: true,
      reminderOptOut: true,
      version: 3,
    });
    const entries = await auditOf(db, org.id);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: "update",
        resource: "residents",
        resourceId: ana.id,
        actor: expect.objectContaining({ uid: account.uid }),
      }),
    );
  });

  it("refuses what an administrator's edit refuses: a bad phone (400), an email taken (409)", async () => {
    const { org, ana, account } = await twoHouseholds();
    expect(await patchMe(org, ana.id, account.token, { phone: "not a phone" })).toMatchObject({
      status: 400,
      body: { fields: { phone: messages.phoneInvalid } },
    });
    expect(await patchMe(org, ana.id, account.token, { email: "cleo@example.org" })).toMatchObject({
      status: 409,
      body: { error: messages.residentEmailTaken },
    });
    expect(await patchMe(org, ana.id, account.token, { name: "Renamed" })).toMatchObject({
      status: 200,
      body: { data: { name: "Ana Ruiz" } },
    });
  });

  it("answers 428 without If-Match and 412 for another version", async () => {
    const { org, ana, account } = await twoHouseholds();
    expect((await patchMe(org, ana.id, account.token, { emailOptOut: true }, null)).status).toBe(
      428,
    );
    expect((await patchMe(org, ana.id, account.token, { emailOptOut: true }, '"1"')).status).toBe(
      412,
    );
  });

  it("answers 404 for a resident not linked to the caller, whatever the version", async () => {
    const { org, ben, cleo, account } = await twoHouseholds();
    for (const resident of [ben, cleo]) {
      for (const version of ['"1"', '"9"']) {
        expect(
          await patchMe(org, resident.id, account.token, { emailOptOut: true }, version),
        ).toMatchObject({ status: 404, body: { error: apiMessages.residentNotFound } });
      }
    }
  });
});

describe("a resident's isolation on the routes opened to them", () => {
  it("reads their own household's account and ledger, and 404 for another household's", async () => {
    const { org, home, other, account } = await twoHouseholds();
    const billing = (path: string) =>
      call(db.api, `/api/orgs/${org.id}/billing/properties/${path}`, { token: account.token });
    expect((await billing(home.id)).status).toBe(200);
    expect((await billing(`${home.id}/ledger`)).status).toBe(200);
    for (const path of [other.id, `${other.id}/ledger`, "no-such-property"]) {
      expect(await billing(path)).toMatchObject({
        status: 404,
        body: { error: apiMessages.propertyNotFound },
      });
    }
  });

  it("sees their own tickets only: another's is 404, and the list holds their own", async () => {
    const { org, cleo, account } = await twoHouseholds();
    const theirs = dataOf<Ticket>(
      await tickets.create(org, { subject: "Gate", residentId: cleo.id }),
    );
    const own = dataOf<Ticket>(
      await tickets.create(org, { subject: "Leaking pipe" }, account.token),
    );
    expect((await tickets.get(org, own.id, account.token)).status).toBe(200);
    expect(await tickets.get(org, theirs.id, account.token)).toMatchObject({
      status: 404,
      body: { error: apiMessages.ticketNotFound },
    });
    const page = await tickets.list(org, "", account.token);
    expect(page.items.map((ticket) => ticket.id)).toEqual([own.id]);
    // Their counts are of their own tickets.
    expect(
      await call(db.api, `/api/orgs/${org.id}/tickets/summary`, { token: account.token }),
    ).toMatchObject({ status: 200, body: { data: { open: 1, inProgress: 0, resolved: 0 } } });
  });

  it("is refused the board's pages", async () => {
    const { org, home, account } = await twoHouseholds();
    for (const path of ["residents", "properties", `properties/${home.id}`, "members"]) {
      expect(
        await call(db.api, `/api/orgs/${org.id}/${path}`, { token: account.token }),
      ).toMatchObject({ status: 403, body: { error: apiMessages.organizationBoardOnly } });
    }
  });
});

describe("event reminders and a resident's opt-out", () => {
  it("skips the replies of a resident, or of an account linked to one, who opted out", async () => {
    const { org, ana, ben, cleo, account } = await twoHouseholds();
    expect((await patchMe(org, ana.id, account.token, { reminderOptOut: true })).status).toBe(200);
    const optOut = dataOf<Resident>(await residents.get(org, ben.id));
    expect(
      (await residents.patch(org, ben.id, { reminderOptOut: true }, `"${optOut.version}"`)).status,
    ).toBe(200);
    const replies = db.firestore.collection(`orgs/${org.id}/events/e1/rsvps`);
    await Promise.all([
      replies.doc(`member-${account.uid}`).set({ uid: account.uid, residentId: null }),
      replies.doc(`resident-${ben.id}`).set({ residentId: ben.id, uid: null }),
      replies.doc(`resident-${cleo.id}`).set({ residentId: cleo.id, uid: null }),
    ]);
    const docs = (await replies.get()).docs;
    const skipped = await db.firestore.runTransaction((transaction) =>
      repliesOptedOutOfReminders(transaction, db.firestore, org.id, docs),
    );
    expect([...skipped].sort()).toEqual([`member-${account.uid}`, `resident-${ben.id}`].sort());
  });
});
