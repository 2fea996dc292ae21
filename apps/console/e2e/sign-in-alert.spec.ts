import { randomUUID } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { inbox } from "../../../functions/test/support/maildev";
import { demoAdmin, demoOrganization } from "../../../scripts/demo-data";
import { signIn } from "./support/auth";
import { knownBrowserId } from "./support/browser";

const alertsTo = async (address: string) =>
  (await inbox()).filter(
    (email) =>
      email.subject.startsWith(`New sign-in to ${demoOrganization.name}`) &&
      email.envelope.to.some((to) => to.address === address),
  );

/** Signs the demo admin in through the form from a browser whose id is `deviceId`, then closes it. */
async function signInFrom(browser: Browser, baseURL: string, deviceId: string) {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: "hoa.device", value: deviceId }] }],
    },
  });
  const page = await context.newPage();
  // The report is sent once the organization is known: wait for its answer.
  const reported = page.waitForResponse((response) => response.url().endsWith("/sign-ins"));
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await reported;
  await context.close();
}

test("signing in from a new browser emails the administrators", async ({ browser, baseURL }) => {
  // The browser every other test signs in from is known first (its first report is no news).
  await signInFrom(browser, baseURL!, knownBrowserId);
  const known = `e2e-known-${randomUUID()}`;
  await signInFrom(browser, baseURL!, known);
  const before = (await alertsTo(demoAdmin.email)).length;

  await signInFrom(browser, baseURL!, `e2e-new-${randomUUID()}`);
  await expect
    .poll(async () => (await alertsTo(demoAdmin.email)).length, { timeout: 15_000 })
    .toBeGreaterThan(before);
  const [latest] = (await alertsTo(demoAdmin.email)).slice(-1);
  expect(latest?.text).toContain("from a device they had not used before");

  // The same browser again is not news.
  const after = (await alertsTo(demoAdmin.email)).length;
  await signInFrom(browser, baseURL!, known);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect((await alertsTo(demoAdmin.email)).length).toBe(after);
});
