/** The organization's violation rules setting: which rule set applies, and its own numbers. */
import { AUDITED_FIELDS } from "@hoa/validation";
import {
  VIOLATION_RULE_SET_CHOICES,
  type ViolationSettings,
} from "@hoa/validation/violation-settings";
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  effectiveRuleSet,
  violationSettingsFromData,
  violationSettingsRef,
  type StoredViolationSettings,
} from "../../platform/violation-rules.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import type { ViolationSettingsResponse } from "./schemas.js";

/** The converter's write: the whole document, every number of `general` written out. */
export function violationSettingsToData(
  settings: Pick<StoredViolationSettings, "ruleSet" | "general" | "version">,
  updatedAt: Date,
): DocumentData {
  const { general } = settings;
  return {
    ruleSet: settings.ruleSet,
    general:
      general === null
        ? null
        : {
            hearingNoticeDays: general.hearingNoticeDays,
            defaultCureDays: general.defaultCureDays,
            decisionNoticeDays: general.decisionNoticeDays,
            finePerViolationCapCents: general.finePerViolationCapCents,
            continuingTotalCapCents: general.continuingTotalCapCents,
            curedBeforeHearingBarsFine: general.curedBeforeHearingBarsFine,
          },
    version: settings.version,
    updatedAt: Timestamp.fromDate(updatedAt),
  };
}

/** The setting with the rules it puts in effect (General without numbers runs on the defaults). */
const response = (settings: StoredViolationSettings): ViolationSettingsResponse => ({
  ruleSet: settings.ruleSet,
  general: settings.general,
  effective: effectiveRuleSet(settings),
  version: settings.version,
  updatedAt: settings.updatedAt,
});

/** The setting as the audit speaks of it: the rule set and each number, side by side. */
const audited = ({ ruleSet, general }: Pick<StoredViolationSettings, "ruleSet" | "general">) => ({
  ruleSet,
  ...general,
});

/** `GET .../violations/settings`: the defaults (General, version 0) until the first save. */
export async function getViolationSettings(
  data: DataContext,
  orgId: string,
): Promise<ViolationSettingsResponse> {
  const snapshot = await data.call(violationSettingsRef(data.db, orgId).get());
  return response(violationSettingsFromData(snapshot.data()));
}

/**
 * Saves the setting made to `expectedVersion` (0 before the first save; 412 otherwise), with an
 * audit entry. A statute's rule set sent without numbers keeps the numbers stored, so choosing
 * General again restores them. A save that changes nothing writes nothing.
 */
export async function updateViolationSettings(
  data: DataContext,
  orgId: string,
  request: ViolationSettings,
  expectedVersion: number,
  actor: Caller,
): Promise<ViolationSettingsResponse> {
  const ref = violationSettingsRef(data.db, orgId);
  const saved = await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = violationSettingsFromData(snapshot.data());
    assertVersion(current.version, expectedVersion);
    const next = { ruleSet: request.ruleSet, general: request.general ?? current.general };
    const changes = changedFields(
      snapshot.exists ? audited(current) : null,
      audited(next),
      AUDITED_FIELDS.violationSettings,
    );
    if (snapshot.exists && changes.length === 0) return current;
    const now = data.clock.now();
    const version = current.version + 1;
    transaction.set(ref, violationSettingsToData({ ...next, version }, now));
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: snapshot.exists ? "update" : "create",
      resource: "violationSettings",
      resourceId: "violations",
      label: VIOLATION_RULE_SET_CHOICES[next.ruleSet].name,
      changes,
    });
    return { ...next, version, updatedAt: now.toISOString() };
  });
  return response(saved);
}
