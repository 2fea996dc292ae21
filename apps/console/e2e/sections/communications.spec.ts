import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signInAsDemoAdmin } from "../support/auth";
import { leaveEditedFormsWhenAsked } from "../support/unsaved";

test.describe.configure({ mode: "serial" });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  // The forms refused here are left with their edits by the next test's goto.
  leaveEditedFormsWhenAsked(page);
  await signInAsDemoAdmin(page);
});

test.afterAll(async () => {
  await context.close();
});

test("the hub leads to the email form and back", async () => {
  await page.goto("/communications");
  await page.getByRole("link", { name: "Compose email" }).click();

  await expect(page).toHaveURL(/\/communications\/email$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compose Email" })).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Communications" }).click();
  await expect(page).toHaveURL(/\/communications$/);
});

test("the email form requires recipient, subject and message", async () => {
  await page.goto("/communications/email");
  const to = page.getByRole("textbox", { name: "To" });

  await page.getByRole("button", { name: "Send Email" }).click();

  await expect(to).toBeFocused();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription("Recipient email is required");
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveAccessibleDescription(
    "Subject is required",
  );
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
    "Message is required",
  );

  await to.fill("not an address");
  await page.getByRole("button", { name: "Send Email" }).click();
  await expect(to).toHaveAccessibleDescription("Please enter a valid email address");
});

test("a valid email to a typed address is sent and opens in the history", async () => {
  await page.goto("/communications/email");
  await expect(page.getByRole("combobox", { name: "Priority" })).toHaveValue("normal");
  await page.getByRole("textbox", { name: "To" }).fill("board@maplegrove.example");
  await page.getByRole("textbox", { name: "Subject" }).fill("Gate code change");
  await page.getByRole("textbox", { name: "Message" }).fill("The new code starts Monday.");
  await page.getByRole("combobox", { name: "Priority" }).selectOption({ label: "Urgent" });

  await page.getByRole("button", { name: "Send Email" }).click();

  await expect(page.getByText("Email sent to board@maplegrove.example.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Gate code change" })).toBeVisible();
});

test("the notification form switches between Send Now and a scheduled send", async () => {
  await page.goto("/communications/notify");
  const date = page.getByLabel("Date", { exact: true });
  const time = page.getByLabel("Time", { exact: true });

  await expect(page.getByRole("button", { name: "Send Now" })).toBeVisible();
  await expect(date).toHaveCount(0);

  await page.getByRole("radio", { name: "Schedule for later" }).check();
  await expect(page.getByRole("button", { name: "Schedule Notification" })).toBeVisible();
  await expect(date).toBeVisible();
  await expect(time).toBeVisible();

  await page.getByRole("radio", { name: "Send immediately" }).check();
  await expect(page.getByRole("button", { name: "Send Now" })).toBeVisible();
  await expect(date).toHaveCount(0);
});

test("the notification form requires title and message, and date and time when scheduled", async () => {
  await page.goto("/communications/notify");

  await page.getByRole("button", { name: "Send Now" }).click();
  const title = page.getByRole("textbox", { name: "Title" });
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription("Title is required");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
    "Message is required",
  );

  await title.fill("Pool opening");
  await page.getByRole("textbox", { name: "Message" }).fill("The pool opens Saturday at 10.");
  await page.getByRole("radio", { name: "Schedule for later" }).check();
  await page.getByRole("button", { name: "Schedule Notification" }).click();

  const date = page.getByLabel("Date", { exact: true });
  await expect(date).toBeFocused();
  await expect(date).toHaveAccessibleDescription("Date is required for a scheduled notification");
  await expect(page.getByLabel("Time", { exact: true })).toHaveAccessibleDescription(
    "Time is required for a scheduled notification",
  );
});

test("a valid scheduled notification is scheduled, and SMS says it needs a provider", async () => {
  await page.goto("/communications/notify");
  await page.getByRole("textbox", { name: "Title" }).fill("Water shut-off");
  await page.getByRole("textbox", { name: "Message" }).fill("Building B, Thursday 9 am to 1 pm.");
  await page.getByRole("checkbox", { name: "SMS" }).check();
  await expect(page.getByText(/SMS is not sent: it needs a provider/u)).toBeVisible();
  await page.getByRole("radio", { name: "Schedule for later" }).check();
  const nextYear = new Date().getUTCFullYear() + 1;
  await page.getByLabel("Date", { exact: true }).fill(`${nextYear}-03-19`);
  await page.getByLabel("Time", { exact: true }).fill("18:00");

  await page.getByRole("button", { name: "Schedule Notification" }).click();

  await expect(page.getByText("Notification scheduled for All Residents.")).toBeVisible();
  await expect(page.getByText(/SMS not sent: no provider/u)).toBeVisible();
});

test("an immediate notification with no channel is accepted", async () => {
  await page.goto("/communications/notify");
  await page.getByRole("textbox", { name: "Title" }).fill("Board meeting tonight");
  await page.getByRole("textbox", { name: "Message" }).fill("7 pm in the clubhouse.");
  await page.getByRole("checkbox", { name: "Email" }).uncheck();

  await page.getByRole("button", { name: "Send Now" }).click();

  await expect(page.getByText("Notification sent to All Residents.")).toBeVisible();
});
