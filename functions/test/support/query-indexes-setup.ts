import { afterAll, expect } from "vitest";
import { unindexedQueries, watchQueries } from "./query-indexes.js";

/**
 * Every unit test file: each query run by the API (or by the test itself) must be one Cloud
 * Firestore answers with the declared indexes (see `query-indexes.ts`).
 */
watchQueries();

afterAll(() => {
  // The next file of this worker starts with none (the files share this module).
  const found = unindexedQueries.splice(0);
  expect([...new Set(found)], "queries without a declared index").toEqual([]);
});
