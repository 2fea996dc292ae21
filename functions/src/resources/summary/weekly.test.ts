import { describe, expect, it } from "vitest";
import {
  TEST_DEADLINE_MS,
  buildTestApi,
  testClock,
  useTestApi,
} from "../../../test/support/api.js";
import {
  addProperty,
  changeOrganization,
  organization,
  type TestApi,
} from "../../../test/support/directory.js";
import { recordingMailer } from "../../../test/support/mail.js";
import { memoryFileStore } from "../../../test/support/memory-files.js";
import { runDispatcher } from "../../dispatch.js";
import { dataContext } from "../../platform/data-context.js";
import { reads } from "../../../test/support/query-indexes.js";
import { nextWeeklySummaryAt } from "./schedule.js";
import { isoWeekOf, localTimeIn, sendWeeklySummaries } from "./weekly.js";

const db = useTestApi();
const CONSOLE = "https://console.test";

describe("isoWeekOf and localTimeIn", () => {
  it("names ISO weeks, a week at the turn of the year by its Thursday", () => {
    expect(isoWeekOf("2026-11-23")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-29")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-30")).toBe("2026-W49");
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
  });

  it("finds the next Monday at 08:00 in a zone, across a change of clocks", () => {
    const at = (now: string, zone = "America/New_York") =>
      nextWeeklySummaryAt(new Date(now), zone).toISOString();
    expect(at("2026-11-22T12:00:00Z")).toBe("2026-11-23T13:00:00.000Z"); // Sunday
    expect(at("2026-11-23T12:59:00Z")).toBe("2026-11-23T13:00:00.000Z"); // Monday 07:59
    expect(at("2026-11-23T13:00:00Z")).toBe("2026-11-30T13:00:00.000Z"); // Monday 08:00
    expect(at("2026-11-28T12:00:00Z", "America/Los_Angeles")).toBe("2026-11-30T16:00:00.000Z");
    // Clocks go forward on Sunday, March 8, 2026: 08:00 on the 9th is 12:00 UTC.
    expect(at("2026-03-05T12:00:00Z")).toBe("2026-03-09T12:00:00.000Z");
  });

  it.each([
    // Found before the night clocks go forward (Sunday, March 8, 2026) or back (November 1).
    ["America/Anchorage", "2026-03-08T10:30:00Z", "2026-03-09T16:00:00.000Z"],
    ["America/Anchorage", "2026-11-01T09:30:00Z", "2026-11-02T17:00:00.000Z"],
    ["America/New_York", "2026-11-01T04:30:00Z", "2026-11-02T13:00:00.000Z"],
    // Arizona and Hawaii never change theirs.
    ["America/Phoenix", "2026-03-08T10:30:00Z", "2026-03-09T15:00:00.000Z"],
    ["America/Phoenix", "2026-11-01T09:30:00Z", "2026-11-02T15:00:00.000Z"],
    ["Pacific/Honolulu", "2026-03-08T10:30:00Z", "2026-03-09T18:00:00.000Z"],
    ["Pacific/Honolulu", "2026-11-01T09:30:00Z", "2026-11-02T18:00:00.000Z"],
  ])("in %s, from %s, next goes out at %s (Monday 08:00 there)", (zone, now, next) => {
    expect(nextWeeklySummaryAt(new Date(now), zone).toISOString()).toBe(next);
    expect(localTimeIn(new Date(next), zone)).toEqual({
      date: next.slice(0, 10),
      weekday: 1,
      hour: 8,
    });
  });

  it("reads the weekday and hour in a time zone", () => {
    expect(localTimeIn(new Date("2026-11-23T15:59:00Z"), "America/Los_Angeles")).toEqual({
      date: "2026-11-23",
      weekday: 1,
      hour: 7,
    });
    expect(localTimeIn(new Date("2026-11-23T04:00:00Z"), "America/New_York")).toEqual({
      date: "2026-11-22",
      weekday: 7,
      hour: 23,
    });
  });
});

/** An organization with the Weekly summary switch on (or off), in a time zone. */
async function summarized(changes: Record<string, unknown>) {
  const org = await organization(db, "Summary HOA");
  expect(await changeOrganization(db, org, changes)).toBe(200);
  return org;
}

/** A data context whose clock the test sets. */
function clockedData(start: string) {
  let now = new Date(start).getTime();
  const data = dataContext(db.firestore, TEST_DEADLINE_MS, { now: () => new Date(now) });
  return { data, set: (iso: string) => void (now = new Date(iso).getTime()) };
}

const summariesTo = async (orgId: string) =>
  (await db.firestore.collection("mail").where("orgId", "==", orgId).get()).docs
    .filter((doc) => doc.get("kind") === "weeklySummary")
    .map((doc) => ({ to: doc.get("to") as string, subject: doc.get("message.subject") as string }));

describe("sendWeeklySummaries", () => {
  it("emails each administrator on Monday from 08:00 in the organization's zone, once a week", async () => {
    const org = await summarized({ notifyWeeklySummary: true, timeZone: "ET" });
    await addProperty(db, org, { address: "1 Summary Street", unit: "1" });
    const { data, set } = clockedData("2026-11-23T12:59:00Z"); // 07:59 in New York
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(org.id)).toEqual([]);

    set("2026-11-23T13:00:00Z"); // 08:00
    // Two dispatchers at once, and a rerun: one summary.
    await Promise.all([sendWeeklySummaries(data, CONSOLE), sendWeeklySummaries(data, CONSOLE)]);
    set("2026-11-23T20:00:00Z");
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(org.id)).toEqual([
      {
        to: `${org.admin}@test.hoa`,
        subject: "Weekly summary for Summary HOA: 0 open tickets, $0.00 outstanding",
      },
    ]);

    // Not on Tuesday; again the next Monday.
    set("2026-11-24T13:00:00Z");
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(org.id)).toHaveLength(1);
    set("2026-11-30T13:30:00Z");
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(org.id)).toHaveLength(2);
  });

  it("sends a summary found late in its week once, drops one whose week has passed, and reads only its query with nothing due", async () => {
    const org = await summarized({ notifyWeeklySummary: true, timeZone: "ET" });
    // Down all Monday: Tuesday's run sends that week's summary.
    const { data, set } = clockedData("2026-11-24T15:00:00Z");
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(org.id)).toHaveLength(1);
    // Down from before the next Monday until the one after: the missed week is not sent.
    set("2026-12-08T09:00:00Z"); // Tuesday of the week after, 04:00 in New York
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(org.id)).toHaveLength(1);
    const stored = (await db.firestore.doc(`orgs/${org.id}`).get()).get("weeklySummaryAt") as {
      toDate(): Date;
    };
    expect(stored.toDate().toISOString()).toBe("2026-12-14T13:00:00.000Z");
    const before = reads.documents;
    expect(await sendWeeklySummaries(data, CONSOLE)).toEqual({ sent: 0, mailIds: [] });
    expect(reads.documents - before).toBe(1);
    // Switched off: no longer due.
    expect(await changeOrganization(db, org, { notifyWeeklySummary: false })).toBe(200);
    expect((await db.firestore.doc(`orgs/${org.id}`).get()).get("weeklySummaryAt")).toBeNull();
  });

  it("goes out on Monday at 08:00 in Alaska after the night its clocks went forward, and in Arizona, which keeps its own", async () => {
    // Saturday, March 7, 2026: the switch is turned on before the change of clocks.
    const saturday: TestApi = {
      firestore: db.firestore,
      api: buildTestApi(db.firestore, { clock: testClock(new Date("2026-03-07T20:00:00Z")) }),
    };
    const dueAt = async (orgId: string) =>
      (
        (await db.firestore.doc(`orgs/${orgId}`).get()).get("weeklySummaryAt") as {
          toDate(): Date;
        }
      )
        .toDate()
        .toISOString();
    const alaska = await organization(saturday, "Anchorage HOA");
    const arizona = await organization(saturday, "Phoenix HOA");
    for (const [org, timeZone] of [
      [alaska, "America/Anchorage"],
      [arizona, "America/Phoenix"],
    ] as const) {
      expect(await changeOrganization(saturday, org, { notifyWeeklySummary: true, timeZone })).toBe(
        200,
      );
    }
    // 08:00 AKDT (UTC-8), not AKST (UTC-9); 08:00 MST (UTC-7) in Phoenix.
    expect(await dueAt(alaska.id)).toBe("2026-03-09T16:00:00.000Z");
    expect(await dueAt(arizona.id)).toBe("2026-03-09T15:00:00.000Z");

    const { data, set } = clockedData("2026-03-09T15:59:00Z");
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(alaska.id)).toEqual([]);
    expect(await summariesTo(arizona.id)).toHaveLength(1);
    set("2026-03-09T16:00:00Z");
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(alaska.id)).toHaveLength(1);
    expect(await dueAt(alaska.id)).toBe("2026-03-16T16:00:00.000Z");
    expect(await dueAt(arizona.id)).toBe("2026-03-16T15:00:00.000Z");
  });

  it("sends nothing while the switch is off (the default)", async () => {
    const off = await summarized({ timeZone: "PT" });
    const { data } = clockedData("2026-11-23T17:00:00Z");
    await sendWeeklySummaries(data, CONSOLE);
    expect(await summariesTo(off.id)).toEqual([]);
  });

  it("goes out from the dispatcher with the organization's figures", async () => {
    const org = await summarized({ notifyWeeklySummary: true, timeZone: "PT" });
    await addProperty(db, org, { address: "2 Summary Street", unit: "1" });
    await addProperty(db, org, { address: "3 Summary Street", unit: "1" });
    const { data } = clockedData("2026-11-23T16:05:00Z"); // 08:05 in Los Angeles
    const mailer = recordingMailer();
    const run = await runDispatcher({
      data,
      mailer,
      files: memoryFileStore(),
      consoleUrl: CONSOLE,
    });
    expect(run.weeklySummary).toEqual({ result: expect.objectContaining({ sent: 1 }) });
    const mail = mailer.sent.find((sent) => sent.to === `${org.admin}@test.hoa`);
    expect(mail?.text).toContain("0 residents (0 active, 0 pending) in 2 properties, 0 occupied.");
    expect(mail?.text).toContain(
      "Support: 0 open and 0 in progress; 0 tickets opened in the last 7 days.",
    );
    expect(mail?.text).toContain("Open the console: https://console.test/");
  });
});
