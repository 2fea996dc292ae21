import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The integration files that take longest start first, so the others fill in beside them: the
 * races, and the mail test, which waits for the stack's dispatcher (up to a minute). The rest keep
 * vitest's order.
 */
const LONGEST_FIRST = ["races-at-32.test.ts", "races.test.ts", "mail.test.ts"];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

/** The integration test that pauses the stack's Firestore, run after the others. */
const OUTAGE_TEST = "test/integration/outages.test.ts";

export default defineConfig({
  test: {
    // The unit tests mostly wait on the Firestore emulator: three files at once keep two cores
    // busy (vitest's default on two cores is one file at a time), 143 s down to 96 s alone.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // Unit tests share one official Firestore emulator, started for the run, each test on a
          // project of its own; they never reach a running stack, nor a cloud metadata server.
          globalSetup: ["test/support/firestore-global-setup.ts"],
          // The files of a worker share its modules (importing the Admin SDK, Hono and the API
          // once, not per file: 154 s of CPU became 98 s): each file makes its own app and
          // Firestore project, and the setup files reset what a file could leave behind.
          isolate: false,
          // The logger is quiet in every file; each query a test runs must be one Cloud Firestore
          // answers from the declared indexes.
          setupFiles: ["test/support/logger-setup.ts", "test/support/query-indexes-setup.ts"],
          env: {
            FIRESTORE_EMULATOR_HOST: "",
            FIREBASE_AUTH_EMULATOR_HOST: "",
            METADATA_SERVER_DETECTION: "none",
          },
          // Some walk hundreds of items through the Firestore emulator, sharing two cores with the
          // other packages' tests and the stack's start: a ceiling for a stuck test, not a speed
          // check. A file's first call opens its channel to the emulator, which alone took over
          // 10 s on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["test/integration/*.test.ts"],
          exclude: [OUTAGE_TEST],
          environment: "node",
          // One stack serves every file. Files run side by side (each makes its own organization
          // and users), filling what one leaves idle: the wait for the dispatcher's minute, the
          // retries of a race.
          sequence: { groupOrder: 0, sequencer: LongestFirst },
          // The Admin SDK would otherwise look for a cloud metadata server before each first call.
          env: { METADATA_SERVER_DETECTION: "none" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "outage",
          include: [OUTAGE_TEST],
          environment: "node",
          // It pauses the stack's Firestore, then its SMTP server: alone, once every other file has
          // finished.
          sequence: { groupOrder: 1 },
          env: { METADATA_SERVER_DETECTION: "none" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
