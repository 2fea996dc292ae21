import { instantIn, localDateIn, type TimeZone } from "@hoa/validation";
import {
  ARC_CATEGORY_LABELS,
  ARC_LIST_ORDER,
  ARC_REMINDER_DAYS_BEFORE,
  ARC_STATUS_LABELS,
  ARC_VOTE_LABELS,
  arcConditionsOf,
  arcDaysLeft,
  arcMessages as m,
  arcResponseDeadline,
  boardOutcome,
  boardVotersFor,
  canMoveArc,
  isArcReminderDay,
  tallyArcVotes,
  type ArcChange,
  type ArcCreate,
  type ArcDecidedBy,
  type ArcNote,
  type ArcReconsideration,
  type ArcStatus,
  type ArcStep,
  type ArcVoteRequest,
  type OwnArcCreate,
} from "@hoa/validation/architectural-review";
import { addDays } from "@hoa/validation";
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { queueMail } from "../../mail/queue.js";
import { writeAuditEntry, type AuditChange } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import {
  dueTimeOverride,
  listPage,
  type FieldOverride,
  type ListDefinition,
  type ListQuery,
} from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { text } from "../../platform/stored-values.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import { readViolationRuleSet } from "../../platform/violation-rules.js";
import { organizationZone } from "../organizations/documents.js";
import { propertyRef } from "../properties/store.js";
import { linkedResidents, linkedResidentsIn } from "../residents/accounts.js";
import { memberRef } from "../members/store.js";
import { letterDate, type LetterDraft } from "../violations/letters.js";
import { letterRecipients } from "../violations/store.js";
import {
  arcCounterRef,
  arcRequestFromData,
  arcRequestRef,
  arcRequestsCollection,
  arcTimelineCollection,
  currentVotes,
  modificationsCollection,
  ownArcRequestFromData,
  storedVoters,
  toArcRequestFor,
  toArcTimelineEntry,
  toModification,
  toOwnArcRequest,
  type ArcLetter,
  type ArcRequest,
  type ArcTimelineEntry,
  type ArcVoteRecord,
  type Modification,
  type OwnArcRequest,
} from "./documents.js";
import {
  arcLetterEmail,
  boardArcLink,
  decisionLetter,
  portalArcLink,
  returnedLetter,
  reviewerEmail,
} from "./letters.js";
import { arcPanels, readArcSettings } from "./settings.js";

const notFound = () => new ApiError(404, m.notFound);

/** "Architectural request 3: Fence at 10 Oak Lane". */
export const arcLabel = (request: Pick<OwnArcRequest, "number" | "category" | "propertyLabel">) =>
  `Architectural request ${request.number}: ${ARC_CATEGORY_LABELS[request.category]} at ${request.propertyLabel}`;

/** The states in which a request waits for votes, and whose. */
const VOTING: Readonly<Partial<Record<ArcStatus, "committee" | "board">>> = {
  submitted: "committee",
  underReview: "committee",
  boardReview: "board",
  reconsiderationRequested: "board",
};

export const arcListDefinition: ListDefinition<ArcRequest> = {
  sorts: { createdAt: "createdAt" },
  order: ARC_LIST_ORDER,
  filters: { status: "status", category: "category", propertyId: "propertyId" },
  searchable: false,
  toItem: toArcRequestFor(""),
};

/** The request job's query: every organization's requests by `remindAt` (a reminder, the deadline). */
export const arcDueOverrides: FieldOverride[] = [
  dueTimeOverride("architecturalRequests", "remindAt"),
];

/** The board's list: each request as the caller sees it (their own vote, never another's). */
export const listArcRequests = (data: DataContext, access: OrganizationAccess, query: ListQuery) =>
  listPage(
    data,
    arcRequestsCollection(data.db, access.orgId),
    {
      ...arcListDefinition,
      toItem: toArcRequestFor(access.uid),
    },
    query,
  );

export async function getArcRequest(
  data: DataContext,
  access: OrganizationAccess,
  id: string,
): Promise<ArcRequest> {
  if (!isDocumentId(id)) throw notFound();
  const snapshot = await data.call(arcRequestRef(data.db, access.orgId, id).get());
  if (!snapshot.exists) throw notFound();
  return toArcRequestFor(access.uid)(snapshot);
}

/** The steps a homeowner sees: not the reviewers' votes nor their reminders. */
const HIDDEN_FROM_HOMEOWNERS: readonly ArcStep[] = ["vote", "reminder"];

async function timelineOf(data: DataContext, orgId: string, id: string) {
  const snapshot = await data.call(
    arcTimelineCollection(data.db, orgId, id).orderBy("seq").limit(500).get(),
  );
  return snapshot.docs.map(toArcTimelineEntry);
}

export async function getArcTimeline(
  data: DataContext,
  access: OrganizationAccess,
  id: string,
): Promise<ArcTimelineEntry[]> {
  await getArcRequest(data, access, id);
  return timelineOf(data, access.orgId, id);
}

/** The properties of the caller's household (the residents linked to their account). */
async function ownProperties(data: DataContext, access: OrganizationAccess) {
  return linkedResidents(data, access);
}

/** The caller's household's requests (the portal), newest first. */
export async function listOwnArcRequests(
  data: DataContext,
  access: OrganizationAccess,
): Promise<OwnArcRequest[]> {
  const properties = [...new Set((await ownProperties(data, access)).map((r) => r.propertyId))];
  const pages = await Promise.all(
    properties.map((propertyId) =>
      data.call(
        arcRequestsCollection(data.db, access.orgId)
          .where("propertyId", "==", propertyId)
          .orderBy("createdAt", "desc")
          .limit(100)
          .get(),
      ),
    ),
  );
  return pages
    .flatMap((page) => page.docs.map(toOwnArcRequest))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One of the caller's household's requests with its timeline as they see it; any other is 404. */
export async function getOwnArcRequest(
  data: DataContext,
  access: OrganizationAccess,
  id: string,
): Promise<{ request: OwnArcRequest; timeline: ArcTimelineEntry[] }> {
  if (!isDocumentId(id)) throw notFound();
  const [snapshot, residents] = await Promise.all([
    data.call(arcRequestRef(data.db, access.orgId, id).get()),
    ownProperties(data, access),
  ]);
  if (!snapshot.exists) throw notFound();
  const request = toOwnArcRequest(snapshot);
  if (!residents.some((resident) => resident.propertyId === request.propertyId)) throw notFound();
  const timeline = (await timelineOf(data, access.orgId, id))
    .filter((entry) => !HIDDEN_FROM_HOMEOWNERS.includes(entry.step))
    .map((entry) => ({ ...entry, note: entry.step === "decided" ? "" : entry.note }));
  return { request, timeline };
}

/** The property's modification record: its approved changes, latest first. */
export async function listModifications(
  data: DataContext,
  orgId: string,
  propertyId: string,
): Promise<Modification[]> {
  if (!isDocumentId(propertyId)) throw new ApiError(404, m.propertyNotFound);
  const [property, snapshot] = await Promise.all([
    data.call(propertyRef(data.db, orgId, propertyId).get()),
    data.call(
      modificationsCollection(data.db, orgId, propertyId)
        .orderBy("approvedAt", "desc")
        .limit(500)
        .get(),
    ),
  ]);
  if (!property.exists) throw new ApiError(404, m.propertyNotFound);
  return snapshot.docs.map(toModification);
}

/** Who acts, as the request records them: a resident by their directory name. */
interface Actor {
  access: OrganizationAccess;
  caller: Caller;
}

const person = (caller: Caller, name?: string) => ({
  uid: caller.uid,
  name: name ?? nameOf(caller, caller.uid),
});

/** A step of the timeline to append. */
interface Step {
  step: ArcStep;
  summary: string;
  note?: string;
  letter?: ArcLetter | null;
}

/** Everything a change of a request works with, read in its transaction. */
interface Change {
  transaction: Transaction;
  ref: DocumentReference;
  snapshot: DocumentSnapshot;
  stored: DocumentData;
  current: OwnArcRequest;
  /** The caller as the request names them (a resident by their directory name). */
  by: { uid: string; name: string } | null;
  orgId: string;
  now: Date;
  zone: TimeZone;
  organizationName: string;
  california: boolean;
}

/** What a change answers: the fields it writes and the steps it appends (with the audit). */
interface Outcome {
  fields: Record<string, unknown>;
  steps: Step[];
  audit: AuditChange[];
}

const statusChange = (before: ArcStatus, after: ArcStatus): AuditChange => ({
  field: "status",
  before: ARC_STATUS_LABELS[before],
  after: ARC_STATUS_LABELS[after],
});

/**
 * Runs one change of a request in a transaction: 404 for an unknown request and, for a resident,
 * for one that is not their household's; 412 when `expectedVersion` (when given) is not the
 * version stored. `work` reads what else it needs, then says what to write; the request gets its
 * next version, its steps and its audit entry, and the caller gets it as they see it.
 */
function changeRequest(
  data: DataContext,
  target: { orgId: string; id: string; expectedVersion: number | null },
  actor: Actor | null,
  work: (change: Change) => Promise<Outcome | null>,
): Promise<DocumentData & { id: string }> {
  const { orgId, id } = target;
  if (!isDocumentId(id)) return Promise.reject(notFound());
  const ref = arcRequestRef(data.db, orgId, id);
  return runTransaction(data, async (transaction) => {
    const [snapshot, residents] = await Promise.all([
      transaction.get(ref),
      actor?.access.isResident
        ? linkedResidentsIn(transaction, data.db, orgId, actor.access.uid)
        : Promise.resolve(null),
    ]);
    if (!snapshot.exists) throw notFound();
    const stored = snapshot.data() ?? {};
    const current = ownArcRequestFromData(id, stored);
    const resident = residents?.find((r) => r.propertyId === current.propertyId);
    if (residents && !resident) throw notFound();
    if (target.expectedVersion !== null) assertVersion(current.version, target.expectedVersion);
    const { zone, name } = await organizationZone(data, orgId, transaction);
    const ruleSet = await readViolationRuleSet(data, orgId, transaction);
    const now = data.clock.now();
    const outcome = await work({
      transaction,
      ref,
      snapshot,
      stored,
      current,
      by: actor ? person(actor.caller, resident?.name) : null,
      orgId,
      now,
      zone,
      organizationName: name,
      california: ruleSet.id === "california",
    });
    if (outcome === null) return { ...stored, id };
    const at = Timestamp.fromDate(now);
    let count = Number(stored.timelineCount) || 0;
    for (const step of outcome.steps) {
      count += 1;
      transaction.create(ref.collection("timeline").doc(String(count).padStart(4, "0")), {
        seq: count,
        step: step.step,
        at,
        by:
          step.step === "reminder" || step.step === "deadlinePassed"
            ? null
            : actor
              ? person(actor.caller, resident?.name)
              : null,
        summary: step.summary,
        note: step.note ?? "",
        letter: step.letter ?? null,
      });
    }
    const version = current.version + 1;
    const written = { ...outcome.fields, timelineCount: count, version, updatedAt: at };
    transaction.update(ref, written);
    // The job's own changes (a deadline) are told by the timeline, with no one to name.
    if (actor && outcome.audit.length > 0) {
      writeAuditEntry(data, transaction, {
        orgId,
        actor: actor.caller,
        action: "update",
        resource: "architecturalRequests",
        resourceId: id,
        label: arcLabel(current),
        changes: outcome.audit,
      });
    }
    return { ...stored, ...written, id };
  });
}

/** The request as the caller sees it: the board's view, or the homeowner's. */
const answerFor = (access: OrganizationAccess | null) => (stored: DocumentData & { id: string }) =>
  access?.isResident
    ? ownArcRequestFromData(stored.id, stored)
    : arcRequestFromData(stored.id, stored, access?.uid ?? "");

/** The property a request is made for: the board names it; a resident's is their household's. */
async function propertyFor(
  data: DataContext,
  transaction: Transaction,
  access: OrganizationAccess,
  asked: string,
) {
  const refused = () =>
    new ApiError(400, m.propertyNotFound, {}, { propertyId: m.propertyNotFound });
  let propertyId = asked;
  let residentName: string | undefined;
  if (access.isResident) {
    const residents = await linkedResidentsIn(transaction, data.db, access.orgId, access.uid);
    const properties = [...new Set(residents.map((r) => r.propertyId))];
    if (propertyId === "" && properties.length === 1) propertyId = properties[0] ?? "";
    const resident = residents.find((r) => r.propertyId === propertyId);
    if (!resident) {
      throw new ApiError(400, m.propertyRequired, {}, { propertyId: m.propertyRequired });
    }
    residentName = resident.name;
  }
  if (!isDocumentId(propertyId)) throw refused();
  const property = await transaction.get(propertyRef(data.db, access.orgId, propertyId));
  if (!property.exists) throw refused();
  const unit = text(property.get("unit"));
  return {
    propertyId,
    propertyLabel: `${text(property.get("address"))}${unit ? `, ${unit}` : ""}`,
    residentName,
  };
}

const changeFields = (change: ArcChange) => ({
  category: change.category,
  title: change.title,
  description: change.description,
  plannedStart: change.plannedStart,
  plannedEnd: change.plannedEnd,
  contractor: change.contractor,
});

/**
 * A new request, as a draft: an administrator's for any property (on the homeowner's behalf), a
 * resident's for their household's (the one they name when they have more than one).
 */
export function createArcRequest(
  data: DataContext,
  access: OrganizationAccess,
  caller: Caller,
  request: ArcCreate | OwnArcCreate,
): Promise<ArcRequest | OwnArcRequest> {
  const { db } = data;
  const ref = arcRequestsCollection(db, access.orgId).doc();
  return runTransaction(data, async (transaction) => {
    const property = await propertyFor(data, transaction, access, request.propertyId);
    const counter = await transaction.get(arcCounterRef(db, access.orgId));
    const settings = await readArcSettings(data, access.orgId, transaction);
    const number = (counter.exists ? Number(counter.get("last")) || 0 : 0) + 1;
    const at = Timestamp.fromDate(data.clock.now());
    const by = person(caller, property.residentName);
    const stored = {
      number,
      status: "draft",
      propertyId: property.propertyId,
      propertyLabel: property.propertyLabel,
      ...changeFields(request),
      createdBy: by,
      onBehalf: !access.isResident,
      submittedAt: null,
      deadline: null,
      responseDays: settings.responseDays,
      deadlineOutcome: settings.deadlineOutcome,
      stage: null,
      voters: [],
      votes: {},
      rounds: [],
      revealedRounds: 0,
      decision: null,
      reconsideration: null,
      attachments: [],
      remindAt: null,
      lastReminderOn: null,
      timelineCount: 1,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    transaction.set(arcCounterRef(db, access.orgId), { last: number });
    transaction.create(ref, stored);
    transaction.create(ref.collection("timeline").doc("0001"), {
      seq: 1,
      step: "created",
      at,
      by,
      summary: access.isResident
        ? `Draft started by ${by.name}`
        : `Draft started by ${by.name} for the homeowner`,
      note: "",
      letter: null,
    });
    const current = ownArcRequestFromData(ref.id, stored);
    writeAuditEntry(data, transaction, {
      orgId: access.orgId,
      actor: caller,
      action: "create",
      resource: "architecturalRequests",
      resourceId: ref.id,
      label: arcLabel(current),
      changes: [
        { field: "property", before: null, after: current.propertyLabel },
        { field: "category", before: null, after: ARC_CATEGORY_LABELS[current.category] },
        { field: "title", before: null, after: current.title },
        { field: "status", before: null, after: ARC_STATUS_LABELS.draft },
      ],
    });
    return answerFor(access)({ ...stored, id: ref.id });
  });
}

/** Changes a draft or a request returned for more information (If-Match). */
export async function updateArcRequest(
  data: DataContext,
  target: { orgId: string; id: string; expectedVersion: number },
  actor: Actor,
  change: ArcChange,
) {
  const stored = await changeRequest(data, target, actor, async ({ current }) => {
    if (current.status !== "draft" && current.status !== "returned") {
      throw new ApiError(409, m.notEditable);
    }
    const next = changeFields(change);
    const audit = (Object.keys(next) as (keyof typeof next)[])
      .filter((field) => next[field] !== current[field])
      .map((field) => ({
        field,
        before: field === "category" ? ARC_CATEGORY_LABELS[current.category] : current[field],
        after: field === "category" ? ARC_CATEGORY_LABELS[next.category] : next[field],
      }));
    return { fields: next, steps: [], audit };
  });
  return answerFor(actor.access)(stored);
}

/** The moments the request's job wakes for, from the deadline: each reminder day, then the day after. */
function wakeUps(deadline: string, zone: TimeZone): Date[] {
  return [
    ...ARC_REMINDER_DAYS_BEFORE.map((days) => instantIn(addDays(deadline, -days), "00:00", zone)),
    instantIn(addDays(deadline, 1), "00:00", zone),
  ];
}

/** The next wake-up after `now`, or null when none is left. */
const nextWakeUp = (deadline: string, zone: TimeZone, now: Date): Timestamp | null => {
  const next = wakeUps(deadline, zone).find((at) => at.getTime() > now.getTime());
  return next ? Timestamp.fromDate(next) : null;
};

/** Emails each voter (with an address on the members list) that the request awaits them. */
async function emailVoters(
  data: DataContext,
  change: Change,
  voters: readonly { uid: string }[],
  input: {
    request: OwnArcRequest;
    stage: "committee" | "board";
    reminder: boolean;
    consoleUrl: string;
    deadline: string | null;
  },
): Promise<() => void> {
  const members =
    voters.length === 0
      ? []
      : await change.transaction.getAll(
          ...voters.map((voter) => memberRef(data.db, change.orgId, voter.uid)),
        );
  return () => {
    for (const member of members) {
      const to = text(member.get("email")).trim();
      if (!member.exists || to === "") continue;
      queueMail(data, change.transaction, {
        to,
        message: reviewerEmail({
          organizationName: change.organizationName,
          request: { ...input.request, deadline: input.deadline },
          stage: input.stage,
          reminder: input.reminder,
          link: boardArcLink(input.consoleUrl, input.request.id),
        }),
        orgId: change.orgId,
        kind: input.reminder ? "architecturalReminder" : "architecturalReview",
        ref: `orgs/${change.orgId}/architecturalRequests/${input.request.id}`,
      });
    }
  };
}

/**
 * Submits a draft (or a request returned for more information) to the committee: the committee
 * as the settings name it now votes, the response time starts (its deadline in the organization's
 * zone), and each member of the committee is emailed. 409 without a committee.
 */
export async function submitArcRequest(
  data: DataContext,
  target: { orgId: string; id: string; expectedVersion: number },
  actor: Actor,
  note: ArcNote,
  consoleUrl: string,
) {
  const stored = await changeRequest(data, target, actor, async (change) => {
    const { current, now, zone, transaction } = change;
    if (!canMoveArc(current.status, "submitted")) throw new ApiError(409, m.notSubmittable);
    const settings = await readArcSettings(data, target.orgId, transaction);
    const { committee } = await arcPanels(data, target.orgId, settings, transaction);
    if (committee.length === 0) throw new ApiError(409, m.noCommittee);
    const deadline = arcResponseDeadline(now, settings.responseDays, zone);
    const send = await emailVoters(data, change, committee, {
      request: current,
      stage: "committee",
      reminder: false,
      consoleUrl,
      deadline,
    });
    send();
    const again = current.status === "returned";
    return {
      fields: {
        status: "submitted",
        submittedAt: Timestamp.fromDate(now),
        deadline,
        responseDays: settings.responseDays,
        deadlineOutcome: settings.deadlineOutcome,
        stage: "committee",
        voters: committee,
        votes: {},
        remindAt: nextWakeUp(deadline, zone, now),
        lastReminderOn: null,
      },
      steps: [
        {
          step: "submitted",
          summary: `${again ? "Submitted again" : "Submitted"} by ${change.by?.name ?? "the board"}: the association answers by ${letterDate(deadline)}`,
          note: note.note,
        },
      ],
      audit: [statusChange(current.status, "submitted")],
    };
  });
  return answerFor(actor.access)(stored);
}

/** Where a letter goes: the owners on file with an email, else every resident with one. */
async function lettersTo(data: DataContext, change: Change): Promise<string[]> {
  return letterRecipients(data, change.transaction, change.orgId, change.current.propertyId);
}

/** A letter queued by email to each recipient, and as the timeline keeps it. */
function sendLetter(
  data: DataContext,
  change: Change,
  draft: LetterDraft,
  recipients: readonly string[],
  consoleUrl: string,
): ArcLetter {
  const message = arcLetterEmail(
    draft,
    change.organizationName,
    portalArcLink(consoleUrl, change.current.id),
  );
  for (const to of recipients) {
    queueMail(data, change.transaction, {
      to,
      message,
      orgId: change.orgId,
      kind: "architecturalLetter",
      ref: `orgs/${change.orgId}/architecturalRequests/${change.current.id}`,
    });
  }
  return { ...draft, sentTo: [...recipients] };
}

/** The current stage's votes as a past round, for the request's `rounds`. */
const roundOf = (stage: "committee" | "board", votes: readonly ArcVoteRecord[]) => ({
  stage,
  votes: votes.map((vote) => ({
    uid: vote.uid,
    name: vote.name,
    vote: vote.vote,
    comment: vote.comment,
    at: Timestamp.fromDate(new Date(vote.at)),
  })),
});

const storedRounds = (stored: DocumentData): unknown[] =>
  Array.isArray(stored.rounds) ? stored.rounds : [];

/**
 * Decides the request: the decision's fields, the letter to the owners, the modification record
 * for an approval, and the steps. Reads first (the recipients), then writes.
 */
async function decide(
  data: DataContext,
  change: Change,
  decision: {
    status: "approved" | "approvedWithConditions" | "denied";
    decidedBy: ArcDecidedBy;
    conditions: string[];
    reasons: string[];
    summary: string;
  },
  consoleUrl: string,
  fields: Record<string, unknown>,
): Promise<Outcome> {
  const { current, now, transaction } = change;
  const recipients = await lettersTo(data, change);
  const final = decision.status === "denied" && current.reconsideration !== null;
  const draft = decisionLetter(
    current,
    { organizationName: change.organizationName, california: change.california },
    { ...decision, final },
  );
  const letter = sendLetter(data, change, draft, recipients, consoleUrl);
  const at = Timestamp.fromDate(now);
  if (decision.status !== "denied") {
    transaction.set(
      modificationsCollection(data.db, change.orgId, current.propertyId).doc(current.id),
      {
        number: current.number,
        category: current.category,
        title: current.title,
        description: current.description,
        plannedStart: current.plannedStart,
        plannedEnd: current.plannedEnd,
        conditions: decision.conditions,
        decidedBy: decision.decidedBy,
        approvedAt: at,
      },
    );
  }
  const rounds = Array.isArray(fields.rounds) ? fields.rounds : storedRounds(change.stored);
  return {
    fields: {
      ...fields,
      status: decision.status,
      stage: null,
      voters: [],
      votes: {},
      rounds,
      revealedRounds: rounds.length,
      remindAt: null,
      decision: {
        status: decision.status,
        decidedBy: decision.decidedBy,
        decidedAt: at,
        conditions: decision.conditions,
        reasons: decision.reasons,
      },
    },
    steps: [
      {
        step: "decided",
        summary: `${decision.summary}; decision letter sent${recipients.length === 1 ? ` to ${recipients[0]}` : ` to ${recipients.length} residents`}`,
        letter,
      },
    ],
    audit: [
      statusChange(current.status, decision.status),
      { field: "decision", before: null, after: ARC_STATUS_LABELS[decision.status] },
    ],
  };
}

/** The board's voters for a request: the directors, less those who sat on its committee. */
async function boardVoters(data: DataContext, change: Change) {
  const settings = await readArcSettings(data, change.orgId, change.transaction);
  const { directors } = await arcPanels(data, change.orgId, settings, change.transaction);
  const committee = storedRounds(change.stored)
    .filter((round) => (round as { stage?: unknown }).stage === "committee")
    .flatMap((round) => {
      const votes = (round as { votes?: unknown }).votes;
      return Array.isArray(votes) ? votes.map((vote) => text((vote as { uid?: unknown }).uid)) : [];
    });
  const committeeNow = storedVoters(change.stored.voters).map((voter) => voter.uid);
  const stepsAside = [
    ...new Set([...committee, ...(change.stored.stage === "committee" ? committeeNow : [])]),
  ];
  const eligible = boardVotersFor(
    directors.map((director) => director.uid),
    stepsAside,
  );
  // When every director sat on the committee, nobody could step aside and leave a board: they all vote.
  const uids = eligible.length > 0 ? eligible : directors.map((director) => director.uid);
  return directors.filter((director) => uids.includes(director.uid));
}

/** Sends the request to the board (a deadlock, an escalation, a reconsideration): its directors vote. */
async function toBoard(
  data: DataContext,
  change: Change,
  status: "boardReview" | "reconsiderationRequested",
  fields: Record<string, unknown>,
  consoleUrl: string,
) {
  const voters = await boardVoters(data, change);
  const send = await emailVoters(data, change, voters, {
    request: change.current,
    stage: "board",
    reminder: false,
    consoleUrl,
    deadline: null,
  });
  send();
  return {
    ...fields,
    status,
    stage: "board",
    voters,
    votes: {},
    remindAt: null,
  };
}

/**
 * A reviewer's vote (not made to a version: every reviewer votes on what they read, and the last
 * vote decides whoever casts it). Refused when the request is not waiting for votes (409), to
 * anyone who does not vote on it (403), and a second time (409). The last vote of the stage
 * decides: the committee's majority approves, approves with conditions, denies or returns it; a
 * deadlock goes to the board; the board's majority decides, and a board without a majority to
 * approve has not approved. Each request is decided once, whoever votes last.
 */
export async function voteOnArcRequest(
  data: DataContext,
  target: { orgId: string; id: string },
  actor: Actor,
  request: ArcVoteRequest,
  consoleUrl: string,
) {
  const stored = await changeRequest(
    data,
    { ...target, expectedVersion: null },
    actor,
    async (change) => {
      const { current, stored, now } = change;
      const stage = VOTING[current.status];
      if (!stage || stored.stage !== stage) throw new ApiError(409, m.notVoting);
      const voters = storedVoters(stored.voters);
      const voter = voters.find((candidate) => candidate.uid === actor.caller.uid);
      if (!voter) throw new ApiError(403, m.notAReviewer);
      const votes = currentVotes(stored);
      if (votes.some((vote) => vote.uid === voter.uid)) throw new ApiError(409, m.alreadyVoted);
      if (stage === "board" && request.vote === "return") {
        throw new ApiError(400, m.voteNotForBoard, {}, { vote: m.voteNotForBoard });
      }
      const cast: ArcVoteRecord = {
        uid: voter.uid,
        name: voter.name,
        vote: request.vote,
        comment: request.comment,
        at: now.toISOString(),
      };
      const all = [...votes, cast];
      const voteStep: Step = {
        step: "vote",
        summary: `${all.length} of ${voters.length} ${stage === "board" ? "directors" : "reviewers"} ${all.length === 1 ? "has" : "have"} voted`,
      };
      const storedVote = {
        name: cast.name,
        vote: cast.vote,
        comment: cast.comment,
        at: Timestamp.fromDate(now),
      };
      const firstVote =
        current.status === "submitted" ? [statusChange("submitted", "underReview")] : [];
      if (all.length < voters.length) {
        return {
          fields: {
            votes: { ...(stored.votes as Record<string, unknown>), [voter.uid]: storedVote },
            ...(current.status === "submitted" ? { status: "underReview" } : {}),
          },
          steps: [voteStep],
          audit: firstVote,
        };
      }
      // The last vote: the stage's outcome.
      const rounds = [...storedRounds(stored), roundOf(stage, all)];
      const comments = (kind: ArcVoteRequest["vote"]) =>
        all
          .filter((vote) => vote.vote === kind)
          .map((vote) => vote.comment.trim())
          .filter(Boolean);
      const conditions = comments("approveWithConditions").flatMap(arcConditionsOf);
      const reasons = comments("deny");
      const decidedBy = stage === "board" ? "board" : "committee";
      const outcome =
        stage === "board"
          ? boardOutcome(all.map((v) => v.vote))
          : tallyArcVotes(all.map((v) => v.vote)).outcome;
      const counts = tallyArcVotes(all.map((v) => v.vote)).counts;
      const countWords = (Object.keys(counts) as (keyof typeof counts)[])
        .filter((vote) => counts[vote] > 0)
        .map((vote) => `${counts[vote]} ${ARC_VOTE_LABELS[vote].toLowerCase()}`)
        .join(", ");
      const who = stage === "board" ? "The board" : "The committee";
      if (outcome === "deadlocked") {
        const fields = await toBoard(data, change, "boardReview", { rounds }, consoleUrl);
        return {
          fields,
          steps: [
            voteStep,
            {
              step: "boardReview",
              summary: `The committee is deadlocked (${countWords}): sent to the board`,
            },
          ],
          audit: [statusChange(current.status, "boardReview")],
        };
      }
      if (outcome === "returned") {
        const recipients = await lettersTo(data, change);
        const draft = returnedLetter(
          current,
          { organizationName: change.organizationName, california: change.california },
          comments("return"),
        );
        const letter = sendLetter(data, change, draft, recipients, consoleUrl);
        return {
          fields: {
            status: "returned",
            stage: null,
            voters: [],
            votes: {},
            rounds,
            remindAt: null,
          },
          steps: [
            voteStep,
            {
              step: "returned",
              summary: `Returned for more information (${countWords}); letter sent`,
              letter,
            },
          ],
          audit: [statusChange(current.status, "returned")],
        };
      }
      if (outcome === "denied" && reasons.length === 0) {
        reasons.push(`${who} did not approve the request.`);
      }
      const decided = await decide(
        data,
        change,
        {
          status: outcome,
          decidedBy,
          conditions: outcome === "approvedWithConditions" ? conditions : [],
          reasons: outcome === "denied" ? reasons : [],
          summary: `${who} decided: ${ARC_STATUS_LABELS[outcome]} (${countWords})`,
        },
        consoleUrl,
        { rounds },
      );
      return { ...decided, steps: [voteStep, ...decided.steps] };
    },
  );
  return answerFor(actor.access)(stored);
}

/** Withdraws a request before its decision (If-Match): the homeowner's or the board's. */
export async function withdrawArcRequest(
  data: DataContext,
  target: { orgId: string; id: string; expectedVersion: number },
  actor: Actor,
  note: ArcNote,
) {
  const stored = await changeRequest(data, target, actor, async ({ current, by }) => {
    if (!canMoveArc(current.status, "withdrawn")) throw new ApiError(409, m.notWithdrawable);
    return {
      fields: { status: "withdrawn", stage: null, voters: [], votes: {}, remindAt: null },
      steps: [
        { step: "withdrawn", summary: `Withdrawn by ${by?.name ?? "the board"}`, note: note.note },
      ],
      audit: [statusChange(current.status, "withdrawn")],
    };
  });
  return answerFor(actor.access)(stored);
}

/**
 * Asks the board to reconsider a denial (If-Match), once: the directors who did not sit on the
 * committee vote, and their decision is final.
 */
export async function reconsiderArcRequest(
  data: DataContext,
  target: { orgId: string; id: string; expectedVersion: number },
  actor: Actor,
  request: ArcReconsideration,
  consoleUrl: string,
) {
  const stored = await changeRequest(data, target, actor, async (change) => {
    const { current, now, by } = change;
    if (current.status !== "denied") throw new ApiError(409, m.reconsiderationOnlyAfterDenial);
    if (current.reconsideration || current.decision?.decidedBy === "board") {
      throw new ApiError(409, m.reconsiderationOnce);
    }
    const fields = await toBoard(
      data,
      change,
      "reconsiderationRequested",
      {
        reconsideration: { reason: request.reason, at: Timestamp.fromDate(now), by },
      },
      consoleUrl,
    );
    return {
      fields,
      steps: [
        {
          step: "reconsiderationRequested",
          summary: `Reconsideration asked by ${by?.name ?? "the board"}: the board decides`,
          note: request.reason,
        },
      ],
      audit: [statusChange(current.status, "reconsiderationRequested")],
    };
  });
  return answerFor(actor.access)(stored);
}

/** Requests handled per run of the job at most; the rest are still due at the next run. */
export const ARC_REQUESTS_PER_RUN = 50;

/**
 * The architectural review job: each request whose wake-up is due (`remindAt`) is reminded (its
 * reviewers who have not voted get an email on the 7th and 2nd day before the deadline) or, once
 * its deadline has passed undecided, takes the outcome its organization set: deemed approved,
 * deemed denied (each with its letter), or sent to the board. Returns how many requests it
 * changed. Safe to repeat and to overlap: each request moves in its own transaction, which
 * checks that it is still due.
 */
export async function runArcDeadlines(data: DataContext, consoleUrl: string): Promise<number> {
  const due = await data.call(
    data.db
      .collectionGroup("architecturalRequests")
      .where("remindAt", "<=", Timestamp.fromDate(data.clock.now()))
      .orderBy("remindAt")
      .limit(ARC_REQUESTS_PER_RUN)
      .get(),
  );
  let changed = 0;
  for (const doc of due.docs) {
    const orgId = doc.ref.parent.parent?.id;
    if (!orgId) continue;
    await changeRequest(
      data,
      { orgId, id: doc.id, expectedVersion: null },
      null,
      async (change) => {
        const { stored, current, now, zone } = change;
        const remindAt: unknown = stored.remindAt;
        if (!(remindAt instanceof Timestamp) || remindAt.toMillis() > now.getTime()) return null;
        const stage = VOTING[current.status];
        if (stage !== "committee" || current.deadline === null) {
          return { fields: { remindAt: null }, steps: [], audit: [] };
        }
        changed += 1;
        const deadline = current.deadline;
        const left = arcDaysLeft(deadline, now, zone);
        if (left < 0) {
          const outcome = current.deadlineOutcome;
          const passed: Step = {
            step: "deadlinePassed",
            summary: `The response time of ${current.responseDays} days passed on ${letterDate(deadline)} without a decision`,
          };
          const rounds = [...storedRounds(stored), roundOf("committee", currentVotes(stored))];
          if (outcome === "escalated") {
            const fields = await toBoard(data, change, "boardReview", { rounds }, consoleUrl);
            return {
              fields,
              steps: [
                passed,
                { step: "boardReview", summary: "Sent to the board, as the procedure says" },
              ],
              audit: [statusChange(current.status, "boardReview")],
            };
          }
          const status = outcome === "deemedApproved" ? "approved" : "denied";
          const decided = await decide(
            data,
            change,
            {
              status,
              decidedBy: "deadline",
              conditions: [],
              reasons:
                status === "denied"
                  ? [
                      `The committee did not decide within the maximum response time of ${current.responseDays} days.`,
                    ]
                  : [],
              summary: `${status === "approved" ? "Deemed approved" : "Deemed denied"}, as the procedure says`,
            },
            consoleUrl,
            { rounds },
          );
          return { ...decided, steps: [passed, ...decided.steps] };
        }
        const today = localDateIn(now, zone);
        const next = nextWakeUp(deadline, zone, now);
        if (!isArcReminderDay(deadline, now, zone) || stored.lastReminderOn === today) {
          return { fields: { remindAt: next }, steps: [], audit: [] };
        }
        const voted = new Set(currentVotes(stored).map((vote) => vote.uid));
        const waiting = storedVoters(stored.voters).filter((voter) => !voted.has(voter.uid));
        const send = await emailVoters(data, change, waiting, {
          request: current,
          stage: "committee",
          reminder: true,
          consoleUrl,
          deadline,
        });
        send();
        return {
          fields: { remindAt: next, lastReminderOn: today },
          steps: [
            {
              step: "reminder",
              summary: `Reminder sent to ${waiting.length} ${waiting.length === 1 ? "reviewer" : "reviewers"}: ${left} days left`,
            },
          ],
          audit: [],
        };
      },
    );
  }
  return changed;
}
