import {
  APPEAL_RESULTS,
  VIOLATION_DECISIONS,
  VIOLATION_OUTCOMES,
  VIOLATION_STATUSES,
  VIOLATION_STEPS,
} from "@hoa/validation/violations";
import { VIOLATION_RULE_SET_IDS } from "@hoa/validation/violation-rules";
import { centsToAmount } from "@hoa/validation";
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";
import * as v from "valibot";
import { itemSchema, namedObject, personSchema, timeSchema } from "../../http/openapi.js";
import { orgCollection } from "../../platform/org-collections.js";
import {
  fromSnapshot,
  isoOrNull,
  oneOf,
  storedCount,
  text,
  versionAndTimes,
} from "../../platform/stored-values.js";
import { storedPerson } from "../library/files.js";

/** `orgs/{orgId}/violations/{id}`: the violations reported, each on its way through due process. */
export const { collection: violationsCollection, ref: violationRef } = orgCollection("violations");

/** `violations/{id}/timeline/{seq}`: what happened to it, appended in order and never changed. */
export const timelineCollection = (
  db: Firestore,
  orgId: string,
  violationId: string,
): CollectionReference => violationRef(db, orgId, violationId).collection("timeline");

/** `orgs/{orgId}/counters/violations`: the last violation number given. */
export const violationCounterRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/counters/violations`);

/** Where a violation's photo is stored: always a JPEG the API made from what was sent. */
export const violationPhotoPath = (orgId: string, violationId: string, photoId: string) =>
  `violations/${orgId}/${violationId}/${photoId}.jpg`;

/** A timeline entry's id: its place, zero-padded so the ids sort as the entries happened. */
export const timelineId = (seq: number): string => String(seq).padStart(4, "0");

const letterSchema = namedObject("ViolationLetter", {
  /** The letter's title, also its email's subject. */
  title: v.string(),
  paragraphs: v.array(v.string()),
  /** The rule it cites ("Civil Code 5855(a)-(b)"), or "" when it cites none. */
  citation: v.string(),
  /** Whom it was sent to by email. */
  sentTo: v.array(v.string()),
});
export type ViolationLetter = v.InferOutput<typeof letterSchema>;

export const violationSchema = itemSchema("Violation", {
  /** Its number in the organization, from 1. */
  number: v.number(),
  status: v.picklist(VIOLATION_STATUSES),
  outcome: v.nullable(v.picklist(VIOLATION_OUTCOMES)),
  propertyId: v.string(),
  /** The property's address and unit when it was reported. */
  propertyLabel: v.string(),
  /** The category as it was when the violation was reported. */
  category: namedObject("ViolationCategoryCopy", {
    id: v.string(),
    name: v.string(),
    rule: v.string(),
    cureDays: v.number(),
    fine: v.string(),
  }),
  description: v.string(),
  location: v.string(),
  /** The local date it was seen (YYYY-MM-DD). */
  observedOn: v.string(),
  reportedBy: personSchema,
  /** The rule set it is handled under, as it was when it was reported. */
  ruleSet: namedObject("ViolationRuleSetRef", {
    id: v.picklist(VIOLATION_RULE_SET_IDS),
    version: v.string(),
  }),
  /** When the courtesy notice went out, and the last local date of its cure period. */
  noticedAt: v.nullable(timeSchema),
  cureBy: v.nullable(v.string()),
  hearing: v.nullable(
    namedObject("ViolationHearing", {
      /** The instant it starts (ISO 8601), and its local date and time. */
      at: timeSchema,
      date: v.string(),
      time: v.string(),
      location: v.string(),
      noticedAt: timeSchema,
    }),
  ),
  decision: v.nullable(
    namedObject("ViolationDecisionRecord", {
      decision: v.picklist(VIOLATION_DECISIONS),
      /** The fine in all ("0.00" for none): for a continuing violation, every day's. */
      fine: v.string(),
      /** The days a continuing violation was fined for (1: one fine). */
      continuingDays: v.number(),
      suspension: v.string(),
      healthSafetyFinding: v.boolean(),
      decidedAt: timeSchema,
      decidedBy: personSchema,
    }),
  ),
  /** The result of internal dispute resolution (or an appeal) of the decision, once decided. */
  appeal: v.nullable(
    namedObject("ViolationAppeal", {
      result: v.picklist(APPEAL_RESULTS),
      /** The fine taken off the property's ledger by a reversal ("0.00" for none). */
      reversedFine: v.string(),
      decidedAt: timeSchema,
      decidedBy: personSchema,
    }),
  ),
  /** Its photos, oldest first: the inspection's, and a resident's showing the cure. */
  photos: v.array(
    namedObject("ViolationPhoto", {
      id: v.string(),
      at: timeSchema,
      by: personSchema,
      /** Sent by a resident from the portal (a cure), not by the board. */
      fromResident: v.boolean(),
    }),
  ),
  /** The fines posted to the property's ledger, in total ("0.00" for none). */
  fined: v.string(),
  closedAt: v.nullable(timeSchema),
});
export type Violation = v.InferOutput<typeof violationSchema>;

export const timelineEntrySchema = namedObject("ViolationTimelineEntry", {
  id: v.string(),
  step: v.picklist(VIOLATION_STEPS),
  at: timeSchema,
  /** Who did it (a board member, or a resident replying); null for the product itself. */
  by: v.nullable(personSchema),
  /** What happened, in a sentence. */
  summary: v.string(),
  note: v.string(),
  letter: v.nullable(letterSchema),
  /** The ledger entry a posted fine made, or null. */
  ledgerEntryId: v.nullable(v.string()),
});
export type TimelineEntry = v.InferOutput<typeof timelineEntrySchema>;

const time = (value: unknown): string | null => isoOrNull(value);

function storedLetter(value: unknown): ViolationLetter | null {
  if (typeof value !== "object" || value === null) return null;
  const letter = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  return {
    title: text(letter.title),
    paragraphs: strings(letter.paragraphs),
    citation: text(letter.citation),
    sentTo: strings(letter.sentTo),
  };
}

export function violationFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Violation {
  const category = (stored.category ?? {}) as Record<string, unknown>;
  const ruleSet = (stored.ruleSet ?? {}) as Record<string, unknown>;
  const hearing = stored.hearing as Record<string, unknown> | null | undefined;
  const decision = stored.decision as Record<string, unknown> | null | undefined;
  const appeal = stored.appeal as Record<string, unknown> | null | undefined;
  return {
    id,
    number: storedCount(stored.number),
    status: oneOf(stored.status, VIOLATION_STATUSES, "reported"),
    outcome:
      stored.outcome === null || stored.outcome === undefined
        ? null
        : oneOf(stored.outcome, VIOLATION_OUTCOMES, "withdrawn"),
    propertyId: text(stored.propertyId),
    propertyLabel: text(stored.propertyLabel),
    category: {
      id: text(category.id),
      name: text(category.name),
      rule: text(category.rule),
      cureDays: storedCount(category.cureDays),
      fine: centsToAmount(storedCount(category.fineCents)),
    },
    description: text(stored.description),
    location: text(stored.location),
    observedOn: text(stored.observedOn),
    reportedBy: storedPerson(stored.reportedBy),
    ruleSet: {
      id: oneOf(ruleSet.id, VIOLATION_RULE_SET_IDS, "general"),
      version: text(ruleSet.version),
    },
    noticedAt: time(stored.noticedAt),
    cureBy: typeof stored.cureBy === "string" ? stored.cureBy : null,
    hearing: hearing
      ? {
          at: time(hearing.at) ?? "",
          date: text(hearing.date),
          time: text(hearing.time),
          location: text(hearing.location),
          noticedAt: time(hearing.noticedAt) ?? "",
        }
      : null,
    decision: decision
      ? {
          decision: oneOf(decision.decision, VIOLATION_DECISIONS, "noAction"),
          fine: centsToAmount(storedCount(decision.fineCents)),
          continuingDays: Math.max(1, storedCount(decision.continuingDays)),
          suspension: text(decision.suspension),
          healthSafetyFinding: decision.healthSafetyFinding === true,
          decidedAt: time(decision.decidedAt) ?? "",
          decidedBy: storedPerson(decision.decidedBy),
        }
      : null,
    appeal: appeal
      ? {
          result: oneOf(appeal.result, APPEAL_RESULTS, "upheld"),
          reversedFine: centsToAmount(storedCount(appeal.reversedFineCents)),
          decidedAt: time(appeal.decidedAt) ?? "",
          decidedBy: storedPerson(appeal.decidedBy),
        }
      : null,
    photos: (Array.isArray(stored.photos) ? stored.photos : []).map(
      (photo: Record<string, unknown>) => ({
        id: text(photo.id),
        at: time(photo.at) ?? "",
        by: storedPerson(photo.by),
        fromResident: photo.fromResident === true,
      }),
    ),
    fined: centsToAmount(storedCount(stored.finedCents)),
    closedAt: time(stored.closedAt),
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

export const toViolation = (snapshot: DocumentSnapshot): Violation =>
  fromSnapshot(snapshot, violationFromData);

export function toTimelineEntry(snapshot: DocumentSnapshot): TimelineEntry {
  return fromSnapshot(snapshot, (id, stored) => ({
    id,
    step: oneOf(stored.step, VIOLATION_STEPS, "note"),
    at: time(stored.at) ?? "",
    by: stored.by ? storedPerson(stored.by) : null,
    summary: text(stored.summary),
    note: text(stored.note),
    letter: storedLetter(stored.letter),
    ledgerEntryId: typeof stored.ledgerEntryId === "string" ? stored.ledgerEntryId : null,
  }));
}
