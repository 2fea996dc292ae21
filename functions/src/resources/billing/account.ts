import type { ViolationRuleSet } from "@hoa/validation/violation-rules";

/**
 * A property's billing account: what its ledger adds up to, kept in one document beside the
 * ledger and changed in the same transaction as each entry, so it always equals the ledger.
 *
 * - `balanceCents` is the sum of every ledger entry of the property (positive: owed).
 * - `openCharges` are the charges not yet paid, oldest due date first, each with what is left.
 * - `creditCents` is money received and not yet applied to any charge (an overpayment or a credit).
 *
 * Invariant: `balanceCents === sum(openCharges.openCents) - creditCents`, every `openCents` > 0,
 * `creditCents` >= 0, and credit only remains while no charge is open. Money received is applied
 * to the open charges oldest due date first (ties: the order they were recorded); under a rule set
 * that pays assessments first (`PaymentOrder.finesLast`, California Civil Code 5655(a)), every
 * open charge that is not a fine is paid before any fine.
 */
export interface OpenCharge {
  entryId: string;
  /** Local date YYYY-MM-DD. */
  dueDate: string;
  openCents: number;
  /** Its place in the property's ledger (`seq` of the entry). */
  seq: number;
  /** Whether a late fee may still be added for it (assessments and one-off charges, once). */
  lateFeeable: boolean;
  /** Whether it is a fine (a violation's decision): paid last when the rule set says so. */
  fine: boolean;
}

/**
 * The order money received pays open charges in: oldest first, or (`finesLast`) every charge
 * that is not a fine oldest first, then the fines oldest first.
 */
export interface PaymentOrder {
  finesLast?: boolean;
}

/**
 * The payment order a rule set requires: fines last when it pays assessments first (California
 * Civil Code 5655(a)); oldest first when it sets no order (Florida, an organization's own rules).
 */
export const paymentOrderFor = (ruleSet: ViolationRuleSet): PaymentOrder => ({
  finesLast: ruleSet.paymentOrder.order?.[0] === "assessments",
});

export interface Account {
  balanceCents: number;
  creditCents: number;
  openCharges: OpenCharge[];
  /** Entries the property's ledger holds: the next entry's `seq` is this plus one. */
  entryCount: number;
}

/** What a payment, credit or charge took from or gave to which charge. */
export interface Allocation {
  entryId: string;
  cents: number;
}

export const emptyAccount = (): Account => ({
  balanceCents: 0,
  creditCents: 0,
  openCharges: [],
  entryCount: 0,
});

const byAge = (a: OpenCharge, b: OpenCharge) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.seq - b.seq;

/** The order charges are paid in: by age, or (fines last) the other charges by age, then fines. */
const paymentOrder =
  ({ finesLast = false }: PaymentOrder) =>
  (a: OpenCharge, b: OpenCharge) =>
    finesLast && a.fine !== b.fine ? (a.fine ? 1 : -1) : byAge(a, b);

/**
 * Applies `cents` received to the open charges in the payment order; what is left becomes credit.
 * The charges left open keep their order by age.
 */
function applyReceived(
  openCharges: readonly OpenCharge[],
  cents: number,
  order: PaymentOrder,
): { openCharges: OpenCharge[]; left: number; allocations: Allocation[] } {
  let left = cents;
  const allocations: Allocation[] = [];
  const remaining: OpenCharge[] = [];
  for (const charge of [...openCharges].sort(paymentOrder(order))) {
    const paid = Math.min(left, charge.openCents);
    if (paid > 0) {
      allocations.push({ entryId: charge.entryId, cents: paid });
      left -= paid;
    }
    if (charge.openCents - paid > 0)
      remaining.push({ ...charge, openCents: charge.openCents - paid });
  }
  return { openCharges: remaining.sort(byAge), left, allocations };
}

/**
 * A new charge (assessment, late fee, one-off charge, fine): available credit pays it at once
 * (credit remains only while no other charge is open, so this is the payment order too).
 */
export function addCharge(
  account: Account,
  charge: {
    entryId: string;
    dueDate: string;
    cents: number;
    lateFeeable: boolean;
    /** A fine (default: not one). */
    fine?: boolean;
  },
): { account: Account; allocations: Allocation[] } {
  assertPositive(charge.cents);
  const seq = account.entryCount + 1;
  const fromCredit = Math.min(account.creditCents, charge.cents);
  const open = charge.cents - fromCredit;
  const openCharges = [...account.openCharges];
  if (open > 0) {
    openCharges.push({
      entryId: charge.entryId,
      dueDate: charge.dueDate,
      openCents: open,
      seq,
      lateFeeable: charge.lateFeeable,
      fine: charge.fine ?? false,
    });
  }
  return {
    account: {
      balanceCents: account.balanceCents + charge.cents,
      creditCents: account.creditCents - fromCredit,
      openCharges: openCharges.sort(byAge),
      entryCount: seq,
    },
    allocations: fromCredit > 0 ? [{ entryId: "credit", cents: fromCredit }] : [],
  };
}

/**
 * Money received (a payment or a credit): applied in the payment order (oldest first, or fines
 * last), the rest kept as credit.
 */
export function addReceived(
  account: Account,
  cents: number,
  order: PaymentOrder = {},
): { account: Account; allocations: Allocation[] } {
  assertPositive(cents);
  const applied = applyReceived(account.openCharges, cents, order);
  return {
    account: {
      balanceCents: account.balanceCents - cents,
      creditCents: account.creditCents + applied.left,
      openCharges: applied.openCharges,
      entryCount: account.entryCount + 1,
    },
    allocations: applied.allocations,
  };
}

/**
 * The reversal of a charge of `cents`: what is still open of it is no longer owed, and what was
 * already paid of it comes back as credit, applied at once to the other open charges in the
 * payment order.
 */
export function reverseCharge(
  account: Account,
  charge: { entryId: string; cents: number },
  order: PaymentOrder = {},
): { account: Account; allocations: Allocation[] } {
  assertPositive(charge.cents);
  const open = account.openCharges.find((item) => item.entryId === charge.entryId)?.openCents ?? 0;
  const paid = charge.cents - open;
  const others = account.openCharges.filter((item) => item.entryId !== charge.entryId);
  const applied = applyReceived(others, account.creditCents + paid, order);
  return {
    account: {
      balanceCents: account.balanceCents - charge.cents,
      creditCents: applied.left,
      openCharges: applied.openCharges,
      entryCount: account.entryCount + 1,
    },
    allocations: applied.allocations,
  };
}

/** A charge money received paid, as it can be opened again (not reversed since). */
export interface ReopenableCharge {
  dueDate: string;
  seq: number;
  lateFeeable: boolean;
  fine: boolean;
}

/**
 * The reversal of money received (a payment or credit of `cents`, a bounced check): it is owed
 * again. Unapplied credit absorbs it first; then the charges it paid open again (newest first,
 * up to what it paid each, only those in `reopenable`: not reversed since); anything beyond
 * opens as the reversal itself, due on `date`.
 */
export function reverseReceived(
  account: Account,
  received: { cents: number; allocations: readonly Allocation[] },
  reversal: { entryId: string; date: string },
  reopenable: ReadonlyMap<string, ReopenableCharge> = new Map(),
): { account: Account; allocations: Allocation[] } {
  assertPositive(received.cents);
  const seq = account.entryCount + 1;
  const fromCredit = Math.min(account.creditCents, received.cents);
  let owed = received.cents - fromCredit;
  const openCharges = account.openCharges.map((item) => ({ ...item }));
  const reopened: Allocation[] = [];
  for (const allocation of [...received.allocations].reverse()) {
    if (owed === 0) break;
    let charge = openCharges.find((item) => item.entryId === allocation.entryId);
    if (!charge) {
      const known = reopenable.get(allocation.entryId);
      if (!known) continue;
      charge = { entryId: allocation.entryId, ...known, openCents: 0 };
      openCharges.push(charge);
    }
    const cents = Math.min(owed, allocation.cents);
    charge.openCents += cents;
    reopened.push({ entryId: allocation.entryId, cents });
    owed -= cents;
  }
  if (owed > 0) {
    openCharges.push({
      entryId: reversal.entryId,
      dueDate: reversal.date,
      openCents: owed,
      seq,
      lateFeeable: false,
      fine: false,
    });
  }
  return {
    account: {
      balanceCents: account.balanceCents + received.cents,
      creditCents: account.creditCents - fromCredit,
      openCharges: openCharges.filter((item) => item.openCents > 0).sort(byAge),
      entryCount: seq,
    },
    allocations: reopened,
  };
}

/** The account with the late fee of `entryId` charged: no second one for it. */
export function markLateFeeCharged(account: Account, entryId: string): Account {
  return {
    ...account,
    openCharges: account.openCharges.map((item) =>
      item.entryId === entryId ? { ...item, lateFeeable: false } : item,
    ),
  };
}

/** The earliest due date of an open charge that may still get a late fee, or null. */
export function nextLateDue(account: Account): string | null {
  const dates = account.openCharges.filter((item) => item.lateFeeable).map((item) => item.dueDate);
  return dates.length === 0 ? null : dates.reduce((a, b) => (a < b ? a : b));
}

function assertPositive(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new Error(`not a positive amount: ${cents}`);
}

/** An account as stored (or the empty one for a property without ledger entries). */
export function accountFromData(stored: Record<string, unknown> | undefined): Account {
  if (!stored) return emptyAccount();
  const number = (value: unknown) => (typeof value === "number" ? value : 0);
  const charges = Array.isArray(stored.openCharges) ? (stored.openCharges as unknown[]) : [];
  return {
    balanceCents: number(stored.balanceCents),
    creditCents: number(stored.creditCents),
    entryCount: number(stored.entryCount),
    openCharges: charges.flatMap((item) => {
      if (typeof item !== "object" || item === null) return [];
      const charge = item as Record<string, unknown>;
      return [
        {
          entryId: String(charge.entryId),
          dueDate: String(charge.dueDate),
          openCents: number(charge.openCents),
          seq: number(charge.seq),
          lateFeeable: charge.lateFeeable === true,
          // Charges stored before fines existed are not fines.
          fine: charge.fine === true,
        },
      ];
    }),
  };
}
