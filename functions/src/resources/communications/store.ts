import {
  type Audience,
  AUDIENCES,
  type Channel,
  CHANNELS,
  COMMUNICATION_KINDS,
  COMMUNICATION_LIST_ORDER,
  COMMUNICATION_STATUSES,
  communicationKeywords,
  type CommunicationStatus,
  type ComposeEmailRequest,
  DELIVERY_LIST_ORDER,
  DELIVERY_STATES,
  instantIn,
  messages,
  type NotificationRequest,
  PRIORITIES,
  type Priority,
  RECIPIENT_TYPES,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { mailCollection } from "../../mail/queue.js";
import { audienceQuery } from "../../outreach/audience.js";
import {
  fanOut,
  organizationItemTarget,
  type FanOutTarget,
  type Recipient,
} from "../../outreach/fan-out.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import {
  listPage,
  type ListDefinition,
  type ListQuery,
  searchKeywordFields,
} from "../../platform/lists.js";
import { oneOf, text, isoOrNull, storedCount } from "../../platform/stored-values.js";
import { scheduleJob, type JobHandler } from "../../scheduler/jobs.js";
import { announcementRef } from "../announcements/store.js";
import { organizationZone } from "../organizations/documents.js";
import { residentRef, residentsCollection } from "../residents/documents.js";
import { emailClaimRef } from "../residents/store.js";
import { claimHolder } from "../../platform/unique-keys.js";
import { communicationEmail } from "./email.js";
import type { Communication, Delivery } from "./schemas.js";
import { runOnce, type Once } from "../../platform/once.js";
import { runTransaction } from "../../platform/transactions.js";
import { countDeliveries, storedDeliveryCounts } from "../../mail/summaries.js";

/**
 * `orgs/{orgId}/communications/{id}`: every composed email and bulk notification, the history.
 * `fanOut` is the outreach module's progress (`outreach/fan-out.ts`); `recipientList` holds the
 * one resolved recipient of an email to one resident or address, `audience` the group otherwise.
 */
export const { collection: communicationsCollection, ref: communicationRef } =
  orgCollection("communications");

/** What a communication's mail is filed under (`mail.ref`). */
export const communicationMailRef = (orgId: string, id: string) =>
  `orgs/${orgId}/communications/${id}`;

/** The scheduler's job that sends a communication (now, or at its time). */
export const SEND_COMMUNICATION_JOB = "communication.send";
export const sendJobId = (orgId: string, id: string) => `communication-${orgId}-${id}`;

/**
 * The in-app channel posts a notification to the members' inbox, which is the announcements'
 * (`GET /orgs/{orgId}/inbox`): a published announcement under this id, with no email of its own.
 */
export const inboxAnnouncementId = (id: string) => `notification-${id}`;

/** The channels with no provider connected: recorded as not sent. */
const UNCONNECTED: readonly Channel[] = ["sms", "push"];

const ANNOUNCEMENT_PRIORITY: Record<Priority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

function communicationFromData(id: string, stored: DocumentData): Communication {
  const fanOutState = (stored.fanOut ?? {}) as Record<string, unknown>;
  const createdBy = (stored.createdBy ?? {}) as Record<string, unknown>;
  const recipients = (stored.recipients ?? {}) as Record<string, unknown>;
  const status = oneOf(stored.status, COMMUNICATION_STATUSES, "sent");
  const channels = (Array.isArray(stored.channels) ? stored.channels : []).filter(
    (channel): channel is Channel => CHANNELS.includes(channel as Channel),
  );
  return {
    id,
    kind: oneOf(stored.kind, COMMUNICATION_KINDS, "email"),
    subject: text(stored.subject),
    message: text(stored.message),
    priority: oneOf(stored.priority, PRIORITIES, "normal"),
    recipients: {
      type: oneOf(recipients.type, RECIPIENT_TYPES, "audience"),
      label: text(recipients.label),
      audience: AUDIENCES.includes(recipients.audience as Audience)
        ? (recipients.audience as Audience)
        : null,
    },
    channels: channels.map((channel) => ({
      channel,
      outcome: UNCONNECTED.includes(channel)
        ? ("no-provider" as const)
        : status === "scheduled"
          ? ("scheduled" as const)
          : channel === "email" && fanOutState.state !== "sent"
            ? ("sending" as const)
            : ("sent" as const),
    })),
    status,
    sendAt: isoOrNull(stored.sendAt),
    sentAt: isoOrNull(stored.sentAt),
    createdBy: { uid: text(createdBy.uid), name: text(createdBy.name) },
    createdAt: isoOrNull(stored.createdAt) ?? new Date(0).toISOString(),
    delivery: {
      recipients: storedCount(fanOutState.recipients),
      optedOut: storedCount(fanOutState.optedOut),
      // Before the dispatcher's first refresh, every email is still to be sent.
      ...(storedDeliveryCounts(stored) ?? {
        delivered: 0,
        failed: 0,
        pending: storedCount(fanOutState.recipients),
      }),
      read: null,
    },
  };
}

const toCommunication = (snapshot: DocumentSnapshot) =>
  communicationFromData(snapshot.id, snapshot.data() ?? {});

/** The history: newest first, by kind, status and priority, searchable by subject or title. */
export const communicationListDefinition: ListDefinition<Communication> = {
  sorts: { createdAt: "createdAt" },
  order: COMMUNICATION_LIST_ORDER,
  filters: { kind: "kind", status: "status", priority: "priority" },
  searchable: true,
  toItem: toCommunication,
};

/** How a communication's emails fared, counted by state now (one communication's page). */
async function withDeliveryCounts(
  data: DataContext,
  orgId: string,
  item: Communication,
): Promise<Communication> {
  if (item.delivery.recipients === 0) return item;
  const counts = await countDeliveries(data, communicationMailRef(orgId, item.id));
  return { ...item, delivery: { ...item.delivery, ...counts } };
}

/**
 * Whether a communication's stored counts are final: its emails are all queued (the fan-out is
 * done) and none is still to be sent. Final states never change, so those counts stay true.
 */
function hasSettledCounts(stored: DocumentData): boolean {
  const fanOut = (stored.fanOut ?? {}) as Record<string, unknown>;
  const counts = storedDeliveryCounts(stored);
  return fanOut.state === "sent" && counts !== null && counts.pending === 0;
}

/** The history's items, each marked when its stored counts are final. */
const communicationPageDefinition: ListDefinition<{ item: Communication; settled: boolean }> = {
  ...communicationListDefinition,
  toItem: (snapshot) => ({
    item: toCommunication(snapshot),
    settled: hasSettledCounts(snapshot.data() ?? {}),
  }),
};

/**
 * A page of the history. A communication whose emails have all been sent or given up shows the
 * counts the dispatcher stored (`deliverySummary`): a page reads only its communications. One
 * still sending is counted now, so its counts are never behind.
 */
export async function listCommunications(data: DataContext, orgId: string, query: ListQuery) {
  const page = await listPage(
    data,
    communicationsCollection(data.db, orgId),
    communicationPageDefinition,
    query,
  );
  return {
    ...page,
    items: await Promise.all(
      page.items.map(({ item, settled }) =>
        settled ? item : withDeliveryCounts(data, orgId, item),
      ),
    ),
  };
}

/** One communication with its delivery counts and, for the app channel, how many read it. */
export async function getCommunication(
  data: DataContext,
  orgId: string,
  id: string,
): Promise<Communication> {
  if (!isDocumentId(id)) throw new ApiError(404, apiMessages.communicationNotFound);
  const snapshot = await data.call(communicationRef(data.db, orgId, id).get());
  if (!snapshot.exists) throw new ApiError(404, apiMessages.communicationNotFound);
  const item = await withDeliveryCounts(data, orgId, toCommunication(snapshot));
  if (!item.channels.some(({ channel }) => channel === "app")) return item;
  const posted = await data.call(announcementRef(data.db, orgId, inboxAnnouncementId(id)).get());
  return {
    ...item,
    delivery: { ...item.delivery, read: posted.exists ? storedCount(posted.get("readCount")) : 0 },
  };
}

// ---------------------------------------------------------------------------------------------
// Sending

const residentRecipientError = (message: string) =>
  new ApiError(400, message, {}, { residentId: message });

/** The one recipient of an email to a resident or a typed address, with their opt-out. */
async function directRecipient(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  request: ComposeEmailRequest,
): Promise<{ recipient: Recipient; label: string }> {
  if (request.recipientType === "resident") {
    if (!isDocumentId(request.residentId)) {
      throw residentRecipientError(apiMessages.residentNotFound);
    }
    const resident = await transaction.get(residentRef(data.db, orgId, request.residentId));
    if (!resident.exists) throw residentRecipientError(apiMessages.residentNotFound);
    const email = text(resident.get("email")).trim();
    if (!email) throw residentRecipientError(apiMessages.residentHasNoEmail);
    return {
      recipient: { id: "0", email, emailOptOut: resident.get("emailOptOut") === true },
      label: text(resident.get("name")),
    };
  }
  // A typed address: a resident's own wish holds when it is theirs (found by the claim of their
  // email, or by the stored address for residents written without one).
  const holder = claimHolder(await transaction.get(emailClaimRef(data.db, orgId, request.to)));
  const optedOut = holder
    ? (await transaction.get(residentRef(data.db, orgId, holder))).get("emailOptOut") === true
    : (
        await transaction.get(
          residentsCollection(data.db, orgId)
            .where("email", "==", request.to.toLowerCase())
            .where("emailOptOut", "==", true)
            .limit(1),
        )
      ).size > 0;
  return {
    recipient: { id: "0", email: request.to, emailOptOut: optedOut },
    label: request.to,
  };
}

interface NewCommunication {
  kind: Communication["kind"];
  subject: string;
  message: string;
  priority: Priority;
  channels: Channel[];
  recipients: {
    type: Communication["recipients"]["type"];
    label: string;
    audience: Audience | null;
  };
  recipientList: Recipient[] | null;
  sendAt: Date | null;
}

/** Writes a communication and the job that sends it (due now, or at its time). */
function writeCommunication(
  data: DataContext,
  transaction: Transaction,
  ref: DocumentReference,
  orgId: string,
  fields: NewCommunication,
  actor: Caller,
): Communication {
  const now = data.clock.now();
  const stored = {
    ...fields,
    ...searchKeywordFields(communicationKeywords(fields.subject)),
    status: (fields.sendAt ? "scheduled" : "sending") satisfies CommunicationStatus,
    sendAt: fields.sendAt ? Timestamp.fromDate(fields.sendAt) : null,
    sentAt: fields.sendAt ? null : Timestamp.fromDate(now),
    fanOut: {
      state: fields.channels.includes("email") ? "sending" : "none",
      after: null,
      recipients: 0,
      optedOut: 0,
    },
    createdBy: { uid: actor.uid, name: nameOf(actor, actor.uid) },
    createdAt: Timestamp.fromDate(now),
    updatedAt: Timestamp.fromDate(now),
    version: 1,
  };
  transaction.create(ref, stored);
  scheduleJob(
    data,
    transaction,
    sendJobId(orgId, ref.id),
    { kind: SEND_COMMUNICATION_JOB, orgId, targetId: ref.id },
    fields.sendAt ?? now,
  );
  return communicationFromData(ref.id, stored);
}

/**
 * Runs the create of a communication once per `Idempotency-Key` (`runOnce`): a replay answers
 * the communication made the first time, and its emails are not queued again.
 */
function createCommunication(
  data: DataContext,
  orgId: string,
  once: Once | undefined,
  create: (transaction: Transaction) => Promise<Communication>,
): Promise<Communication> {
  return runOnce(data, once, {
    idOf: (item) => item.id,
    replay: async (transaction, id) => {
      const snapshot = await transaction.get(communicationRef(data.db, orgId, id));
      if (!snapshot.exists) throw new ApiError(404, apiMessages.communicationNotFound);
      return toCommunication(snapshot);
    },
    create,
  });
}

/**
 * A composed email (administrators): to one resident, a typed address or a group. It is recorded
 * in the history and its emails are queued by the sending job (one per address), which the
 * request runs at once.
 */
export function composeEmail(
  data: DataContext,
  orgId: string,
  request: ComposeEmailRequest,
  actor: Caller,
  once?: Once,
): Promise<Communication> {
  const ref = communicationsCollection(data.db, orgId).doc();
  return createCommunication(data, orgId, once, async (transaction) => {
    const direct =
      request.recipientType === "audience"
        ? null
        : await directRecipient(data, transaction, orgId, request);
    return writeCommunication(
      data,
      transaction,
      ref,
      orgId,
      {
        kind: "email",
        subject: request.subject,
        message: request.message,
        priority: request.priority,
        channels: ["email"],
        recipients: {
          type: request.recipientType,
          label: direct?.label ?? request.audience,
          audience: direct ? null : request.audience,
        },
        recipientList: direct ? [direct.recipient] : null,
        sendAt: null,
      },
      actor,
    );
  });
}

/**
 * A bulk notification (administrators) to an audience, now or at a date and time in the
 * organization's zone (which must not have passed). Email and the in-app inbox are sent; SMS and
 * push are recorded as not sent, as no provider is connected.
 */
export function createNotification(
  data: DataContext,
  orgId: string,
  request: NotificationRequest,
  actor: Caller,
  once?: Once,
): Promise<Communication> {
  const ref = communicationsCollection(data.db, orgId).doc();
  return createCommunication(data, orgId, once, async (transaction) => {
    let sendAt: Date | null = null;
    if (request.scheduleType === "scheduled") {
      const zone = (await organizationZone(data, orgId, transaction)).zone;
      sendAt = instantIn(request.scheduledDate, request.scheduledTime, zone);
      if (sendAt.getTime() <= data.clock.now().getTime()) {
        throw new ApiError(
          400,
          messages.publishTimeInPast,
          {},
          { scheduledTime: messages.publishTimeInPast },
        );
      }
    }
    return writeCommunication(
      data,
      transaction,
      ref,
      orgId,
      {
        kind: "notification",
        subject: request.title,
        message: request.message,
        priority: request.priority,
        channels: [...new Set(request.channels)],
        recipients: { type: "audience", label: request.audience, audience: request.audience },
        recipientList: null,
        sendAt,
      },
      actor,
    );
  });
}

/** How a communication's emails are sent: non-urgent ones skip opted-out residents. */
async function communicationTarget(
  data: DataContext,
  orgId: string,
  id: string,
): Promise<FanOutTarget> {
  const ref = communicationRef(data.db, orgId, id);
  const mailRef = communicationMailRef(orgId, id);
  return organizationItemTarget(
    data,
    { orgId, id, kind: "communication", ref, mailRef },
    (snapshot, organizationName) => {
      const status = snapshot.get("status") as CommunicationStatus;
      const channels = (snapshot.get("channels") ?? []) as Channel[];
      if (status === "scheduled" || !channels.includes("email")) return null;
      const item = toCommunication(snapshot);
      const list = snapshot.get("recipientList") as Recipient[] | null;
      return {
        source: list
          ? { kind: "list", recipients: list }
          : {
              kind: "query",
              query: audienceQuery(data.db, orgId, item.recipients.audience ?? "All Residents"),
            },
        message: communicationEmail({ organizationName, ...item }),
        skipOptedOut: item.priority !== "urgent",
      };
    },
  );
}

/**
 * The scheduler's job for one communication: at its time it becomes `sending` and posts to the
 * inbox (the app channel, once), then its emails are queued; `sent` when all are; `again` when
 * the time budget ran out first.
 */
export const sendCommunicationJob: JobHandler = async (data, job, deadline) => {
  const { orgId, targetId: id } = job;
  const ref = communicationRef(data.db, orgId, id);
  const going = await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    const item = toCommunication(snapshot);
    const now = data.clock.now();
    if (item.status === "scheduled") {
      const sendAt = snapshot.get("sendAt") as Timestamp | null;
      if (!sendAt || sendAt.toMillis() > now.getTime()) return false;
    }
    const posted = item.channels.some(({ channel }) => channel === "app")
      ? announcementRef(data.db, orgId, inboxAnnouncementId(id))
      : null;
    const existing = posted ? await transaction.get(posted) : null;
    if (posted && !existing?.exists) {
      const at = Timestamp.fromDate(now);
      transaction.create(posted, {
        title: item.subject,
        titleSort: item.subject.toLocaleLowerCase("en-US"),
        message: item.message,
        priority: ANNOUNCEMENT_PRIORITY[item.priority],
        audience: item.recipients.audience ?? "All Residents",
        ...searchKeywordFields(communicationKeywords(item.subject)),
        status: "published",
        publishAt: null,
        publishedAt: at,
        // In the inbox only: its emails, if any, are the notification's.
        fanOut: { state: "sent", after: null, recipients: 0 },
        readCount: 0,
        source: { kind: "notification", id },
        createdBy: item.createdBy,
        createdAt: at,
        updatedAt: at,
        version: 1,
      });
    }
    if (item.status === "scheduled") {
      transaction.update(ref, {
        status: "sending",
        sentAt: Timestamp.fromDate(now),
        updatedAt: Timestamp.fromDate(now),
      });
    }
    return true;
  });
  if (!going) return "done";
  const { done } = await fanOut(data, await communicationTarget(data, orgId, id), deadline);
  if (!done) return "again";
  await data.call(ref.update({ status: "sent", updatedAt: Timestamp.fromDate(data.clock.now()) }));
  return "done";
};

// ---------------------------------------------------------------------------------------------
// Per-recipient delivery

const toDelivery = (snapshot: DocumentSnapshot): Delivery => {
  const delivery = (snapshot.get("delivery") ?? {}) as Record<string, unknown>;
  const state = oneOf(delivery.state, DELIVERY_STATES, "PENDING");
  return {
    id: snapshot.id,
    to: text(snapshot.get("to")),
    state,
    attempts: storedCount(delivery.attempts),
    lastError: typeof delivery.error === "string" && delivery.error ? delivery.error : null,
    nextAttemptAt: state === "RETRY" ? isoOrNull(delivery.nextAttemptAt) : null,
    lastAttemptAt: isoOrNull(delivery.endTime),
  };
};

/** A communication's emails, one per recipient, by address: `mail` where `ref` is its path. */
export const deliveryListDefinition: ListDefinition<Delivery> = {
  sorts: { to: "to" },
  order: DELIVERY_LIST_ORDER,
  scope: { ref: "ref" },
  filters: { state: "delivery.state" },
  searchable: false,
  toItem: toDelivery,
};

export async function listDeliveries(
  data: DataContext,
  orgId: string,
  id: string,
  query: ListQuery,
) {
  await getCommunicationExists(data, orgId, id);
  return listPage(data, mailCollection(data.db), deliveryListDefinition, {
    ...query,
    ref: communicationMailRef(orgId, id),
  });
}

async function getCommunicationExists(data: DataContext, orgId: string, id: string) {
  if (!isDocumentId(id)) throw new ApiError(404, apiMessages.communicationNotFound);
  const snapshot = await data.call(communicationRef(data.db, orgId, id).get());
  if (!snapshot.exists) throw new ApiError(404, apiMessages.communicationNotFound);
}
