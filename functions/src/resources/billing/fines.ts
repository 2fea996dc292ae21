// Placeholder replaced at merge by the billing fines module.
import type { ViolationRuleSet } from "@hoa/validation/violation-rules";
import type { Transaction } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import type { DataContext } from "../../platform/data-context.js";
import type { LedgerEntry } from "./schemas.js";

export async function prepareFine(
  _data: DataContext,
  _transaction: Transaction,
  _fine: {
    orgId: string;
    propertyId: string;
    entryId: string;
    cents: number;
    date: string;
    memo: string;
    ruleSet: ViolationRuleSet;
  },
): Promise<(actor: Caller, label?: string) => LedgerEntry> {
  await Promise.resolve();
  return () => {
    throw new Error("not merged yet");
  };
}
