import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Pure functions and schemas: the files share their worker's modules (zod and the rules
    // loaded once, not per file), 13 s of CPU down to 7 s.
    isolate: false,
    // The property tests run thousands of cases: 9 s where the test command shares two cores
    // with every other check and the stack's start. A ceiling for a stuck test, not a speed check.
    testTimeout: 30_000,
  },
});
