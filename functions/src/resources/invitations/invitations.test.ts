import {
  INVITATION_VALIDITY_MS,
  ROLE_PERMISSIONS,
  formatMessage,
  messages,
  type Role,
} from "@hoa/validation";
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApi,
  call,
  TEST_DEADLINE_MS,
  testAccounts,
  testClock,
  uniqueUid,
  type CallOptions,
  type CallResult,
} from "../../../test/support/api.js";
import { startTestFirestore } from "../../../test/support/test-firestore.js";
import { recordingMailer } from "../../../test/support/mail.js";
import { REMOVED_BODY } from "../../mail/queue.js";
import type { ApiEnv } from "../../http/env.js";
import { apiMessages } from "../../http/messages.js";
import { dataContext } from "../../platform/data-context.js";
import { sha256Hex } from "../../platform/unique-keys.js";
import { reads } from "../../../test/support/query-indexes.js";
import { expireInvitations } from "./store.js";
import { newMemberDocument } from "../members/store.js";
import type {
  Invitation,
  InvitationPreview,
  InvitationResults,
  InvitationSummary,
} from "./schemas.js";

let firestore: Firestore;
let api: Hono<ApiEnv>;
let stop: () => Promise<void>;
const clock = testClock();
const accounts = testAccounts();
const mailer = recordingMailer();

beforeAll(async () => {
  ({ firestore, stop } = await startTestFirestore());
  api = buildTestApi(firestore, { clock, accounts, mailer });
});
afterAll(() => stop());

const request = (path: string, options: CallOptions = {}) => call(api, path, options);

function dataOf<T>(response: CallResult): T {
  if (response.status >= 300) {
    throw new Error(`expected success, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return (response.body as { data: T }).data;
}

interface Organization {
  id: string;
  name: string;
  admin: string;
  token: string;
}

/** A new organization made through the API, with its administrator. */
async function organization(name = "Maple Grove HOA"): Promise<Organization> {
  const admin = uniqueUid();
  const response = await request("/api/createOrg", {
    method: "POST",
    token: `valid:${admin}`,
    body: { name, description: "Gate code 4321", createdBy: admin },
  });
  return { id: dataOf<{ id: string }>(response).id, name, admin, token: `valid:${admin}` };
}

interface Person {
  uid: string;
  token: string;
  /** The test verifier gives every account the address `<uid>@test.hoa`. */
  email: string;
}

/** A person with an account and no organization. */
function person(): Person {
  const uid = uniqueUid();
  return { uid, token: `valid:${uid}`, email: `${uid}@test.hoa` };
}

/** Someone who joined `orgId` with `role`: membership and roles record. */
async function join(orgId: string, role: Role): Promise<Person> {
  const someone = person();
  await firestore
    .batch()
    .set(firestore.doc(`users/${someone.uid}/roles/roles`), {
      orgId,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
    })
    .set(
      firestore.doc(`orgs/${orgId}/members/${someone.uid}`),
      newMemberDocument(
        { uid: someone.uid, email: someone.email, displayName: `User ${someone.uid}`, role },
        Timestamp.fromDate(clock.now()),
      ),
    )
    .commit();
  return someone;
}

const invite = (org: Organization, body: unknown, token = org.token) =>
  request(`/api/orgs/${org.id}/invitations`, { method: "POST", token, body });

/** Invites one address and answers the invitation and the token its email carries. */
async function invited(
  org: Organization,
  email: string,
  { role = "member", message = "" }: { role?: Role; message?: string } = {},
) {
  const { results } = dataOf<InvitationResults>(
    await invite(org, { emails: [email], role, message }),
  );
  const invitation = results[0]?.invitation;
  if (!invitation) throw new Error(`not sent: ${JSON.stringify(results)}`);
  return { invitation, token: await tokenOf(org, invitation.id) };
}

const storedInvitation = async (org: Organization, id: string) =>
  (await firestore.doc(`orgs/${org.id}/invitations/${id}`).get()).data() ?? {};

/** The stored email of an invitation's latest sending. */
async function mailOf(org: Organization, id: string): Promise<DocumentData> {
  const { mailId } = await storedInvitation(org, id);
  return (await firestore.doc(`mail/${String(mailId)}`).get()).data() ?? {};
}

/** The email of an invitation's latest sending, as the mail server received it. */
async function sentEmailOf(org: Organization, id: string) {
  const { mailId } = await storedInvitation(org, id);
  const sent = mailer.sent.findLast((email) => email.messageId.includes(`<${String(mailId)}@`));
  if (!sent) throw new Error(`mail ${String(mailId)} was not sent`);
  return sent;
}

/** The token of the link in an invitation's latest email. */
async function tokenOf(org: Organization, id: string): Promise<string> {
  const { text } = await sentEmailOf(org, id);
  const token = /\/invite\/([A-Za-z0-9_-]+)/u.exec(text)?.[1];
  if (!token) throw new Error(`no link in ${text}`);
  return token;
}

const preview = (token: string, as: Person | Organization) =>
  request(`/api/invitations/${token}`, { token: as.token });
const accept = (token: string, as: Person | Organization) =>
  request(`/api/invitations/${token}/accept`, { method: "POST", token: as.token });
const decline = (token: string, as: Person | Organization) =>
  request(`/api/invitations/${token}/decline`, { method: "POST", token: as.token });
const action = (
  org: Organization,
  id: string,
  verb: "resend" | "revoke",
  version: number,
  token = org.token,
) =>
  request(`/api/orgs/${org.id}/invitations/${id}/${verb}`, {
    method: "POST",
    token,
    headers: { "if-match": `"${version}"` },
  });
const list = async (org: Organization, query = "") =>
  dataOf<{ items: Invitation[]; nextCursor: string | null }>(
    await request(`/api/orgs/${org.id}/invitations?${query}`, { token: org.token }),
  );
const summary = async (org: Organization) =>
  dataOf<InvitationSummary>(
    await request(`/api/orgs/${org.id}/invitations/summary`, { token: org.token }),
  );
const auditOf = async (org: Organization) =>
  (await firestore.collection(`orgs/${org.id}/audit`).orderBy("at").get()).docs.map((doc) =>
    doc.data(),
  );

/** Every document stored in the Firestore, by path, walking every collection. */
async function everyDocument(): Promise<Map<string, DocumentData>> {
  const found = new Map<string, DocumentData>();
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get();
        if (snapshot.exists) found.set(ref.path, snapshot.data() ?? {});
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await firestore.listCollections());
  return found;
}

describe("POST /api/orgs/{orgId}/invitations", () => {
  it("stores only the hash of the link's token, never the token itself: the email's record holds the link only until it is sent", async () => {
    const org = await organization();
    const ana = person();

    const { invitation, token } = await invited(org, ana.email);

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const hash = sha256Hex(token);
    const stored = await storedInvitation(org, invitation.id);
    expect(stored.tokenHash).toBe(hash);
    expect((await firestore.doc(`invitationTokens/${hash}`).get()).data()).toEqual({
      orgId: org.id,
      invitationId: invitation.id,
      expiresAt: stored.expiresAt,
    });
    const holding = [...(await everyDocument())].filter(([, data]) =>
      JSON.stringify(data).includes(token),
    );
    expect(holding.map(([path]) => path)).toEqual([]);
    // Sent right after the commit: its record keeps the subject and recipient, not the body.
    expect((await mailOf(org, invitation.id)).message).toEqual({
      subject: expect.stringContaining("invited you to join") as unknown,
      text: REMOVED_BODY,
      html: REMOVED_BODY,
    });
    expect(JSON.stringify(invitation)).not.toContain(hash);
  });

  it("sends each address an email with the organization's name, the role, the message, the link and its expiry, and nothing else of the organization", async () => {
    const org = await organization("Cedar <Park> HOA");
    const ana = person();
    mailer.reset();

    const { invitation, token } = await invited(org, ana.email, {
      role: "admin",
      message: "Welcome!\n<script>alert(1)</script> & see you",
    });

    const mail = await mailOf(org, invitation.id);
    expect(mail).toMatchObject({
      to: ana.email,
      orgId: org.id,
      kind: "invitation",
      message: { subject: `User ${org.admin} invited you to join Cedar <Park> HOA` },
    });
    const { text, html } = await sentEmailOf(org, invitation.id);
    expect(text).toContain("as an administrator");
    expect(text).toContain("<script>alert(1)</script> & see you");
    expect(text).toContain(`http://127.0.0.1:5000/invite/${token}`);
    expect(text).toContain("expires on 29 November 2026 at 4:00 AM Pacific Time");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; see you");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Cedar &lt;Park&gt; HOA");
    for (const body of [text, html]) expect(body).not.toContain("Gate code");
    // Sent right after the commit, and the answer says so.
    expect(mailer.sent.map((sent) => sent.to)).toEqual([ana.email]);
    expect(invitation).toMatchObject({ delivery: "SUCCESS", status: "pending", role: "admin" });
  });

  it("answers each address's outcome: sent, already has a pending invitation, already a member; the same address twice is invited once", async () => {
    const org = await organization();
    const ben = await join(org.id, "member");
    const pending = person();
    await invited(org, pending.email);
    const fresh = person();
    mailer.reset();

    const response = await invite(org, {
      emails: [
        fresh.email,
        pending.email.toUpperCase(),
        ben.email,
        ` ${fresh.email.toUpperCase()} `,
      ],
      role: "member",
      message: "",
    });

    const { results } = dataOf<InvitationResults>(response);
    expect(results.map(({ email, outcome, message }) => ({ email, outcome, message }))).toEqual([
      {
        email: fresh.email,
        outcome: "sent",
        message: formatMessage(messages.invitationSent, { email: fresh.email }),
      },
      {
        email: pending.email.toUpperCase(),
        outcome: "alreadyPending",
        message: `${pending.email.toUpperCase()} already has a pending invitation`,
      },
      {
        email: ben.email,
        outcome: "alreadyMember",
        message: `${ben.email} is already a member`,
      },
    ]);
    expect(results[1]).not.toHaveProperty("invitation");
    expect(mailer.sent.map((sent) => sent.to)).toEqual([fresh.email]);
    const stored = await firestore
      .collection(`orgs/${org.id}/invitations`)
      .where("emailKey", "in", [fresh.email, pending.email])
      .get();
    expect(stored.size).toBe(2);
  });

  it("sends one invitation when the same address is invited by 8 requests at once", async () => {
    const org = await organization();
    const ana = person();

    const responses = await Promise.all(
      Array.from({ length: 8 }, () => invite(org, { emails: [ana.email], role: "member" })),
    );

    const outcomes = responses.map(
      (response) => dataOf<InvitationResults>(response).results[0]?.outcome,
    );
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "alreadyPending")).toHaveLength(7);
    const stored = await firestore
      .collection(`orgs/${org.id}/invitations`)
      .where("emailKey", "==", ana.email)
      .get();
    expect(stored.size).toBe(1);
  });

  it("audits each invitation sent", async () => {
    const org = await organization();
    const ana = person();
    const { invitation } = await invited(org, ana.email, { role: "admin" });
    expect((await auditOf(org)).find((entry) => entry.resource === "invitations")).toMatchObject({
      actor: { uid: org.admin },
      action: "create",
      resourceId: invitation.id,
      label: ana.email,
      changes: expect.arrayContaining([
        { field: "email", before: null, after: ana.email },
        { field: "role", before: null, after: "admin" },
        { field: "status", before: null, after: "pending" },
      ]) as unknown,
    });
  });

  it("refuses a request with no address, or one that is not valid, naming it (400)", async () => {
    const org = await organization();
    expect(await invite(org, { emails: [], role: "member" })).toMatchObject({
      status: 400,
      body: { error: messages.invitationEmailsRequired },
    });
    expect(await invite(org, { emails: ["a@b.co", "nope"], role: "member" })).toMatchObject({
      status: 400,
      body: { error: messages.emailInvalid, fields: { "emails.1": messages.emailInvalid } },
    });
  });
});

describe("GET /api/invitations/{token}", () => {
  it("shows the invited person the organization, the role and who invited them, and that they can accept", async () => {
    const org = await organization();
    const ana = person();
    const { invitation, token } = await invited(org, ana.email, { role: "admin" });

    expect(dataOf<InvitationPreview>(await preview(token, ana))).toEqual({
      organizationName: "Maple Grove HOA",
      role: "admin",
      invitedByName: `User ${org.admin}`,
      email: ana.email,
      status: "pending",
      expiresAt: invitation.expiresAt,
      timeZone: "America/Los_Angeles",
      residentProperty: null,
      canAccept: true,
      reason: null,
      message: null,
    });
  });

  it("tells another account the invitation is for someone else, with the address masked", async () => {
    const org = await organization();
    const ana = person();
    const { token } = await invited(org, "karen.mitchell@example.com");

    const seen = dataOf<InvitationPreview>(await preview(token, ana));

    expect(seen).toMatchObject({
      email: "k•••@e•••.com",
      canAccept: false,
      reason: "emailMismatch",
      message: "This invitation is for k•••@e•••.com; sign in with that address to accept it",
    });
    expect(JSON.stringify(seen)).not.toContain("karen");
  });

  it("answers 404 'This invitation link is not valid' for an unknown or malformed token, and 401 without a session", async () => {
    const ana = person();
    for (const token of ["A".repeat(43), "short", "a.b", "a".repeat(200)]) {
      expect(await preview(token, ana), token).toMatchObject({
        status: 404,
        body: { error: "This invitation link is not valid" },
      });
    }
    expect((await request(`/api/invitations/${"A".repeat(43)}`)).status).toBe(401);
  });
});

describe("expiry", () => {
  it("a link works for 7 days, then says it has expired, in the list, the stats and the link's page", async () => {
    const org = await organization();
    const ana = person();
    const { invitation, token } = await invited(org, ana.email);
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)).toBe(
      INVITATION_VALIDITY_MS,
    );
    expect(await summary(org)).toEqual({ pending: 1, accepted: 0, expired: 0 });

    clock.advance(INVITATION_VALIDITY_MS - 1);
    expect(dataOf<InvitationPreview>(await preview(token, ana))).toMatchObject({
      status: "pending",
      canAccept: true,
    });
    clock.advance(1);

    expect(dataOf<InvitationPreview>(await preview(token, ana))).toMatchObject({
      status: "expired",
      canAccept: false,
      reason: "expired",
      message: "This invitation has expired",
    });
    expect(await accept(token, ana)).toMatchObject({
      status: 409,
      body: { error: "This invitation has expired" },
    });
    expect((await list(org)).items.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: invitation.id, status: "expired" },
    ]);
    expect((await list(org, "status=pending")).items).toEqual([]);
    expect(await summary(org)).toEqual({ pending: 0, accepted: 0, expired: 1 });
    // Reading wrote nothing; the expiry job marks it, and the Expired filter finds it then.
    expect((await storedInvitation(org, invitation.id)).status).toBe("pending");
    await expireInvitations(dataContext(firestore, TEST_DEADLINE_MS, clock));
    expect((await list(org, "status=expired")).items.map(({ id }) => id)).toEqual([invitation.id]);
    expect(await summary(org)).toEqual({ pending: 0, accepted: 0, expired: 1 });
    // Marking it expired is no edit: its version stays, so a resend made to it still applies.
    expect((await storedInvitation(org, invitation.id)).version).toBe(1);
    expect((await firestore.doc(`users/${ana.uid}/roles/roles`).get()).exists).toBe(false);
  });

  it("writes nothing when read: the list, a filtered page and the stats leave an expired invitation as stored", async () => {
    const org = await organization();
    const { invitation } = await invited(org, person().email);
    const { invitation: fresh } = await invited(org, person().email);
    clock.advance(INVITATION_VALIDITY_MS);
    const { invitation: later } = await invited(org, person().email);
    const before = (await storedInvitation(org, invitation.id)).updatedAt;
    for (const query of ["", "status=pending", "status=expired", "sort=-expiresAt"]) {
      await list(org, query);
    }
    expect(await summary(org)).toEqual({ pending: 1, accepted: 0, expired: 2 });
    expect((await list(org, "status=pending")).items.map(({ id }) => id)).toEqual([later.id]);
    for (const id of [invitation.id, fresh.id]) {
      const stored = await storedInvitation(org, id);
      expect(stored).toMatchObject({ status: "pending", version: 1 });
    }
    expect((await storedInvitation(org, invitation.id)).updatedAt).toEqual(before);
    const reader = await join(org.id, "member");
    for (const token of [reader.token, person().token]) {
      const response = await request(`/api/orgs/${org.id}/invitations`, { token });
      expect(response.status).toBe(403);
    }
  });

  it("is marked by the expiry job across organizations, and the job reads only its query with nothing due", async () => {
    const org = await organization();
    const other = await organization("Birch Hollow HOA");
    const { invitation } = await invited(org, person().email);
    const { invitation: elsewhere } = await invited(other, person().email);
    const data = dataContext(firestore, TEST_DEADLINE_MS, clock);
    await expireInvitations(data);
    expect((await storedInvitation(org, invitation.id)).status).toBe("pending");
    clock.advance(INVITATION_VALIDITY_MS);
    expect((await expireInvitations(data)).expired).toBeGreaterThanOrEqual(2);
    expect((await storedInvitation(org, invitation.id)).status).toBe("expired");
    expect((await storedInvitation(other, elsewhere.id)).status).toBe("expired");
    const before = reads.documents;
    expect(await expireInvitations(data)).toEqual({ expired: 0 });
    expect(reads.documents - before).toBe(1);
  });

  it("inviting an address again after its invitation expired sends a new one", async () => {
    const org = await organization();
    const ana = person();
    const first = await invited(org, ana.email);
    clock.advance(INVITATION_VALIDITY_MS);

    const second = await invited(org, ana.email);

    expect(second.invitation.id).not.toBe(first.invitation.id);
    expect((await storedInvitation(org, first.invitation.id)).status).toBe("expired");
    expect((await preview(first.token, ana)).body).toMatchObject({ data: { reason: "expired" } });
    expect(dataOf(await accept(second.token, ana))).toEqual({ orgId: org.id, role: "member" });
  });
});

describe("POST /api/orgs/{orgId}/invitations/{id}/resend", () => {
  it("sends a new link; the old one stops working", async () => {
    const org = await organization();
    const ana = person();
    const { invitation, token: oldToken } = await invited(org, ana.email);
    clock.advance(2 * 24 * 60 * 60 * 1000);
    mailer.reset();

    const response = await action(org, invitation.id, "resend", 1);

    const resent = dataOf<Invitation>(response);
    expect(response.headers.etag).toBe('"2"');
    expect(resent).toMatchObject({ id: invitation.id, status: "pending", version: 2 });
    expect(Date.parse(resent.sentAt)).toBe(clock.now().getTime());
    expect(Date.parse(resent.expiresAt)).toBe(clock.now().getTime() + INVITATION_VALIDITY_MS);
    const newToken = await tokenOf(org, invitation.id);
    expect(newToken).not.toBe(oldToken);
    expect(mailer.sent.map((sent) => sent.to)).toEqual([ana.email]);
    expect(await preview(oldToken, ana)).toMatchObject({
      status: 404,
      body: { error: messages.invitationNotValid },
    });
    expect(await accept(oldToken, ana)).toMatchObject({ status: 404 });
    expect((await firestore.doc(`invitationTokens/${sha256Hex(oldToken)}`).get()).exists).toBe(
      false,
    );
    expect(dataOf<InvitationPreview>(await preview(newToken, ana)).canAccept).toBe(true);
    expect((await auditOf(org)).at(-1)).toMatchObject({
      action: "update",
      resource: "invitations",
      resourceId: invitation.id,
      changes: [
        { field: "sentAt", before: invitation.sentAt, after: resent.sentAt },
        { field: "expiresAt", before: invitation.expiresAt, after: resent.expiresAt },
      ],
    });
  });

  it("sends an expired invitation again, which can then be accepted", async () => {
    const org = await organization();
    const ana = person();
    const { invitation } = await invited(org, ana.email);
    clock.advance(INVITATION_VALIDITY_MS + 1);
    await list(org);

    const resent = dataOf<Invitation>(await action(org, invitation.id, "resend", 1));

    expect(resent.status).toBe("pending");
    expect(dataOf(await accept(await tokenOf(org, invitation.id), ana))).toMatchObject({
      orgId: org.id,
    });
  });

  it("refuses an accepted or revoked invitation (409), a stale version (412), a missing If-Match (428), an unknown id (404)", async () => {
    const org = await organization();
    const ana = person();
    const accepted = await invited(org, ana.email);
    await accept(accepted.token, ana);
    const revoked = (await invited(org, person().email)).invitation;
    await action(org, revoked.id, "revoke", 1);

    expect(await action(org, accepted.invitation.id, "resend", 2)).toMatchObject({
      status: 409,
      body: { error: messages.invitationNotResendable },
    });
    expect(await action(org, revoked.id, "resend", 2)).toMatchObject({
      status: 409,
      body: { error: messages.invitationNotResendable },
    });
    const other = (await invited(org, person().email)).invitation;
    expect(await action(org, other.id, "resend", 7)).toMatchObject({
      status: 412,
      body: { error: apiMessages.versionStale },
    });
    expect(
      await request(`/api/orgs/${org.id}/invitations/${other.id}/resend`, {
        method: "POST",
        token: org.token,
      }),
    ).toMatchObject({ status: 428 });
    expect(await action(org, "nope", "resend", 1)).toMatchObject({
      status: 404,
      body: { error: apiMessages.invitationNotFound },
    });
  });
});

describe("POST /api/orgs/{orgId}/invitations/{id}/revoke", () => {
  it("revokes a pending invitation: its link says so, and the address can be invited again", async () => {
    const org = await organization();
    const ana = person();
    const { invitation, token } = await invited(org, ana.email);

    const response = await action(org, invitation.id, "revoke", 1);

    expect(response).toMatchObject({
      status: 200,
      headers: { etag: '"2"' },
      body: { data: { id: invitation.id, status: "revoked", version: 2 } },
    });
    expect(dataOf<Invitation>(response).revokedAt).toBe(clock.now().toISOString());
    expect(dataOf<InvitationPreview>(await preview(token, ana))).toMatchObject({
      status: "revoked",
      canAccept: false,
      reason: "revoked",
      message: "This invitation was revoked",
    });
    expect(await accept(token, ana)).toMatchObject({
      status: 409,
      body: { error: "This invitation was revoked" },
    });
    expect(await action(org, invitation.id, "revoke", 2)).toMatchObject({
      status: 409,
      body: { error: messages.invitationNotRevocable },
    });
    expect(
      (await auditOf(org)).filter(
        (entry) => entry.resource === "invitations" && entry.action === "update",
      ),
    ).toMatchObject([
      {
        actor: { uid: org.admin },
        resourceId: invitation.id,
        changes: [{ field: "status", before: "pending", after: "revoked" }],
      },
    ]);
    expect((await invited(org, ana.email)).invitation.id).not.toBe(invitation.id);
  });
});

describe("POST /api/invitations/{token}/accept", () => {
  it("links the resident with the invited address to the new account, unless another account has them", async () => {
    const org = await organization();
    const addResident = async (name: string, email: string) => {
      const home = dataOf<{ id: string }>(
        await request(`/api/orgs/${org.id}/properties`, {
          method: "POST",
          token: org.token,
          body: { address: `${name} Street`, unit: "1", type: "Condo" },
        }),
      );
      return dataOf<{ id: string }>(
        await request(`/api/orgs/${org.id}/residents`, {
          method: "POST",
          token: org.token,
          body: { name, propertyId: home.id, email },
        }),
      );
    };
    const ana = person();
    const anaHome = await addResident("Ana", ana.email.toUpperCase());
    const { token } = await invited(org, ana.email);
    expect((await accept(token, ana)).status).toBe(200);
    const resident = async (id: string) =>
      (await firestore.doc(`orgs/${org.id}/residents/${id}`).get()).data();
    expect(await resident(anaHome.id)).toMatchObject({ accountUid: ana.uid, version: 2 });
    expect((await firestore.doc(`orgs/${org.id}/members/${ana.uid}`).get()).data()).toMatchObject({
      residentIds: [anaHome.id],
    });
    const linkEntry = (await auditOf(org)).find(
      (entry) =>
        entry.resource === "residents" &&
        entry.resourceId === anaHome.id &&
        entry.action === "update",
    );
    expect(linkEntry).toMatchObject({
      action: "update",
      actor: expect.objectContaining({ uid: ana.uid }) as unknown,
      changes: [{ field: "account", before: null, after: ana.uid }],
    });

    // Bo's resident is linked to Ana's account already: Bo joins unlinked.
    const bo = person();
    const boHome = await addResident("Bo", bo.email);
    await firestore.doc(`orgs/${org.id}/residents/${boHome.id}`).update({ accountUid: ana.uid });
    const second = await invited(org, bo.email);
    expect((await accept(second.token, bo)).status).toBe(200);
    expect(await resident(boHome.id)).toMatchObject({ accountUid: ana.uid });
    expect((await firestore.doc(`orgs/${org.id}/members/${bo.uid}`).get()).data()).toMatchObject({
      residentIds: [],
    });
  });

  it("makes the invited person a member with the invitation's role, atomically, marks their address verified and audits it", async () => {
    const org = await organization();
    const ana = person();
    const { invitation, token } = await invited(org, ana.email, { role: "admin" });
    expect((await request(`/api/orgs/${org.id}`, { token: ana.token })).status).toBe(403);

    const response = await accept(token, ana);

    expect(response).toMatchObject({
      status: 200,
      body: { data: { orgId: org.id, role: "admin" } },
    });
    expect(dataOf(await request("/api/roles", { token: ana.token }))).toEqual({
      orgId: org.id,
      role: "admin",
      permissions: ["admin"],
    });
    expect((await firestore.doc(`orgs/${org.id}/members/${ana.uid}`).get()).data()).toMatchObject({
      uid: ana.uid,
      email: ana.email,
      role: "admin",
      permissions: ["admin"],
    });
    expect((await request(`/api/orgs/${org.id}`, { token: ana.token })).status).toBe(200);
    expect(accounts.verified.has(ana.uid)).toBe(true);
    expect(await storedInvitation(org, invitation.id)).toMatchObject({
      status: "accepted",
      acceptedBy: { uid: ana.uid, name: `User ${ana.uid}` },
      version: 2,
    });
    const entries = (await auditOf(org)).filter((entry) => entry.actor.uid === ana.uid);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: { uid: ana.uid, displayName: `User ${ana.uid}`, email: ana.email },
          action: "update",
          resource: "invitations",
          changes: [{ field: "status", before: "pending", after: "accepted" }],
        }),
        expect.objectContaining({
          actor: expect.objectContaining({ uid: ana.uid }) as unknown,
          action: "create",
          resource: "members",
          resourceId: ana.uid,
        }),
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(await summary(org)).toMatchObject({ pending: 0, accepted: 1 });
    // The link has been used; the address is a member now.
    expect(dataOf<InvitationPreview>(await preview(token, ana))).toMatchObject({
      status: "accepted",
      canAccept: false,
      reason: "used",
      message: "This invitation has already been used",
    });
    expect(
      dataOf<InvitationResults>(await invite(org, { emails: [ana.email], role: "member" }))
        .results[0]?.outcome,
    ).toBe("alreadyMember");
  });

  it("accepts once of 8 parallel accepts: one membership, one roles record, seven clean 409s", async () => {
    const org = await organization();
    const ana = person();
    const { token } = await invited(org, ana.email);

    const responses = await Promise.all(Array.from({ length: 8 }, () => accept(token, ana)));

    expect(responses.map(({ status }) => status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const response of responses.filter(({ status }) => status === 409)) {
      expect(response.body).toEqual({ error: messages.invitationUsed });
    }
    const members = await firestore
      .collection(`orgs/${org.id}/members`)
      .where("uid", "==", ana.uid)
      .get();
    expect(members.size).toBe(1);
    expect((await firestore.doc(`users/${ana.uid}/roles/roles`).get()).get("orgId")).toBe(org.id);
    const accepted = (await auditOf(org)).filter(
      (entry) => entry.resource === "members" && entry.action === "create",
    );
    expect(accepted).toHaveLength(1);
  });

  it("refuses another account (403, the address masked) and writes nothing", async () => {
    const org = await organization();
    const ana = person();
    const { token } = await invited(org, "karen.mitchell@example.com");

    expect(await accept(token, ana)).toEqual(
      expect.objectContaining({
        status: 403,
        body: {
          error: "This invitation is for k•••@e•••.com; sign in with that address to accept it",
        },
      }),
    );
    expect(await decline(token, ana)).toMatchObject({ status: 403 });
    expect((await firestore.doc(`users/${ana.uid}/roles/roles`).get()).exists).toBe(false);
    expect(accounts.verified.has(ana.uid)).toBe(false);
  });

  it("tells a person who belongs to another organization why they cannot accept (409)", async () => {
    const org = await organization();
    const other = await organization("Oak Hill HOA");
    const ben = await join(other.id, "member");
    const { token } = await invited(org, ben.email);

    expect(dataOf<InvitationPreview>(await preview(token, ben))).toMatchObject({
      canAccept: false,
      reason: "otherOrganization",
      message:
        "You already belong to another organization. One account can belong to one organization for now.",
    });
    expect(await accept(token, ben)).toMatchObject({
      status: 409,
      body: { error: messages.invitationOtherOrganization },
    });
    expect((await firestore.doc(`users/${ben.uid}/roles/roles`).get()).get("orgId")).toBe(other.id);
    expect((await firestore.doc(`orgs/${org.id}/members/${ben.uid}`).get()).exists).toBe(false);
  });

  it("answers an unknown link 404, never a crash", async () => {
    const ana = person();
    expect(await accept("B".repeat(43), ana)).toMatchObject({
      status: 404,
      body: { error: messages.invitationNotValid },
    });
    expect(await decline("nope", ana)).toMatchObject({
      status: 404,
      body: { error: messages.invitationNotValid },
    });
  });
});

describe("POST /api/invitations/{token}/decline", () => {
  it("declines: the link says so, the address can be invited again, audited", async () => {
    const org = await organization();
    const ana = person();
    const { invitation, token } = await invited(org, ana.email);

    expect(await decline(token, ana)).toMatchObject({
      status: 200,
      body: { data: { status: "declined" } },
    });

    expect(await storedInvitation(org, invitation.id)).toMatchObject({
      status: "declined",
      version: 2,
    });
    expect(dataOf<InvitationPreview>(await preview(token, ana))).toMatchObject({
      status: "declined",
      reason: "declined",
      message: "This invitation was declined",
    });
    expect(await accept(token, ana)).toMatchObject({ status: 409 });
    expect(await decline(token, ana)).toMatchObject({ status: 409 });
    expect((await auditOf(org)).filter((entry) => entry.actor.uid === ana.uid)).toMatchObject([
      {
        resource: "invitations",
        changes: [{ field: "status", before: "pending", after: "declined" }],
      },
    ]);
    expect((await list(org, "status=declined")).items.map(({ id }) => id)).toEqual([invitation.id]);
    expect((await invited(org, ana.email)).invitation.id).not.toBe(invitation.id);
  });
});

describe("GET /api/orgs/{orgId}/invitations", () => {
  it("lists newest sent first, with who invited, when sent, when it expires and the email's delivery, filtered, searched and sorted", async () => {
    const org = await organization();
    const first = await invited(org, "zoe.adams@example.com");
    clock.advance(1_000);
    const second = await invited(org, "Bob.Stone@example.com", { role: "admin" });

    const page = await list(org);
    expect(page.items.map(({ email }) => email)).toEqual([
      "Bob.Stone@example.com",
      "zoe.adams@example.com",
    ]);
    expect(page.items[1]).toEqual({
      ...first.invitation,
      delivery: "SUCCESS",
    });
    expect(page.items[0]).toMatchObject({
      invitedBy: { uid: org.admin, name: `User ${org.admin}` },
      status: "pending",
      role: "admin",
    });
    expect(JSON.stringify(page)).not.toContain("tokenHash");
    expect((await list(org, "role=admin")).items.map(({ id }) => id)).toEqual([
      second.invitation.id,
    ]);
    expect((await list(org, "q=zoe")).items.map(({ id }) => id)).toEqual([first.invitation.id]);
    expect((await list(org, "sort=email")).items.map(({ email }) => email)).toEqual([
      "Bob.Stone@example.com",
      "zoe.adams@example.com",
    ]);
    const firstPage = await list(org, "limit=1&sort=expiresAt");
    expect(firstPage.items.map(({ id }) => id)).toEqual([first.invitation.id]);
    expect(
      (await list(org, `limit=1&sort=expiresAt&cursor=${firstPage.nextCursor}`)).items.map(
        ({ id }) => id,
      ),
    ).toEqual([second.invitation.id]);
  });

  it("is the administrators': members and other organizations' administrators are refused (403)", async () => {
    const org = await organization();
    const other = await organization("Oak Hill HOA");
    const ben = await join(org.id, "member");
    const { invitation } = await invited(org, person().email);

    for (const token of [ben.token, other.token]) {
      expect((await request(`/api/orgs/${org.id}/invitations`, { token })).status).toBe(403);
      expect((await request(`/api/orgs/${org.id}/invitations/summary`, { token })).status).toBe(
        403,
      );
      expect((await invite(org, { emails: ["x@example.com"], role: "admin" }, token)).status).toBe(
        403,
      );
      expect((await action(org, invitation.id, "resend", 1, token)).status).toBe(403);
      expect((await action(org, invitation.id, "revoke", 1, token)).status).toBe(403);
    }
    // Through its own organization, another administrator does not reach this one's invitation.
    expect(await action(other, invitation.id, "revoke", 1)).toMatchObject({ status: 404 });
    expect(await storedInvitation(org, invitation.id)).toMatchObject({
      status: "pending",
      version: 1,
    });
  });
});
