import {
  formatMessage,
  messages,
  RSVP_LIST_ORDER,
  RSVP_RESPONSES,
  RSVP_STATUSES,
  type RsvpRequest,
  type RsvpStatus,
} from "@hoa/validation";
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { oneOf, text } from "../../platform/stored-values.js";
import { writeAuditEntry } from "../../platform/audit-trail.js";
import { residentRef } from "../residents/documents.js";
import type { Event, Rsvp, RsvpKind, RsvpResult } from "./schemas.js";
import { promote, seatFor, withParty, withoutParty, type Party, type Seats } from "./seating.js";
import { eventFromData, eventNotFound, eventRef, seatsOf, toEvent } from "./documents.js";
import { runTransaction } from "../../platform/transactions.js";

/** `events/{id}/rsvps/{resident-<residentId> | member-<uid>}`: the replies to an event. */
export const rsvpsCollection = (
  db: Firestore,
  orgId: string,
  eventId: string,
): CollectionReference => eventRef(db, orgId, eventId).collection("rsvps");

/**
 * A reply's place in the list: going first, then the waiting list, then those not going; within
 * each, in the order of their replies (on the waiting list: its order). Stored as `order`.
 */
const STATUS_RANK: Readonly<Record<RsvpStatus, number>> = { going: 1, waitlisted: 2, notGoing: 3 };
const RANK_SPAN = 1e9;
const orderOf = (status: RsvpStatus, sequence: number) =>
  STATUS_RANK[status] * RANK_SPAN + sequence;

/** The waiting list in order (read in the transaction of a change that may free seats). */
export const waitingListQuery = (db: Firestore, orgId: string, eventId: string): Query =>
  rsvpsCollection(db, orgId, eventId)
    .where("status", "==", "waitlisted")
    .orderBy("order")
    .limit(500);

/** Replies in order: going, waiting (in line), not going. */
export const rsvpListDefinition: ListDefinition<Rsvp> = {
  sorts: { status: "order" },
  order: RSVP_LIST_ORDER,
  filters: { status: "status" },
  searchable: false,
  toItem: (snapshot) => rsvpFromData(snapshot.id, snapshot.data()),
};

/**
 * Gives seats to the waiting list in order (`promote`), writing each promoted reply in the
 * transaction; returns the counts after it. The waiting list must have been read in the same
 * transaction, before any write.
 */
export function promoteWaiting(
  transaction: Transaction,
  seats: Seats,
  waiting: readonly QueryDocumentSnapshot[],
): Seats {
  return promoteWaitingWith(transaction, seats, waiting, "", 0, { value: false });
}

const seatsOfReply = (doc: DocumentSnapshot): number => {
  const seats: unknown = doc.get("seats");
  return typeof seats === "number" ? seats : 1;
};
const sequenceOf = (doc: DocumentSnapshot): number => {
  const sequence: unknown = doc.get("sequence");
  return typeof sequence === "number" ? sequence : 0;
};

/** Who a reply is for: a resident of the directory (an administrator's entry) or the caller. */
export type Respondent =
  { kind: "resident"; residentId: string } | { kind: "member"; caller: Caller };

const rsvpId = (respondent: Respondent): string =>
  respondent.kind === "resident"
    ? `resident-${respondent.residentId}`
    : `member-${respondent.caller.uid}`;

/**
 * Records a reply in one transaction with the event's counts: the event must be scheduled; a
 * party going takes seats only while they last (the last seat goes to exactly one request, as
 * the event's document is read and written by each), else it joins the waiting list; seats freed
 * go to the waiting list in order.
 */
export function recordRsvp(
  data: DataContext,
  orgId: string,
  eventId: string,
  respondent: Respondent,
  request: RsvpRequest,
  actor: Caller,
): Promise<RsvpResult> {
  const { db } = data;
  if (!isDocumentId(eventId)) return Promise.reject(eventNotFound());
  if (respondent.kind === "resident" && !isDocumentId(respondent.residentId)) {
    return Promise.reject(residentNotFound());
  }
  const ref = eventRef(db, orgId, eventId);
  const replyRef = rsvpsCollection(db, orgId, eventId).doc(rsvpId(respondent));
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw eventNotFound();
    const event = toEvent(snapshot);
    if (event.status === "cancelled") throw new ApiError(409, messages.eventCancelled);
    const person = await personOf(transaction, db, orgId, respondent);
    const previousDoc = await transaction.get(replyRef);
    const waiting = await transaction.get(waitingListQuery(db, orgId, eventId));

    const previous: Party | null = previousDoc.exists
      ? { status: statusOf(previousDoc), seats: seatsOfReply(previousDoc) }
      : null;
    const wanted = request.response === "going" ? 1 + request.guests : 0;
    const others = withoutParty(seatsOf(event), previous);
    const status = seatFor(others, previous, request.response, wanted);
    if (status === undefined) {
      const left = Math.max(0, (others.capacity ?? 0) - others.going);
      const message = formatMessage(messages.rsvpNotEnoughSeats, { seats: left });
      throw new ApiError(409, message, {}, { guests: message });
    }
    const stored = snapshot.data() ?? {};
    const lastSequence = typeof stored.replySeq === "number" ? stored.replySeq : 0;
    // A new reply, or one that joins the waiting list, takes the next place; a changed one
    // keeps its place.
    const keepsPlace = previous !== null && previous.status === status;
    const sequence = keepsPlace ? sequenceOf(previousDoc) : lastSequence + 1;
    const seats = request.response === "going" ? wanted : 0;
    const party: Party = { status, seats: status === "notGoing" ? 0 : seats };
    let counts = withParty(others, party);
    // Seats freed (a party going fewer, or not at all) go to the waiting list, this reply's
    // own place in it included.
    const waitingOthers = waiting.docs.filter(
      (doc) => doc.id !== replyRef.id || status === "waitlisted",
    );
    const promotedSelf = { value: false };
    const promotedIds = new Set<string>();
    counts = promoteWaitingWith(
      transaction,
      counts,
      waitingOthers,
      replyRef.id,
      party.seats,
      promotedSelf,
      promotedIds,
    );
    const finalStatus: RsvpStatus = promotedSelf.value ? "going" : status;

    const now = Timestamp.fromDate(data.clock.now());
    const document = {
      kind: respondent.kind,
      residentId: respondent.kind === "resident" ? respondent.residentId : null,
      uid: respondent.kind === "member" ? respondent.caller.uid : null,
      name: person.name,
      email: person.email,
      response: request.response,
      guests: request.response === "going" ? request.guests : 0,
      seats: party.seats,
      status: finalStatus,
      sequence,
      order: orderOf(finalStatus, sequence),
      respondedAt: now,
      recordedBy: actor.uid,
    };
    transaction.set(replyRef, document);
    transaction.update(ref, {
      goingSeats: counts.going,
      waitlistSeats: counts.waitlisted,
      notGoingCount: counts.notGoing,
      replySeq: keepsPlace ? lastSequence : sequence,
    });
    const updated: Event = eventFromData(eventId, {
      ...stored,
      goingSeats: counts.going,
      waitlistSeats: counts.waitlisted,
      notGoingCount: counts.notGoing,
    });
    // Its place in line: after those still waiting who came before it.
    const position =
      finalStatus === "waitlisted"
        ? waiting.docs.filter(
            (doc) =>
              doc.id !== replyRef.id && !promotedIds.has(doc.id) && sequenceOf(doc) < sequence,
          ).length + 1
        : null;
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "update",
      resource: "events",
      resourceId: eventId,
      label: event.title,
      changes: [
        {
          field: "rsvp",
          before: previousDoc.exists ? `${person.name}: ${text(previousDoc.get("status"))}` : null,
          after: `${person.name}: ${finalStatus}${position === null ? "" : ` #${position}`}${document.guests > 0 ? ` (+${document.guests})` : ""}`,
        },
      ],
    });
    return {
      rsvp: { ...rsvpFromData(replyRef.id, document), waitlistPosition: position },
      event: updated,
    };
  });
}

/** `promoteWaiting`, noting whether the reply being written (`selfId`) was given a seat. */
function promoteWaitingWith(
  transaction: Transaction,
  seats: Seats,
  waiting: readonly QueryDocumentSnapshot[],
  selfId: string,
  selfSeats: number,
  promotedSelf: { value: boolean },
  promotedIds = new Set<string>(),
): Seats {
  const parties = waiting.map((doc) => ({
    doc,
    seats: doc.id === selfId ? selfSeats : seatsOfReply(doc),
  }));
  const result = promote(seats, parties);
  for (const { doc } of result.promoted) {
    promotedIds.add(doc.id);
    if (doc.id === selfId) {
      promotedSelf.value = true;
      continue;
    }
    transaction.update(doc.ref, {
      status: "going" satisfies RsvpStatus,
      order: orderOf("going", sequenceOf(doc)),
      waitlistPosition: null,
    });
  }
  return result.seats;
}

const residentNotFound = () =>
  new ApiError(
    400,
    messages.rsvpResidentNotFound,
    {},
    { residentId: messages.rsvpResidentNotFound },
  );

async function personOf(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  respondent: Respondent,
): Promise<{ name: string; email: string }> {
  if (respondent.kind === "member") {
    return { name: nameOf(respondent.caller), email: respondent.caller.email ?? "" };
  }
  const resident = await transaction.get(residentRef(db, orgId, respondent.residentId));
  if (!resident.exists) throw residentNotFound();
  return { name: text(resident.get("name")), email: text(resident.get("email")) };
}

const statusOf = (doc: DocumentSnapshot): RsvpStatus =>
  oneOf(doc.get("status"), RSVP_STATUSES, "notGoing");

/** An event's replies (administrators): going, then the waiting list in order, then not going. */
export async function listRsvps(
  data: DataContext,
  orgId: string,
  eventId: string,
  query: ListQuery,
) {
  if (!isDocumentId(eventId)) throw eventNotFound();
  const event = await data.call(eventRef(data.db, orgId, eventId).get());
  if (!event.exists) throw eventNotFound();
  const page = await listPage(
    data,
    rsvpsCollection(data.db, orgId, eventId),
    rsvpListDefinition,
    query,
  );
  const firstWaiting = page.items.find((item) => item.status === "waitlisted");
  if (!firstWaiting) return page;
  let position = await placeInLine(data, orgId, eventId, firstWaiting.id);
  return {
    ...page,
    items: page.items.map((item) =>
      item.status === "waitlisted" ? { ...item, waitlistPosition: position++ } : item,
    ),
  };
}

/** A waitlisted reply's place in line: 1 + how many wait before it. */
async function placeInLine(
  data: DataContext,
  orgId: string,
  eventId: string,
  replyId: string,
): Promise<number> {
  const reply = await data.call(rsvpsCollection(data.db, orgId, eventId).doc(replyId).get());
  const before = await data.call(
    rsvpsCollection(data.db, orgId, eventId)
      .where("status", "==", "waitlisted")
      .where("order", "<", reply.get("order") as number)
      .count()
      .get(),
  );
  return before.data().count + 1;
}

/** The caller's own reply, or null. */
export async function ownRsvp(
  data: DataContext,
  orgId: string,
  eventId: string,
  access: OrganizationAccess,
): Promise<{ rsvp: Rsvp | null }> {
  if (!isDocumentId(eventId)) throw eventNotFound();
  const [event, reply] = await Promise.all([
    data.call(eventRef(data.db, orgId, eventId).get()),
    data.call(rsvpsCollection(data.db, orgId, eventId).doc(`member-${access.uid}`).get()),
  ]);
  if (!event.exists) throw eventNotFound();
  if (!reply.exists) return { rsvp: null };
  const rsvp = rsvpFromData(reply.id, reply.data() ?? {});
  if (rsvp.status !== "waitlisted") return { rsvp };
  return { rsvp: { ...rsvp, waitlistPosition: await placeInLine(data, orgId, eventId, reply.id) } };
}

export function rsvpFromData(id: string, stored: DocumentData): Rsvp {
  const guests: unknown = stored.guests;
  const seats: unknown = stored.seats;
  const respondedAt: unknown = stored.respondedAt;
  const kind: RsvpKind = stored.kind === "resident" ? "resident" : "member";
  return {
    id,
    kind,
    residentId: typeof stored.residentId === "string" ? stored.residentId : null,
    uid: typeof stored.uid === "string" ? stored.uid : null,
    name: text(stored.name),
    response: oneOf(stored.response, RSVP_RESPONSES, "going"),
    guests: typeof guests === "number" ? guests : 0,
    seats: typeof seats === "number" ? seats : 0,
    status: oneOf(stored.status, RSVP_STATUSES, "notGoing"),
    // Its place in line is counted where it is answered (`placeInLine`).
    waitlistPosition: null,
    respondedAt:
      respondedAt instanceof Timestamp
        ? respondedAt.toDate().toISOString()
        : new Date(0).toISOString(),
  };
}
