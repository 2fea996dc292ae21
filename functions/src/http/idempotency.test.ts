import { describe, expect, it } from "vitest";
import { buildTestApi, call, testClock, useTestApi } from "../../test/support/api.js";
import {
  addProperty,
  dataOf,
  join,
  organization,
  type TestOrganization,
} from "../../test/support/directory.js";
import { twoSeatEvent } from "../../test/support/drafts.js";
import { IDEMPOTENCY_KEY_TTL_MS } from "../platform/once.js";
import { IDEMPOTENCY_KEY_MESSAGE } from "./idempotency.js";
import { apiMessages } from "./messages.js";

const db = useTestApi();

/** One create that sends mail or moves money, as a client would send it. */
interface Create {
  name: string;
  /**
   * Makes what the create needs; answers its path under the organization, its body, and where
   * what it makes is stored (under `orgs/{orgId}/`).
   */
  prepare: (
    org: TestOrganization,
  ) => Promise<{ path: string; body: Record<string, unknown>; stored: string }>;
  /** A field of the body to change for "another request with the same key". */
  change: Record<string, unknown>;
  /** Whether one create emails the organization's one resident (or its administrator). */
  mails: boolean;
}

let residentCount = 0;
/** A resident with an email, written straight to the directory. */
async function resident(org: TestOrganization): Promise<string> {
  residentCount += 1;
  const id = `r${String(residentCount).padStart(5, "0")}`;
  await db.firestore.doc(`orgs/${org.id}/residents/${id}`).set({
    name: `Resident ${residentCount}`,
    email: `resident-${residentCount}@test.hoa`,
    relationship: "Owner",
    boardMember: false,
    status: "Active",
  });
  return id;
}

/** A property's ledger: the path of one of its entry routes, and where its entries are. */
async function ledger(org: TestOrganization, route: "adjustments" | "payments") {
  const { id } = await addProperty(db, org, { address: "1 Once Lane", unit: "1" });
  return { path: `/billing/properties/${id}/${route}`, stored: `billingAccounts/${id}/ledger` };
}

const CREATES: Create[] = [
  {
    name: "an announcement published now",
    prepare: async (org) => {
      await resident(org);
      const body = {
        title: "Pool opens Saturday",
        message: "Bring your pass.",
        priority: "Normal",
        audience: "All Residents",
        action: "publish",
      };
      return { path: "/announcements", body, stored: "announcements" };
    },
    change: { title: "Pool opens Sunday" },
    mails: true,
  },
  {
    name: "an event",
    prepare: async () => ({ path: "/events", body: twoSeatEvent, stored: "events" }),
    change: { location: "Clubhouse" },
    mails: false,
  },
  {
    name: "a ticket",
    prepare: async (org) => {
      const body = { subject: "Gate sticks", residentId: await resident(org) };
      return { path: "/tickets", body, stored: "tickets" };
    },
    change: { subject: "Gate is stuck" },
    mails: true,
  },
  {
    name: "a composed email",
    prepare: async () => {
      const body = { subject: "Gate code", message: "4321", priority: "normal", to: "a@b.org" };
      return { path: "/communications/emails", body, stored: "communications" };
    },
    change: { message: "1234" },
    mails: true,
  },
  {
    name: "a notification",
    prepare: async (org) => {
      await resident(org);
      const body = {
        title: "Water off Tuesday",
        message: "From 9 to 11.",
        priority: "normal",
        channels: ["email", "app"],
        scheduleType: "immediate",
      };
      return { path: "/communications/notifications", body, stored: "communications" };
    },
    change: { title: "Water off Wednesday" },
    mails: true,
  },
  {
    name: "a charge",
    prepare: async (org) => ({
      ...(await ledger(org, "adjustments")),
      body: { kind: "charge", amount: "25.00", date: "2026-11-20", memo: "Key fob" },
    }),
    change: { amount: "26.00" },
    mails: false,
  },
  {
    name: "a payment",
    prepare: async (org) => ({
      ...(await ledger(org, "payments")),
      body: { method: "check", amount: "40.00", date: "2026-11-20", reference: "#7" },
    }),
    change: { reference: "#8" },
    mails: true,
  },
];

const send = (
  org: TestOrganization,
  path: string,
  body: unknown,
  key?: string,
  token = org.token,
  api = db.api,
) =>
  call(api, `/api/orgs/${org.id}${path}`, {
    method: "POST",
    token,
    body,
    headers: key === undefined ? {} : { "idempotency-key": key },
  });

const countOf = async (org: TestOrganization, collection: string) =>
  (await db.firestore.collection(`orgs/${org.id}/${collection}`).count().get()).data().count;

/** The mail queued for the organization (each of its emails is a `mail` document). */
const mailCount = async (org: TestOrganization) =>
  (await db.firestore.collection("mail").where("orgId", "==", org.id).count().get()).data().count;

const idOf = (response: Awaited<ReturnType<typeof send>>) => dataOf<{ id: string }>(response).id;

describe.each(CREATES)("$name with an Idempotency-Key", (create) => {
  it("is made once when sent three times at once and again after, each answering it", async () => {
    const org = await organization(db, "Once HOA");
    const { path, body, stored } = await create.prepare(org);
    const first = await Promise.all([1, 2, 3].map(() => send(org, path, body, "key-1")));
    const again = await send(org, path, body, "key-1");
    expect([...first, again].map(({ status }) => status)).toEqual([201, 201, 201, 201]);
    const ids = new Set([...first, again].map(idOf));
    expect(ids.size).toBe(1);
    expect(await countOf(org, stored)).toBe(1);
    const mails = await mailCount(org);
    expect(mails).toBe(create.mails ? 1 : 0);

    // Another key is another one.
    const other = await send(org, path, body, "key-2");
    expect(other.status).toBe(201);
    expect(ids.has(idOf(other))).toBe(false);
    expect(await countOf(org, stored)).toBe(2);
  });

  it("refuses the key with another body (409), and a key that is not visible text (400), making nothing", async () => {
    const org = await organization(db, "Once HOA");
    const { path, body, stored } = await create.prepare(org);
    expect((await send(org, path, body, "key-1")).status).toBe(201);
    const mails = await mailCount(org);
    expect(await send(org, path, { ...body, ...create.change }, "key-1")).toMatchObject({
      status: 409,
      body: { error: apiMessages.idempotencyKeyReused },
    });
    for (const key of ["with space", "x".repeat(256), ""]) {
      expect(await send(org, path, body, key)).toMatchObject({
        status: 400,
        body: { fields: { "idempotency-key": IDEMPOTENCY_KEY_MESSAGE } },
      });
    }
    expect(await countOf(org, stored)).toBe(1);
    expect(await mailCount(org)).toBe(mails);
  });
});

describe("Idempotency-Key scope and lifetime", () => {
  const draft = {
    title: "Board meeting",
    message: "Tuesday at 7.",
    priority: "Normal",
    audience: "Board Members",
    action: "draft",
  };

  it("is without a key a new create each time, as before", async () => {
    const org = await organization(db, "Once HOA");
    const responses = [
      await send(org, "/announcements", draft),
      await send(org, "/announcements", draft),
    ];
    expect(new Set(responses.map(idOf)).size).toBe(2);
  });

  it("is one caller's: another administrator's same key makes another", async () => {
    const org = await organization(db, "Once HOA");
    const other = await join(db, org.id, "admin");
    const mine = await send(org, "/announcements", draft, "shared-key");
    const theirs = await send(org, "/announcements", draft, "shared-key", other.token);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(idOf(theirs)).not.toBe(idOf(mine));
  });

  it("answers what the first request made as it is now, and 404 once it is deleted", async () => {
    const org = await organization(db, "Once HOA");
    const first = dataOf<{ id: string; version: number }>(
      await send(org, "/announcements", draft, "key-1"),
    );
    const changed = await call(db.api, `/api/orgs/${org.id}/announcements/${first.id}`, {
      method: "PUT",
      token: org.token,
      headers: { "if-match": `"${first.version}"` },
      body: { ...draft, title: "Board meeting moved" },
    });
    expect(changed.status).toBe(200);
    expect(dataOf<{ title: string }>(await send(org, "/announcements", draft, "key-1")).title).toBe(
      "Board meeting moved",
    );
    await call(db.api, `/api/orgs/${org.id}/announcements/${first.id}`, {
      method: "DELETE",
      token: org.token,
      headers: { "if-match": `"${first.version + 1}"` },
    });
    expect(await send(org, "/announcements", draft, "key-1")).toMatchObject({
      status: 404,
      body: { error: apiMessages.announcementNotFound },
    });
  });

  it("is remembered for a day: after that the same key makes another", async () => {
    const clock = testClock();
    const api = buildTestApi(db.firestore, { clock });
    const org = await organization(db, "Once HOA");
    const first = await send(org, "/announcements", draft, "key-1", org.token, api);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1);
    const sameDay = await send(org, "/announcements", draft, "key-1", org.token, api);
    expect(idOf(sameDay)).toBe(idOf(first));
    clock.advance(1);
    const nextDay = await send(org, "/announcements", draft, "key-1", org.token, api);
    expect(nextDay.status).toBe(201);
    expect(idOf(nextDay)).not.toBe(idOf(first));
    const record = await db.firestore.collection(`orgs/${org.id}/idempotencyKeys`).get();
    expect(record.size).toBe(1);
    expect(record.docs[0]?.get("expiresAt").toMillis()).toBe(
      clock.now().getTime() + IDEMPOTENCY_KEY_TTL_MS,
    );
  });
});
