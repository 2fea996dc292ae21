// Which Lighthouse runs count, and the medians of those that do. A failed run (a runtime error
// such as NO_FCP, or a category without a score) scores 0 or nothing and would drag a median
// down: it is retried, and a slot that keeps failing is reported instead of counted.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Attempts a slot gets after its first one fails. */
export const EXTRA_ATTEMPTS = 2;

/** Why a run cannot be counted (a short sentence), or null when it can. */
export function runProblem(lhr, categories = CATEGORIES) {
  if (!lhr || typeof lhr !== "object") return "Lighthouse returned no result";
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    return [code, message].filter(Boolean).join(": ") || "runtime error";
  }
  const unscored = categories.filter((id) => typeof lhr.categories?.[id]?.score !== "number");
  if (unscored.length > 0) return `no score for ${unscored.join(", ")}`;
  return null;
}

/** The numbers the report prints for one counted run. */
export function summarizeRun(lhr, categories = CATEGORIES) {
  const audit = (id) => lhr.audits?.[id]?.numericValue ?? 0;
  return {
    finalDisplayedUrl: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
    ),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
  };
}

/**
 * Runs `measureOnce` (which resolves to an `lhr`) until a run can be counted, at most
 * 1 + `extraAttempts` times. A thrown error counts as a failed attempt too.
 * Resolves to `{run, problems}` (`run` the summary, or null when every attempt failed).
 */
export async function measureSlot(
  measureOnce,
  { extraAttempts = EXTRA_ATTEMPTS, categories = CATEGORIES, onFailedAttempt } = {},
) {
  const problems = [];
  for (let attempt = 1; attempt <= 1 + extraAttempts; attempt += 1) {
    let problem;
    try {
      const lhr = await measureOnce(attempt);
      problem = runProblem(lhr, categories);
      if (problem === null) return { run: summarizeRun(lhr, categories), problems };
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    problems.push(problem);
    onFailedAttempt?.(problem, attempt);
  }
  return { run: null, problems };
}

/** The median (the mean of the two middle values for an even count), or null for no values. */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One table row from a page's slots (`measureSlot` results): medians of the counted runs only. */
export function summarizeSlots(slots, categories = CATEGORIES) {
  const runs = slots.map((slot) => slot.run).filter((run) => run !== null);
  const of = (pick) => median(runs.map(pick));
  return {
    landedOn: [...new Set(runs.map((run) => new URL(run.finalDisplayedUrl).pathname))].join(", "),
    ...Object.fromEntries(categories.map((id) => [id, of((run) => run.scores[id])])),
    perfRuns: slots.map((slot) => slot.run?.scores.performance ?? "failed").join("/"),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
  };
}
