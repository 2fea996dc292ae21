import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["*.test.ts"],
    environment: "node",
    // Seeding twice into the in-process Firestore takes seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The seeding test brings its own in-process Firestore: never the running stack's.
    env: {
      FIRESTORE_EMULATOR_HOST: "",
      FIREBASE_AUTH_EMULATOR_HOST: "",
      METADATA_SERVER_DETECTION: "none",
    },
  },
});
