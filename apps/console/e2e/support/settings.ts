import { expect, type Page } from "@playwright/test";
import { TEST_PASSWORD, uniqueEmail } from "./users";

/**
 * Chooses the organization's time zone on the Settings page as a person does: types `search` into
 * the Time zone field and picks the option labelled `label` ("Eastern Time (ET)",
 * "America/Phoenix"). The option's name also holds the IANA name of the four common zones.
 */
export async function chooseTimeZone(page: Page, search: string, label: string): Promise<void> {
  const field = page.getByRole("combobox", { name: "Time zone" });
  await field.fill(search);
  await page.getByRole("listbox").getByRole("option", { name: label }).click();
  await expect(field).toHaveValue(label);
}

/** Signs a new account up and creates an organization of its own, for tests that change it. */
export async function createOwnOrganization(page: Page, name: string): Promise<void> {
  await page.goto("/create-account");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("settings"));
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Name", { exact: true }).fill("Pat Lee");
  await page.getByLabel("Verify password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByLabel("Organization Name").fill(`${name} ${Date.now()}`);
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page.getByText("Organization created successfully!")).toBeVisible();
}
