import { ARCHIVED_STATUS, messages, propertyLabel, type PropertyStatus } from "@hoa/validation";
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import type { DataContext } from "../../platform/data-context.js";
import { auditItem, changeItem, deleteItem, type ItemChange } from "../../platform/items.js";
import { claimHolder } from "../../platform/unique-keys.js";
import { accountFromData, nextLateDue } from "../billing/account.js";
import { BILLED_FIELD, accountRef, billingSettingsRef } from "../billing/refs.js";
import { billingWakeUp, earliestLateFeeAt } from "../billing/settings.js";
import type { Property } from "./schemas.js";
import { occupancyOf, propertyClaimRef, propertyItems } from "./store.js";

/*
 * How a property leaves the community: deleted while it has no billing history, archived once it
 * has (its ledger and balance stay in every report; it gets no new charges and no residents),
 * and restored.
 *
 * Transactions are optimistic (platform/transactions.ts): only a document a contender writes is
 * checked at commit. Every ledger entry reads the property and writes the account, and the first
 * one also marks the property `billed`; archiving and deleting read both and write the property
 * (and the account when it exists). So a race between an entry and an archiving or a deletion
 * always meets on a document both write: the entry comes first and is seen, or comes after and
 * sees the property archived (no charge) or gone (404).
 */

/**
 * Deletes a property made to `expectedVersion` (412 otherwise), with its claim; refused (409)
 * while residents live there, and once its ledger has any entry (archive it instead).
 */
export function deleteProperty(data: DataContext, target: ItemChange): Promise<{ id: string }> {
  const { orgId, id } = target;
  return deleteItem(data, propertyItems, target, async (transaction, current, snapshot) => {
    if (current.residentCount > 0) throw new ApiError(409, messages.propertyHasResidents);
    const claim = propertyClaimRef(data.db, orgId, current);
    const [account, claimed] = await transaction.getAll(accountRef(data.db, orgId, id), claim);
    if (snapshot.get(BILLED_FIELD) === true || accountFromData(account?.data()).entryCount > 0) {
      throw new ApiError(409, messages.propertyHasBillingHistory);
    }
    if (account?.exists) transaction.delete(account.ref);
    if (claimed && claimHolder(claimed) === id) transaction.delete(claim);
  });
}

/**
 * Archives a property made to `expectedVersion` (412 otherwise): its status becomes Archived, and
 * its account (when it has one) loses its `nextLateDue`, so the late-fee run no longer finds it.
 * Refused (409) while residents live there or when it is archived already.
 */
export function archiveProperty(data: DataContext, target: ItemChange): Promise<Property> {
  const { orgId, id, actor } = target;
  return changeItem(data, propertyItems, target, async (transaction, current, ref) => {
    if (current.status === ARCHIVED_STATUS) {
      throw new ApiError(409, messages.propertyAlreadyArchived);
    }
    if (current.residentCount > 0) throw new ApiError(409, messages.propertyArchiveHasResidents);
    const account = await transaction.get(accountRef(data.db, orgId, id));
    const now = Timestamp.fromDate(data.clock.now());
    if (account.exists) transaction.update(account.ref, { archived: true, nextLateDue: null });
    return writeStatus(data, transaction, { orgId, actor, current, ref }, ARCHIVED_STATUS, now);
  });
}

/**
 * Restores an archived property made to `expectedVersion` (412 otherwise; 409 when it is not
 * archived): it is Vacant again, charged its dues from the next period the monthly run assesses,
 * and its open charges get their late fees again (the scheduler is woken for them).
 */
export function restoreProperty(data: DataContext, target: ItemChange): Promise<Property> {
  const { orgId, id, actor } = target;
  return changeItem(data, propertyItems, target, async (transaction, current, ref) => {
    if (current.status !== ARCHIVED_STATUS) throw new ApiError(409, messages.propertyNotArchived);
    const account = await transaction.get(accountRef(data.db, orgId, id));
    const lateDue = nextLateDue(accountFromData(account.data()));
    const wake =
      lateDue === null
        ? null
        : await billingWakeUp(
            transaction,
            billingSettingsRef(data.db, orgId),
            earliestLateFeeAt(lateDue),
          );
    // Every read is done: a transaction writes after its reads.
    wake?.();
    if (account.exists) {
      transaction.update(account.ref, { archived: FieldValue.delete(), nextLateDue: lateDue });
    }
    const now = Timestamp.fromDate(data.clock.now());
    const status = occupancyOf(current.residentCount);
    return writeStatus(data, transaction, { orgId, actor, current, ref }, status, now);
  });
}

/** The property's new status, version and archiving time, audited as a change of its status. */
function writeStatus(
  data: DataContext,
  transaction: Transaction,
  target: {
    orgId: string;
    actor: Caller;
    current: Property;
    ref: DocumentReference;
  },
  status: PropertyStatus,
  now: Timestamp,
): Property {
  const { orgId, actor, current, ref } = target;
  const version = current.version + 1;
  const archivedAt = status === ARCHIVED_STATUS ? now : null;
  transaction.update(ref, { status, archivedAt, version, updatedAt: now });
  auditItem(data, transaction, propertyItems, {
    orgId,
    id: current.id,
    actor,
    action: "update",
    label: propertyLabel(current),
    changes: [{ field: "status", before: current.status, after: status }],
  });
  const at = now.toDate().toISOString();
  return {
    ...current,
    status,
    archivedAt: archivedAt === null ? null : at,
    version,
    updatedAt: at,
  };
}
