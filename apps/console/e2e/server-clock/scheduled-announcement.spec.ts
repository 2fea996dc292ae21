import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { inbox } from "../../../../functions/test/support/maildev";
import { demoOrganization } from "../../../../scripts/demo-data";
import { signInAsDemoAdmin } from "../support/auth";
import { residentEmails } from "../support/firestore";
import { resetServerTime, setServerTime } from "../support/server-clock";

const main = (page: Page) => page.getByRole("main");

/** A local date and time ("2026-11-23", "09:05") in Pacific Time, the demo's zone. */
function pacific(instant: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

const sentWith = async (subject: string) =>
  (await inbox())
    .filter((email) => email.subject === subject)
    .flatMap((email) => email.envelope.to.map((to) => to.address.toLowerCase()))
    .sort();

test.afterEach(async () => {
  await resetServerTime();
});

test("an announcement scheduled a minute ahead goes out once when its time comes (the server's clock moved)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDemoAdmin(page);
  const board = await residentEmails(demoOrganization.id, { field: "boardMember", value: true });
  expect(board.length).toBeGreaterThan(0);
  const title = `Board meeting moved ${randomUUID().slice(0, 6)}`;
  // The next whole minute after a minute from now.
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const { date, time } = pacific(at);

  await page.goto("/announcements");
  await main(page).getByRole("button", { name: "New announcement" }).click();
  const dialog = page.getByRole("dialog", { name: "New announcement" });
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  await dialog.getByRole("textbox", { name: "Message" }).fill("Now on Thursday at 7 PM.");
  await dialog.getByRole("combobox", { name: "Audience" }).selectOption("Board Members");
  await dialog.getByRole("radio", { name: "Schedule" }).check();
  await dialog.getByLabel("Date").fill(date);
  await dialog.getByLabel("Time").fill(time);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Announcement scheduled.")).toBeVisible();
  // Saving opens the announcement's own page (the list holds the demo's scheduled one too).
  await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText(/^Goes out /u)).toBeVisible();
  expect(await sentWith(title)).toEqual([]);

  // Two minutes later on the server: the dispatcher publishes it and sends it.
  await setServerTime(new Date(at.getTime() + 60_000));
  await expect.poll(() => sentWith(title), { timeout: 20_000, intervals: [500] }).toEqual(board);
  await page.reload();
  await expect(main(page).getByText(/^Published /u)).toBeVisible();

  // Later runs send nothing more.
  await setServerTime(new Date(at.getTime() + 3 * 60_000));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await sentWith(title)).toEqual(board);
});
