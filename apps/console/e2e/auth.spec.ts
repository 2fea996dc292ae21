import { expect, test } from "@playwright/test";
import { demoAdmin, demoOrganization } from "../../../scripts/demo-data";
import { signIn, signInAsDemoAdmin, submitSignIn } from "./support/auth";
import { TEST_PASSWORD, createUser, disableUser, uniqueEmail } from "./support/users";

const invalidCredentials =
  "Invalid email or password. Please check your credentials and try again.";

test("signs in with email and password, then signs out from the user menu", async ({ page }) => {
  await signInAsDemoAdmin(page);
  await expect(page).toHaveURL("/website");
  await expect(page.getByRole("contentinfo")).toHaveText("© 2025 HOA Admin Console");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await page.goto("/website");
  await expect(page).toHaveURL("/sign-in?redirect=%2Fwebsite");
});

test("says the credentials are wrong for an unknown email or a wrong password", async ({
  page,
}) => {
  await submitSignIn(page, uniqueEmail("nobody"), TEST_PASSWORD);
  await expect(page.getByText(invalidCredentials)).toBeVisible();

  const user = await createUser("wrong-password");
  await submitSignIn(page, user.email, "Wrong0ne!");
  await expect(page.getByText(invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL("/sign-in");
});

test("says a disabled account is disabled", async ({ page }) => {
  const user = await createUser("disabled");
  await disableUser(user.uid);
  await submitSignIn(page, user.email, user.password);
  await expect(
    page.getByText("This account has been disabled. Please contact support."),
  ).toBeVisible();
});

test("says to try later after too many attempts", async ({ page }) => {
  // The emulator never throttles: answer the sign-in call the way the service does when it does.
  await page.route("**/accounts:signInWithPassword*", (route) =>
    route.fulfill({
      status: 400,
      headers: { "Access-Control-Allow-Origin": "*" },
      json: { error: { code: 400, message: "TOO_MANY_ATTEMPTS_TRY_LATER", errors: [] } },
    }),
  );
  await submitSignIn(page, demoAdmin.email, demoAdmin.password);
  await expect(
    page.getByText("Too many failed sign in attempts. Please try again later."),
  ).toBeVisible();
});

test("returns to a deep link after signing in", async ({ page }) => {
  await page.goto("/events?month=5");
  await expect(page).toHaveURL("/sign-in?redirect=%2Fevents%3Fmonth%3D5");

  await page.getByLabel("Email", { exact: true }).fill(demoAdmin.email);
  await page.getByLabel("Password", { exact: true }).fill(demoAdmin.password);
  await page.getByRole("button", { name: "Sign in with email" }).click();
  await expect(page).toHaveURL("/events?month=5");
  await expect(page.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
});

test("signout=1 signs out, drops the parameter and says so", async ({ page }) => {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page.getByText(demoOrganization.name).first()).toBeAttached();

  await page.goto("/sign-in?signout=1");
  await expect(page.getByText("You have been signed out successfully")).toBeVisible();
  await expect(page).toHaveURL("/sign-in");
  expect(await page.evaluate(() => localStorage.getItem("hoa-console:uid"))).toBeNull();

  await page.goto("/people");
  await expect(page).toHaveURL("/sign-in?redirect=%2Fpeople");
});

test("a signed-in visitor of /sign-in goes straight to the app, but never off the site", async ({
  page,
}) => {
  await signInAsDemoAdmin(page);
  await page.goto("/sign-in?redirect=%2F%2Fevil.example");
  await expect(page).toHaveURL("/website");
  await page.goto("/sign-in?redirect=%2Fmedia");
  await expect(page).toHaveURL("/media");
});
