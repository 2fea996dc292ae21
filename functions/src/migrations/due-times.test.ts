import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { TEST_DEADLINE_MS, useTestApi } from "../../test/support/api.js";
import { dataContext } from "../platform/data-context.js";
import { backfillDueTimes } from "./due-times.js";

const db = useTestApi();

describe("backfillDueTimes", () => {
  it("gives data from before due times the fields the scheduled work queries, once", async () => {
    const now = new Date("2026-12-09T12:00:00.000Z");
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, { now: () => now });
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const write = (path: string, fields: Record<string, unknown>) =>
      db.firestore.doc(path).set(fields);
    await write("orgs/legacy", { name: "Legacy HOA", timeZone: "ET", notifyWeeklySummary: true });
    await write("orgs/legacy/billing/settings", {
      monthlyFeeCents: 15000,
      assessedPeriod: "2026-10",
    });
    await write("orgs/legacy/events/coming", {
      status: "scheduled",
      startsAt: at("2026-12-20T23:30:00.000Z"),
    });
    // The morning New York's clocks go forward, in the organization's zone (the event names none).
    await write("orgs/legacy/events/spring", {
      status: "scheduled",
      startsAt: at("2027-03-14T14:00:00.000Z"),
    });
    await write("orgs/legacy/events/reminded", {
      status: "scheduled",
      startsAt: at("2026-12-10T23:30:00.000Z"),
      reminderSentAt: at("2026-12-09T23:30:00.000Z"),
    });
    await write("orgs/legacy/events/past", {
      status: "scheduled",
      startsAt: at("2026-12-01T23:30:00.000Z"),
    });
    await write("orgs/quiet", {
      name: "Quiet HOA",
      notifyWeeklySummary: false,
      weeklySummaryAt: null,
    });

    const first = await backfillDueTimes(data);
    expect(first).toMatchObject({ billing: 1, weeklySummaries: 1, reminders: 2 });
    const read = async (path: string, field: string) => {
      const value: unknown = (await db.firestore.doc(path).get()).get(field);
      return value instanceof Timestamp ? value.toDate().toISOString() : value;
    };
    expect(await read("orgs/legacy/billing/settings", "dueAt")).toBe(now.toISOString());
    // Monday, December 14, 08:00 in New York.
    expect(await read("orgs/legacy", "weeklySummaryAt")).toBe("2026-12-14T13:00:00.000Z");
    expect(await read("orgs/legacy/events/coming", "reminderAt")).toBe("2026-12-19T23:30:00.000Z");
    // 10:00 EDT on the day; 10:00 EST the day before, 23 hours earlier.
    expect(await read("orgs/legacy/events/spring", "reminderAt")).toBe("2027-03-13T15:00:00.000Z");
    expect(await read("orgs/legacy/events/reminded", "reminderAt")).toBeUndefined();
    expect(await read("orgs/legacy/events/past", "reminderAt")).toBeUndefined();
    expect(await read("orgs/quiet/billing/settings", "dueAt")).toBeUndefined();

    expect(await backfillDueTimes(data)).toMatchObject({
      billing: 0,
      weeklySummaries: 0,
      reminders: 0,
    });
  });
});
