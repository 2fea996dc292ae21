import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    // Two files at once: vitest's default on two cores is one, which left a core idle once the
    // other packages' tasks had finished.
    maxWorkers: 2,
    globals: true,
    setupFiles: ["./src/test-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
