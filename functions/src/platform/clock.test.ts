import { describe, expect, it } from "vitest";
import { buildTestApi, call, useTestApi } from "../../test/support/api.js";
import { dataOf, organization } from "../../test/support/directory.js";
import { STACK_CLOCK_DOCUMENT, configuredClock, stackClock, systemClock } from "./clock.js";

const db = useTestApi();
const DAY = 86_400_000;
const fixed = { now: () => new Date("2026-11-22T12:00:00.000Z") };

describe("stackClock", () => {
  it("is real time until an offset is stored, then real time plus the offset after a sync", async () => {
    await db.firestore.doc(STACK_CLOCK_DOCUMENT).delete();
    const clock = stackClock(() => db.firestore, { base: fixed, refreshMs: 0 });
    await clock.sync?.();
    expect(clock.now().toISOString()).toBe("2026-11-22T12:00:00.000Z");

    await db.firestore.doc(STACK_CLOCK_DOCUMENT).set({ offsetMs: 8 * DAY });
    expect(clock.now().toISOString()).toBe("2026-11-22T12:00:00.000Z");
    await clock.sync?.();
    expect(clock.now().toISOString()).toBe("2026-11-30T12:00:00.000Z");

    await db.firestore.doc(STACK_CLOCK_DOCUMENT).set({ offsetMs: "soon" });
    await clock.sync?.();
    expect(clock.now().toISOString()).toBe("2026-11-22T12:00:00.000Z");
    await db.firestore.doc(STACK_CLOCK_DOCUMENT).delete();
  });

  it("reads the offset again only after the refresh interval", async () => {
    await db.firestore.doc(STACK_CLOCK_DOCUMENT).set({ offsetMs: DAY });
    const clock = stackClock(() => db.firestore, { base: fixed, refreshMs: 60_000 });
    await clock.sync?.();
    await db.firestore.doc(STACK_CLOCK_DOCUMENT).set({ offsetMs: 2 * DAY });
    await clock.sync?.();
    expect(clock.now().toISOString()).toBe("2026-11-23T12:00:00.000Z");
    await db.firestore.doc(STACK_CLOCK_DOCUMENT).delete();
  });

  it("is used only in the emulators with HOA_STACK_CLOCK=on", () => {
    const firestore = () => db.firestore;
    expect(configuredClock({}, firestore)).toBe(systemClock);
    expect(configuredClock({ HOA_STACK_CLOCK: "on" }, firestore)).toBe(systemClock);
    expect(configuredClock({ FUNCTIONS_EMULATOR: "true" }, firestore)).toBe(systemClock);
    expect(
      configuredClock({ FUNCTIONS_EMULATOR: "true", HOA_STACK_CLOCK: "on" }, firestore).sync,
    ).toBeTypeOf("function");
  });

  it("is brought up to date before each request of the API", async () => {
    const org = await organization(db, "Clock HOA");
    const api = buildTestApi(db.firestore, {
      clock: stackClock(() => db.firestore, { base: fixed, refreshMs: 0 }),
    });
    const today = async () =>
      dataOf<{ today: string }>(
        await call(api, `/api/orgs/${org.id}/billing/settings`, { token: org.token }),
      ).today;
    expect(await today()).toBe("2026-11-22");
    await db.firestore.doc(STACK_CLOCK_DOCUMENT).set({ offsetMs: 8 * DAY });
    expect(await today()).toBe("2026-11-30");
    await db.firestore.doc(STACK_CLOCK_DOCUMENT).delete();
  });
});

describe("stackClock when Firestore does not answer", () => {
  it("keeps the last offset and does not hold a request up", async () => {
    const never = { doc: () => ({ get: () => new Promise(() => undefined) }) };
    const clock = stackClock(() => never as unknown as typeof db.firestore, {
      base: fixed,
      refreshMs: 0,
    });
    const started = Date.now();
    await clock.sync?.();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(clock.now().toISOString()).toBe("2026-11-22T12:00:00.000Z");
  });
});
