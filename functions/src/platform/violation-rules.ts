/**
 * The organization's violation rule set (California, Florida or its own rules), read where the
 * violation settings keep it: `orgs/{orgId}/settings/violations`, stored as
 * `{ ruleSet: "california" | "florida" | "general", general: GeneralRuleSettings | null }`.
 * Billing reads it to pay fines last and to keep late fees off fines where the law says so.
 */
import {
  isViolationRuleSetId,
  parseGeneralRuleSettings,
  ruleSetFor,
  type GeneralRuleSettings,
  type GeneralRuleSettingsInput,
  type ViolationRuleSet,
} from "@hoa/validation/violation-rules";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import type { DataContext } from "./data-context.js";

/** The violation settings' document under the organization: `settings/violations`. */
export const VIOLATION_SETTINGS_PATH = "settings/violations";

/** `orgs/{orgId}/settings/violations`: the rule set the organization chose. */
export const violationSettingsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/${VIOLATION_SETTINGS_PATH}`);

/**
 * The organization's own rules before it saves any: 14 days' notice of a hearing and 14 days to
 * cure (the longer notice of the two statutes), no decision deadline, no caps, and a cure before
 * the hearing bars a fine. Used for what the settings schema does not fill in itself.
 */
export const DEFAULT_GENERAL_RULE_SETTINGS: GeneralRuleSettingsInput = {
  hearingNoticeDays: 14,
  defaultCureDays: 14,
};

/**
 * The general settings of `stored` validated, or the defaults: the schema's own defaults when it
 * has them for every field, else `DEFAULT_GENERAL_RULE_SETTINGS`.
 */
export function generalRuleSettingsOf(stored: unknown): GeneralRuleSettings {
  const parsed = parseGeneralRuleSettings(stored);
  if (parsed.ok) return parsed.value;
  const schemaDefaults = parseGeneralRuleSettings({});
  if (schemaDefaults.ok) return schemaDefaults.value;
  const defaults = parseGeneralRuleSettings(DEFAULT_GENERAL_RULE_SETTINGS);
  if (!defaults.ok) throw new TypeError(`Invalid default rule settings: ${defaults.error}`);
  return defaults.value;
}

/**
 * The rule set of stored violation settings: the statute's for "california" or "florida"; for
 * "general" (or no settings, or a rule set id this version does not know) the organization's own
 * rules from its stored `general` settings, or the defaults where they are missing or invalid.
 */
export function ruleSetOfSettings(stored: Record<string, unknown> | undefined): ViolationRuleSet {
  const id: unknown = stored?.ruleSet;
  if (isViolationRuleSetId(id) && id !== "general") return ruleSetFor(id);
  return ruleSetFor("general", generalRuleSettingsOf(stored?.general));
}

/**
 * The organization's violation rule set, read through `transaction` when there is one (among its
 * reads, before any write) or directly. With no settings document the organization follows the
 * general rule set with its defaults.
 */
export async function readViolationRuleSet(
  data: DataContext,
  orgId: string,
  transaction?: Transaction,
): Promise<ViolationRuleSet> {
  const ref = violationSettingsRef(data.db, orgId);
  const snapshot = transaction ? await transaction.get(ref) : await data.call(ref.get());
  return ruleSetOfSettings(snapshot.data());
}
