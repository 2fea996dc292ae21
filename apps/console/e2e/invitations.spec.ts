import { expect, test, type Browser, type Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { waitForEmailsTo } from "../../../functions/test/support/maildev";
import { PROJECT_ID, demoOrganization, ports } from "../../../scripts/demo-data";
import { giveDemoAdminSession, signInAsDemoAdmin } from "./support/auth";
import { TEST_PASSWORD, uniqueEmail } from "./support/users";
import { allViolations, seriousViolations } from "./support/axe";

const main = (page: Page) => page.getByRole("main");

/** Invites `email` from the /invitations page as the signed-in administrator. */
async function invite(page: Page, email: string, message = "") {
  await page.goto("/invitations");
  await main(page).getByRole("button", { name: "Invite people" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite people" });
  await dialog.getByLabel("Email addresses").fill(email);
  if (message) await dialog.getByLabel("Personal message").fill(message);
  await dialog.getByRole("button", { name: "Send invitations" }).click();
  await expect(dialog.getByText("The invitation was sent.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
}

/** The `/invite/{token}` path of the one invitation email sent to `email`, read from MailDev. */
async function invitationPathFor(email: string): Promise<string> {
  const [mail] = await waitForEmailsTo(email);
  expect(mail, `an invitation email to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/u.exec(mail!.text)?.[0];
  expect(link, "the invitation link in the email's text").toBeDefined();
  // The HTML carries the same link.
  expect(mail!.html).toContain(link);
  return new URL(link!).pathname;
}

/**
 * A signed-out browser of its own (the invited person is not the administrator), in a theme and
 * width of its own.
 */
async function visitorPage(
  browser: Browser,
  { theme = "light", width = 1280 }: { theme?: "light" | "dark"; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return context.newPage();
}

/**
 * Moves time on for one invitation: it was sent eight days ago, so its seven days are over. The
 * API reads its expiry from the stored dates, as it would eight days from now.
 */
async function sendEightDaysAgo(email: string): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  // The emulator needs no credentials: no looking for a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const invitations = await getFirestore(app)
    .collection(`orgs/${demoOrganization.id}/invitations`)
    .where("email", "==", email)
    .get();
  expect(invitations.size).toBe(1);
  const day = 24 * 60 * 60 * 1000;
  await invitations.docs[0]!.ref.update({
    sentAt: Timestamp.fromMillis(Date.now() - 8 * day),
    expiresAt: Timestamp.fromMillis(Date.now() - day),
  });
}

test.describe("invitations, from the email to the console", () => {
  test("an invited person opens the emailed link, creates an account, accepts, and lands in the read-only console", async ({
    page,
    browser,
  }) => {
    await giveDemoAdminSession(page);
    const email = uniqueEmail("invitee");
    await invite(page, email, "Welcome to the neighbourhood!");
    await expect(
      main(page).getByRole("row").filter({ hasText: email }).getByText("Pending", { exact: true }),
    ).toBeVisible();

    const path = await invitationPathFor(email);
    const [mail] = await waitForEmailsTo(email);
    expect(mail!.subject).toContain(`invited you to join ${demoOrganization.name}`);
    expect(mail!.text).toContain("Welcome to the neighbourhood!");
    // The email's HTML, as a mail program shows it, has no accessibility violations at all.
    const emailView = await visitorPage(browser);
    await emailView.setContent(mail!.html);
    expect(await allViolations(emailView)).toEqual([]);
    await emailView.context().close();

    // Signed out, the link leads through sign-in, then create account, carrying the way back.
    const invitee = await visitorPage(browser, { theme: "dark", width: 390 });
    await invitee.goto(path);
    await expect(invitee).toHaveURL(`/sign-in?${new URLSearchParams({ redirect: path })}`);
    await invitee.getByRole("link", { name: "Don't have account?" }).click();
    await expect(invitee).toHaveURL(/\/create-account\?redirect=%2Finvite%2F/u);
    await invitee.getByLabel("Email", { exact: true }).fill(email);
    await invitee.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await invitee.getByLabel("Name", { exact: true }).fill("Pat Lee");
    await invitee.getByLabel("Verify password", { exact: true }).fill(TEST_PASSWORD);
    await invitee.getByRole("button", { name: "Create account" }).click();

    // A new account with no organization sees the invitation, not "Add your HOA".
    await expect(invitee).toHaveURL(path);
    await expect(invitee.getByText(demoOrganization.name).first()).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    await expect(invitee.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await seriousViolations(invitee)).toEqual([]);
    await invitee.getByRole("button", { name: "Accept invitation" }).click();

    // The console, as a member: the organization's shell, and no write controls.
    await expect(
      invitee.getByText(demoOrganization.name).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(invitee).not.toHaveURL(/\/invite\//u);
    await invitee.goto("/properties");
    await expect(invitee.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    await expect(main(invitee).getByRole("button", { name: "Add property" })).toHaveCount(0);

    // The link is used: opening it again says so.
    await invitee.goto(path);
    await expect(invitee.getByText("This invitation has already been used")).toBeVisible();

    // The administrator sees them accepted, and a member.
    await page.goto(`/invitations?q=${encodeURIComponent(email)}`);
    await expect(
      main(page).getByRole("row").filter({ hasText: email }).getByText("Accepted", { exact: true }),
    ).toBeVisible();
    await page.goto(`/people/members?q=${encodeURIComponent(email)}`);
    await expect(main(page).getByText(email).first()).toBeVisible();
    await invitee.context().close();
  });

  test("a revoked link and an expired one give their pages", async ({ page, browser }) => {
    await giveDemoAdminSession(page);
    const revoked = uniqueEmail("revoked");
    const expired = uniqueEmail("expired");
    await invite(page, revoked);
    await invite(page, expired);
    const revokedPath = await invitationPathFor(revoked);
    const expiredPath = await invitationPathFor(expired);

    await page.goto(`/invitations?q=${encodeURIComponent(revoked)}`);
    const row = main(page).getByRole("row").filter({ hasText: revoked });
    await row.getByRole("button", { name: /Revoke/u }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke invitation" }).click();
    await expect(row.getByText("Revoked", { exact: true })).toBeVisible();

    await sendEightDaysAgo(expired);
    await page.goto(`/invitations?q=${encodeURIComponent(expired)}`);
    await expect(
      main(page)
        .getByRole("row")
        .filter({ hasText: expired })
        .getByText("Expired", { exact: true }),
    ).toBeVisible();

    // Each invited person, signed in with their own new account, opens their link.
    for (const [email, path, message] of [
      [revoked, revokedPath, "This invitation was revoked"],
      [expired, expiredPath, "This invitation has expired"],
    ] as const) {
      const invitee = await visitorPage(browser);
      await invitee.goto(`/create-account?redirect=${encodeURIComponent(path)}`);
      await invitee.getByLabel("Email", { exact: true }).fill(email);
      await invitee.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await invitee.getByLabel("Name", { exact: true }).fill("Pat Lee");
      await invitee.getByLabel("Verify password", { exact: true }).fill(TEST_PASSWORD);
      await invitee.getByRole("button", { name: "Create account" }).click();
      await expect(invitee).toHaveURL(path);
      await expect(invitee.getByText(message)).toBeVisible();
      await expect(invitee.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
      expect(await seriousViolations(invitee)).toEqual([]);
      await invitee.context().close();
    }
  });

  test("an unknown link gets a clear page", async ({ page }) => {
    await signInAsDemoAdmin(page);
    await page.goto(`/invite/${"x".repeat(43)}`);
    await expect(page.getByText("This invitation link is not valid")).toBeVisible();
  });
});
