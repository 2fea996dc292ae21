/**
 * The organization's violation rules setting as stored at `orgs/{orgId}/settings/violations`:
 * `{ruleSet, general: {hearingNoticeDays, defaultCureDays, decisionNoticeDays,
 * finePerViolationCapCents, continuingTotalCapCents, curedBeforeHearingBarsFine} | null,
 * version, updatedAt}`. Its resource (`resources/violation-settings`) answers and saves it;
 * violations and billing read the rule set it puts in effect here, in their own transactions.
 */
import {
  isViolationRuleSetId,
  parseGeneralRuleSettings,
  ruleSetFor,
  type GeneralRuleSettings,
  type ViolationRuleSet,
  type ViolationRuleSetId,
} from "@hoa/validation/violation-rules";
import {
  DEFAULT_GENERAL_RULE_SETTINGS,
  DEFAULT_VIOLATION_SETTINGS,
} from "@hoa/validation/violation-settings";
import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from "firebase-admin/firestore";
import type { DataContext } from "./data-context.js";
import { isoOrNull } from "./stored-values.js";

/** `orgs/{orgId}/settings/violations`: one document per organization. */
export const violationSettingsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/settings/violations`);

/** The setting as stored, read forgivingly: what is missing or not valid reads as the default. */
export interface StoredViolationSettings {
  ruleSet: ViolationRuleSetId;
  /** The organization's own numbers, or null when none are stored (or what is stored is not valid). */
  general: GeneralRuleSettings | null;
  /** 0 before the first save. */
  version: number;
  updatedAt: string | null;
}

/** A stored document (or none) as the setting. */
export function violationSettingsFromData(
  stored: DocumentData | undefined,
): StoredViolationSettings {
  if (stored === undefined) {
    return { ...DEFAULT_VIOLATION_SETTINGS, version: 0, updatedAt: null };
  }
  const general = stored.general == null ? null : parseGeneralRuleSettings(stored.general);
  const version: unknown = stored.version;
  return {
    ruleSet: isViolationRuleSetId(stored.ruleSet)
      ? stored.ruleSet
      : DEFAULT_VIOLATION_SETTINGS.ruleSet,
    general: general?.ok ? general.value : null,
    version:
      typeof version === "number" && Number.isSafeInteger(version) && version >= 0 ? version : 0,
    updatedAt: isoOrNull(stored.updatedAt),
  };
}

/** The rule set a setting puts in effect: General without numbers runs on the defaults. */
export const effectiveRuleSet = (
  settings: Pick<StoredViolationSettings, "ruleSet" | "general">,
): ViolationRuleSet =>
  ruleSetFor(settings.ruleSet, settings.general ?? DEFAULT_GENERAL_RULE_SETTINGS);

/**
 * The organization's violation rule set, read through `transaction` when there is one (among its
 * reads, before any write) or directly. With no setting saved, the general rules' defaults.
 */
export async function readViolationRuleSet(
  data: DataContext,
  orgId: string,
  transaction?: Transaction,
): Promise<ViolationRuleSet> {
  const ref = violationSettingsRef(data.db, orgId);
  const snapshot = transaction ? await transaction.get(ref) : await data.call(ref.get());
  return effectiveRuleSet(violationSettingsFromData(snapshot.data()));
}
