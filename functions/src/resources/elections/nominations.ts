/**
 * Nominations for a director election. The administrators send the nomination notice
 * (`openNominations`: the election is `nominating`, each owner on file is emailed once per
 * address); until the nomination deadline, an owner on file linked to their account nominates
 * someone by name from the portal (`nominate`), once per name and property; the administrators
 * accept a nomination (its nominee joins the vote's candidates) or decline it, with a reason or
 * none. The ballots then go out once the deadline passed (`openElection`).
 */
import { AUDITED_FIELDS, propertyLabel } from "@hoa/validation";
import { checkElectionTimeline, type Candidate, type Vote } from "@hoa/validation/elections";
import {
  nominationMessages as nm,
  nominationsClosedMessage,
  nominationsOpenAt,
  nomineeKey,
  type DeclineNomination,
  type NominationRequest,
  type NominationStatus,
} from "@hoa/validation/nominations";
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { queueMail } from "../../mail/queue.js";
import { renderEmail } from "../../mail/render.js";
import { changedFields, type AuditChange } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import { organizationZone } from "../organizations/documents.js";
import { propertyRef, toProperty } from "../properties/store.js";
import { linkedResidentsIn } from "../residents/accounts.js";
import { longTime } from "./ballot-mail.js";
import { electionFromData, electionRef, electionToData, type StoredElection } from "./documents.js";
import { electionRequestMessages as rm } from "./schemas.js";
import {
  auditElection,
  electionResponse,
  mailedAnswer,
  propertyVoters,
  rulesInEffect,
  scheduleOf,
} from "./store.js";

export const nominationsCollection = (db: Firestore, orgId: string, electionId: string) =>
  electionRef(db, orgId, electionId).collection("nominations");

/** A nomination as stored, read back. */
export interface StoredNomination {
  id: string;
  /** The nominee, as the nominating owner wrote their name. */
  name: string;
  statement: string;
  /** Who nominated: their account, their name in the directory and the property they own. */
  nominatedBy: { uid: string; name: string; propertyId: string; property: string };
  at: string;
  status: NominationStatus;
  decidedAt: string | null;
  /** Why it was declined, as the administrator wrote it ("" when none). */
  reason: string;
}

const isoOf = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

function nominationFromData(id: string, data: DocumentData): StoredNomination {
  const by = (data.nominatedBy ?? {}) as Record<string, unknown>;
  return {
    id,
    name: String(data.name ?? ""),
    statement: String(data.statement ?? ""),
    nominatedBy: {
      uid: String(by.uid ?? ""),
      name: String(by.name ?? ""),
      propertyId: String(by.propertyId ?? ""),
      property: String(by.property ?? ""),
    },
    at: isoOf(data.at) ?? new Date(0).toISOString(),
    status: (data.status ?? "pending") as NominationStatus,
    decidedAt: isoOf(data.decidedAt),
    reason: String(data.reason ?? ""),
  };
}

const byTime = (a: StoredNomination, b: StoredNomination) =>
  a.at.localeCompare(b.at) || a.id.localeCompare(b.id);

/** The portal's election page, where owners nominate. */
export const portalElectionLink = (consoleUrl: string, electionId: string) =>
  `${consoleUrl}/portal/elections/${electionId}`;

/** The election in the transaction, at the version the caller read (404, 412). */
async function electionAt(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  id: string,
  expectedVersion: number,
): Promise<StoredElection> {
  const snapshot = await transaction.get(electionRef(data.db, orgId, id));
  if (!snapshot.exists) throw new ApiError(404, apiMessages.notFound);
  const election = electionFromData(id, snapshot.data() ?? {});
  assertVersion(election.version, expectedVersion);
  return election;
}

/** Writes the election at its next version; answers what was written. */
function saveElection(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  next: StoredElection,
): StoredElection {
  const updated = {
    ...next,
    version: next.version + 1,
    updatedAt: data.clock.now().toISOString(),
  };
  const { id, ...stored } = updated;
  transaction.set(electionRef(data.db, orgId, id), electionToData(stored));
  return updated;
}

const seatsText = (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`;

/**
 * `POST .../elections/{id}/nominations/open` (If-Match): the nomination notice goes out now. The
 * date is checked against the rules (today as the notice's date: too late for the nomination
 * deadline is refused, 409 with the rule's citation); the election is `nominating`; each owner on
 * file is emailed once per address how to nominate, the deadline and the seats.
 */
export async function openNominations(
  data: DataContext,
  orgId: string,
  id: string,
  expectedVersion: number,
  actor: Caller,
  consoleUrl: string,
) {
  const outcome = await runTransaction(data, async (transaction) => {
    const current = await electionAt(data, transaction, orgId, id, expectedVersion);
    if (current.status !== "draft" || current.vote.kind !== "directorElection") {
      throw new ApiError(409, rm.notDraftToNominate);
    }
    const { zone, name } = await organizationZone(data, orgId, transaction);
    const rules = await rulesInEffect(data, orgId, transaction);
    const now = data.clock.now();
    const sent = { ...current, nominationNoticeAt: now.toISOString() };
    const refused = checkElectionTimeline(rules, sent.vote, scheduleOf(sent), zone)[0];
    if (refused) throw new ApiError(409, refused.message);
    const deadline = current.nominationDeadline;
    if (deadline === null || !nominationsOpenAt(new Date(deadline), now)) {
      throw new ApiError(409, rm.nominationDeadlinePast);
    }
    const properties = await propertyVoters(data, orgId, transaction);
    const addresses = new Set(properties.flatMap((property) => property.emails));
    const subject = `Nominations are open: ${current.title}`;
    const { text, html } = renderEmail({
      organizationName: name,
      preheader: subject,
      heading: subject,
      paragraphs: [
        `${name} elects directors to ${seatsText(current.vote.seats)}. Any member may nominate a candidate, themself or another member, with a statement if they wish.`,
        `Nominations are open until ${longTime(deadline, zone)}. Sign in to the portal and nominate from the election's page: ${portalElectionLink(consoleUrl, id)}`,
      ],
      action: { label: "Nominate a candidate", url: portalElectionLink(consoleUrl, id) },
      footer: `You are receiving this because you are an owner on file with ${name}.`,
    });
    const mailIds = [...addresses].map((to) =>
      queueMail(data, transaction, {
        to,
        message: { subject, text, html },
        orgId,
        kind: "nominationNotice",
        ref: `orgs/${orgId}/elections/${id}`,
      }),
    );
    const updated = saveElection(data, transaction, orgId, { ...sent, status: "nominating" });
    auditElection(data, transaction, orgId, actor, updated, "update", [
      { field: "status", before: current.status, after: updated.status },
      {
        field: "nominationNoticeAt",
        before: current.nominationNoticeAt,
        after: updated.nominationNoticeAt,
      },
    ]);
    return {
      updated,
      rules,
      zone,
      mailIds,
      summary: {
        emails: addresses.size,
        withoutEmail: properties.filter((property) => property.emails.length === 0).length,
      },
    };
  });
  return mailedAnswer(data, orgId, outcome);
}

/** What the caller owns: their linked residents that are owners on file, by property id. */
const ownerships = (residents: { propertyId: string; relationship: string; name: string }[]) =>
  residents
    .filter((resident) => resident.relationship === "Owner")
    .sort((a, b) => a.propertyId.localeCompare(b.propertyId));

/** 404 for a draft (the board's alone); the election otherwise. */
function visibleToResidents(snapshot: DocumentSnapshot): StoredElection {
  if (!snapshot.exists) throw new ApiError(404, apiMessages.notFound);
  const election = electionFromData(snapshot.id, snapshot.data() ?? {});
  if (election.status === "draft") throw new ApiError(404, apiMessages.notFound);
  return election;
}

/**
 * `POST .../me/elections/{id}/nominations`: an owner on file linked to the caller's account
 * nominates someone by name, for the first property they own (404 for anyone else, and for a
 * draft); refused after the nomination deadline (409 naming it) and for a name their property
 * already nominated (409).
 */
export async function nominate(
  data: DataContext,
  access: OrganizationAccess,
  electionId: string,
  request: NominationRequest,
) {
  const { orgId } = access;
  return runTransaction(data, async (transaction) => {
    const residents = await linkedResidentsIn(transaction, data.db, orgId, access.uid);
    const owner = ownerships(residents)[0];
    if (!owner) throw new ApiError(404, apiMessages.notFound);
    const election = visibleToResidents(
      await transaction.get(electionRef(data.db, orgId, electionId)),
    );
    const zone = election.zone ?? (await organizationZone(data, orgId, transaction)).zone;
    const now = data.clock.now();
    const deadline = election.nominationDeadline ? new Date(election.nominationDeadline) : null;
    if (deadline === null) throw new ApiError(409, rm.notNominating);
    if (election.status !== "nominating" || !nominationsOpenAt(deadline, now)) {
      throw new ApiError(409, nominationsClosedMessage(deadline, zone));
    }
    const collection = nominationsCollection(data.db, orgId, electionId);
    const [property, fromProperty] = await Promise.all([
      transaction.get(propertyRef(data.db, orgId, owner.propertyId)),
      transaction.get(collection.where("nominatedBy.propertyId", "==", owner.propertyId)),
    ]);
    const key = nomineeKey(request.name);
    if (fromProperty.docs.some((doc) => nomineeKey(String(doc.get("name") ?? "")) === key)) {
      throw new ApiError(409, nm.nominatedTwice, {}, { name: nm.nominatedTwice });
    }
    const ref = collection.doc();
    const nomination: StoredNomination = {
      id: ref.id,
      name: request.name,
      statement: request.statement,
      nominatedBy: {
        uid: access.uid,
        name: owner.name,
        propertyId: owner.propertyId,
        property: property.exists ? propertyLabel(toProperty(property)) : "",
      },
      at: now.toISOString(),
      status: "pending",
      decidedAt: null,
      reason: "",
    };
    const { id: _id, ...stored } = nomination;
    transaction.create(ref, { ...stored, at: Timestamp.fromDate(now) });
    return nomination;
  });
}

/** `GET .../me/elections/{id}/nominations`: the caller's own nominations, oldest first. */
export async function ownNominations(
  data: DataContext,
  access: OrganizationAccess,
  electionId: string,
) {
  const { orgId } = access;
  visibleToResidents(await data.call(electionRef(data.db, orgId, electionId).get()));
  const snapshot = await data.call(
    nominationsCollection(data.db, orgId, electionId)
      .where("nominatedBy.uid", "==", access.uid)
      .get(),
  );
  return {
    items: snapshot.docs.map((doc) => nominationFromData(doc.id, doc.data())).sort(byTime),
  };
}

/** `GET .../elections/{id}/nominations`: every nomination, oldest first (the board). */
export async function listNominations(data: DataContext, orgId: string, electionId: string) {
  const election = await data.call(electionRef(data.db, orgId, electionId).get());
  if (!election.exists) throw new ApiError(404, apiMessages.notFound);
  const snapshot = await data.call(nominationsCollection(data.db, orgId, electionId).get());
  return {
    items: snapshot.docs.map((doc) => nominationFromData(doc.id, doc.data())).sort(byTime),
  };
}

/**
 * The vote with the nominee among its candidates: added last with a new id, or left as it is when
 * a candidate of that name (compared as `nomineeKey` does) is already on it.
 */
export function withCandidate(vote: Vote, name: string): Vote {
  if (vote.kind !== "directorElection") return vote;
  const key = nomineeKey(name);
  if (vote.candidates.some((candidate) => nomineeKey(candidate.name) === key)) return vote;
  const used = new Set(vote.candidates.map((candidate) => candidate.id));
  let index = vote.candidates.length + 1;
  while (used.has(`c${index}`)) index += 1;
  const candidate: Candidate = { id: `c${index}`, name };
  return { ...vote, candidates: [...vote.candidates, candidate] };
}

/**
 * `POST .../nominations/{id}/accept` or `/decline` (If-Match on the election): only while
 * nominations are open and the nomination is pending (409); accepting adds the nominee to the
 * vote's candidates (once per name), declining keeps the reason. Audited on the election.
 */
export async function decideNomination(
  data: DataContext,
  orgId: string,
  electionId: string,
  nominationId: string,
  decision: { accept: true } | ({ accept: false } & DeclineNomination),
  expectedVersion: number,
  actor: Caller,
) {
  const outcome = await runTransaction(data, async (transaction) => {
    const current = await electionAt(data, transaction, orgId, electionId, expectedVersion);
    const ref = nominationsCollection(data.db, orgId, electionId).doc(nominationId);
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new ApiError(404, apiMessages.notFound);
    if (current.status !== "nominating") throw new ApiError(409, rm.notNominating);
    const nomination = nominationFromData(nominationId, snapshot.data() ?? {});
    if (nomination.status !== "pending") throw new ApiError(409, nm.alreadyDecided);
    const { zone } = await organizationZone(data, orgId, transaction);
    const rules = await rulesInEffect(data, orgId, transaction);
    const now = data.clock.now().toISOString();
    const decided: StoredNomination = {
      ...nomination,
      status: decision.accept ? "accepted" : "declined",
      decidedAt: now,
      reason: decision.accept ? "" : decision.reason,
    };
    const vote = decision.accept ? withCandidate(current.vote, nomination.name) : current.vote;
    const changes: AuditChange[] = [
      {
        field: "nominations",
        before: null,
        after: decision.accept
          ? `${nomination.name}: nomination accepted`
          : `${nomination.name}: nomination declined${decided.reason ? ` (${decided.reason})` : ""}`,
      },
      ...changedFields(
        { vote: describeCandidates(current.vote) },
        { vote: describeCandidates(vote) },
        AUDITED_FIELDS.elections,
      ),
    ];
    transaction.update(ref, {
      status: decided.status,
      decidedAt: Timestamp.fromDate(new Date(now)),
      reason: decided.reason,
    });
    const updated = saveElection(data, transaction, orgId, { ...current, vote });
    auditElection(data, transaction, orgId, actor, updated, "update", changes);
    return { updated, decided, rules, zone };
  });
  return {
    nomination: outcome.decided,
    election: await electionResponse(data, orgId, outcome.updated, outcome.rules, outcome.zone),
    version: outcome.updated.version,
  };
}

const describeCandidates = (vote: Vote) =>
  vote.kind === "directorElection"
    ? vote.candidates.map((candidate) => candidate.name).join(", ")
    : undefined;
