import {
  ARC_CATEGORIES,
  ARC_DEADLINE_OUTCOMES,
  ARC_DECIDED,
  ARC_DECIDED_BY,
  ARC_RESPONSE_DAYS_DEFAULT,
  ARC_STAGES,
  ARC_STATUSES,
  ARC_STEPS,
  ARC_VOTES,
  type ArcDeadlineOutcome,
  type ArcVote,
} from "@hoa/validation/architectural-review";
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
import { propertyRef } from "../properties/store.js";

/**
 * `orgs/{orgId}/architecturalRequests/{id}`: the changes homeowners ask to make to their
 * property, each on its way through the committee (and the board).
 */
export const { collection: arcRequestsCollection, ref: arcRequestRef } =
  orgCollection("architecturalRequests");

/** `architecturalRequests/{id}/timeline/{seq}`: what happened to it, appended, never changed. */
export const arcTimelineCollection = (
  db: Firestore,
  orgId: string,
  requestId: string,
): CollectionReference => arcRequestRef(db, orgId, requestId).collection("timeline");

/** `orgs/{orgId}/counters/architecturalRequests`: the last request number given. */
export const arcCounterRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/counters/architecturalRequests`);

/** `orgs/{orgId}/settings/architecturalReview`: the committee, the board and the response time. */
export const arcSettingsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/settings/architecturalReview`);

/**
 * `orgs/{orgId}/properties/{propertyId}/modifications/{requestId}`: the property's modification
 * record, one entry per approved request, written with the decision.
 */
export const modificationsCollection = (
  db: Firestore,
  orgId: string,
  propertyId: string,
): CollectionReference => propertyRef(db, orgId, propertyId).collection("modifications");

/** Where a request's file is stored: a photo as the JPEG the API made, a drawing as sent. */
export const arcAttachmentPath = (orgId: string, requestId: string, fileId: string) =>
  `architectural-requests/${orgId}/${requestId}/${fileId}`;

const voteSchema = namedObject("ArchitecturalVote", {
  uid: v.string(),
  name: v.string(),
  vote: v.picklist(ARC_VOTES),
  comment: v.string(),
  at: timeSchema,
});
export type ArcVoteRecord = v.InferOutput<typeof voteSchema>;

const roundSchema = namedObject("ArchitecturalVoteRound", {
  stage: v.picklist(ARC_STAGES),
  votes: v.array(voteSchema),
});

/** The request as every reader sees it (the board's view adds `review`). */
const requestEntries = {
  /** Its number in the organization, from 1. */
  number: v.number(),
  status: v.picklist(ARC_STATUSES),
  propertyId: v.string(),
  /** The property's address and unit when the request was made. */
  propertyLabel: v.string(),
  category: v.picklist(ARC_CATEGORIES),
  title: v.string(),
  description: v.string(),
  /** The planned start and finish (YYYY-MM-DD). */
  plannedStart: v.string(),
  plannedEnd: v.string(),
  contractor: v.string(),
  createdBy: personSchema,
  /** Made by the board for the homeowner, not by a resident on the portal. */
  onBehalf: v.boolean(),
  submittedAt: v.nullable(timeSchema),
  /**
   * The local date by which the association must answer (YYYY-MM-DD), from the last submission;
   * null before one.
   */
  deadline: v.nullable(v.string()),
  /** The response time and what its passing does, as they stood at the last submission. */
  responseDays: v.number(),
  deadlineOutcome: v.picklist(ARC_DEADLINE_OUTCOMES),
  decision: v.nullable(
    namedObject("ArchitecturalDecision", {
      status: v.picklist(["approved", "approvedWithConditions", "denied"]),
      decidedBy: v.picklist(ARC_DECIDED_BY),
      decidedAt: timeSchema,
      /** An approval's conditions, one each. */
      conditions: v.array(v.string()),
      /** A denial's reasons, one each. */
      reasons: v.array(v.string()),
    }),
  ),
  reconsideration: v.nullable(
    namedObject("ArchitecturalReconsideration", {
      reason: v.string(),
      at: timeSchema,
      by: personSchema,
    }),
  ),
  attachments: v.array(
    namedObject("ArchitecturalAttachment", {
      id: v.string(),
      /** The file's name as sent ("fence-plan.pdf"). */
      name: v.string(),
      kind: v.picklist(["photo", "drawing"]),
      contentType: v.string(),
      size: v.number(),
      at: timeSchema,
      by: personSchema,
    }),
  ),
};

/** What the board sees of the votes: counts while they are secret, every vote once decided. */
const reviewSchema = namedObject("ArchitecturalReview", {
  /** Whose votes the request waits for now: the committee's, the board's, or nobody's. */
  stage: v.nullable(v.picklist(ARC_STAGES)),
  /** Who votes in the current stage. */
  voters: v.array(personSchema),
  /** How many of them have voted (never how). */
  cast: v.number(),
  /** Whether the caller votes now and has not yet. */
  canVote: v.boolean(),
  /** The caller's own vote in the current stage, or null. */
  mine: v.nullable(voteSchema),
  /** Every vote of the rounds that led to the decision, once the request is decided; else []. */
  revealed: v.array(roundSchema),
});

export const arcRequestSchema = itemSchema("ArchitecturalRequest", {
  ...requestEntries,
  review: reviewSchema,
});
export type ArcRequest = v.InferOutput<typeof arcRequestSchema>;

/** The portal's request: what the homeowner sees, without the reviewers' votes. */
export const ownArcRequestSchema = itemSchema("OwnArchitecturalRequest", requestEntries);
export type OwnArcRequest = v.InferOutput<typeof ownArcRequestSchema>;

const letterSchema = namedObject("ArchitecturalLetter", {
  title: v.string(),
  paragraphs: v.array(v.string()),
  /** The rule it cites ("Civil Code 4765"), or "". */
  citation: v.string(),
  sentTo: v.array(v.string()),
});
export type ArcLetter = v.InferOutput<typeof letterSchema>;

export const arcTimelineEntrySchema = namedObject("ArchitecturalTimelineEntry", {
  id: v.string(),
  step: v.picklist(ARC_STEPS),
  at: timeSchema,
  by: v.nullable(personSchema),
  summary: v.string(),
  note: v.string(),
  letter: v.nullable(letterSchema),
});
export type ArcTimelineEntry = v.InferOutput<typeof arcTimelineEntrySchema>;

export const modificationSchema = namedObject("PropertyModification", {
  /** The request's id and number. */
  id: v.string(),
  number: v.number(),
  category: v.picklist(ARC_CATEGORIES),
  title: v.string(),
  description: v.string(),
  plannedStart: v.string(),
  plannedEnd: v.string(),
  conditions: v.array(v.string()),
  decidedBy: v.picklist(ARC_DECIDED_BY),
  approvedAt: timeSchema,
});
export type Modification = v.InferOutput<typeof modificationSchema>;

/** The architectural review setting as stored, with its defaults until the first save. */
export interface StoredArcSettings {
  committee: string[];
  directors: string[];
  responseDays: number;
  deadlineOutcome: ArcDeadlineOutcome;
  version: number;
  updatedAt: string | null;
}

const uids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

export function arcSettingsFromData(stored: DocumentData | undefined): StoredArcSettings {
  return {
    committee: uids(stored?.committee),
    directors: uids(stored?.directors),
    responseDays: storedCount(stored?.responseDays) || ARC_RESPONSE_DAYS_DEFAULT,
    deadlineOutcome: oneOf(stored?.deadlineOutcome, ARC_DEADLINE_OUTCOMES, "escalated"),
    version: storedCount(stored?.version),
    updatedAt: isoOrNull(stored?.updatedAt),
  };
}

/** A vote as stored in a request's `votes` (by uid) or a past round. */
export function storedVote(uid: string, value: unknown): ArcVoteRecord {
  const vote = (value ?? {}) as Record<string, unknown>;
  return {
    uid,
    name: text(vote.name),
    vote: oneOf(vote.vote, ARC_VOTES, "abstain") as ArcVote,
    comment: text(vote.comment),
    at: isoOrNull(vote.at) ?? "",
  };
}

/** The current stage's votes, in the order they were cast. */
export function currentVotes(stored: DocumentData): ArcVoteRecord[] {
  const votes = (stored.votes ?? {}) as Record<string, unknown>;
  return Object.entries(votes)
    .map(([uid, value]) => storedVote(uid, value))
    .sort((a, b) => a.at.localeCompare(b.at));
}

export const storedVoters = (value: unknown): { uid: string; name: string }[] =>
  Array.isArray(value) ? value.map(storedPerson) : [];

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];

/** The request as everyone who may see it sees it. */
export function ownArcRequestFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): OwnArcRequest {
  const decision = stored.decision as Record<string, unknown> | null | undefined;
  const reconsideration = stored.reconsideration as Record<string, unknown> | null | undefined;
  return {
    id,
    number: storedCount(stored.number),
    status: oneOf(stored.status, ARC_STATUSES, "draft"),
    propertyId: text(stored.propertyId),
    propertyLabel: text(stored.propertyLabel),
    category: oneOf(stored.category, ARC_CATEGORIES, "other"),
    title: text(stored.title),
    description: text(stored.description),
    plannedStart: text(stored.plannedStart),
    plannedEnd: text(stored.plannedEnd),
    contractor: text(stored.contractor),
    createdBy: storedPerson(stored.createdBy),
    onBehalf: stored.onBehalf === true,
    submittedAt: isoOrNull(stored.submittedAt),
    deadline: typeof stored.deadline === "string" ? stored.deadline : null,
    responseDays: storedCount(stored.responseDays) || ARC_RESPONSE_DAYS_DEFAULT,
    deadlineOutcome: oneOf(stored.deadlineOutcome, ARC_DEADLINE_OUTCOMES, "escalated"),
    decision: decision
      ? {
          status: oneOf(decision.status, ARC_DECIDED, "denied") as
            "approved" | "approvedWithConditions" | "denied",
          decidedBy: oneOf(decision.decidedBy, ARC_DECIDED_BY, "committee"),
          decidedAt: isoOrNull(decision.decidedAt) ?? "",
          conditions: strings(decision.conditions),
          reasons: strings(decision.reasons),
        }
      : null,
    reconsideration: reconsideration
      ? {
          reason: text(reconsideration.reason),
          at: isoOrNull(reconsideration.at) ?? "",
          by: storedPerson(reconsideration.by),
        }
      : null,
    attachments: (Array.isArray(stored.attachments) ? stored.attachments : []).map(
      (file: Record<string, unknown>) => ({
        id: text(file.id),
        name: text(file.name),
        kind: file.kind === "drawing" ? ("drawing" as const) : ("photo" as const),
        contentType: text(file.contentType),
        size: storedCount(file.size),
        at: isoOrNull(file.at) ?? "",
        by: storedPerson(file.by),
      }),
    ),
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

/**
 * The request as the board sees it, for the caller `uid`: the votes of the current stage stay
 * secret (how many, and the caller's own), every round's votes show once it is decided.
 */
export function arcRequestFromData(
  id: string,
  stored: DocumentData,
  uid: string,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): ArcRequest {
  const request = ownArcRequestFromData(id, stored, createTime, updateTime);
  const stage = stored.stage === "committee" || stored.stage === "board" ? stored.stage : null;
  const voters = stage ? storedVoters(stored.voters) : [];
  const votes = stage ? currentVotes(stored) : [];
  const mine = votes.find((vote) => vote.uid === uid) ?? null;
  const rounds = (Array.isArray(stored.rounds) ? stored.rounds : []).map(
    (round: Record<string, unknown>) => ({
      stage: round.stage === "board" ? ("board" as const) : ("committee" as const),
      votes: (Array.isArray(round.votes) ? round.votes : []).map((vote: Record<string, unknown>) =>
        storedVote(text(vote.uid), vote),
      ),
    }),
  );
  const revealedRounds = (ARC_DECIDED as readonly string[]).includes(request.status)
    ? storedCount(stored.revealedRounds)
    : 0;
  return {
    ...request,
    review: {
      stage,
      voters,
      cast: votes.length,
      canVote: mine === null && voters.some((voter) => voter.uid === uid),
      mine,
      revealed: rounds.slice(0, revealedRounds),
    },
  };
}

export const toOwnArcRequest = (snapshot: DocumentSnapshot): OwnArcRequest =>
  fromSnapshot(snapshot, ownArcRequestFromData);

export const toArcRequestFor =
  (uid: string) =>
  (snapshot: DocumentSnapshot): ArcRequest =>
    fromSnapshot(snapshot, (id, stored, createTime, updateTime) =>
      arcRequestFromData(id, stored, uid, createTime, updateTime),
    );

function storedLetter(value: unknown): ArcLetter | null {
  if (typeof value !== "object" || value === null) return null;
  const letter = value as Record<string, unknown>;
  return {
    title: text(letter.title),
    paragraphs: strings(letter.paragraphs),
    citation: text(letter.citation),
    sentTo: strings(letter.sentTo),
  };
}

export function toArcTimelineEntry(snapshot: DocumentSnapshot): ArcTimelineEntry {
  return fromSnapshot(snapshot, (id, stored) => ({
    id,
    step: oneOf(stored.step, ARC_STEPS, "submitted"),
    at: isoOrNull(stored.at) ?? "",
    by: stored.by ? storedPerson(stored.by) : null,
    summary: text(stored.summary),
    note: text(stored.note),
    letter: storedLetter(stored.letter),
  }));
}

export function toModification(snapshot: DocumentSnapshot): Modification {
  return fromSnapshot(snapshot, (id, stored) => ({
    id,
    number: storedCount(stored.number),
    category: oneOf(stored.category, ARC_CATEGORIES, "other"),
    title: text(stored.title),
    description: text(stored.description),
    plannedStart: text(stored.plannedStart),
    plannedEnd: text(stored.plannedEnd),
    conditions: strings(stored.conditions),
    decidedBy: oneOf(stored.decidedBy, ARC_DECIDED_BY, "committee"),
    approvedAt: isoOrNull(stored.approvedAt) ?? "",
  }));
}
