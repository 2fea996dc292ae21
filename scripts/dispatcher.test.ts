import { afterEach, describe, expect, it, vi } from "vitest";
import type { DispatcherRun } from "../functions/src/dispatch.js";
import { describeRun, scheduleDispatcher } from "./dispatcher.js";

vi.mock("firebase-functions/logger");

afterEach(() => {
  vi.useRealTimers();
});

const quiet: DispatcherRun = {
  mail: { result: { sent: 0, retried: 0, failed: 0, abandoned: 0, skipped: 0 } },
};

describe("the launcher's dispatcher", () => {
  it("runs once at start, then every interval, one run at a time", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<DispatcherRun>((resolve) => {
          finish = () => resolve(quiet);
        }),
    );
    const dispatcher = scheduleDispatcher(run, { intervalMs: 60_000, log: vi.fn(), warn: vi.fn() });
    expect(run).toHaveBeenCalledTimes(1);

    // The first run is still going a minute later: that tick is skipped.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);

    finish();
    await dispatcher.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("prints what a run did and what failed, and keeps running after a failure", async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const warn = vi.fn();
    const run = vi
      .fn<() => Promise<DispatcherRun>>()
      .mockRejectedValueOnce(new Error("Firestore did not answer within 3500 ms"))
      .mockResolvedValueOnce({
        mail: { result: { sent: 2, retried: 1, failed: 0, abandoned: 0, skipped: 4 } },
      })
      .mockResolvedValueOnce({ mail: { error: "Firestore is unavailable" } })
      .mockResolvedValue(quiet);
    const dispatcher = scheduleDispatcher(run, { intervalMs: 1_000, log, warn });
    await vi.advanceTimersByTimeAsync(3_500);
    await dispatcher.stop();

    expect(run).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls).toEqual([
      ["Firestore did not answer within 3500 ms"],
      ["mail: Firestore is unavailable"],
    ]);
    expect(log.mock.calls).toEqual([["mail: 2 sent, 1 retried"]]);
  });

  it("says nothing of a run that did nothing", () => {
    expect(describeRun(quiet)).toEqual({ notes: [], errors: [] });
  });
});

describe("runNow", () => {
  it("runs at once, or right after the run in progress, not a minute later", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<DispatcherRun>((resolve) => {
          finish = () => resolve(quiet);
        }),
    );
    const dispatcher = scheduleDispatcher(run, { intervalMs: 60_000, log: vi.fn(), warn: vi.fn() });
    expect(run).toHaveBeenCalledTimes(1);
    dispatcher.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    dispatcher.runNow();
    expect(run).toHaveBeenCalledTimes(3);
    finish();
    await dispatcher.stop();
  });
});
