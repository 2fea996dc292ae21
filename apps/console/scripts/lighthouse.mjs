// Runs Lighthouse against the running stack on /sign-in (signed out) and /website (signed in as the
// demo admin), mobile and desktop, three times each, and prints the median scores.
//
//   stack.ts exec -- node apps/console/scripts/lighthouse.mjs [runs]
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
const categories = ["performance", "accessibility", "best-practices", "seo"];
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
        onlyCategories: categories,
        disableStorageReset: signedIn,
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    const { categories: scored, audits, finalDisplayedUrl } = result.lhr;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${path.replaceAll("/", "_")}-${formFactor}-${Date.now()}.json`;
      writeFileSync(join(reportDir, name), result.report);
    }
    return {
      finalDisplayedUrl,
      scores: Object.fromEntries(
        categories.map((id) => [id, Math.round((scored[id]?.score ?? 0) * 100)]),
      ),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const targets = [
  { path: "/sign-in", signedIn: false },
  { path: "/website", signedIn: true },
];

const rows = [];
for (const { path, signedIn } of targets) {
  for (const formFactor of ["mobile", "desktop"]) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(path, formFactor, signedIn));
    const landedOn = new Set(results.map((result) => new URL(result.finalDisplayedUrl).pathname));
    rows.push({
      page: path,
      formFactor,
      landedOn: [...landedOn].join(", "),
      ...Object.fromEntries(
        categories.map((id) => [id, median(results.map((result) => result.scores[id]))]),
      ),
      perfRuns: results.map((result) => result.scores.performance).join("/"),
      lcpMs: median(results.map((result) => result.lcpMs)),
      tbtMs: median(results.map((result) => result.tbtMs)),
      cls: median(results.map((result) => result.cls)),
    });
  }
}
console.table(rows);
