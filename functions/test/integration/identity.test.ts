import { ROLE_PERMISSIONS } from "@hoa/validation";
import { describe, expect, it, vi } from "vitest";
import { demoAdmin, demoOrganization } from "../../../scripts/demo-data.js";
import type { DocumentItem } from "../../src/resources/documents/schemas.js";
import type { Resident } from "../../src/resources/residents/schemas.js";
import { dataOf } from "../support/responses.js";
import { admin, callApi, signIn, signUp } from "../support/stack.js";

vi.mock("firebase-functions/logger");

const orgPath = `/api/orgs/${demoOrganization.id}`;
const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

/** The account changes its own address through the Auth API, unproven. */
async function changeOwnEmail(idToken: string, email: string): Promise<void> {
  const response = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ idToken, email, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update answered ${response.status}`);
}

const boardDocumentsSeen = async (token: string) =>
  dataOf<{ items: DocumentItem[] }>(
    await callApi(`${orgPath}/documents?limit=100&visibility=board`, { token }),
  ).items.length;

describe("a member who takes a board member's address", () => {
  it("sees none of the board's documents: access follows the account's link, not its email", async () => {
    // A member of the demo organization, as an accepted invitation makes one.
    const member = await signUp();
    const { firestore, auth } = admin();
    await firestore.doc(`users/${member.uid}/roles/roles`).set({
      orgId: demoOrganization.id,
      role: "member",
      permissions: [...ROLE_PERMISSIONS.member],
    });
    await firestore.doc(`orgs/${demoOrganization.id}/members/${member.uid}`).set({
      uid: member.uid,
      email: member.email,
      // Last by name: the demo's member list keeps its administrators first for the e2e tests.
      displayName: "Zoe Intruder",
      role: "member",
      permissions: [...ROLE_PERMISSIONS.member],
      version: 1,
    });
    try {
      const owner = await signIn(demoAdmin.email, demoAdmin.password);
      const board = dataOf<{ items: Resident[] }>(
        await callApi(`${orgPath}/residents?board=yes&limit=25`, { token: owner.idToken }),
      ).items.find((resident) => resident.email);
      if (!board?.email) throw new Error("the demo directory has no board member with an email");
      expect(await boardDocumentsSeen(owner.idToken)).toBeGreaterThan(0);
      expect(await boardDocumentsSeen(member.idToken)).toBe(0);

      await changeOwnEmail(member.idToken, board.email);
      // Changing the address ends the account's sessions: it signs in again with the new one.
      const changed = (await signIn(board.email, member.password)).idToken;

      expect(await boardDocumentsSeen(changed)).toBe(0);
      const inbox = dataOf<{ items: { audience: string }[] }>(
        await callApi(`${orgPath}/inbox?limit=100`, { token: changed }),
      ).items;
      expect(inbox.filter((item) => item.audience === "Board Members")).toEqual([]);
    } finally {
      // The demo organization is shared with the other tests: the member leaves it, and the
      // board member's address is free again.
      await Promise.all([
        auth.deleteUser(member.uid),
        firestore.doc(`orgs/${demoOrganization.id}/members/${member.uid}`).delete(),
        firestore.doc(`users/${member.uid}/roles/roles`).delete(),
      ]);
    }
  });
});
