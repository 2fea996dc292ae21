import { defineConfig, devices } from "@playwright/test";
import { consoleUrl, knownBrowserStorage } from "./e2e/support/browser";

// The Admin SDK the tests read the emulators with would otherwise look for a cloud metadata server.
process.env.METADATA_SERVER_DETECTION ??= "none";

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The longest journeys (several browsers, emails, a stack on 2 cores) take 20 to 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: consoleUrl,
    storageState: knownBrowserStorage,
    // A trace records a screencast and DOM snapshots of every step of every test, which took 40 %
    // of the browser's time; a failure still keeps its screenshot and page snapshot. To debug one,
    // `HOA_E2E_TRACE=1` keeps a failed test's trace.
    trace: process.env.HOA_E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: "server-clock/**",
      use: { ...devices["Desktop Chrome"] },
    },
    // Specs that move the stack's server time run after every other one, so none of those sees
    // it moved (run one alone with `--no-deps`).
    {
      name: "server-clock",
      testMatch: "server-clock/**/*.spec.ts",
      dependencies: ["chromium"],
      // One at a time: each moves the one server clock and puts it back.
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
});
