import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "happy-dom",
    // Two files at once: vitest's default on two cores is one, which left a core idle once the
    // other packages' tasks had finished.
    maxWorkers: 2,
    // Files share their worker's page and modules (25 s of CPU down to 10 s); the setup file
    // resets the page, storage, theme and mocks after each test.
    isolate: false,
    globals: true,
    setupFiles: ["./src/test-setup.ts"],
    // Stylesheets stay out of the page, but a test may read one's text (`./shell.css?raw`).
    css: { include: [/\.css\?raw$/] },
    include: ["src/**/*.test.{ts,tsx}"],
    // Above the setup file's 20 s wait for what a test looks for: a ceiling for a stuck test.
    testTimeout: 40_000,
  },
});
