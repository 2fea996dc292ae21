import { expect, type Browser, type Page } from "@playwright/test";
import { demoAdmin, demoOrganization } from "../../../../scripts/demo-data";
import { consoleUrl, knownBrowserStorage } from "./browser";

/** Fills in and submits the real sign-in form, without waiting for what follows. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in with email" }).click();
}

/**
 * Signs in through the real sign-in form and waits until the app has left the auth screens and
 * settled on its first page (`/` itself redirects to /website).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== "/" && !url.pathname.startsWith("/sign-in"));
}

/** What a signed-in console keeps in local storage: Firebase Auth's user and the session's ids. */
type StoredItem = { name: string; value: string };
const isSessionItem = ({ name }: StoredItem) =>
  name.startsWith("firebase:") || name.startsWith("hoa-console:");

/**
 * The demo admin signed in once per worker, through the real form in a browser context of its
 * own: what that browser then keeps in local storage.
 */
let demoAdminSession: Promise<StoredItem[]> | undefined;

function signedInDemoAdminStorage(browser: Browser): Promise<StoredItem[]> {
  demoAdminSession ??= (async () => {
    const context = await browser.newContext({
      baseURL: consoleUrl,
      storageState: knownBrowserStorage,
    });
    try {
      const page = await context.newPage();
      await signIn(page, demoAdmin.email, demoAdmin.password);
      await expect(
        page.getByText(demoOrganization.name).filter({ visible: true }).first(),
      ).toBeVisible();
      const { origins } = await context.storageState();
      return origins.flatMap((origin) => origin.localStorage).filter(isSessionItem);
    } finally {
      await context.close();
    }
  })();
  return demoAdminSession;
}

/**
 * Gives `page` the seeded admin's session of "Maple Grove HOA", opening nothing: the test's first
 * `goto` opens the console signed in. The admin signed in through the real form once per worker;
 * each page starts from what that sign-in left in the browser's storage, as a returning
 * administrator's browser does (the storage is given once per tab, so a test that signs out stays
 * signed out).
 */
export async function giveDemoAdminSession(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("giveDemoAdminSession needs a page of a launched browser");
  const items = await signedInDemoAdminStorage(browser);
  await page.addInitScript((session) => {
    const given = "e2e:session-given";
    if (sessionStorage.getItem(given)) return;
    sessionStorage.setItem(given, "1");
    for (const { name, value } of session) localStorage.setItem(name, value);
  }, items);
}

/**
 * Opens the console at `path` (by default its first page) in a page that has a session, and
 * waits for the organization's shell (its name is the sidebar title, and the navbar's title on
 * narrow screens) and the page.
 */
export async function openSignedIn(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname !== "/" && !url.pathname.startsWith("/sign-in"));
  await expect(
    page.getByText(demoOrganization.name).filter({ visible: true }).first(),
  ).toBeVisible();
  // The first section's chunk may still be loading: until its page shows, the router's pending
  // navigation has not committed, and committing it closes anything opened meanwhile (the search).
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
}

/** Opens the console at `path` (by default its first page) as the seeded admin (see above). */
export async function signInAsDemoAdmin(page: Page, path = "/"): Promise<void> {
  await giveDemoAdminSession(page);
  await openSignedIn(page, path);
}
