// Runs Lighthouse against the running stack on /sign-in (signed out) and /website (signed in as the
// demo admin), mobile and desktop, three times each, and prints the median scores. A failed run
// (runtime error, a category without a score) is retried; a run that keeps failing is reported
// and makes the script exit non-zero rather than being counted (see lighthouse-runs.mjs).
//
//   stack.ts exec -- node apps/console/scripts/lighthouse.mjs [runs]
//   LIGHTHOUSE_ONLY="/sign-in mobile" ... measures that page and form factor alone.
//
// Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium). For /website the demo admin signs
// in through the real form in the same browser first, and Lighthouse keeps that storage.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CATEGORIES, EXTRA_ATTEMPTS, measureSlot, summarizeSlots } from "./lighthouse-runs.mjs";

const baseUrl = process.env.HOA_CONSOLE_URL ?? "http://127.0.0.1:5000";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.argv[2] ?? 3);
/** Set to keep every full report (JSON) for a closer look. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
const demoAdmin = {
  email: "admin@demo.hoa",
  password: "Admin123!",
  organization: "Maple Grove HOA",
};

// chrome-launcher comes with Lighthouse; resolve it from there.
const requireFromLighthouse = createRequire(import.meta.resolve("lighthouse"));
const chromeLauncher = await import(
  pathToFileURL(requireFromLighthouse.resolve("chrome-launcher")).href
);

async function signInDemoAdmin(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill(demoAdmin.email);
  await page.getByLabel("Password", { exact: true }).fill(demoAdmin.password);
  await page.getByRole("button", { name: "Sign in with email" }).click();
  await page.getByText(demoAdmin.organization).filter({ visible: true }).first().waitFor();
  await page.close();
  // Leaves the browser running for Lighthouse.
  await browser.close().catch(() => undefined);
}

async function measure(path, formFactor, signedIn) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (signedIn) await signInDemoAdmin(chrome.port);
    const result = await lighthouse(
      `${baseUrl}${path}`,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        disableStorageReset: signedIn,
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (reportDir && result) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${path.replaceAll("/", "_")}-${formFactor}-${Date.now()}.json`;
      writeFileSync(join(reportDir, name), result.report);
    }
    return result?.lhr;
  } finally {
    await chrome.kill();
  }
}

const targets = [
  { path: "/sign-in", signedIn: false },
  { path: "/website", signedIn: true },
];

const rows = [];
const failures = [];
// LIGHTHOUSE_ONLY="/sign-in mobile" measures one page and form factor (for a closer look).
const only = process.env.LIGHTHOUSE_ONLY?.split(" ");
for (const { path, signedIn } of targets) {
  if (only && only[0] !== path) continue;
  for (const formFactor of ["mobile", "desktop"]) {
    if (only?.[1] && only[1] !== formFactor) continue;
    const slots = [];
    for (let run = 1; run <= runs; run += 1) {
      const slot = await measureSlot(() => measure(path, formFactor, signedIn), {
        onFailedAttempt: (problem, attempt) =>
          console.warn(
            `${path} ${formFactor} run ${run}, attempt ${attempt} of ${1 + EXTRA_ATTEMPTS} failed: ${problem}`,
          ),
      });
      if (slot.run === null) failures.push({ path, formFactor, run, problems: slot.problems });
      slots.push(slot);
    }
    rows.push({ page: path, formFactor, ...summarizeSlots(slots) });
  }
}
console.table(rows);
if (failures.length > 0) {
  console.error(
    `\n${failures.length} run(s) failed on every attempt and are left out of the medians:`,
  );
  for (const { path, formFactor, run, problems } of failures) {
    console.error(`  ${path} ${formFactor} run ${run}: ${problems.join(" | ")}`);
  }
  process.exitCode = 1;
}
