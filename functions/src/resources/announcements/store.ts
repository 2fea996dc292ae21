import {
  ANNOUNCEMENT_LIST_ORDER,
  announcementKeywords,
  type AnnouncementRequest,
  type AnnouncementStatus,
  type Audience,
  AUDITED_FIELDS,
  INBOX_LIST_ORDER,
  instantIn,
  messages,
} from "@hoa/validation";
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { audienceQuery, audiencesOf } from "../../outreach/audience.js";
import {
  fanOut as fanOutMail,
  organizationItemTarget,
  type FanOutTarget,
} from "../../outreach/fan-out.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  auditItem,
  auditCreated,
  changeItem,
  deleteItem,
  itemIn,
  readItem,
  type ItemCollection,
  type ItemChange,
} from "../../platform/items.js";
import { runOnce, type Once } from "../../platform/once.js";
import {
  listPage,
  type ListDefinition,
  type ListQuery,
  searchKeywordFields,
} from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { oneOf, text, isoOrNull, storedCount } from "../../platform/stored-values.js";
import { cancelJob, scheduleJob, type JobHandler } from "../../scheduler/jobs.js";
import { changedFields } from "../../platform/audit-trail.js";
import { organizationZone } from "../organizations/documents.js";
import { announcementEmail } from "./email.js";
import type { Announcement, InboxItem } from "./schemas.js";
import { runTransaction } from "../../platform/transactions.js";
import { countDeliveries } from "../../mail/summaries.js";

/** `orgs/{orgId}/announcements/{id}`. */
export const { collection: announcementsCollection, ref: announcementRef } =
  orgCollection("announcements");

/** `announcements/{id}/reads/{uid}`: a member who opened it in the console. */
const readRef = (db: Firestore, orgId: string, id: string, uid: string) =>
  announcementRef(db, orgId, id).collection("reads").doc(uid);

/** What the mail of an announcement is filed under (`mail.ref`). */
export const announcementMailRef = (orgId: string, id: string) =>
  `orgs/${orgId}/announcements/${id}`;

/** The scheduler's job that publishes an announcement and queues its emails. */
export const PUBLISH_ANNOUNCEMENT_JOB = "announcement.publish";
export const publishJobId = (orgId: string, id: string) => `announcement-${orgId}-${id}`;

const AUDITED = AUDITED_FIELDS.announcements;

const toAnnouncement = (snapshot: DocumentSnapshot): Announcement =>
  announcementFromData(snapshot.id, snapshot.data() ?? {});

function announcementFromData(id: string, stored: DocumentData): Announcement {
  const fanOut = (stored.fanOut ?? {}) as Record<string, unknown>;
  const createdBy = (stored.createdBy ?? {}) as Record<string, unknown>;
  const status = oneOf(stored.status, ["draft", "scheduled", "published"] as const, "draft");
  return {
    id,
    title: text(stored.title),
    message: text(stored.message),
    priority: oneOf(stored.priority, ["Low", "Normal", "High", "Urgent"] as const, "Normal"),
    audience: oneOf(
      stored.audience,
      ["All Residents", "Property Owners", "Board Members", "Tenants Only"] as const,
      "All Residents",
    ),
    status,
    publishAt: isoOrNull(stored.publishAt),
    publishedAt: isoOrNull(stored.publishedAt),
    createdBy: { uid: text(createdBy.uid), name: text(createdBy.name) },
    updatedAt: isoOrNull(stored.updatedAt) ?? new Date(0).toISOString(),
    version: storedCount(stored.version),
    delivery: {
      state: status !== "published" ? "none" : fanOut.state === "sent" ? "sent" : "sending",
      recipients: storedCount(fanOut.recipients),
      read: storedCount(stored.readCount),
      email: null,
    },
  };
}

const announcementItems: ItemCollection<Announcement> = {
  ref: announcementRef,
  toItem: (snapshot) => toAnnouncement(snapshot),
  notFound: () => new ApiError(404, apiMessages.announcementNotFound),
  audit: {
    resource: "announcements",
    fields: AUDITED,
    describe: (item) => ({ label: item.title, state: auditState(item) }),
  },
};

const auditState = (item: Announcement) => ({
  title: item.title,
  priority: item.priority,
  audience: item.audience,
  status: item.status,
  publishAt: item.publishAt,
});

/**
 * What an inbox entry was written as (`source.kind`): an announcement, or a copy of an in-app
 * notification that Communications posted (its own history lists it there).
 */
export const ANNOUNCEMENT_SOURCE = "announcement";

/** The administrators' list: every announcement, drafts and scheduled ones included. */
export const announcementListDefinition: ListDefinition<Announcement> = {
  sorts: { updatedAt: "updatedAt", title: "titleSort" },
  order: ANNOUNCEMENT_LIST_ORDER,
  // Announcements only, not the notifications Communications posted.
  scope: { source: "source.kind" },
  filters: { status: "status", priority: "priority", audience: "audience" },
  searchable: true,
  toItem: (snapshot) => toAnnouncement(snapshot),
};

export function listAnnouncements(data: DataContext, orgId: string, query: ListQuery) {
  return listPage(data, announcementsCollection(data.db, orgId), announcementListDefinition, {
    ...query,
    source: ANNOUNCEMENT_SOURCE,
  });
}

/** One announcement, with how its emails fared (counted, not read one by one). */
export async function getAnnouncement(
  data: DataContext,
  orgId: string,
  id: string,
): Promise<Announcement> {
  const item = await readItem(data, announcementItems, orgId, id);
  if (item.status !== "published") return item;
  const { delivered, failed, pending } = await countDeliveries(
    data,
    announcementMailRef(orgId, id),
  );
  return { ...item, delivery: { ...item.delivery, email: { delivered, failed, pending } } };
}

/**
 * Where a saved announcement goes: a draft stays; "publish" goes out now; "schedule" at the
 * date and time in the organization's zone, which must not have passed.
 */
function placement(request: AnnouncementRequest, zone: string, now: Date) {
  if (request.action === "draft") {
    return { status: "draft" as AnnouncementStatus, publishAt: null, publishedAt: null };
  }
  if (request.action === "publish") {
    return { status: "published" as AnnouncementStatus, publishAt: null, publishedAt: now };
  }
  const at = instantIn(request.publishDate, request.publishTime, zone);
  if (at.getTime() <= now.getTime()) {
    throw new ApiError(
      400,
      messages.publishTimeInPast,
      {},
      {
        publishTime: messages.publishTimeInPast,
      },
    );
  }
  return { status: "scheduled" as AnnouncementStatus, publishAt: at, publishedAt: null };
}

/** The stored fields a request sets, and the publishing job it schedules or cancels. */
function applyRequest(
  data: DataContext,
  transaction: Transaction,
  target: { orgId: string; id: string },
  request: AnnouncementRequest,
  where: ReturnType<typeof placement>,
) {
  const { orgId, id } = target;
  const jobId = publishJobId(orgId, id);
  const spec = { kind: PUBLISH_ANNOUNCEMENT_JOB, orgId, targetId: id };
  if (where.status === "draft") cancelJob(data, transaction, jobId);
  else scheduleJob(data, transaction, jobId, spec, where.publishAt ?? data.clock.now());
  return {
    title: request.title,
    titleSort: request.title.toLocaleLowerCase("en-US"),
    message: request.message,
    priority: request.priority,
    audience: request.audience,
    ...searchKeywordFields(announcementKeywords(request.title)),
    status: where.status,
    publishAt: where.publishAt ? Timestamp.fromDate(where.publishAt) : null,
    publishedAt: where.publishedAt ? Timestamp.fromDate(where.publishedAt) : null,
    fanOut: {
      state: where.status === "published" ? "sending" : "none",
      after: null,
      recipients: 0,
    },
    updatedAt: Timestamp.fromDate(data.clock.now()),
  };
}

/**
 * A new announcement: a draft, published now or scheduled. Publishing schedules the job that
 * queues its emails (due now), so the dispatcher finishes what the request does not.
 */
export async function createAnnouncement(
  data: DataContext,
  orgId: string,
  request: AnnouncementRequest,
  actor: Caller,
  once?: Once,
): Promise<Announcement> {
  const ref = announcementsCollection(data.db, orgId).doc();
  return runOnce(data, once, {
    idOf: (item) => item.id,
    replay: (transaction, id) => itemIn(transaction, data, announcementItems, { orgId, id }),
    create: async (transaction) => {
      const now = data.clock.now();
      const where = placement(
        request,
        (await organizationZone(data, orgId, transaction)).zone,
        now,
      );
      const stored = {
        ...applyRequest(data, transaction, { orgId, id: ref.id }, request, where),
        readCount: 0,
        source: { kind: ANNOUNCEMENT_SOURCE },
        createdBy: { uid: actor.uid, name: nameOf(actor, actor.uid) },
        createdAt: Timestamp.fromDate(now),
        version: 1,
      };
      transaction.create(ref, stored);
      const item = announcementFromData(ref.id, stored);
      auditCreated(data, transaction, announcementItems, { orgId, actor }, item);
      return item;
    },
  });
}

/** Changes a draft or scheduled announcement (a published one has gone out: 409). */
export function updateAnnouncement(
  data: DataContext,
  target: ItemChange,
  request: AnnouncementRequest,
): Promise<Announcement> {
  const { orgId, id } = target;
  return changeItem(data, announcementItems, target, async (transaction, current, ref) => {
    if (current.status === "published") {
      throw new ApiError(409, apiMessages.announcementAlreadyPublished);
    }
    const where = placement(
      request,
      (await organizationZone(data, orgId, transaction)).zone,
      data.clock.now(),
    );
    const changes = {
      ...applyRequest(data, transaction, { orgId, id }, request, where),
      version: current.version + 1,
    };
    transaction.update(ref, changes);
    const next: Announcement = {
      ...current,
      title: request.title,
      message: request.message,
      priority: request.priority,
      audience: request.audience,
      status: where.status,
      publishAt: where.publishAt?.toISOString() ?? null,
      publishedAt: where.publishedAt?.toISOString() ?? null,
      updatedAt: data.clock.now().toISOString(),
      version: current.version + 1,
      delivery: { ...current.delivery, state: where.status === "published" ? "sending" : "none" },
    };
    auditItem(data, transaction, announcementItems, {
      ...target,
      action: "update",
      label: next.title,
      changes: changedFields(auditState(current), auditState(next), AUDITED),
    });
    return next;
  });
}

/**
 * Deletes an announcement (from the members' inboxes too) and its publishing job. Emails already
 * queued still go out.
 */
export function deleteAnnouncement(data: DataContext, target: ItemChange) {
  const { orgId, id } = target;
  return deleteItem(data, announcementItems, target, async (transaction) =>
    cancelJob(data, transaction, publishJobId(orgId, id)),
  );
}

// ---------------------------------------------------------------------------------------------
// Sending: the audience from the directory, one email per address, queued once.

/** How an announcement is sent: to its audience, skipping opted-out residents unless urgent. */
async function announcementTarget(
  data: DataContext,
  orgId: string,
  id: string,
): Promise<FanOutTarget> {
  const ref = announcementRef(data.db, orgId, id);
  const mailRef = announcementMailRef(orgId, id);
  return organizationItemTarget(
    data,
    { orgId, id, kind: "announcement", ref, mailRef },
    (snapshot, organizationName) => {
      if (snapshot.get("status") !== "published") return null;
      const announcement = toAnnouncement(snapshot);
      return {
        source: { kind: "query", query: audienceQuery(data.db, orgId, announcement.audience) },
        message: announcementEmail({ organizationName, ...announcement }),
        skipOptedOut: announcement.priority !== "Urgent",
      };
    },
  );
}

/**
 * Queues the emails of a published announcement to its audience (see `outreach/fan-out.ts`:
 * chunked, resumable, each email once). Residents who opted out of non-urgent email are skipped
 * unless it is Urgent; they still find it in their inbox.
 */
export async function fanOut(
  data: DataContext,
  orgId: string,
  id: string,
  deadline: number,
  options: { maxChunks?: number } = {},
): Promise<{ done: boolean; queued: number }> {
  return fanOutMail(data, await announcementTarget(data, orgId, id), deadline, options);
}

/**
 * The scheduler's job for one announcement: publishes it when its time has come (a scheduled
 * one), then queues its emails; `again` when the time budget ran out first.
 */
export const publishAnnouncementJob: JobHandler = async (data, job, deadline) => {
  const { orgId, targetId: id } = job;
  const ref = announcementRef(data.db, orgId, id);
  const published = await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    const status = snapshot.get("status") as AnnouncementStatus;
    if (status === "published") return true;
    const publishAt = snapshot.get("publishAt") as Timestamp | null;
    const now = data.clock.now();
    if (status !== "scheduled" || !publishAt || publishAt.toMillis() > now.getTime()) {
      return false;
    }
    transaction.update(ref, {
      status: "published",
      publishedAt: Timestamp.fromDate(now),
      fanOut: { state: "sending", after: null, recipients: 0 },
      updatedAt: Timestamp.fromDate(now),
      version: FieldValue.increment(1),
    });
    return true;
  });
  if (!published) return "done";
  const { done } = await fanOut(data, orgId, id, deadline);
  return done ? "done" : "again";
};

// ---------------------------------------------------------------------------------------------
// The members' inbox.

/** What a member's inbox lists: published announcements of the audiences they belong to. */
export const inboxListDefinition: ListDefinition<Announcement> = {
  sorts: { publishedAt: "publishedAt" },
  order: INBOX_LIST_ORDER,
  scope: { status: "status", audience: "audience" },
  filters: {},
  searchable: false,
  toItem: (snapshot) => toAnnouncement(snapshot),
};

export async function listInbox(
  data: DataContext,
  orgId: string,
  query: ListQuery,
  access: OrganizationAccess,
  caller: Caller,
): Promise<{ items: InboxItem[]; nextCursor: string | null }> {
  const audience = access.isAdmin ? undefined : await audiencesOf(data, access);
  const page = await listPage(data, announcementsCollection(data.db, orgId), inboxListDefinition, {
    ...query,
    status: "published",
    ...(audience ? { audience } : {}),
  });
  const reads =
    page.items.length === 0
      ? []
      : await data.call(
          data.db.getAll(...page.items.map((item) => readRef(data.db, orgId, item.id, caller.uid))),
        );
  return {
    items: page.items.map((item, index) => inboxItemOf(item, reads[index]?.exists ?? false)),
    nextCursor: page.nextCursor,
  };
}

const inboxItemOf = (item: Announcement, read: boolean): InboxItem => ({
  id: item.id,
  title: item.title,
  message: item.message,
  priority: item.priority,
  audience: item.audience,
  publishedAt: item.publishedAt ?? item.updatedAt,
  from: item.createdBy.name,
  read,
});

/**
 * Whether the caller may see a stored announcement in their inbox: it is published, and for an
 * audience they are in (an administrator sees all).
 */
async function inInbox(
  data: DataContext,
  snapshot: DocumentSnapshot | undefined,
  access: OrganizationAccess,
): Promise<boolean> {
  if (!snapshot?.exists || snapshot.get("status") !== "published") return false;
  if (access.isAdmin) return true;
  return (await audiencesOf(data, access)).includes(snapshot.get("audience") as Audience);
}

/** One announcement of the caller's inbox (404 when it is not theirs to see). */
export async function getInboxItem(
  data: DataContext,
  orgId: string,
  id: string,
  access: OrganizationAccess,
  caller: Caller,
): Promise<InboxItem> {
  const [snapshot, read] = await data.call(
    data.db.getAll(announcementRef(data.db, orgId, id), readRef(data.db, orgId, id, caller.uid)),
  );
  if (!(await inInbox(data, snapshot, access))) {
    throw new ApiError(404, apiMessages.announcementNotFound);
  }
  return inboxItemOf(toAnnouncement(snapshot!), read?.exists ?? false);
}

/** Marks a published announcement read by the caller, once (the read count goes up once). */
export async function markRead(
  data: DataContext,
  orgId: string,
  id: string,
  access: OrganizationAccess,
  caller: Caller,
): Promise<{ id: string; read: true }> {
  const ref = announcementRef(data.db, orgId, id);
  const read = readRef(data.db, orgId, id, caller.uid);
  await runTransaction(data, async (transaction) => {
    const [announcement, earlier] = await transaction.getAll(ref, read);
    if (!(await inInbox(data, announcement, access))) {
      throw new ApiError(404, apiMessages.announcementNotFound);
    }
    if (earlier?.exists) return;
    transaction.create(read, { at: Timestamp.fromDate(data.clock.now()) });
    transaction.update(ref, { readCount: FieldValue.increment(1) });
  });
  return { id, read: true };
}
