import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Invitation } from "../../src/resources/invitations/schemas.js";
import type { Household } from "../../src/resources/portal/schemas.js";
import type { Property } from "../../src/resources/properties/schemas.js";
import type { Resident } from "../../src/resources/residents/schemas.js";
import { invitationTokenOf } from "../support/invitation-links.js";
import { admin, callApi, createOrg, signUp, type TestUser } from "../support/stack.js";
import { dataOf } from "../support/responses.js";

/** An address nobody has an account for yet. */
const newAddress = () => `resident-${randomUUID()}@example.test`;

describe("the resident portal through Hosting", () => {
  let owner: TestUser;
  let orgId: string;
  let base: string;
  let home: Property;
  let neighbours: Property;

  const post = (path: string, json?: unknown) =>
    callApi(`${base}${path}`, { method: "POST", token: owner.idToken, json });
  const addResident = async (name: string, propertyId: string, email: string | null) =>
    dataOf<Resident>(await post("/residents", { name, propertyId, ...(email ? { email } : {}) }));

  /** Invites `resident` to the portal, signs up at their address and accepts the link. */
  async function inviteAndAccept(resident: Resident) {
    const invited = await post(`/residents/${resident.id}/invitation`);
    expect(invited.status).toBe(201);
    const token = await invitationTokenOf(resident.email!);
    const account = await signUp(resident.email!);
    const accepted = await callApi(`/api/invitations/${token}/accept`, {
      method: "POST",
      token: account.idToken,
    });
    return { account, accepted, invitation: dataOf<Invitation>(invited) };
  }

  beforeAll(async () => {
    owner = await signUp();
    orgId = dataOf<{ id: string }>(await createOrg(owner, { name: "Portal HOA" })).id;
    base = `/api/orgs/${orgId}`;
    const property = async (address: string) =>
      dataOf<Property>(await post("/properties", { address, unit: "1", type: "Condo" }));
    home = await property("1 Portal Lane");
    neighbours = await property("2 Portal Lane");
  });

  it("emails a resident's invitation, sends the pending one again, and accepting links the account by uid as a resident", async () => {
    const resident = await addResident("Rita Portal", home.id, newAddress());
    const first = await post(`/residents/${resident.id}/invitation`);
    expect(first.status).toBe(201);
    expect(dataOf<Invitation>(first)).toMatchObject({
      email: resident.email,
      role: "resident",
      residentId: resident.id,
      status: "pending",
    });
    const again = await post(`/residents/${resident.id}/invitation`);
    expect(again.status).toBe(200);
    expect(dataOf<Invitation>(again).id).toBe(dataOf<Invitation>(first).id);
    // The second email carries the link that works now.
    const token = await invitationTokenOf(resident.email!, 2);

    const account = await signUp(resident.email!);
    const accepted = await callApi(`/api/invitations/${token}/accept`, {
      method: "POST",
      token: account.idToken,
    });
    expect(accepted).toMatchObject({ status: 200, body: { data: { role: "resident" } } });
    expect(dataOf(await callApi("/api/roles", { token: account.idToken }))).toMatchObject({
      role: "resident",
    });
    const linked = dataOf<Resident>(
      await callApi(`${base}/residents/${resident.id}`, { token: owner.idToken }),
    );
    expect(linked.accountUid).toBe(account.uid);
    const member = await admin().firestore.doc(`orgs/${orgId}/members/${account.uid}`).get();
    expect(member.data()).toMatchObject({ role: "resident", residentIds: [resident.id] });
    const pending = dataOf<{ items: Invitation[] }>(
      await callApi(`${base}/invitations?residentId=${resident.id}&status=pending`, {
        token: owner.idToken,
      }),
    );
    expect(pending.items).toEqual([]);
  });

  it("answers a resident GET /me with their own residents and household, and their property's billing only", async () => {
    const resident = await addResident("Otto Portal", home.id, newAddress());
    await addResident("Nina Next Door", neighbours.id, newAddress());
    const { account, accepted } = await inviteAndAccept(resident);
    expect(accepted.status).toBe(200);

    const me = dataOf<Household>(await callApi(`${base}/me`, { token: account.idToken }));
    expect(me.residents.map(({ id }) => id)).toEqual([resident.id]);
    expect(me.properties.map(({ id }) => id)).toEqual([home.id]);

    const read = (path: string) => callApi(`${base}${path}`, { token: account.idToken });
    expect((await read(`/billing/properties/${home.id}`)).status).toBe(200);
    expect((await read(`/billing/properties/${home.id}/ledger`)).status).toBe(200);
    expect((await read(`/billing/properties/${neighbours.id}`)).status).toBe(404);
    expect((await read(`/billing/properties/${neighbours.id}/ledger`)).status).toBe(404);
    // The board's routes stay closed to a resident.
    expect((await read("/residents")).status).toBe(403);
  });

  it("invites every resident a search matches and counts the others: pending, with access, without email", async () => {
    const family = `Bulkfield${randomUUID().slice(0, 8)}`;
    const linked = await addResident(`Lena ${family}`, home.id, newAddress());
    const pending = await addResident(`Paul ${family}`, home.id, newAddress());
    const noEmail = await addResident(`Ned ${family}`, neighbours.id, null);
    const fresh = [
      await addResident(`Fay ${family}`, neighbours.id, newAddress()),
      await addResident(`Finn ${family}`, neighbours.id, newAddress()),
    ];
    expect((await inviteAndAccept(linked)).accepted.status).toBe(200);
    expect((await post(`/residents/${pending.id}/invitation`)).status).toBe(201);

    const counted = await post("/residents/invitations", { q: family.toLowerCase() });
    expect(counted.status).toBe(200);
    expect(dataOf(counted)).toEqual({
      sent: 2,
      alreadyPending: 1,
      alreadyLinked: 1,
      withoutEmail: 1,
    });
    for (const resident of fresh) await invitationTokenOf(resident.email!);
    const again = await post("/residents/invitations", { q: family.toLowerCase() });
    expect(dataOf(again)).toEqual({
      sent: 0,
      alreadyPending: 3,
      alreadyLinked: 1,
      withoutEmail: 1,
    });
    expect(noEmail.email ?? "").toBe("");
  });
});
