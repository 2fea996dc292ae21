import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["*.test.ts"],
    environment: "node",
    // The files share their worker's modules (the Admin SDK and the seed loaded once, not per
    // file): each file seeds its own Firestore project. 35 s of CPU became 24 s.
    isolate: false,
    // One official Firestore emulator for the run; each test takes a project of its own on it.
    globalSetup: ["../functions/test/support/firestore-global-setup.ts"],
    // Seeding twice into the Firestore emulator takes seconds on a busy machine, and over 30 s
    // while the other packages' tests and the stack's start share its two cores (the test
    // command runs them side by side): a ceiling for a stuck test, not a speed check.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The seeding tests use the run's emulator: never the running stack's.
    env: {
      FIRESTORE_EMULATOR_HOST: "",
      FIREBASE_AUTH_EMULATOR_HOST: "",
      METADATA_SERVER_DETECTION: "none",
    },
  },
});
