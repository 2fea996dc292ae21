import {
  AUDITED_FIELDS,
  canMoveTicket,
  type CreateTicketRequest,
  formatMessage,
  messages,
  TICKET_COMMENT_LIST_ORDER,
  TICKET_LIST_ORDER,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_PRIORITY_RANK,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_RANK,
  TICKET_STATUSES,
  ticketKeywords,
  type TicketPriority,
  type TicketStatus,
  type UpdateTicketRequest,
} from "@hoa/validation";
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { administratorsToNotify } from "../../mail/administrators.js";
import { queueMail } from "../../mail/queue.js";
import type { DataContext } from "../../platform/data-context.js";
import type { ItemChange } from "../../platform/items.js";
import { isDocumentId } from "../../platform/document-ids.js";
import {
  listPage,
  type ListDefinition,
  type ListQuery,
  searchKeywordFields,
} from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import {
  fromSnapshot,
  oneOf,
  text,
  versionAndTimes,
  isoOrNull,
} from "../../platform/stored-values.js";
import { assertVersion } from "../../platform/versioning.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import { memberRef } from "../members/store.js";
import { residentRef } from "../residents/documents.js";
import { linkedResidentsIn } from "../residents/accounts.js";
import { newTicketEmail, ticketLink } from "./email.js";
import type { Ticket, TicketComment, TicketSummary } from "./schemas.js";
import { runOnce, type Once } from "../../platform/once.js";
import { runTransaction } from "../../platform/transactions.js";

/** `orgs/{orgId}/tickets/{id}`: the organization's support tickets. */
export const { collection: ticketsCollection, ref: ticketRef } = orgCollection("tickets");

/** `tickets/{id}/comments/{id}`: the ticket's conversation, its events included. */
export const ticketCommentsCollection = (
  db: Firestore,
  orgId: string,
  ticketId: string,
): CollectionReference => ticketRef(db, orgId, ticketId).collection("comments");

/**
 * `orgs/{orgId}/counters/tickets`: the last ticket number given. It is read and written in the
 * transaction that creates the ticket, so parallel creates get distinct, consecutive numbers.
 */
export const ticketCounterRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/counters/tickets`);

export const TICKET_AUDITED_FIELDS = AUDITED_FIELDS.tickets;

/** An administrator's list: every ticket. */
export const ticketListDefinition: ListDefinition<Ticket> = {
  sorts: { number: "number", priority: "priorityRank", status: "statusRank" },
  order: TICKET_LIST_ORDER,
  filters: { status: "status", priority: "priority" },
  searchable: true,
  toItem: toTicket,
};

/** A member's list: the tickets they entered (`createdByUid`, set by the server). */
export const ownTicketListDefinition: ListDefinition<Ticket> = {
  ...ticketListDefinition,
  scope: { createdByUid: "createdBy.uid" },
};

/** One page of tickets: every ticket for an administrator, a member's own for a member. */
export function listTickets(data: DataContext, access: OrganizationAccess, query: ListQuery) {
  const collection = ticketsCollection(data.db, access.orgId);
  return access.isAdmin
    ? listPage(data, collection, ticketListDefinition, query)
    : listPage(data, collection, ownTicketListDefinition, { ...query, createdByUid: access.uid });
}

/** How many tickets are in each status: every ticket for an administrator, a member's own. */
export async function ticketSummary(
  data: DataContext,
  orgId: string,
  access: OrganizationAccess,
): Promise<TicketSummary> {
  const visible = access.isAdmin
    ? ticketsCollection(data.db, orgId)
    : ticketsCollection(data.db, orgId).where("createdBy.uid", "==", access.uid);
  const count = async (status: TicketStatus) =>
    (await data.call(visible.where("status", "==", status).count().get())).data().count;
  const [open, inProgress, resolved] = await Promise.all(TICKET_STATUSES.map(count));
  return { open: open ?? 0, inProgress: inProgress ?? 0, resolved: resolved ?? 0 };
}

const notFound = () => new ApiError(404, apiMessages.ticketNotFound);

/** Members see only the tickets they entered; any other reads as "no such ticket". */
function assertVisible(ticket: Ticket, access: OrganizationAccess): void {
  if (!access.isAdmin && ticket.createdBy.uid !== access.uid) throw notFound();
}

export async function getTicket(
  data: DataContext,
  orgId: string,
  id: string,
  access: OrganizationAccess,
): Promise<Ticket> {
  if (!isDocumentId(id)) throw notFound();
  const snapshot = await data.call(ticketRef(data.db, orgId, id).get());
  if (!snapshot.exists) throw notFound();
  const ticket = toTicket(snapshot);
  assertVisible(ticket, access);
  return ticket;
}

/**
 * Who a ticket is from. An administrator names a resident of the directory; a member's ticket is
 * from the resident linked to their account (the first, by id, when they are linked to several:
 * `residents/accounts.ts`; never by an email address), or from their own name when none is.
 */
async function senderOf(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  request: CreateTicketRequest,
  caller: Caller,
  access: OrganizationAccess,
): Promise<{ residentId: string | null; name: string }> {
  const { db } = data;
  if (access.isAdmin) {
    if (request.residentId === undefined) {
      throw new ApiError(
        400,
        messages.ticketResidentRequired,
        {},
        {
          residentId: messages.ticketResidentRequired,
        },
      );
    }
    const resident = isDocumentId(request.residentId)
      ? await transaction.get(residentRef(db, orgId, request.residentId))
      : null;
    if (!resident?.exists) {
      throw new ApiError(
        400,
        messages.ticketResidentNotFound,
        {},
        {
          residentId: messages.ticketResidentNotFound,
        },
      );
    }
    return { residentId: resident.id, name: text(resident.get("name")) };
  }
  const [resident] = await linkedResidentsIn(transaction, db, orgId, caller.uid);
  if (resident) return { residentId: resident.id, name: resident.name };
  return { residentId: null, name: nameOf(caller) };
}

/**
 * A new ticket with the next number of the organization, its audit entry and, while the
 * organization's Support tickets notifications are on, an email to each administrator. Returns
 * the ticket and the ids of the mail to deliver after the commit.
 */
export function createTicket(
  data: DataContext,
  orgId: string,
  request: CreateTicketRequest,
  caller: Caller,
  access: OrganizationAccess,
  consoleUrl: string,
  once?: Once,
): Promise<{ ticket: Ticket; mailIds: string[] }> {
  const { db } = data;
  const ref = ticketsCollection(db, orgId).doc();
  const counter = ticketCounterRef(db, orgId);
  return runOnce(data, once, {
    idOf: ({ ticket }) => ticket.id,
    // The ticket opened the first time, and no second email.
    replay: async (transaction, id) => {
      const snapshot = await transaction.get(ticketRef(db, orgId, id));
      if (!snapshot.exists) throw notFound();
      return { ticket: toTicket(snapshot), mailIds: [] };
    },
    create: async (transaction) => {
      const from = await senderOf(data, transaction, orgId, request, caller, access);
      const counterSnapshot = await transaction.get(counter);
      const notice = await administratorsToNotify(transaction, db, orgId, "notifySupportTickets");

      const last: unknown = counterSnapshot.get("last");
      const number = (typeof last === "number" ? last : 0) + 1;
      const now = Timestamp.fromDate(data.clock.now());
      const createdBy = { uid: caller.uid, name: nameOf(caller) };
      const document = {
        number,
        subject: request.subject,
        description: request.description,
        from,
        status: "open" satisfies TicketStatus,
        statusRank: TICKET_STATUS_RANK.open,
        priority: request.priority,
        priorityRank: TICKET_PRIORITY_RANK[request.priority],
        assignee: null,
        createdBy,
        resolvedAt: null,
        commentCount: 0,
        ...searchKeywordFields(
          ticketKeywords({ number, subject: request.subject, fromName: from.name }),
        ),
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      transaction.set(counter, { last: number });
      transaction.create(ref, document);
      const ticket = ticketFromData(ref.id, document);
      writeAuditEntry(data, transaction, {
        orgId,
        actor: caller,
        action: "create",
        resource: "tickets",
        resourceId: ref.id,
        label: ticketLabel(ticket),
        changes: changedFields(null, auditState(ticket), TICKET_AUDITED_FIELDS),
      });
      const message = newTicketEmail({
        organizationName: notice.organizationName,
        number,
        subject: request.subject,
        fromName: from.name,
        link: ticketLink(consoleUrl, ref.id),
      });
      const mailIds = notice.addresses.map((to) =>
        queueMail(data, transaction, { to, message, orgId, kind: "ticket" }),
      );
      return { ticket, mailIds };
    },
  });
}

/**
 * Changes a ticket made to `expectedVersion` (412 otherwise): its subject, priority, assignee (a
 * member of the organization) or status along the workflow (400 for a move it does not allow).
 * Each change is audited, and a new status, priority or assignee is noted in the conversation.
 */
export function updateTicket(
  data: DataContext,
  target: ItemChange,
  changes: UpdateTicketRequest,
): Promise<Ticket> {
  const { orgId, id, expectedVersion, actor } = target;
  const { db } = data;
  if (!isDocumentId(id)) return Promise.reject(notFound());
  const ref = ticketRef(db, orgId, id);
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound();
    const current = toTicket(snapshot);
    assertVersion(current.version, expectedVersion);
    const assignee =
      changes.assigneeUid === undefined
        ? current.assignee
        : changes.assigneeUid === null
          ? null
          : await memberOf(transaction, db, orgId, changes.assigneeUid);
    const status = changes.status ?? current.status;
    if (!canMoveTicket(current.status, status)) {
      const message = formatMessage(messages.ticketStatusTransition, {
        from: TICKET_STATUS_LABELS[current.status],
        to: TICKET_STATUS_LABELS[status],
      });
      throw new ApiError(400, message, {}, { status: message });
    }
    const now = Timestamp.fromDate(data.clock.now());
    const next: Ticket = {
      ...current,
      subject: changes.subject ?? current.subject,
      priority: changes.priority ?? current.priority,
      status,
      assignee,
    };
    const changed = changedFields(auditState(current), auditState(next), TICKET_AUDITED_FIELDS);
    if (changed.length === 0) return current;
    const version = current.version + 1;
    const events = eventsOf(current, next);
    const position = commentCountOf(snapshot);
    const resolvedAt =
      status === current.status
        ? current.resolvedAt
        : status === "resolved"
          ? now.toDate().toISOString()
          : null;
    transaction.update(ref, {
      subject: next.subject,
      priority: next.priority,
      priorityRank: TICKET_PRIORITY_RANK[next.priority],
      status,
      statusRank: TICKET_STATUS_RANK[status],
      assignee,
      resolvedAt: resolvedAt === null ? null : now,
      commentCount: position + events.length,
      ...searchKeywordFields(
        ticketKeywords({
          number: current.number,
          subject: next.subject,
          fromName: current.from.name,
        }),
      ),
      version,
      updatedAt: now,
    });
    const author = { uid: actor.uid, name: nameOf(actor) };
    events.forEach((body, index) => {
      transaction.create(ticketCommentsCollection(db, orgId, id).doc(), {
        kind: "event",
        author,
        body,
        position: position + index + 1,
        createdAt: now,
      });
    });
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "update",
      resource: "tickets",
      resourceId: id,
      label: ticketLabel(next),
      changes: changed,
    });
    return { ...next, resolvedAt, version, updatedAt: now.toDate().toISOString() };
  });
}

async function memberOf(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  uid: string,
): Promise<{ uid: string; name: string }> {
  const member = isDocumentId(uid) ? await transaction.get(memberRef(db, orgId, uid)) : null;
  if (!member?.exists) {
    throw new ApiError(
      400,
      messages.ticketAssigneeNotMember,
      {},
      {
        assigneeUid: messages.ticketAssigneeNotMember,
      },
    );
  }
  return { uid, name: text(member.get("displayName")) || text(member.get("email")) };
}

/** The conversation's notes of what changed: "Status changed from Open to In Progress". */
function eventsOf(before: Ticket, after: Ticket): string[] {
  const events: string[] = [];
  if (before.status !== after.status) {
    events.push(
      after.status === "open" && before.status === "resolved"
        ? "Reopened the ticket"
        : `Status changed from ${TICKET_STATUS_LABELS[before.status]} to ${TICKET_STATUS_LABELS[after.status]}`,
    );
  }
  if (before.priority !== after.priority) {
    events.push(
      `Priority changed from ${TICKET_PRIORITY_LABELS[before.priority]} to ${TICKET_PRIORITY_LABELS[after.priority]}`,
    );
  }
  if (before.assignee?.uid !== after.assignee?.uid) {
    events.push(after.assignee ? `Assigned to ${after.assignee.name}` : "Unassigned");
  }
  return events;
}

/** The ticket's fields as its audit entries speak of them. */
const auditState = (ticket: Ticket) => ({
  number: ticket.number,
  subject: ticket.subject,
  from: ticket.from.name,
  status: ticket.status,
  priority: ticket.priority,
  assignee: ticket.assignee?.name ?? null,
});

/** "#12 Pool gate is broken". */
export const ticketLabel = (ticket: Pick<Ticket, "number" | "subject">): string =>
  `#${ticket.number} ${ticket.subject}`;

/**
 * How many entries the conversation holds: each new one takes the next `position`, read and
 * written in its transaction, so the conversation keeps its order even within one millisecond.
 */
const commentCountOf = (snapshot: DocumentSnapshot): number => {
  const count: unknown = snapshot.get("commentCount");
  return typeof count === "number" ? count : 0;
};

/** Oldest first, by position in the conversation. */
export const ticketCommentListDefinition: ListDefinition<TicketComment> = {
  sorts: { createdAt: "position" },
  order: TICKET_COMMENT_LIST_ORDER,
  filters: {},
  searchable: false,
  toItem: toTicketComment,
};

/** The ticket's conversation, for whoever may see the ticket. */
export async function listTicketComments(
  data: DataContext,
  orgId: string,
  ticketId: string,
  query: ListQuery,
  access: OrganizationAccess,
) {
  await getTicket(data, orgId, ticketId, access);
  return listPage(
    data,
    ticketCommentsCollection(data.db, orgId, ticketId),
    ticketCommentListDefinition,
    query,
  );
}

/** A comment by whoever may see the ticket, audited; it does not change the ticket's version. */
export function addTicketComment(
  data: DataContext,
  orgId: string,
  ticketId: string,
  body: string,
  caller: Caller,
  access: OrganizationAccess,
): Promise<TicketComment> {
  const { db } = data;
  if (!isDocumentId(ticketId)) return Promise.reject(notFound());
  const ref = ticketRef(db, orgId, ticketId);
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound();
    const ticket = toTicket(snapshot);
    assertVisible(ticket, access);
    const now = Timestamp.fromDate(data.clock.now());
    const comment = ticketCommentsCollection(db, orgId, ticketId).doc();
    const position = commentCountOf(snapshot) + 1;
    const document = {
      kind: "comment" as const,
      author: { uid: caller.uid, name: nameOf(caller) },
      body,
      createdAt: now,
    };
    transaction.create(comment, { ...document, position });
    transaction.update(ref, { commentCount: position });
    writeAuditEntry(data, transaction, {
      orgId,
      actor: caller,
      action: "update",
      resource: "tickets",
      resourceId: ticketId,
      label: ticketLabel(ticket),
      changes: [{ field: "comment", before: null, after: body }],
    });
    return { id: comment.id, ...document, createdAt: now.toDate().toISOString() };
  });
}

export function toTicket(snapshot: DocumentSnapshot): Ticket {
  return fromSnapshot(snapshot, ticketFromData);
}

const person = (value: unknown): { uid: string; name: string } | null => {
  if (typeof value !== "object" || value === null) return null;
  const { uid, name } = value as Record<string, unknown>;
  return typeof uid === "string" ? { uid, name: text(name) } : null;
};

export function ticketFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Ticket {
  const from = (
    typeof stored.from === "object" && stored.from !== null ? stored.from : {}
  ) as Record<string, unknown>;
  const number: unknown = stored.number;
  return {
    id,
    number: typeof number === "number" ? number : 0,
    subject: text(stored.subject),
    description: text(stored.description),
    from: {
      residentId: typeof from.residentId === "string" ? from.residentId : null,
      name: text(from.name),
    },
    status: oneOf(stored.status, TICKET_STATUSES, "open"),
    priority: oneOf<TicketPriority>(stored.priority, TICKET_PRIORITIES, "medium"),
    assignee: person(stored.assignee),
    createdBy: person(stored.createdBy) ?? { uid: "", name: "" },
    resolvedAt: isoOrNull(stored.resolvedAt),
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

function toTicketComment(snapshot: DocumentSnapshot): TicketComment {
  const stored = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    kind: stored.kind === "event" ? "event" : "comment",
    author: person(stored.author) ?? { uid: "", name: "" },
    body: text(stored.body),
    createdAt: isoOrNull(stored.createdAt) ?? snapshot.createTime?.toDate().toISOString() ?? "",
  };
}
