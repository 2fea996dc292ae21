import { describe, expect, it, vi } from "vitest";
import {
  CATEGORIES,
  EXTRA_ATTEMPTS,
  measureSlot,
  median,
  runProblem,
  summarizeRun,
  summarizeSlots,
} from "./lighthouse-runs.mjs";

/** A Lighthouse result as far as the script reads it. */
function fakeLhr({ scores = {}, runtimeError, lcp = 1200, path = "/sign-in" } = {}) {
  const score = { performance: 0.99, accessibility: 1, "best-practices": 1, seo: 1, ...scores };
  return {
    finalDisplayedUrl: `http://127.0.0.1:5000${path}`,
    ...(runtimeError ? { runtimeError } : {}),
    categories: Object.fromEntries(CATEGORIES.map((id) => [id, { id, score: score[id] }])),
    audits: {
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: 10.4 },
      "cumulative-layout-shift": { numericValue: 0.01234 },
    },
  };
}

const noFcp = {
  code: "NO_FCP",
  message: "The page did not paint any content.",
};

describe("runProblem", () => {
  it("counts a run with every category scored, even a score of 0", () => {
    expect(runProblem(fakeLhr())).toBeNull();
    expect(runProblem(fakeLhr({ scores: { performance: 0 } }))).toBeNull();
  });

  it("refuses a run with a runtime error, whatever its scores", () => {
    expect(runProblem(fakeLhr({ runtimeError: noFcp }))).toBe(
      "NO_FCP: The page did not paint any content.",
    );
    expect(runProblem(fakeLhr({ runtimeError: noFcp, scores: { performance: null } }))).toMatch(
      /^NO_FCP/,
    );
  });

  it("refuses a run with a category scored null or missing", () => {
    expect(runProblem(fakeLhr({ scores: { performance: null } }))).toBe("no score for performance");
    const lhr = fakeLhr();
    delete lhr.categories.seo;
    expect(runProblem(lhr)).toBe("no score for seo");
    expect(runProblem(undefined)).toBe("Lighthouse returned no result");
  });
});

describe("summarizeRun", () => {
  it("turns scores into percentages and rounds the metrics", () => {
    expect(summarizeRun(fakeLhr({ scores: { performance: 0.876 } }))).toEqual({
      finalDisplayedUrl: "http://127.0.0.1:5000/sign-in",
      scores: { performance: 88, accessibility: 100, "best-practices": 100, seo: 100 },
      lcpMs: 1200,
      tbtMs: 10,
      cls: 0.012,
    });
  });
});

describe("measureSlot", () => {
  it("keeps the first run that can be counted", async () => {
    const measureOnce = vi.fn(async () => fakeLhr());
    const slot = await measureSlot(measureOnce);
    expect(slot.run?.scores.performance).toBe(99);
    expect(slot.problems).toEqual([]);
    expect(measureOnce).toHaveBeenCalledTimes(1);
  });

  it("retries a failed run and counts the retry instead", async () => {
    const results = [fakeLhr({ runtimeError: noFcp, scores: { performance: 0 } }), fakeLhr()];
    const onFailedAttempt = vi.fn();
    const slot = await measureSlot(async () => results.shift(), { onFailedAttempt });
    expect(slot.run?.scores.performance).toBe(99);
    expect(slot.problems).toEqual(["NO_FCP: The page did not paint any content."]);
    expect(onFailedAttempt).toHaveBeenCalledWith("NO_FCP: The page did not paint any content.", 1);
  });

  it(`gives up after ${EXTRA_ATTEMPTS} extra attempts, thrown errors included`, async () => {
    let attempts = 0;
    const slot = await measureSlot(async () => {
      attempts += 1;
      if (attempts === 2) throw new Error("Chrome exited");
      return fakeLhr({ scores: { accessibility: null } });
    });
    expect(attempts).toBe(1 + EXTRA_ATTEMPTS);
    expect(slot.run).toBeNull();
    expect(slot.problems).toEqual([
      "no score for accessibility",
      "Chrome exited",
      "no score for accessibility",
    ]);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([100, 0, 99])).toBe(99);
    expect(median([99, 100])).toBe(99.5);
    expect(median([42])).toBe(42);
    expect(median([])).toBeNull();
  });
});

describe("summarizeSlots", () => {
  const counted = (performance, lcp) => ({
    run: summarizeRun(fakeLhr({ scores: { performance }, lcp })),
    problems: [],
  });

  it("gives the medians of the runs", () => {
    const row = summarizeSlots([counted(0.97, 900), counted(0.99, 1100), counted(1, 1000)]);
    expect(row).toMatchObject({ landedOn: "/sign-in", performance: 99, lcpMs: 1000 });
    expect(row.perfRuns).toBe("97/99/100");
  });

  it("leaves a failed slot out of the medians and shows it as failed", () => {
    const failed = { run: null, problems: ["NO_FCP", "NO_FCP", "NO_FCP"] };
    const row = summarizeSlots([counted(0.99, 1000), counted(1, 1200), failed]);
    expect(row.performance).toBe(99.5);
    expect(row.lcpMs).toBe(1100);
    expect(row.perfRuns).toBe("99/100/failed");
  });

  it("has no medians when every slot failed", () => {
    const row = summarizeSlots([{ run: null, problems: ["x"] }]);
    expect(row).toMatchObject({ landedOn: "", performance: null, lcpMs: null, perfRuns: "failed" });
  });
});
