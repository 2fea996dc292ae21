/** The organization's architectural review procedure: its committee, its board, its response time. */
import {
  ARC_DEADLINE_OUTCOMES,
  ARC_DEADLINE_OUTCOME_LABELS,
  ARC_CALIFORNIA_PROCEDURE,
  arcMessages as m,
  type ArcSettings,
} from "@hoa/validation/architectural-review";
import { ROLES } from "@hoa/validation";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import * as v from "valibot";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { namedObject, personSchema, timeSchema } from "../../http/openapi.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { text } from "../../platform/stored-values.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import { readViolationRuleSet } from "../../platform/violation-rules.js";
import { memberRef } from "../members/store.js";
import { arcSettingsFromData, arcSettingsRef, type StoredArcSettings } from "./documents.js";

const citationSchema = namedObject("ArchitecturalCitation", {
  code: v.string(),
  section: v.string(),
  text: v.string(),
});

/** `GET`/`PUT /api/orgs/{orgId}/architectural-review/settings`. */
export const arcSettingsResponseSchema = namedObject("ArchitecturalReviewSettings", {
  /** The committee and the board, each person with their name as the members list has it. */
  committee: v.array(personSchema),
  directors: v.array(personSchema),
  /** The maximum response time in days, from a request's submission. */
  responseDays: v.number(),
  deadlineOutcome: v.picklist(ARC_DEADLINE_OUTCOMES),
  /** The rule the procedure follows where the organization's rules are California's, else null. */
  citation: v.nullable(citationSchema),
  version: v.number(),
  updatedAt: v.nullable(timeSchema),
});
export type ArcSettingsResponse = v.InferOutput<typeof arcSettingsResponseSchema>;

/** The people of `uids` who are on the board (administrators or members), with their names. */
async function boardPeople(
  data: DataContext,
  orgId: string,
  uids: readonly string[],
  transaction?: Transaction,
): Promise<{ uid: string; name: string }[]> {
  const valid = uids.filter(isDocumentId);
  if (valid.length === 0) return [];
  const refs = valid.map((uid) => memberRef(data.db, orgId, uid));
  const snapshots = transaction
    ? await transaction.getAll(...refs)
    : await data.call(data.db.getAll(...refs));
  return snapshots
    .filter((snapshot) => {
      const role = snapshot.get("role");
      return snapshot.exists && (role === ROLES.admin || role === ROLES.member);
    })
    .map((snapshot) => ({
      uid: snapshot.id,
      name: text(snapshot.get("displayName")) || text(snapshot.get("email")) || snapshot.id,
    }));
}

/** The setting as stored, read in `transaction` when one is given. */
export async function readArcSettings(
  data: DataContext,
  orgId: string,
  transaction?: Transaction,
): Promise<StoredArcSettings> {
  const ref = arcSettingsRef(data.db, orgId);
  const snapshot = transaction ? await transaction.get(ref) : await data.call(ref.get());
  return arcSettingsFromData(snapshot.data());
}

/** The committee and board as they stand: only people who are still on the board, named. */
export async function arcPanels(
  data: DataContext,
  orgId: string,
  settings: StoredArcSettings,
  transaction?: Transaction,
) {
  const people = await boardPeople(
    data,
    orgId,
    [...new Set([...settings.committee, ...settings.directors])],
    transaction,
  );
  const named = (uids: readonly string[]) =>
    uids.flatMap((uid) => people.filter((person) => person.uid === uid));
  return { committee: named(settings.committee), directors: named(settings.directors) };
}

async function response(
  data: DataContext,
  orgId: string,
  settings: StoredArcSettings,
): Promise<ArcSettingsResponse> {
  const [panels, ruleSet] = await Promise.all([
    arcPanels(data, orgId, settings),
    readViolationRuleSet(data, orgId),
  ]);
  return {
    ...panels,
    responseDays: settings.responseDays,
    deadlineOutcome: settings.deadlineOutcome,
    citation: ruleSet.id === "california" ? { ...ARC_CALIFORNIA_PROCEDURE } : null,
    version: settings.version,
    updatedAt: settings.updatedAt,
  };
}

export async function getArcSettings(data: DataContext, orgId: string) {
  return response(data, orgId, await readArcSettings(data, orgId));
}

/** The setting as the audit speaks of it: names for people, words for the outcome. */
const audited = (
  settings: Pick<StoredArcSettings, "responseDays" | "deadlineOutcome">,
  names: { committee: string; directors: string },
) => ({
  committee: names.committee,
  directors: names.directors,
  responseDays: settings.responseDays,
  deadlineOutcome: ARC_DEADLINE_OUTCOME_LABELS[settings.deadlineOutcome],
});

/**
 * Saves the procedure made to `expectedVersion` (0 before the first save): everyone chosen must
 * be an administrator or a member of the board (400 on `committee` or `directors` otherwise).
 * A request already submitted keeps the response time and reviewers it was submitted with.
 */
export async function updateArcSettings(
  data: DataContext,
  orgId: string,
  request: ArcSettings,
  expectedVersion: number,
  actor: Caller,
): Promise<ArcSettingsResponse> {
  const ref = arcSettingsRef(data.db, orgId);
  const saved = await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = arcSettingsFromData(snapshot.data());
    assertVersion(current.version, expectedVersion);
    const people = await boardPeople(
      data,
      orgId,
      [...new Set([...request.committee, ...request.directors])],
      transaction,
    );
    const fields: Record<string, string> = {};
    const known = (uids: readonly string[]) =>
      uids.every((uid) => people.some((person) => person.uid === uid));
    if (!known(request.committee)) fields.committee = m.notAMember;
    if (!known(request.directors)) fields.directors = m.notAMember;
    if (Object.keys(fields).length > 0) {
      throw new ApiError(400, Object.values(fields)[0] ?? m.notAMember, {}, fields);
    }
    const namesOf = (uids: readonly string[]) =>
      uids.map((uid) => people.find((person) => person.uid === uid)?.name ?? uid).join(", ");
    const before = snapshot.exists
      ? audited(current, {
          committee: namesOf(current.committee),
          directors: namesOf(current.directors),
        })
      : null;
    const after = audited(request, {
      committee: namesOf(request.committee),
      directors: namesOf(request.directors),
    });
    const changes = changedFields(before, after, [
      "committee",
      "directors",
      "responseDays",
      "deadlineOutcome",
    ]);
    if (snapshot.exists && changes.length === 0) return current;
    const now = data.clock.now();
    const version = current.version + 1;
    transaction.set(ref, {
      committee: request.committee,
      directors: request.directors,
      responseDays: request.responseDays,
      deadlineOutcome: request.deadlineOutcome,
      version,
      updatedAt: Timestamp.fromDate(now),
    });
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: snapshot.exists ? "update" : "create",
      resource: "architecturalReviewSettings",
      resourceId: "architecturalReview",
      label: "Architectural review settings",
      changes,
    });
    return {
      committee: request.committee,
      directors: request.directors,
      responseDays: request.responseDays,
      deadlineOutcome: request.deadlineOutcome,
      version,
      updatedAt: now.toISOString(),
    };
  });
  return response(data, orgId, saved);
}
