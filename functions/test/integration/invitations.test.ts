import { createHash, randomUUID } from "node:crypto";
import { messages } from "@hoa/validation";
import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  Invitation,
  InvitationPreview,
  InvitationResults,
} from "../../src/resources/invitations/schemas.js";
import { admin, callApi, createOrg, signUp, type TestUser } from "../support/stack.js";
import { invitationTokenOf as tokenOf } from "../support/invitation-links.js";
import { dataOf } from "../support/responses.js";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** An address nobody has an account for yet. */
const newAddress = () => `invited-${randomUUID()}@example.test`;

/** Every document under `ref` (itself and its subcollections, at any depth). */
async function documentsUnder(ref: DocumentReference): Promise<[string, DocumentData][]> {
  const found: [string, DocumentData][] = [];
  const snapshot = await ref.get();
  if (snapshot.exists) found.push([ref.path, snapshot.data() ?? {}]);
  for (const collection of await ref.listCollections()) {
    for (const child of await collection.listDocuments())
      found.push(...(await documentsUnder(child)));
  }
  return found;
}

describe("invitations through Hosting", () => {
  let owner: TestUser;
  let orgId: string;
  beforeAll(async () => {
    owner = await signUp();
    orgId = dataOf<{ id: string }>(await createOrg(owner, { name: "Invitation HOA" })).id;
  });

  const invite = (emails: string[], role = "member", message = "") =>
    callApi(`/api/orgs/${orgId}/invitations`, {
      method: "POST",
      token: owner.idToken,
      json: { emails, role, message },
    });

  it("invites a new address; its owner signs up, opens the link and accepts, becoming a member with a verified address", async () => {
    const email = newAddress();
    const { results } = dataOf<InvitationResults>(
      await invite([email], "admin", "Welcome to the board"),
    );
    expect(results).toMatchObject([{ email, outcome: "sent" }]);
    const invitation = results[0]!.invitation!;
    const token = await tokenOf(email);

    const invitee = await signUp(email);
    const seen = dataOf<InvitationPreview>(
      await callApi(`/api/invitations/${token}`, { token: invitee.idToken }),
    );
    expect(seen).toMatchObject({
      organizationName: "Invitation HOA",
      role: "admin",
      email,
      status: "pending",
      canAccept: true,
      reason: null,
    });

    const accepted = await callApi(`/api/invitations/${token}/accept`, {
      method: "POST",
      token: invitee.idToken,
    });

    expect(accepted).toMatchObject({ status: 200, body: { data: { orgId, role: "admin" } } });
    expect(dataOf(await callApi("/api/roles", { token: invitee.idToken }))).toEqual({
      orgId,
      role: "admin",
      permissions: ["admin"],
    });
    expect((await admin().auth.getUser(invitee.uid)).emailVerified).toBe(true);
    expect((await callApi(`/api/orgs/${orgId}`, { token: invitee.idToken })).status).toBe(200);
    const listed = dataOf<{ items: Invitation[] }>(
      await callApi(`/api/orgs/${orgId}/invitations?status=accepted`, { token: owner.idToken }),
    );
    expect(listed.items.map(({ id }) => id)).toContain(invitation.id);
  });

  it("stores only the token's hash: no document of the organization, the token index or the roles holds the token", async () => {
    const email = newAddress();
    const invitation = dataOf<InvitationResults>(await invite([email])).results[0]!.invitation!;
    const token = await tokenOf(email);
    const invitee = await signUp(email);
    dataOf(
      await callApi(`/api/invitations/${token}/accept`, { method: "POST", token: invitee.idToken }),
    );

    const { firestore } = admin();
    const stored = [
      ...(await documentsUnder(firestore.doc(`orgs/${orgId}`))),
      ...(await documentsUnder(firestore.doc(`invitationTokens/${sha256(token)}`))),
      ...(await documentsUnder(firestore.doc(`users/${invitee.uid}`))),
    ];
    // The email's record keeps the link only until it is sent (at once, here).
    const { mailId } = (
      await firestore.doc(`orgs/${orgId}/invitations/${invitation.id}`).get()
    ).data()!;
    stored.push(...(await documentsUnder(firestore.doc(`mail/${String(mailId)}`))));
    expect(stored.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        `orgs/${orgId}/invitations/${invitation.id}`,
        `invitationTokens/${sha256(token)}`,
        `users/${invitee.uid}/roles/roles`,
        `orgs/${orgId}/members/${invitee.uid}`,
      ]),
    );
    for (const [path, data] of stored) expect(JSON.stringify(data), path).not.toContain(token);
    expect(
      (await firestore.doc(`orgs/${orgId}/invitations/${invitation.id}`).get()).get("tokenHash"),
    ).toBe(sha256(token));
  });

  it("accepts once of 8 parallel accepts: one membership, one roles record, seven 409s", async () => {
    const email = newAddress();
    expect(dataOf<InvitationResults>(await invite([email])).results[0]?.outcome).toBe("sent");
    const token = await tokenOf(email);
    const invitee = await signUp(email);

    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi(`/api/invitations/${token}/accept`, { method: "POST", token: invitee.idToken }),
      ),
    );

    expect(responses.map(({ status }) => status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const response of responses.filter(({ status }) => status === 409)) {
      expect(response.body).toEqual({ error: messages.invitationUsed });
    }
    const { firestore } = admin();
    const members = await firestore
      .collection(`orgs/${orgId}/members`)
      .where("email", "==", email)
      .get();
    expect(members.size).toBe(1);
    expect((await firestore.doc(`users/${invitee.uid}/roles/roles`).get()).get("orgId")).toBe(
      orgId,
    );
  });

  it("tells another signed-in account that the invitation is not theirs, and an unknown link that it is not valid", async () => {
    const email = newAddress();
    expect(dataOf<InvitationResults>(await invite([email])).results[0]?.outcome).toBe("sent");
    const token = await tokenOf(email);
    const stranger = await signUp();

    const seen = dataOf<InvitationPreview>(
      await callApi(`/api/invitations/${token}`, { token: stranger.idToken }),
    );
    expect(seen).toMatchObject({ canAccept: false, reason: "emailMismatch" });
    expect(seen.email).not.toContain(email.split("@")[0]!);
    expect(
      await callApi(`/api/invitations/${token}/accept`, {
        method: "POST",
        token: stranger.idToken,
      }),
    ).toMatchObject({ status: 403 });
    expect(
      await callApi(`/api/invitations/${"x".repeat(43)}`, { token: stranger.idToken }),
    ).toMatchObject({ status: 404, body: { error: messages.invitationNotValid } });
  });

  it("keeps an administrator when two administrators remove or demote each other at the same time", async () => {
    const { firestore } = admin();
    for (const change of ["remove", "demote"] as const) {
      const founder = await signUp();
      const id = dataOf<{ id: string }>(await createOrg(founder, { name: "Board HOA" })).id;
      const email = newAddress();
      const sent = dataOf<InvitationResults>(
        await callApi(`/api/orgs/${id}/invitations`, {
          method: "POST",
          token: founder.idToken,
          json: { emails: [email], role: "admin" },
        }),
      );
      expect(sent.results[0]?.outcome).toBe("sent");
      const token = await tokenOf(email);
      const second = await signUp(email);
      dataOf(
        await callApi(`/api/invitations/${token}/accept`, {
          method: "POST",
          token: second.idToken,
        }),
      );

      const act = (actor: TestUser, target: TestUser) =>
        callApi(`/api/orgs/${id}/members/${target.uid}`, {
          method: change === "remove" ? "DELETE" : "PATCH",
          token: actor.idToken,
          headers: { "if-match": '"1"' },
          ...(change === "demote" ? { json: { role: "member" } } : {}),
        });
      const responses = await Promise.all([act(founder, second), act(second, founder)]);

      expect(
        responses.filter(({ status }) => status === 200),
        change,
      ).toHaveLength(1);
      for (const { status } of responses) expect([200, 403, 409], change).toContain(status);
      const admins = await firestore
        .collection(`orgs/${id}/members`)
        .where("role", "==", "admin")
        .get();
      expect(admins.size, change).toBe(1);
    }
  });
});
