import { describe, expect, it } from "vitest";
import {
  chunkRows,
  IMPORT_BODY_MAX_BYTES,
  runImport,
  type ImportProgress,
  type ImportReport,
} from "./chunks";

interface Row {
  line: number;
  name: string;
}

const rowsOf = (count: number, name = (line: number) => `Resident ${line}`): Row[] =>
  Array.from({ length: count }, (_, index) => ({ line: index + 2, name: name(index + 2) }));

const bodyBytes = (rows: readonly unknown[]) =>
  new TextEncoder().encode(JSON.stringify({ rows })).length;

/** A server that creates every row it is sent. */
const createAll = async (rows: Row[]): Promise<ImportReport> => ({
  created: rows.length,
  updated: 0,
  skipped: 0,
  rows: rows.map((row) => ({
    line: row.line,
    outcome: "created",
    id: `r${row.line}`,
    reason: null,
  })),
});

/** A promise and the function that settles it, to hold a request in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("chunkRows", () => {
  it("puts at most 100 rows in a request", () => {
    expect(chunkRows(rowsOf(250)).map((chunk) => chunk.length)).toEqual([100, 100, 50]);
  });

  it("keeps each body under 15,000 bytes of JSON, counted in UTF-8, and rows in order", () => {
    // About 500 bytes a row, many of them two-byte letters: 100 rows would be 50 KB.
    const rows = rowsOf(300, (line) => `${"é".repeat(200)}${"x".repeat(80)} ${line}`);
    const chunks = chunkRows(rows);
    for (const chunk of chunks) expect(bodyBytes(chunk)).toBeLessThanOrEqual(IMPORT_BODY_MAX_BYTES);
    expect(chunks.flat()).toEqual(rows);
    // Full chunks: adding the next row would have crossed the limit.
    for (const [index, chunk] of chunks.slice(0, -1).entries()) {
      const next = chunks[index + 1]?.[0];
      expect(bodyBytes([...chunk, next])).toBeGreaterThan(IMPORT_BODY_MAX_BYTES);
    }
  });

  it("fills a body to exactly the limit", () => {
    const rows = rowsOf(3, () => "x");
    const twoRows = bodyBytes(rows.slice(0, 2));
    expect(chunkRows(rows, { maxBytes: twoRows }).map((chunk) => chunk.length)).toEqual([2, 1]);
  });

  it("sends a row larger than the limit alone, never split", () => {
    const rows = [...rowsOf(2), { line: 4, name: "x".repeat(20_000) }, ...rowsOf(1)];
    expect(chunkRows(rows).map((chunk) => chunk.map((row) => row.line))).toEqual([
      [2, 3],
      [4],
      [2],
    ]);
  });

  it("makes no chunk of no rows", () => {
    expect(chunkRows([])).toEqual([]);
  });
});

describe("runImport", () => {
  it("sends every chunk, two at a time, and reports progress and every row in line order", async () => {
    const chunks = chunkRows(rowsOf(250));
    const held = chunks.map(() => deferred<void>());
    let inFlight = 0;
    let mostInFlight = 0;
    const progress: ImportProgress[] = [];
    const running = runImport(
      chunks,
      async (rows) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await held[chunks.indexOf(rows)]?.promise;
        inFlight -= 1;
        return createAll(rows);
      },
      { onProgress: (step) => progress.push(step) },
    );
    // The second chunk answers first; the first and third follow.
    held[1]?.resolve();
    await Promise.resolve();
    held[0]?.resolve();
    held[2]?.resolve();
    const { report, cancelled } = await running;

    expect(mostInFlight).toBe(2);
    expect(progress).toEqual([
      { done: 0, total: 250 },
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
    expect(cancelled).toBe(false);
    expect(report).toMatchObject({ created: 250, updated: 0, skipped: 0 });
    expect(report.rows.map((row) => row.line)).toEqual(rowsOf(250).map((row) => row.line));
  });

  it("adds up what the server did with each row", async () => {
    const { report } = await runImport(chunkRows(rowsOf(3)), async (rows) => ({
      created: 1,
      updated: 1,
      skipped: 1,
      rows: [
        { line: rows[0]!.line, outcome: "created", id: "a", reason: null },
        { line: rows[1]!.line, outcome: "updated", id: "b", reason: null },
        { line: rows[2]!.line, outcome: "skipped", id: "c", reason: "unchanged" },
      ],
    }));
    expect(report).toMatchObject({ created: 1, updated: 1, skipped: 1 });
    expect(report.rows[2]).toEqual({ line: 4, outcome: "skipped", id: "c", reason: "unchanged" });
  });

  it("sends a failed chunk once more", async () => {
    let calls = 0;
    const { report } = await runImport(chunkRows(rowsOf(2)), async (rows) => {
      calls += 1;
      if (calls === 1) throw new Error("The service is temporarily unavailable.");
      return createAll(rows);
    });
    expect(calls).toBe(2);
    expect(report).toMatchObject({ created: 2, skipped: 0 });
  });

  it("reports the rows of a chunk that failed twice as skipped with the error, and goes on", async () => {
    const chunks = chunkRows(rowsOf(150));
    const attempts = new Map<number, number>();
    const { report } = await runImport(chunks, async (rows) => {
      const first = rows[0]!.line;
      attempts.set(first, (attempts.get(first) ?? 0) + 1);
      if (first === 2) throw new Error("The service is temporarily unavailable.");
      return createAll(rows);
    });
    expect(attempts.get(2)).toBe(2);
    expect(report).toMatchObject({ created: 50, skipped: 100 });
    expect(report.rows[0]).toEqual({
      line: 2,
      outcome: "skipped",
      id: null,
      reason: "The service is temporarily unavailable.",
    });
  });

  it("reports a row the server left out of its answer as skipped", async () => {
    const { report } = await runImport(chunkRows(rowsOf(2)), async (rows) =>
      createAll(rows.slice(0, 1)),
    );
    expect(report.rows[1]).toEqual({
      line: 3,
      outcome: "skipped",
      id: null,
      reason: "The server did not report on this row",
    });
  });

  it("stops sending when cancelled, lets the chunks in flight finish, and reports the rest as not sent", async () => {
    const chunks = chunkRows(rowsOf(500));
    const controller = new AbortController();
    const held = deferred<void>();
    const sent: number[] = [];
    const running = runImport(
      chunks,
      async (rows) => {
        sent.push(rows[0]!.line);
        await held.promise;
        return createAll(rows);
      },
      { signal: controller.signal },
    );
    controller.abort();
    held.resolve();
    const { report, cancelled } = await running;

    expect(sent).toEqual([2, 102]);
    expect(cancelled).toBe(true);
    expect(report).toMatchObject({ created: 200, skipped: 300 });
    expect(report.rows.at(-1)).toEqual({
      line: 501,
      outcome: "skipped",
      id: null,
      reason: "Not sent: the import was cancelled",
    });
  });
});
