import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCharge,
  addReceived,
  emptyAccount,
  reverseCharge,
  reverseReceived,
  type Account,
  type Allocation,
  type ReopenableCharge,
} from "./account.js";

/** One step a property's ledger can take. */
type Operation =
  | { type: "charge"; cents: number; dueDay: number }
  | { type: "received"; cents: number }
  | { type: "reverse"; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    type: fc.constant("charge" as const),
    cents: fc.integer({ min: 1, max: 50_000 }),
    dueDay: fc.integer({ min: 0, max: 400 }),
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
}

const date = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);

/** Replays the operations, checking after each that the account is what the ledger says. */
function replay(operations: readonly Operation[]): void {
  let account: Account = emptyAccount();
  const ledger: Entry[] = [];
  for (const op of operations) {
    const id = `e${ledger.length + 1}`;
    let result: { account: Account; allocations: Allocation[] } | undefined;
    let amountCents: number;
    let isReversal = false;
    let dueDate = date(0);
    if (op.type === "charge") {
      dueDate = date(op.dueDay);
      result = addCharge(account, { entryId: id, dueDate, cents: op.cents, lateFeeable: true });
      amountCents = op.cents;
    } else if (op.type === "received") {
      result = addReceived(account, op.cents);
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
            { dueDate: entry.dueDate, seq: entry.seq, lateFeeable: false },
          ]),
      );
      result =
        target.amountCents > 0
          ? reverseCharge(account, { entryId: target.id, cents: target.amountCents })
          : reverseReceived(
              account,
              { cents: -target.amountCents, allocations: target.allocations },
              { entryId: id, date: date(500) },
              reopenable,
            );
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
});
