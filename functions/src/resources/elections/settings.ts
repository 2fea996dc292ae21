/** The organization's election rules: the rule set and its own numbers. */
import { AUDITED_FIELDS } from "@hoa/validation";
import {
  checkElectionSettings,
  electionRuleSetFor,
  type ElectionRuleSet,
} from "@hoa/validation/elections";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import {
  electionSettingsFromData,
  electionSettingsRef,
  type StoredElectionSettings,
} from "./documents.js";
import type { ElectionSettingsRequest, ElectionSettingsResponse } from "./schemas.js";

/** The rules in effect, or null while the settings lack what the rule set needs (a quorum). */
export function effectiveElectionRules(settings: StoredElectionSettings): ElectionRuleSet | null {
  if (checkElectionSettings(settings.ruleSet, settings.settings).length > 0) return null;
  return electionRuleSetFor(settings.ruleSet, settings.settings);
}

const response = (settings: StoredElectionSettings): ElectionSettingsResponse => ({
  ...settings,
  effective: effectiveElectionRules(settings),
});

const audited = ({ ruleSet, settings }: Pick<StoredElectionSettings, "ruleSet" | "settings">) => ({
  ruleSet,
  ...settings,
});

/** The stored setting (in a transaction when given one). */
export async function readElectionSettings(
  data: DataContext,
  orgId: string,
  transaction?: Transaction,
): Promise<StoredElectionSettings> {
  const ref = electionSettingsRef(data.db, orgId);
  const snapshot = transaction ? await transaction.get(ref) : await data.call(ref.get());
  return electionSettingsFromData(snapshot.data());
}

export async function getElectionSettings(
  data: DataContext,
  orgId: string,
): Promise<ElectionSettingsResponse> {
  return response(await readElectionSettings(data, orgId));
}

/**
 * Saves the rules made to `expectedVersion` (0 before the first save; 412 otherwise), refusing
 * what the rule set refuses (`checkElectionSettings`: 400 naming the field, with its citation),
 * audited; a save that changes nothing writes nothing.
 */
export async function updateElectionSettings(
  data: DataContext,
  orgId: string,
  request: ElectionSettingsRequest,
  expectedVersion: number,
  actor: Caller,
): Promise<ElectionSettingsResponse> {
  const { ruleSet, ...settings } = request;
  const refused = checkElectionSettings(ruleSet, settings);
  if (refused[0]) {
    throw new ApiError(
      400,
      refused[0].message,
      {},
      Object.fromEntries(refused.map((refusal) => [refusal.field, refusal.message])),
    );
  }
  const ref = electionSettingsRef(data.db, orgId);
  const saved = await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = electionSettingsFromData(snapshot.data());
    assertVersion(current.version, expectedVersion);
    const next = { ruleSet, settings };
    const changes = changedFields(
      snapshot.exists ? audited(current) : null,
      audited(next),
      AUDITED_FIELDS.electionSettings,
    );
    if (snapshot.exists && changes.length === 0) return current;
    const now = data.clock.now();
    const version = current.version + 1;
    transaction.set(ref, {
      ruleSet,
      settings,
      version,
      updatedAt: Timestamp.fromDate(now),
    });
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: snapshot.exists ? "update" : "create",
      resource: "electionSettings",
      resourceId: "elections",
      label: electionRuleSetFor(ruleSet, settings).name,
      changes,
    });
    return { ...next, version, updatedAt: now.toISOString() };
  });
  return response(saved);
}
