import {
  type CreateInvitationsRequest,
  formatMessage,
  INVITATION_LIST_ORDER,
  invitationEmailKey,
  type InvitationRecordRole,
  messages,
  timeZoneOf,
  type TimeZone,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentReference,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { mailRef, MAIL_STATES, queueMail, type MailState } from "../../mail/queue.js";
import { oneOf, text } from "../../platform/stored-values.js";
import type { DataContext } from "../../platform/data-context.js";
import { changeItem, type ItemCollection, type ItemChange } from "../../platform/items.js";
import {
  listPage,
  type IndexDeclaration,
  type ListDefinition,
  type ListPage,
  type ListQuery,
} from "../../platform/lists.js";
import { claimHolder, claimUniqueKey, rereadingTransaction } from "../../platform/unique-keys.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import { membersCollection } from "../members/store.js";
import { organizationRef } from "../organizations/documents.js";
import { residentRef } from "../residents/documents.js";
import {
  INVITATION_AUDITED_FIELDS,
  auditedStateOf,
  expiryOf,
  invitationClaimRef,
  invitationRef,
  invitationsCollection,
  newInvitationDocument,
  personOf,
  publicInvitation,
  toStoredInvitation,
  type StoredInvitation,
} from "./documents.js";
import { invitationEmail, invitationLink } from "./email.js";
import type { Invitation, InvitationResults, InvitationSummary } from "./schemas.js";
import { invitationTokenRef, newInvitationToken } from "./tokens.js";
import { runTransaction } from "../../platform/transactions.js";

/** Where an invitation's link points: the console's public address (never the request's Host). */
export interface InvitationLinks {
  consoleUrl: string;
}

/** Invitations to the same organization sent at once, in flight together. */
const CONCURRENT_INVITES = 5;

/** What the routes do after the commit: send the mail it queued. */
export interface WithQueuedMail<T> {
  value: T;
  mailIds: string[];
}

export const alreadyPendingMessage = (email: string) =>
  formatMessage(messages.invitationAlreadyPending, { email });
const alreadyMemberMessage = (email: string) =>
  formatMessage(messages.invitationAlreadyMember, { email });

/** What an invitation's email says of its organization: the name, and the zone of its times. */
export interface OrganizationOfMail {
  name: string;
  timeZone: TimeZone;
}

/** The organization's name and time zone, for the email (404 when it is gone). */
export async function organizationName(
  data: DataContext,
  orgId: string,
): Promise<OrganizationOfMail> {
  const snapshot = await data.call(organizationRef(data.db, orgId).get());
  if (!snapshot.exists) throw new ApiError(404, apiMessages.organizationNotFound);
  const name: unknown = snapshot.get("name");
  return {
    name: typeof name === "string" ? name : "",
    timeZone: timeZoneOf(snapshot.get("timeZone")),
  };
}

/**
 * Invites each address (already trimmed and without duplicates): one transaction per address
 * writes the invitation, its token's hash, the claim that keeps it the address's only pending
 * invitation, the email and the audit entry, together. An address with a pending invitation or
 * that is already a member is told so instead of being sent another.
 */
export async function sendInvitations(
  data: DataContext,
  orgId: string,
  request: CreateInvitationsRequest,
  actor: Caller,
  links: InvitationLinks,
): Promise<WithQueuedMail<SentResult[]>> {
  const name = await organizationName(data, orgId);
  const results: SentResult[] = new Array<SentResult>(request.emails.length);
  const mailIds: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < request.emails.length; index = next++) {
      const email = request.emails[index]!;
      const sent = await inviteOne(data, orgId, name, { ...request, email }, actor, links);
      results[index] = sent.result;
      if (sent.mailId) mailIds.push(sent.mailId);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_INVITES }, worker));
  return { value: results, mailIds };
}

/** What inviting one address did, with the invitation as stored when it was sent. */
export interface SentResult {
  email: string;
  outcome: InvitationResults["results"][number]["outcome"];
  invitation?: StoredInvitation;
  message: string;
}

/** The results as the API answers them, each invitation with its email's delivery state. */
export async function resultsWithDelivery(
  data: DataContext,
  results: readonly SentResult[],
): Promise<InvitationResults> {
  const sent = results.flatMap((result) => (result.invitation ? [result.invitation] : []));
  const answered = new Map((await withDelivery(data, sent)).map((item) => [item.id, item]));
  return {
    results: results.map(({ invitation, ...result }) => {
      const item = invitation && answered.get(invitation.id);
      return item ? { ...result, invitation: item } : result;
    }),
  };
}

/** An invitation to send: to whom, with which role and message, and the resident it names. */
export interface InvitationToSend {
  email: string;
  role: InvitationRecordRole;
  message: string;
  /** The directory's resident invited to the portal (role `resident`). */
  residentId?: string | null;
  /** That resident's property, which the email names. */
  residentProperty?: { address: string; unit: string } | null;
}

/**
 * Invites one address in a transaction of its own, unless a pending invitation or (for a board's
 * invitation) a member with that address stands in the way.
 */
export async function inviteOne(
  data: DataContext,
  orgId: string,
  name: OrganizationOfMail,
  invitation: InvitationToSend,
  actor: Caller,
  links: InvitationLinks,
): Promise<{ result: SentResult; mailId?: string }> {
  const { email } = invitation;
  // A concurrent request inviting the same address makes the claim's create() fail: the
  // transaction then runs again and finds that request's invitation pending.
  return rereadingTransaction(data, async (transaction) => {
    const blocked = await blockingInvitation(data, transaction, orgId, email, null, {
      forResident: Boolean(invitation.residentId),
    });
    if (blocked.reason === "alreadyMember") {
      return { result: { email, outcome: "alreadyMember", message: alreadyMemberMessage(email) } };
    }
    if (blocked.reason === "alreadyPending") {
      return {
        result: { email, outcome: "alreadyPending", message: alreadyPendingMessage(email) },
      };
    }
    return writeInvitation(data, transaction, { orgId, name, invitation, actor, links }, (id) =>
      blocked.claim(id),
    );
  });
}

/**
 * Adds to `transaction` the writes of a new invitation: the invitation, its token's hash, its
 * email and audit entry, with `claim(id)` (what makes it the address's pending invitation, from
 * `blockingInvitation` or a claim read by the caller). Call it after the transaction's reads.
 */
export function writeInvitation(
  data: DataContext,
  transaction: Transaction,
  sending: {
    orgId: string;
    /** The organization's name and time zone, for the email. */
    name: OrganizationOfMail;
    invitation: InvitationToSend;
    actor: Caller;
    links: InvitationLinks;
  },
  claim: (id: string) => void,
): { result: SentResult; mailId: string } {
  const { db } = data;
  const { orgId, invitation, actor, links } = sending;
  const { email } = invitation;
  const now = data.clock.now();
  const ref = invitationsCollection(db, orgId).doc();
  const { token, hash } = newInvitationToken();
  const mailId = queueInvitationMail(data, transaction, {
    orgId,
    organization: sending.name,
    email,
    role: invitation.role,
    residentProperty: invitation.residentProperty ?? null,
    message: invitation.message,
    inviter: actor,
    token,
    sentAt: now,
    links,
    invitation: ref,
  });
  const document = newInvitationDocument(
    { ...invitation, invitedBy: actor },
    { at: now, tokenHash: hash, mailId },
  );
  transaction.create(ref, document);
  transaction.create(invitationTokenRef(db, hash), {
    orgId,
    invitationId: ref.id,
    expiresAt: document.expiresAt,
  });
  claim(ref.id);
  const stored = storedFromDocument(orgId, ref.id, document, now);
  writeAuditEntry(data, transaction, {
    orgId,
    actor,
    action: "create",
    resource: "invitations",
    resourceId: ref.id,
    label: email,
    changes: changedFields(null, auditedStateOf(stored), INVITATION_AUDITED_FIELDS),
  });
  return {
    result: {
      email,
      outcome: "sent",
      invitation: stored,
      message: formatMessage(messages.invitationSent, { email }),
    },
    mailId,
  };
}

/**
 * What stands in the way of a (new or resent) pending invitation to `email`: a member with that
 * address (not for the invitation of a resident to the portal, which a member may accept: it
 * links their account), or another invitation to it that is still pending. Otherwise `claim(id)`
 * adds the writes that make `id` the address's pending invitation: the claim created (or taken
 * over from an invitation that expired, which is marked so). Reads only; call it before any
 * write.
 */
export async function blockingInvitation(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  email: string,
  own: string | null,
  { forResident = false }: { forResident?: boolean } = {},
): Promise<{ reason: "alreadyMember" | "alreadyPending" | null; claim: (id: string) => void }> {
  const { db } = data;
  const key = invitationEmailKey(email);
  const none = { claim: () => undefined };
  if (!forResident) {
    const members = await transaction.get(
      membersCollection(db, orgId).where("email", "in", [...new Set([email, key])]),
    );
    if (!members.empty) return { reason: "alreadyMember", ...none };
  }
  const claimRef = invitationClaimRef(db, orgId, email);
  const holder = claimHolder(await transaction.get(claimRef));
  if (holder === own && holder !== null) return { reason: null, claim: () => undefined };
  let stale: StoredInvitation | null = null;
  if (holder !== null) {
    const snapshot = await transaction.get(invitationRef(db, orgId, holder));
    stale = snapshot.exists ? toStoredInvitation(snapshot, data.clock.now()) : null;
    if (stale?.status === "pending") return { reason: "alreadyPending", ...none };
  }
  return {
    reason: null,
    claim: (id) => {
      const claim = { kind: "invitation" as const, key, resourceId: id };
      if (holder === null) {
        claimUniqueKey(transaction, claimRef, claim);
        return;
      }
      // The claim of an invitation that expired is taken over. Transactions are isolated, so two
      // requests taking it over at once cannot both commit: the second runs again and finds the
      // first one's invitation pending.
      transaction.set(claimRef, claim);
      if (stale?.storedStatus === "pending") {
        transaction.update(invitationRef(db, orgId, stale.id), { status: "expired" });
      }
    },
  };
}

function queueInvitationMail(
  data: DataContext,
  transaction: Transaction,
  mail: {
    orgId: string;
    organization: OrganizationOfMail;
    email: string;
    role: InvitationRecordRole;
    residentProperty: { address: string; unit: string } | null;
    message: string;
    inviter: Caller;
    token: string;
    sentAt: Date;
    links: InvitationLinks;
    /** The invitation's document, whose `mailState` follows this email. */
    invitation: DocumentReference;
  },
): string {
  return queueMail(data, transaction, {
    to: mail.email,
    orgId: mail.orgId,
    kind: "invitation",
    ref: mail.invitation.path,
    // The link is the invitation's secret: the record keeps it only until the email is sent.
    secretBody: true,
    message: invitationEmail({
      organizationName: mail.organization.name,
      timeZone: mail.organization.timeZone,
      inviterName: personOf(mail.inviter).name,
      role: mail.role,
      residentProperty: mail.residentProperty,
      message: mail.message,
      link: invitationLink(mail.links.consoleUrl, mail.token, mail.email),
      expiresAt: expiryOf(mail.sentAt),
    }),
  });
}

function storedFromDocument(
  orgId: string,
  id: string,
  document: ReturnType<typeof newInvitationDocument>,
  now: Date,
): StoredInvitation {
  return {
    id,
    orgId,
    email: document.email,
    emailKey: document.emailKey,
    role: document.role,
    residentId: document.residentId,
    message: document.message,
    status: "pending",
    storedStatus: "pending",
    invitedBy: document.invitedBy,
    sentAt: now.toISOString(),
    expiresAt: document.expiresAt.toDate().toISOString(),
    acceptedAt: null,
    acceptedBy: null,
    revokedAt: null,
    declinedAt: null,
    tokenHash: document.tokenHash,
    mailId: document.mailId,
    mailState: document.mailState,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
}

/** The invitation list's sorts and filters; items are read as of `now`. */
export function invitationListDefinition(now: Date): ListDefinition<StoredInvitation> {
  return {
    sorts: { sentAt: "sentAt", email: "emailKey", expiresAt: "expiresAt" },
    order: INVITATION_LIST_ORDER,
    filters: { status: "status", role: "role", residentId: "residentId" },
    searchable: true,
    toItem: (snapshot) => toStoredInvitation(snapshot, now),
  };
}

/** The pending invitations `invitations` holds whose link has run out, as of now, by expiry. */
const runOutQuery = (data: DataContext, invitations: Query) =>
  invitations
    .where("status", "==", "pending")
    .where("expiresAt", "<=", Timestamp.fromDate(data.clock.now()))
    .orderBy("expiresAt");

/** Invitations the expiry job marks per transaction, and transactions per run. */
const EXPIRY_BATCH = 100;
const EXPIRY_ROUNDS = 2;

/**
 * The pending invitations by expiry: the expiry job's query over every organization, and the
 * stats' count of one organization's run-out invitations.
 */
export const invitationExpiryIndexes: IndexDeclaration[] = (
  ["COLLECTION_GROUP", "COLLECTION"] as const
).map((queryScope) => ({
  collectionGroup: "invitations",
  queryScope,
  fields: [
    { fieldPath: "status", order: "ASCENDING" },
    { fieldPath: "expiresAt", order: "ASCENDING" },
  ],
}));

/**
 * The expiry job (every minute): writes `expired` on the pending invitations of every
 * organization whose link has run out, found by their expiry, a batch per transaction. Reads only
 * what is due. The version does not change: nobody edited them. Nothing else writes expiry: a
 * list or the stats read a pending invitation past its expiry as expired meanwhile. Returns how
 * many it marked.
 */
export async function expireInvitations(data: DataContext): Promise<{ expired: number }> {
  const due = runOutQuery(data, data.db.collectionGroup("invitations")).limit(EXPIRY_BATCH);
  let expired = 0;
  for (let round = 0; round < EXPIRY_ROUNDS; round += 1) {
    const found = await data.call(due.get());
    if (found.empty) break;
    expired += await runTransaction(data, async (transaction) => {
      const current = await transaction.get(due);
      for (const snapshot of current.docs) transaction.update(snapshot.ref, { status: "expired" });
      return current.size;
    });
    if (found.size < EXPIRY_BATCH) break;
  }
  return { expired };
}

/** Where an email's state stops: sent, or given up. */
const FINAL_MAIL_STATES: readonly MailState[] = ["SUCCESS", "ERROR"];

/**
 * Invitations as the API answers them, with their latest email's state. The dispatcher writes it
 * on the invitation (`mailState`) once it has sent or given up the email, and a final state never
 * changes, so a page of invitations reads no email; only an email still on its way (or one whose
 * state was not written yet) is read now, all in one read.
 */
export async function withDelivery(
  data: DataContext,
  invitations: readonly StoredInvitation[],
): Promise<Invitation[]> {
  const ids = [
    ...new Set(
      invitations.flatMap((invitation) =>
        invitation.mailId &&
        !(invitation.mailState && FINAL_MAIL_STATES.includes(invitation.mailState))
          ? [invitation.mailId]
          : [],
      ),
    ),
  ];
  const states = new Map<string, MailState>();
  if (ids.length > 0) {
    const snapshots = await data.call(data.db.getAll(...ids.map((id) => mailRef(data.db, id))));
    for (const snapshot of snapshots) {
      if (!snapshot.exists) continue;
      states.set(snapshot.id, oneOf(snapshot.get("delivery.state"), MAIL_STATES, "PENDING"));
    }
  }
  return invitations.map((invitation) =>
    publicInvitation(
      invitation,
      (invitation.mailId && states.get(invitation.mailId)) || invitation.mailState,
    ),
  );
}

/** One page of the organization's invitations, with their statuses as of now. */
export async function listInvitations(
  data: DataContext,
  orgId: string,
  query: ListQuery,
): Promise<ListPage<Invitation>> {
  // Each item's status is read as of now: a pending one past its expiry is expired, though the
  // expiry job (every minute) has not written it yet. Reading writes nothing, so a page filtered
  // on `pending` leaves out those, and `expired` finds them once the job has marked them.
  const definition = invitationListDefinition(data.clock.now());
  const page = await listPage(data, invitationsCollection(data.db, orgId), definition, query);
  const items =
    query.status === "pending"
      ? page.items.filter((invitation) => invitation.status === "pending")
      : page.items;
  return { items: await withDelivery(data, items), nextCursor: page.nextCursor };
}

/** The stats: how many invitations are pending, accepted and expired. */
export async function invitationSummary(
  data: DataContext,
  orgId: string,
): Promise<InvitationSummary> {
  const invitations = invitationsCollection(data.db, orgId);
  const count = async (query: Query) => (await data.call(query.count().get())).data().count;
  // As of now, like each item's status: the pending ones past expiry that the expiry job has not
  // marked yet count as expired. Reading writes nothing.
  const [stillPending, accepted, marked, runOut] = await Promise.all([
    count(invitations.where("status", "==", "pending")),
    count(invitations.where("status", "==", "accepted")),
    count(invitations.where("status", "==", "expired")),
    count(runOutQuery(data, invitations)),
  ]);
  return { pending: stillPending - runOut, accepted, expired: marked + runOut };
}

/**
 * How an invitation is read and changed to a version, as of `now`. A claim another request took
 * first (a resend racing an invitation of the same address) is 409, naming the address.
 */
function invitationItems(
  now: Date,
  email: () => string = () => "",
): ItemCollection<StoredInvitation> {
  return {
    ref: invitationRef,
    toItem: (snapshot) => toStoredInvitation(snapshot, now),
    notFound: () => new ApiError(404, apiMessages.invitationNotFound),
    conflict: () => new ApiError(409, alreadyPendingMessage(email())),
    audit: {
      resource: "invitations",
      fields: INVITATION_AUDITED_FIELDS,
      describe: (invitation) => ({ label: invitation.email, state: auditedStateOf(invitation) }),
    },
  };
}

/** The audit entry of a change of an invitation from `before` to `after`. */
function auditChange(
  data: DataContext,
  transaction: Transaction,
  actor: Caller,
  before: StoredInvitation,
  after: StoredInvitation,
): void {
  writeAuditEntry(data, transaction, {
    orgId: before.orgId,
    actor,
    action: "update",
    resource: "invitations",
    resourceId: before.id,
    label: before.email,
    changes: changedFields(
      auditedStateOf(before),
      auditedStateOf(after),
      INVITATION_AUDITED_FIELDS,
    ),
  });
}

/**
 * Sends a pending or expired invitation again, made to `expectedVersion`: a new token (the old
 * link stops working: its token document is deleted), a new expiry and a new email, audited. 409
 * for one that was accepted, revoked or declined, and for an address that has another pending
 * invitation or became a member meanwhile.
 */
export async function resendInvitation(
  data: DataContext,
  target: ItemChange,
  links: InvitationLinks,
): Promise<WithQueuedMail<StoredInvitation>> {
  const { orgId, id, actor } = target;
  const { db } = data;
  const name = await organizationName(data, orgId);
  let email = "";
  const items = invitationItems(data.clock.now(), () => email);
  return changeItem(data, items, target, async (transaction, current, ref) => {
    email = current.email;
    if (current.status !== "pending" && current.status !== "expired") {
      throw new ApiError(409, messages.invitationNotResendable);
    }
    const blocked = await blockingInvitation(data, transaction, orgId, current.email, id, {
      forResident: current.residentId !== null,
    });
    if (blocked.reason === "alreadyMember") {
      throw new ApiError(409, alreadyMemberMessage(current.email));
    }
    if (blocked.reason === "alreadyPending") {
      throw new ApiError(409, alreadyPendingMessage(current.email));
    }
    const resident = current.residentId
      ? await transaction.get(residentRef(db, orgId, current.residentId))
      : null;
    const now = data.clock.now();
    const { token, hash } = newInvitationToken();
    const mailId = queueInvitationMail(data, transaction, {
      orgId,
      organization: name,
      email: current.email,
      role: current.role,
      residentProperty: resident?.exists
        ? { address: text(resident.get("address")), unit: text(resident.get("unit")) }
        : null,
      message: current.message,
      inviter: actor,
      token,
      sentAt: now,
      links,
      invitation: ref,
    });
    const sentAt = Timestamp.fromDate(now);
    const expiresAt = Timestamp.fromDate(expiryOf(now));
    const version = current.version + 1;
    if (current.tokenHash) transaction.delete(invitationTokenRef(db, current.tokenHash));
    transaction.create(invitationTokenRef(db, hash), { orgId, invitationId: id, expiresAt });
    transaction.update(ref, {
      status: "pending",
      sentAt,
      expiresAt,
      tokenHash: hash,
      mailId,
      mailState: "PENDING" satisfies MailState,
      invitedBy: personOf(actor),
      version,
      updatedAt: sentAt,
    });
    blocked.claim(id);
    const next: StoredInvitation = {
      ...current,
      status: "pending",
      storedStatus: "pending",
      sentAt: now.toISOString(),
      expiresAt: expiresAt.toDate().toISOString(),
      tokenHash: hash,
      mailId,
      invitedBy: personOf(actor),
      version,
      updatedAt: now.toISOString(),
    };
    auditChange(data, transaction, actor, current, next);
    return { value: next, mailIds: [mailId] };
  });
}

/**
 * Revokes a pending invitation, made to `expectedVersion`: its link then says it was revoked,
 * and the address may be invited again (its claim is released). Audited; 409 for one that is not
 * pending.
 */
export function revokeInvitation(data: DataContext, target: ItemChange): Promise<StoredInvitation> {
  const { orgId, id, actor } = target;
  const { db } = data;
  const items = invitationItems(data.clock.now());
  return changeItem(data, items, target, async (transaction, current, ref) => {
    if (current.status !== "pending") throw new ApiError(409, messages.invitationNotRevocable);
    const claimRef = invitationClaimRef(db, orgId, current.email);
    const holder = claimHolder(await transaction.get(claimRef));
    const now = data.clock.now();
    const version = current.version + 1;
    if (holder === id) transaction.delete(claimRef);
    transaction.update(ref, {
      status: "revoked",
      revokedAt: Timestamp.fromDate(now),
      revokedBy: personOf(actor),
      version,
      updatedAt: Timestamp.fromDate(now),
    });
    const next: StoredInvitation = {
      ...current,
      status: "revoked",
      storedStatus: "revoked",
      revokedAt: now.toISOString(),
      version,
      updatedAt: now.toISOString(),
    };
    auditChange(data, transaction, actor, current, next);
    return next;
  });
}
