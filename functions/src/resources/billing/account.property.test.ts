import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCharge,
  addReceived,
  emptyAccount,
  paymentOrderFor,
  reverseCharge,
  reverseReceived,
  type Account,
  type Allocation,
  type OpenCharge,
  type PaymentOrder,
  type ReopenableCharge,
} from "./account.js";
import { VIOLATION_RULE_SETS } from "@hoa/validation/violation-rules";

/** One step a property's ledger can take. */
type Operation =
  | { type: "charge"; cents: number; dueDay: number; fine: boolean }
  | { type: "received"; cents: number }
  | { type: "reverse"; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    type: fc.constant("charge" as const),
    cents: fc.integer({ min: 1, max: 50_000 }),
    dueDay: fc.integer({ min: 0, max: 400 }),
    fine: fc.boolean(),
  }),
  fc.record({ type: fc.constant("received" as const), cents: fc.integer({ min: 1, max: 80_000 }) }),
  fc.record({ type: fc.constant("reverse" as const), pick: fc.nat() }),
);

interface Entry {
  id: string;
  amountCents: number;
  dueDate: string;
  seq: number;
  allocations: Allocation[];
  reversed: boolean;
  isReversal: boolean;
  fine: boolean;
}

const byAge = (a: OpenCharge, b: OpenCharge) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.seq - b.seq;

/**
 * Checks that money received paid `before`'s charges in the payment order: what it paid is a
 * prefix of them in that order, each paid in full but the last, and nothing left open before it.
 */
function expectPaidInOrder(
  before: readonly OpenCharge[],
  allocations: readonly Allocation[],
  order: PaymentOrder,
): void {
  const ordered = [...before].sort((a, b) =>
    order.finesLast && a.fine !== b.fine ? (a.fine ? 1 : -1) : byAge(a, b),
  );
  expect(allocations.map((item) => item.entryId)).toEqual(
    ordered.slice(0, allocations.length).map((charge) => charge.entryId),
  );
  allocations.slice(0, -1).forEach((allocation, index) => {
    expect(allocation.cents).toBe(ordered[index]!.openCents);
  });
}

const date = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);

/**
 * Replays the operations in a payment order, checking after each that the account is what the
 * ledger says, and that money received paid in that order (fines last, or oldest first).
 */
function replay(operations: readonly Operation[], order: PaymentOrder = {}): void {
  let account: Account = emptyAccount();
  const ledger: Entry[] = [];
  for (const op of operations) {
    const id = `e${ledger.length + 1}`;
    let result: { account: Account; allocations: Allocation[] } | undefined;
    let amountCents: number;
    let isReversal = false;
    let dueDate = date(0);
    let fine = false;
    if (op.type === "charge") {
      dueDate = date(op.dueDay);
      fine = op.fine;
      result = addCharge(account, {
        entryId: id,
        dueDate,
        cents: op.cents,
        lateFeeable: !fine,
        fine,
      });
      amountCents = op.cents;
    } else if (op.type === "received") {
      result = addReceived(account, op.cents, order);
      expectPaidInOrder(account.openCharges, result.allocations, order);
      amountCents = -op.cents;
    } else {
      const candidates = ledger.filter((entry) => !entry.reversed && !entry.isReversal);
      if (candidates.length === 0) continue;
      const target = candidates[op.pick % candidates.length]!;
      target.reversed = true;
      isReversal = true;
      amountCents = -target.amountCents;
      const reopenable = new Map<string, ReopenableCharge>(
        ledger
          .filter((entry) => entry.amountCents > 0 && !entry.reversed && !entry.isReversal)
          .map((entry) => [
            entry.id,
            { dueDate: entry.dueDate, seq: entry.seq, lateFeeable: false, fine: entry.fine },
          ]),
      );
      if (target.amountCents > 0) {
        result = reverseCharge(account, { entryId: target.id, cents: target.amountCents }, order);
        expectPaidInOrder(
          account.openCharges.filter((charge) => charge.entryId !== target.id),
          result.allocations,
          order,
        );
      } else {
        result = reverseReceived(
          account,
          { cents: -target.amountCents, allocations: target.allocations },
          { entryId: id, date: date(500) },
          reopenable,
        );
      }
    }
    account = result.account;
    ledger.push({
      id,
      amountCents,
      dueDate,
      seq: account.entryCount,
      allocations: result.allocations,
      reversed: false,
      isReversal,
      fine,
    });

    const sum = ledger.reduce((total, entry) => total + entry.amountCents, 0);
    const open = account.openCharges.reduce((total, charge) => total + charge.openCents, 0);
    expect(account.balanceCents).toBe(sum);
    expect(open - account.creditCents).toBe(sum);
    expect(account.creditCents).toBeGreaterThanOrEqual(0);
    for (const charge of account.openCharges) {
      expect(Number.isSafeInteger(charge.openCents) && charge.openCents > 0).toBe(true);
    }
    if (account.creditCents > 0) expect(account.openCharges).toEqual([]);
    // Open charges stay oldest first, and each keeps whether it is a fine.
    expect(account.openCharges).toEqual([...account.openCharges].sort(byAge));
    for (const charge of account.openCharges) {
      const entry = ledger.find((item) => item.id === charge.entryId);
      expect(charge.fine).toBe(entry?.fine ?? false);
    }
    expect(account.entryCount).toBe(ledger.length);
    // Money received never pays more than it is, nor a charge more than it owes.
    for (const allocation of result.allocations) expect(allocation.cents).toBeGreaterThan(0);
  }
}

describe("a property's account against its ledger (property-based)", () => {
  it("equals the sum of the ledger to the cent, with no negative open amount, across 10,000 random operations", () => {
    // 200 sequences of 50 operations: 10,000 operations, each checked.
    let operations = 0;
    fc.assert(
      fc.property(fc.array(operation, { minLength: 50, maxLength: 50 }), (sequence) => {
        operations += sequence.length;
        replay(sequence);
      }),
      { numRuns: 200, seed: 20261122 },
    );
    expect(operations).toBe(10_000);
  });

  it("keeps every invariant with fines paid last, every other charge paid before any fine, across 10,000 random operations", () => {
    let operations = 0;
    fc.assert(
      fc.property(fc.array(operation, { minLength: 50, maxLength: 50 }), (sequence) => {
        operations += sequence.length;
        replay(sequence, { finesLast: true });
      }),
      { numRuns: 200, seed: 20260101 },
    );
    expect(operations).toBe(10_000);
  });

  it("pays the oldest open charges first", () => {
    let account = emptyAccount();
    account = addCharge(account, {
      entryId: "nov",
      dueDate: "2026-11-01",
      cents: 15000,
      lateFeeable: true,
    }).account;
    account = addCharge(account, {
      entryId: "oct",
      dueDate: "2026-10-01",
      cents: 15000,
      lateFeeable: true,
    }).account;
    const paid = addReceived(account, 20000);
    expect(paid.allocations).toEqual([
      { entryId: "oct", cents: 15000 },
      { entryId: "nov", cents: 5000 },
    ]);
    expect(paid.account.openCharges).toEqual([
      expect.objectContaining({ entryId: "nov", openCents: 10000 }),
    ]);
  });

  it("pays assessments before fines under California's rules, and oldest first under Florida's", () => {
    expect(paymentOrderFor(VIOLATION_RULE_SETS.california)).toEqual({ finesLast: true });
    expect(paymentOrderFor(VIOLATION_RULE_SETS.florida)).toEqual({ finesLast: false });
    let account = emptyAccount();
    account = addCharge(account, {
      entryId: "fine",
      dueDate: "2026-10-15",
      cents: 10000,
      lateFeeable: false,
      fine: true,
    }).account;
    account = addCharge(account, {
      entryId: "nov",
      dueDate: "2026-11-01",
      cents: 15000,
      lateFeeable: true,
    }).account;
    account = addCharge(account, {
      entryId: "dec",
      dueDate: "2026-12-01",
      cents: 15000,
      lateFeeable: true,
    }).account;
    const california = addReceived(account, 20000, { finesLast: true });
    expect(california.allocations).toEqual([
      { entryId: "nov", cents: 15000 },
      { entryId: "dec", cents: 5000 },
    ]);
    // What stays open is still oldest first: the fine, then December's rest.
    expect(california.account.openCharges.map((c) => [c.entryId, c.openCents])).toEqual([
      ["fine", 10000],
      ["dec", 10000],
    ]);
    const florida = addReceived(account, 20000, { finesLast: false });
    expect(florida.allocations).toEqual([
      { entryId: "fine", cents: 10000 },
      { entryId: "nov", cents: 10000 },
    ]);
    // Without an order, as before fines existed: oldest first.
    expect(addReceived(account, 20000).allocations).toEqual(florida.allocations);
    // Enough for everything pays the fine too, and the rest is credit.
    const all = addReceived(account, 45000, { finesLast: true });
    expect(all.allocations.at(-1)).toEqual({ entryId: "fine", cents: 10000 });
    expect(all.account).toMatchObject({ openCharges: [], creditCents: 5000, balanceCents: -5000 });
  });

  it("gives a reversed assessment's payment back to the other assessments before the fine", () => {
    let account = emptyAccount();
    account = addCharge(account, {
      entryId: "fine",
      dueDate: "2026-10-15",
      cents: 10000,
      lateFeeable: false,
      fine: true,
    }).account;
    account = addCharge(account, {
      entryId: "nov",
      dueDate: "2026-11-01",
      cents: 15000,
      lateFeeable: true,
    }).account;
    account = addReceived(account, 15000, { finesLast: true }).account;
    account = addCharge(account, {
      entryId: "dec",
      dueDate: "2026-12-01",
      cents: 15000,
      lateFeeable: true,
    }).account;
    // November was paid; reversing it frees 150.00, which pays December before the fine.
    const reversed = reverseCharge(account, { entryId: "nov", cents: 15000 }, { finesLast: true });
    expect(reversed.allocations).toEqual([{ entryId: "dec", cents: 15000 }]);
    expect(reversed.account.openCharges).toEqual([
      expect.objectContaining({ entryId: "fine", openCents: 10000, fine: true }),
    ]);
  });
});
