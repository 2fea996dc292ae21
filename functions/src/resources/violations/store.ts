import { formatCents, instantIn, localDateIn, parseCents, type TimeZone } from "@hoa/validation";
import {
  checkFine,
  checkFiningCommittee,
  checkHearingDate,
  cureDeadline,
  type ViolationRuleSet,
} from "@hoa/validation/violation-rules";
import {
  APPEAL_RESULT_LABELS,
  VIOLATION_DECISION_LABELS,
  VIOLATION_LIST_ORDER,
  fineWords,
  VIOLATION_STATUS_LABELS,
  violationMessages as m,
  type AppealRequest,
  type DecisionRequest,
  type HearingRequest,
  type ReportViolationRequest,
  type ViolationNoteRequest,
  type ViolationStatus,
  type ViolationStep,
} from "@hoa/validation/violations";
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { queueMail } from "../../mail/queue.js";
import { writeAuditEntry } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import {
  changeItem,
  readItem,
  type ItemChange,
  type ItemCollection,
} from "../../platform/items.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import { text } from "../../platform/stored-values.js";
import { runTransaction } from "../../platform/transactions.js";
import { readViolationRuleSet } from "../../platform/violation-rules.js";
import { prepareReversal } from "../billing/entries.js";
import { prepareFine } from "../billing/fines.js";
import { eventStartLabel } from "../events/email.js";
import { organizationZone } from "../organizations/documents.js";
import { propertyRef } from "../properties/store.js";
import { residentsCollection } from "../residents/documents.js";
import { categoryRef, toViolationCategory } from "../violation-categories/store.js";
import {
  timelineCollection,
  timelineId,
  toTimelineEntry,
  toViolation,
  violationCounterRef,
  violationFromData,
  violationRef,
  violationsCollection,
  type TimelineEntry,
  type Violation,
  type ViolationLetter,
} from "./documents.js";
import {
  courtesyNoticeLetter,
  decisionNoticeLetter,
  hearingNoticeLetter,
  appealResultLetter,
  letterDate,
  letterEmail,
  portalViolationLink,
  type LetterDraft,
} from "./letters.js";

const notFound = () => new ApiError(404, m.notFound);

/** How a violation is read and changed made to a version (its audit entries are its own). */
const violationItems: ItemCollection<Violation> = {
  ref: violationRef,
  toItem: toViolation,
  notFound,
  audit: {
    resource: "violations",
    fields: [],
    describe: (violation) => ({ label: violationLabel(violation), state: {} }),
  },
};

/** "Violation 12: Parking at 10 Oak Lane, 2". */
const violationLabel = (violation: Pick<Violation, "number" | "category" | "propertyLabel">) =>
  `Violation ${violation.number}: ${violation.category.name} at ${violation.propertyLabel}`;

export const violationListDefinition: ListDefinition<Violation> = {
  sorts: { createdAt: "createdAt" },
  order: VIOLATION_LIST_ORDER,
  filters: { status: "status", propertyId: "propertyId", categoryId: "category.id" },
  searchable: false,
  toItem: toViolation,
};

export const listViolations = (data: DataContext, orgId: string, query: ListQuery) =>
  listPage(data, violationsCollection(data.db, orgId), violationListDefinition, query);

export const getViolation = (data: DataContext, orgId: string, id: string) =>
  readItem(data, violationItems, orgId, id);

/** Its whole timeline, oldest first (a violation has tens of steps, not thousands). */
export async function getTimeline(
  data: DataContext,
  orgId: string,
  id: string,
): Promise<TimelineEntry[]> {
  await getViolation(data, orgId, id);
  const snapshot = await data.call(
    timelineCollection(data.db, orgId, id).orderBy("seq").limit(500).get(),
  );
  return snapshot.docs.map(toTimelineEntry);
}

const person = (actor: Caller) => ({ uid: actor.uid, name: nameOf(actor, actor.uid) });

/** A step appended to the timeline of the violation `ref`, as its `count`-th plus one. */
interface Step {
  step: ViolationStep;
  summary: string;
  note?: string;
  letter?: ViolationLetter | null;
  ledgerEntryId?: string | null;
}

function appendSteps(
  transaction: Transaction,
  ref: DocumentReference,
  count: number,
  by: Caller | null,
  now: Timestamp,
  steps: readonly Step[],
): number {
  steps.forEach((step, index) => {
    const seq = count + index + 1;
    transaction.create(ref.collection("timeline").doc(timelineId(seq)), {
      seq,
      step: step.step,
      at: now,
      by: by ? person(by) : null,
      summary: step.summary,
      note: step.note ?? "",
      letter: step.letter ?? null,
      ledgerEntryId: step.ledgerEntryId ?? null,
    });
  });
  return count + steps.length;
}

function audit(
  data: DataContext,
  transaction: Transaction,
  target: { orgId: string; id: string; actor: Caller },
  violation: Pick<Violation, "number" | "category" | "propertyLabel">,
  action: "create" | "update",
  changes: { field: string; before: unknown; after: unknown }[],
): void {
  writeAuditEntry(data, transaction, {
    orgId: target.orgId,
    actor: target.actor,
    action,
    resource: "violations",
    resourceId: target.id,
    label: violationLabel(violation),
    changes,
  });
}

const statusChange = (before: ViolationStatus, after: ViolationStatus) => ({
  field: "status",
  before: VIOLATION_STATUS_LABELS[before],
  after: VIOLATION_STATUS_LABELS[after],
});

/**
 * Reports a violation at a property in a category: it copies the category (name, rule,
 * description, cure period, fine) and the rule set it is handled under, takes the next number,
 * and starts its timeline.
 */
export function reportViolation(
  data: DataContext,
  orgId: string,
  request: ReportViolationRequest,
  actor: Caller,
): Promise<Violation> {
  const { db } = data;
  const ref = violationsCollection(db, orgId).doc();
  return runTransaction(data, async (transaction) => {
    const refused = (field: string, message: string) =>
      new ApiError(400, message, {}, { [field]: message });
    if (!isDocumentId(request.propertyId)) throw refused("propertyId", m.propertyNotFound);
    if (!isDocumentId(request.categoryId)) throw refused("categoryId", m.categoryNotFound);
    const [property, category, counter] = await transaction.getAll(
      propertyRef(db, orgId, request.propertyId),
      categoryRef(db, orgId, request.categoryId),
      violationCounterRef(db, orgId),
    );
    if (!property?.exists) throw refused("propertyId", m.propertyNotFound);
    if (!category?.exists) throw refused("categoryId", m.categoryNotFound);
    const copied = toViolationCategory(category);
    const { zone } = await organizationZone(data, orgId, transaction);
    const ruleSet = await readViolationRuleSet(data, orgId, transaction);
    const now = data.clock.now();
    if (request.observedOn > localDateIn(now, zone)) {
      throw refused("observedOn", m.observedOnInFuture);
    }
    const number = (counter?.exists ? Number(counter.get("last")) || 0 : 0) + 1;
    const unit = text(property.get("unit"));
    const at = Timestamp.fromDate(now);
    const stored = {
      number,
      status: "reported",
      outcome: null,
      propertyId: request.propertyId,
      propertyLabel: `${text(property.get("address"))}${unit ? `, ${unit}` : ""}`,
      category: {
        id: copied.id,
        name: copied.name,
        rule: copied.rule,
        cureDays: copied.cureDays,
        fineCents: parseCents(copied.fine) ?? 0,
      },
      description: request.description || copied.description,
      location: request.location,
      observedOn: request.observedOn,
      reportedBy: person(actor),
      ruleSet: { id: ruleSet.id, version: ruleSet.version },
      noticedAt: null,
      cureBy: null,
      hearing: null,
      decision: null,
      appeal: null,
      photos: [],
      finedCents: 0,
      closedAt: null,
      timelineCount: 0,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    const violation = violationFromData(ref.id, stored);
    stored.timelineCount = appendSteps(transaction, ref, 0, actor, at, [
      {
        step: "reported",
        summary: `Reported by ${nameOf(actor, actor.uid)}: ${stored.category.name}, seen ${letterDate(request.observedOn)}`,
        note: stored.description,
      },
    ]);
    transaction.set(violationCounterRef(db, orgId), { last: number });
    transaction.create(ref, stored);
    audit(data, transaction, { orgId, id: ref.id, actor }, violation, "create", [
      { field: "property", before: null, after: violation.propertyLabel },
      { field: "category", before: null, after: violation.category.name },
      { field: "observedOn", before: null, after: request.observedOn },
      { field: "status", before: null, after: VIOLATION_STATUS_LABELS.reported },
    ]);
    return violation;
  });
}

/** Where a letter goes: the owners on file with an email, else every resident with one. */
export async function letterRecipients(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  propertyId: string,
): Promise<string[]> {
  const residents = await transaction.get(
    residentsCollection(data.db, orgId).where("propertyId", "==", propertyId),
  );
  const withEmail = residents.docs
    .map((snapshot) => ({
      email: text(snapshot.get("email")).trim(),
      owner: snapshot.get("relationship") === "Owner",
    }))
    .filter((resident) => resident.email !== "");
  const owners = withEmail.filter((resident) => resident.owner);
  const chosen = owners.length > 0 ? owners : withEmail;
  return [...new Set(chosen.map((resident) => resident.email.toLowerCase()))];
}

/** What a step needs besides the violation: the organization, its rules, links, now. */
interface StepContext {
  target: ItemChange;
  /** The violation as stored, which a step's answer is made from with its changes. */
  stored: DocumentData;
  /** Where the letters' links point. */
  consoleUrl: string;
  transaction: Transaction;
  current: Violation;
  ref: DocumentReference;
  count: number;
  zone: TimeZone;
  organizationName: string;
  ruleSet: ViolationRuleSet;
  now: Date;
}

/**
 * Runs one step on the violation made to `expectedVersion` (404, 412 as `changeItem`): reads the
 * organization's zone and rule set first, then `step` reads what else it needs and writes.
 */
function violationStep<T>(
  data: DataContext,
  target: ItemChange,
  consoleUrl: string,
  step: (context: StepContext) => Promise<T>,
): Promise<T> {
  return changeItem(data, violationItems, target, async (transaction, current, ref, snapshot) => {
    if (current.status === "closed") throw new ApiError(409, m.closed);
    const { zone, name } = await organizationZone(data, target.orgId, transaction);
    const ruleSet = await readViolationRuleSet(data, target.orgId, transaction);
    return step({
      target,
      stored: snapshot.data() ?? {},
      consoleUrl,
      transaction,
      current,
      ref,
      count: Number(snapshot.get("timelineCount")) || 0,
      zone,
      organizationName: name,
      ruleSet,
      now: data.clock.now(),
    });
  });
}

/** Sends a letter to each recipient by email (once per step), and says whom it went to. */
function sendLetter(
  data: DataContext,
  transaction: Transaction,
  target: ItemChange,
  letter: LetterDraft,
  recipients: readonly string[],
  context: { organizationName: string; consoleUrl: string },
): ViolationLetter {
  const message = letterEmail(
    letter,
    context.organizationName,
    portalViolationLink(context.consoleUrl, target.id),
  );
  for (const to of recipients) {
    queueMail(data, transaction, {
      to,
      message,
      orgId: target.orgId,
      kind: "violationLetter",
      ref: `orgs/${target.orgId}/violations/${target.id}`,
    });
  }
  return { ...letter, sentTo: [...recipients] };
}

/** Writes the violation's new fields with its next version, and answers it as it now is. */
function saveStep(context: StepContext, fields: Record<string, unknown>, count: number): Violation {
  const { transaction, current, ref, now } = context;
  const at = Timestamp.fromDate(now);
  const version = current.version + 1;
  transaction.update(ref, { ...fields, timelineCount: count, version, updatedAt: at });
  const stored = { ...context.stored, ...fields, timelineCount: count, version, updatedAt: at };
  return violationFromData(current.id, stored);
}

/** The recipients of a letter, or 409 when nobody at the property has an email on file. */
async function lettersTo(data: DataContext, context: StepContext, orgId: string) {
  const recipients = await letterRecipients(
    data,
    context.transaction,
    orgId,
    context.current.propertyId,
  );
  if (recipients.length === 0) throw new ApiError(409, m.noRecipients);
  return recipients;
}

/** Sends `draft` to the property's owners on file (409 when nobody has an email): the letter as sent. */
async function sendToOwners(data: DataContext, context: StepContext, draft: LetterDraft) {
  const recipients = await lettersTo(data, context, context.target.orgId);
  return sendLetter(data, context.transaction, context.target, draft, recipients, context);
}

/** Appends the step's entries to the violation's timeline, by the one who takes the step. */
const appendToTimeline = (context: StepContext, steps: readonly Step[]) =>
  appendSteps(
    context.transaction,
    context.ref,
    context.count,
    context.target.actor,
    Timestamp.fromDate(context.now),
    steps,
  );

/**
 * Sends the courtesy notice: the letter by email to the property's owners on file, and its cure
 * period from today (the category's days, in the organization's time zone).
 */
export function sendCourtesyNotice(
  data: DataContext,
  target: ItemChange,
  request: ViolationNoteRequest,
  consoleUrl: string,
): Promise<Violation> {
  return violationStep(data, target, consoleUrl, async (context) => {
    const { current, transaction, zone, now } = context;
    if (current.status !== "reported") throw new ApiError(409, m.noticeAlreadySent);
    const cureBy =
      current.category.cureDays > 0 ? cureDeadline(now, current.category.cureDays, zone) : null;
    const draft = courtesyNoticeLetter(current, context.organizationName, cureBy, request.note);
    const letter = await sendToOwners(data, context, draft);
    const sentTo =
      letter.sentTo.length === 1 ? letter.sentTo[0] : `${letter.sentTo.length} residents`;
    const count = appendToTimeline(context, [
      {
        step: "courtesyNotice",
        summary: `Courtesy notice sent to ${sentTo}${cureBy ? `; cure by ${letterDate(cureBy)}` : ""}`,
        note: request.note,
        letter,
      },
    ]);
    audit(data, transaction, target, current, "update", [statusChange(current.status, "noticed")]);
    return saveStep(
      context,
      { status: "noticed", noticedAt: Timestamp.fromDate(now), cureBy },
      count,
    );
  });
}

/**
 * Notices a hearing: refused (400, citing the rule) when the rule set requires more days' notice
 * than the hearing leaves from today; otherwise the letter goes to the owners. A hearing noticed
 * again (moved) takes a new notice of its own.
 */
export function noticeHearing(
  data: DataContext,
  target: ItemChange,
  request: HearingRequest,
  consoleUrl: string,
): Promise<Violation> {
  return violationStep(data, target, consoleUrl, async (context) => {
    const { current, transaction, zone, now, ruleSet } = context;
    if (current.status === "decided") throw new ApiError(409, m.alreadyDecided);
    const at = instantIn(request.date, request.time, zone);
    const refusal = checkHearingDate(ruleSet, { noticeDeliveredAt: now, hearingAt: at, zone });
    if (refusal) throw new ApiError(400, refusal.message, {}, { date: refusal.message });
    const draft = hearingNoticeLetter(current, context.organizationName, ruleSet, {
      at: at.toISOString(),
      location: request.location,
      zone,
    });
    const letter = await sendToOwners(data, context, draft);
    const count = appendToTimeline(context, [
      {
        step: "hearingNotice",
        summary: `${current.hearing ? "Hearing moved" : "Hearing noticed"}: ${eventStartLabel(at.toISOString(), zone)}, ${request.location}`,
        letter,
      },
    ]);
    audit(data, transaction, target, current, "update", [
      statusChange(current.status, "hearing"),
      {
        field: "hearing",
        before: current.hearing?.date ?? null,
        after: `${request.date} ${request.time}`,
      },
    ]);
    return saveStep(
      context,
      {
        status: "hearing",
        hearing: {
          at: Timestamp.fromDate(at),
          date: request.date,
          time: request.time,
          location: request.location,
          noticedAt: Timestamp.fromDate(now),
        },
      },
      count,
    );
  });
}

/** The ledger entry of a violation's fine: one per violation, so a second decision posts none. */
export const fineEntryId = (violationId: string) => `fine-${violationId}`;

/**
 * Records the board's decision once the hearing has been held: no action (closed), a fine (checked
 * against the rule set's caps, and its fining committee where it requires one, then posted to the
 * property's ledger) or a suspension; the decision notice goes to the owners at once.
 */
export function decideViolation(
  data: DataContext,
  target: ItemChange,
  request: DecisionRequest,
  consoleUrl: string,
): Promise<Violation> {
  return violationStep(data, target, consoleUrl, async (context) => {
    const { current, transaction, now, ruleSet } = context;
    if (current.status === "decided") throw new ApiError(409, m.alreadyDecided);
    if (current.status !== "hearing" || !current.hearing) throw new ApiError(409, m.needsHearing);
    if (new Date(current.hearing.at).getTime() > now.getTime()) {
      throw new ApiError(409, m.hearingNotYetHeld);
    }
    let fineCents = 0;
    const days = request.decision === "fine" ? request.continuingDays : 1;
    if (request.decision === "fine") {
      // A continuing violation's fine is for each day: each day's within the cap on one fine,
      // and all of them within the cap on a continuing violation's total.
      const daily = parseCents(request.fine) ?? -1;
      fineCents = daily * days;
      const refusal = checkFine(ruleSet, {
        amountCents: daily,
        healthSafetyFinding: request.healthSafetyFinding,
        documentsAllowHigherFines: request.documentsAllowHigherFines,
        continuingTotalBeforeCents:
          Math.max(daily, 0) * (days - 1) + (parseCents(current.fined) ?? 0),
      });
      if (refusal) throw new ApiError(400, refusal.message, {}, { fine: refusal.message });
      const committee = checkFiningCommittee(ruleSet, request.committee);
      if (committee)
        throw new ApiError(400, committee.message, {}, { committee: committee.message });
    }
    const recipients = await lettersTo(data, context, target.orgId);
    const entryId = fineEntryId(current.id);
    const post =
      request.decision === "fine"
        ? await prepareFine(data, transaction, {
            orgId: target.orgId,
            propertyId: current.propertyId,
            entryId,
            cents: fineCents,
            date: localDateIn(now, context.zone),
            memo: `Fine: violation ${current.number}, ${current.category.name}`,
            ruleSet,
          })
        : null;
    const draft = decisionNoticeLetter(
      current,
      context.organizationName,
      ruleSet,
      {
        decision: request.decision,
        fineCents,
        continuingDays: days,
        suspension: request.suspension,
        note: request.note,
      },
      current.hearing.date,
    );
    // Its reads (the recipients, the ledger) are done: now its writes.
    const letter = sendLetter(data, transaction, target, draft, recipients, context);
    const entry = post ? post(target.actor, current.propertyLabel) : null;
    const decided = VIOLATION_DECISION_LABELS[request.decision];
    const count = appendToTimeline(context, [
      {
        step: "decision",
        summary: `Decided after the hearing: ${decided}${request.decision === "fine" ? ` of ${fineWords(fineCents, days)}` : ""}${request.decision === "suspension" ? ` (${request.suspension})` : ""}`,
        note: request.note,
      },
      { step: "decisionNotice", summary: "Decision notice sent", letter },
      ...(entry
        ? [
            {
              step: "finePosted" as const,
              summary: `Fine of ${formatCents(fineCents)} posted to the property's ledger`,
              ledgerEntryId: entry.id,
            },
          ]
        : []),
    ]);
    const status: ViolationStatus = request.decision === "noAction" ? "closed" : "decided";
    audit(data, transaction, target, current, "update", [
      statusChange(current.status, status),
      { field: "decision", before: null, after: decided },
      ...(fineCents > 0 ? [{ field: "fine", before: null, after: formatCents(fineCents) }] : []),
    ]);
    const at = Timestamp.fromDate(now);
    return saveStep(
      context,
      {
        status,
        outcome:
          request.decision === "noAction"
            ? "noAction"
            : request.decision === "fine"
              ? "fined"
              : "suspended",
        decision: {
          decision: request.decision,
          fineCents,
          continuingDays: days,
          suspension: request.suspension,
          healthSafetyFinding: request.healthSafetyFinding,
          decidedAt: at,
          decidedBy: person(target.actor),
        },
        finedCents: (parseCents(current.fined) ?? 0) + fineCents,
        ...(status === "closed" ? { closedAt: at } : {}),
      },
      count,
    );
  });
}

/**
 * Records the result of internal dispute resolution (or an appeal) of the board's decision, once
 * decided and only once: upheld, the decision stands; reversed, the violation closes as
 * reversed and its fine comes off the property's ledger (a reversal entry, unless billing already
 * reversed it). Either way the result goes to the owners as a letter citing the rule set's process.
 */
export function appealViolation(
  data: DataContext,
  target: ItemChange,
  request: AppealRequest,
  consoleUrl: string,
): Promise<Violation> {
  return violationStep(data, target, consoleUrl, async (context) => {
    const { current, transaction, now, ruleSet } = context;
    if (current.appeal) throw new ApiError(409, m.appealAlreadyDecided);
    if (current.status !== "decided" || !current.decision) {
      throw new ApiError(409, m.appealNeedsDecision);
    }
    const reversed = request.result === "reversed";
    const fineCents = parseCents(current.decision.fine) ?? 0;
    const recipients = await lettersTo(data, context, target.orgId);
    const reversal =
      reversed && fineCents > 0
        ? await prepareReversal(
            data,
            transaction,
            {
              orgId: target.orgId,
              propertyId: current.propertyId,
              entryId: fineEntryId(current.id),
              today: localDateIn(now, context.zone),
            },
            "none",
          )
        : null;
    const reversedFineCents = reversal ? fineCents : 0;
    const draft = appealResultLetter(current, context.organizationName, ruleSet, {
      result: request.result,
      reversedFineCents,
      suspended: current.decision.decision === "suspension",
      note: request.note,
    });
    // Every read is done: now the writes.
    const letter = sendLetter(data, transaction, target, draft, recipients, context);
    const entry = reversal
      ? reversal(target.actor, `Fine reversed on appeal: violation ${current.number}`)
      : null;
    const label = APPEAL_RESULT_LABELS[request.result];
    const count = appendToTimeline(context, [
      { step: "appeal", summary: `Appeal decided: ${label}`, note: request.note, letter },
      ...(entry
        ? [
            {
              step: "fineReversed" as const,
              summary: `Fine of ${formatCents(reversedFineCents)} taken off the property's ledger`,
              ledgerEntryId: entry.id,
            },
          ]
        : []),
    ]);
    const at = Timestamp.fromDate(now);
    audit(data, transaction, target, current, "update", [
      ...(reversed ? [statusChange(current.status, "closed")] : []),
      { field: "appeal", before: null, after: label },
    ]);
    return saveStep(
      context,
      {
        appeal: {
          result: request.result,
          reversedFineCents,
          decidedAt: at,
          decidedBy: person(target.actor),
        },
        ...(reversed
          ? {
              status: "closed",
              outcome: "reversed",
              closedAt: at,
              finedCents: Math.max(0, (parseCents(current.fined) ?? 0) - reversedFineCents),
            }
          : {}),
      },
      count,
    );
  });
}

/**
 * Closes a violation: cured (before a decision: no fine, whatever the stage), or, once decided,
 * done; before a decision without a cure, withdrawn.
 */
export function closeViolation(
  data: DataContext,
  target: ItemChange,
  request: ViolationNoteRequest,
  how: "cured" | "closed",
  consoleUrl: string,
): Promise<Violation> {
  return violationStep(data, target, consoleUrl, async (context) => {
    const { current, transaction, now } = context;
    if (how === "cured" && current.status === "decided") throw new ApiError(409, m.alreadyDecided);
    const outcome =
      how === "cured" ? "cured" : current.status === "decided" ? current.outcome : "withdrawn";
    const at = Timestamp.fromDate(now);
    const count = appendToTimeline(context, [
      {
        step: how,
        summary: how === "cured" ? "Marked cured: closed with no fine" : "Closed",
        note: request.note,
      },
    ]);
    audit(data, transaction, target, current, "update", [statusChange(current.status, "closed")]);
    return saveStep(context, { status: "closed", outcome, closedAt: at }, count);
  });
}

/**
 * How the board decided the other violations of the same category (the 500 latest), so it
 * enforces alike and can show it did: how many ended each way, and the fines' amounts.
 */
export async function violationConsistency(data: DataContext, orgId: string, id: string) {
  const violation = await getViolation(data, orgId, id);
  const snapshot = await data.call(
    violationsCollection(data.db, orgId)
      .where("category.id", "==", violation.category.id)
      .orderBy("createdAt", "desc")
      .limit(500)
      .get(),
  );
  const others = snapshot.docs
    .map(toViolation)
    .filter((other) => other.id !== id && other.outcome !== null);
  const count = (outcome: Violation["outcome"]) =>
    others.filter((other) => other.outcome === outcome).length;
  const fines = others.map((other) => parseCents(other.fined) ?? 0).filter((cents) => cents > 0);
  const total = fines.reduce((sum, cents) => sum + cents, 0);
  return {
    category: violation.category.name,
    ended: others.length,
    cured: count("cured"),
    noAction: count("noAction"),
    fined: count("fined"),
    suspended: count("suspended"),
    withdrawn: count("withdrawn"),
    reversed: count("reversed"),
    fines: {
      total: formatCents(total),
      average: fines.length === 0 ? null : formatCents(Math.round(total / fines.length)),
      lowest: fines.length === 0 ? null : formatCents(Math.min(...fines)),
      highest: fines.length === 0 ? null : formatCents(Math.max(...fines)),
    },
  };
}
