import { expect, test } from "@playwright/test";
import { TEST_PASSWORD, uniqueEmail } from "./support/users";

test("creates an account, adds an HOA and lands in its shell", async ({ page }) => {
  const organizationName = `Cedar Court ${Date.now()}`;
  await page.goto("/create-account");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("founder"));
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Name", { exact: true }).fill("Pat Lee");
  await page.getByLabel("Verify password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page.getByText("Organization name is required")).toBeVisible();
  await expect(page.getByLabel("Organization Name")).toBeFocused();

  await page.getByLabel("Organization Name").fill(`  ${organizationName}  `);
  await page.getByLabel("Description").fill("Twelve townhouses by the creek.");
  await page.getByRole("button", { name: "Create Organization" }).click();

  await expect(page.getByText("Organization created successfully!")).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByText(organizationName, { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/website");

  // The organization is the user's for good: a reload goes straight back in.
  await page.reload();
  await expect(sidebar.getByText(organizationName, { exact: true })).toBeVisible();
});

test('"Back to sign in" on Add your HOA signs the new user out', async ({ page }) => {
  await page.goto("/create-account");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("undecided"));
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Name", { exact: true }).fill("Pat Lee");
  await page.getByLabel("Verify password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();

  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page.getByText("You have been signed out successfully")).toBeVisible();
  await expect(page).toHaveURL("/sign-in");
});

test("sends a password reset email", async ({ page, request }) => {
  const email = uniqueEmail("forgetful");
  await page.goto("/create-account");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Name", { exact: true }).fill("Pat Lee");
  await page.getByLabel("Verify password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL("/sign-in");

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Password reset email sent! Check your inbox.")).toBeVisible();

  const codes = await request.get(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}/emulator/v1/projects/demo-hoa/oobCodes`,
  );
  const { oobCodes } = (await codes.json()) as {
    oobCodes: { email: string; requestType: string }[];
  };
  expect(oobCodes).toContainEqual(
    expect.objectContaining({ email, requestType: "PASSWORD_RESET" }),
  );
});

test("shows a field the server refused on that field, and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/create-account");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("refused"));
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Name", { exact: true }).fill("Pat Lee");
  await page.getByLabel("Verify password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();

  // A rule the browser does not know yet (a newer server): the answer names the field.
  const message = "Organization name is already used by another HOA";
  await page.route("**/api/createOrg", (route) =>
    route.fulfill({ status: 400, json: { error: message, fields: { name: message } } }),
  );
  await page.getByLabel("Organization Name").fill("Maple Grove HOA");
  await page.getByRole("button", { name: "Create Organization" }).click();

  const name = page.getByLabel("Organization Name");
  await expect(name).toHaveAccessibleDescription(message);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Maple Grove HOA");
  await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
});
