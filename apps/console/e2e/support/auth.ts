import { expect, type Page } from "@playwright/test";
import { demoAdmin, demoOrganization } from "../../../../scripts/demo-data";

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

/**
 * Signs in as the seeded admin of "Maple Grove HOA" and waits for the organization's shell (its
 * name is the sidebar title, and the navbar's title on narrow screens) and its first page.
 */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expect(
    page.getByText(demoOrganization.name).filter({ visible: true }).first(),
  ).toBeVisible();
  // The first section's chunk may still be loading: until its page shows, the router's pending
  // navigation has not committed, and committing it closes anything opened meanwhile (the search).
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
}
