/**
 * Fines on a property's ledger, posted by a violation's decision inside its own transaction.
 *
 * A fine is a charge owed from its date, with the rules of the organization's violation rule set:
 * it gets a late fee only when `feeRulesForFines(ruleSet).lateFees` allows (California: never),
 * as the rule set stood when it was posted; and money received pays it after every other open
 * charge when the rule set pays assessments first (see `paymentOrderFor`).
 *
 * An archived property still gets its fine: it was decided on conduct before the archiving, and
 * an archived property's balance is still owed (it gets no late fee, as no archived account does).
 */
import { LEDGER_MEMO_MAX_LENGTH, isLocalDate, messages } from "@hoa/validation";
import {
  FINE_AMOUNT_INVALID,
  feeRulesForFines,
  type ViolationRuleSet,
} from "@hoa/validation/violation-rules";
import type { Transaction } from "firebase-admin/firestore";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { Recorder } from "./entries.js";
import { preparePostings } from "./postings.js";
import type { LedgerEntry } from "./schemas.js";

/** A fine to post: where, under which id, how much, from when, and the rule set it follows. */
export interface FineDraft {
  orgId: string;
  propertyId: string;
  /**
   * The entry's id, chosen by the caller and deterministic (`fine-{violationId}-{n}`): a second
   * decision posting the same fine finds it and is refused (409), so a fine is posted once.
   */
  entryId: string;
  /** The fine in cents: a whole number more than 0. */
  cents: number;
  /** The organization's local date (YYYY-MM-DD) the fine is dated and owed from. */
  date: string;
  /** What the ledger says of it (at most 200 characters), e.g. the violation and its decision. */
  memo?: string;
  /** The organization's violation rule set (`readViolationRuleSet`). */
  ruleSet: ViolationRuleSet;
}

/**
 * Writes the prepared fine: the entry, the account, the month's totals and the audit entry
 * ("Added fine for 10 Ledger Lane, 1", or `label` for the property), and wakes the billing
 * scheduler when the fine may get a late fee sooner than the account had one due. Called once,
 * after every read of the transaction.
 */
export type PostFine = (actor: Recorder, label?: string) => LedgerEntry;

/** The fields of a fine that are not what they must be, with their messages (none: valid). */
function refusedFields(fine: FineDraft): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!Number.isSafeInteger(fine.cents) || fine.cents <= 0) fields.amount = FINE_AMOUNT_INVALID;
  if (!isLocalDate(fine.date)) fields.date = messages.entryDateInvalid;
  if ((fine.memo ?? "").trim().length > LEDGER_MEMO_MAX_LENGTH) fields.memo = messages.memoTooLong;
  return fields;
}

/**
 * The first step of posting a fine in the caller's transaction: checks the fine (400 with
 * `fields`: amount, date, memo), then does its reads through `transaction` (the property, 404
 * without one; its account; the entry's id, 409 when the fine is already posted; the billing
 * settings when a late-fee wake-up may be due). The caller makes these reads before any write of
 * its own, then calls the returned `PostFine` to write.
 *
 * The account is read here and written by `PostFine`: a transaction posts at most one fine per
 * property (a second `prepareFine` for the same property in one transaction throws).
 */
export async function prepareFine(
  data: DataContext,
  transaction: Transaction,
  fine: FineDraft,
): Promise<PostFine> {
  const { orgId, propertyId, entryId, cents, date, ruleSet } = fine;
  if (!isDocumentId(entryId)) throw new TypeError(`Not a ledger entry id: ${entryId}`);
  const fields = refusedFields(fine);
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new ApiError(400, first, {}, fields);
  const post = await preparePostings(
    data,
    transaction,
    { orgId, propertyId, date },
    [
      {
        kind: "fine",
        entryId,
        cents,
        memo: fine.memo ?? "",
        lateFeeable: feeRulesForFines(ruleSet).lateFees,
      },
    ],
    { alreadyPosted: apiMessages.fineAlreadyPosted, archived: "allow" },
  );
  return (actor, propertyLabel) => post(actor, propertyLabel)[0]!;
}
