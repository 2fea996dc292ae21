import { expect, test, type Page } from "@playwright/test";
import { installGapiStandIn } from "./support/gapi-stand-in";

test.beforeEach(async ({ context }) => {
  await installGapiStandIn(context);
});

/** Completes the Auth emulator's provider widget with a freshly generated account. */
async function signInThroughWidget(popup: Page, providerName: string) {
  await expect(popup).toHaveTitle("Auth Emulator IDP Login Widget");
  // Under load the widget's script may not be listening yet when its page has its title: a click
  // that does nothing is made again.
  const autoGenerate = popup.getByRole("button", { name: "Auto-generate user information" });
  await expect(async () => {
    if (!(await autoGenerate.isVisible())) {
      await popup.getByText("Add new account").click({ timeout: 2_000 });
    }
    await expect(autoGenerate).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await autoGenerate.click();
  await popup.getByRole("button", { name: `Sign in with ${providerName}` }).click();
  await popup.waitForEvent("close");
}

for (const [name, providerName] of [
  ["Google", "Google.com"],
  ["Apple", "Apple.com"],
] as const) {
  test(`signs in with ${name} through the provider popup`, async ({ page }) => {
    await page.goto("/sign-in?redirect=%2Fpeople");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: `Sign in with ${name}` }).click();
    await signInThroughWidget(await popupOpened, providerName);

    // A new account has no organization yet: the gate asks for one, on the page asked for.
    await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
    await expect(page).toHaveURL("/people");
  });
}

test("stays silent when the person closes the popup", async ({ page }) => {
  await page.goto("/sign-in");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveTitle("Auth Emulator IDP Login Widget");
  await popup.close();

  // The SDK reports a closed popup about ten seconds later; a toast would then stay for five.
  await page.waitForTimeout(12_000);
  expect(await page.getByRole("alert").count()).toBe(0);
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
});
