import { readFile } from "node:fs/promises";
import { expect, test, type Browser } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import ICAL from "ical.js";
import { PROJECT_ID, demoOrganization, ports } from "../../../scripts/demo-data";
import { signIn, signInAsDemoAdmin } from "./support/auth";
import { createUser, type TestUser } from "./support/users";
import { seriousViolationsInEveryThemeAndWidth } from "./support/axe";

function firestore() {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  // The emulator needs no credentials: no looking for a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

/** A new account that is a member (not an administrator) of the demo organization. */
async function newMember(label: string): Promise<TestUser> {
  const user = await createUser(label);
  await firestore()
    .doc(`users/${user.uid}/roles/roles`)
    .set({ orgId: demoOrganization.id, role: "member", permissions: [] });
  return user;
}

/** A member signed in in their own browser context, on the event's page. */
async function memberOnEvent(browser: Browser, user: TestUser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Going", exact: true })).toBeEnabled();
  return { context, page };
}

test.describe("events", () => {
  test("an event with 2 seats: two members reply at once, the third waits; the .ics parses back", async ({
    page,
    browser,
  }) => {
    const title = `Pool party ${Date.now().toString(36)}`;
    await signInAsDemoAdmin(page, "/events");
    await page.getByRole("button", { name: "New event" }).click();
    const drawer = page.getByRole("dialog", { name: "Create event" });
    await drawer.getByLabel("Title").fill(title);
    await drawer.getByRole("combobox", { name: "Type" }).selectOption("Social Gathering");
    await drawer.getByLabel("Location").fill("Community pool");
    await drawer.getByLabel("Date").fill("2030-07-04");
    await drawer.getByLabel("Time").fill("12:30");
    await drawer.getByLabel(/Max attendees/).fill("2");
    await drawer.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const eventPath = new URL(page.url()).pathname;
    expect(eventPath).toMatch(/^\/events\/[^/]+$/u);

    const [first, second, third] = await Promise.all([
      newMember("events-a"),
      newMember("events-b"),
      newMember("events-c"),
    ]);
    const a = await memberOnEvent(browser, first!, eventPath);
    const b = await memberOnEvent(browser, second!, eventPath);
    // The two replies leave at once.
    await Promise.all([
      a.page.getByRole("button", { name: "Going", exact: true }).click(),
      b.page.getByRole("button", { name: "Going", exact: true }).click(),
    ]);
    await expect(a.page.getByText(/^You replied: Going/u)).toBeVisible();
    await expect(b.page.getByText(/^You replied: Going/u)).toBeVisible();

    const c = await memberOnEvent(browser, third!, eventPath);
    await c.page.getByRole("button", { name: "Going", exact: true }).click();
    await expect(c.page.getByText("You replied: Waiting list (#1).")).toBeVisible();
    await Promise.all([a.context.close(), b.context.close(), c.context.close()]);

    await page.reload();
    const replies = page.getByRole("table", { name: "Replies" });
    await expect(replies.getByText("Going", { exact: true })).toHaveCount(2);
    await expect(replies.getByText("Waiting list (#1)")).toBeVisible();
    await expect(page.getByText("2 of 2 seats · 1 waiting")).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Add to calendar (.ics)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/u);
    const text = await readFile(await download.path(), "utf8");
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
    const parsed = new ICAL.Event(vevent!);
    expect(parsed.summary).toBe(title);
    expect(parsed.location).toBe("Community pool");
    // 12:30 Pacific Daylight Time, the demo organization's zone.
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2030-07-04T19:30:00.000Z");
  });

  test("an event's page has no serious accessibility violations, light and dark, 1280 and 390 px", async ({
    page,
  }) => {
    // The seeded walk: full, with replies going and a waiting list.
    await signInAsDemoAdmin(page, "/events?q=holiday");
    await page.getByRole("link", { name: "Holiday lights walk" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Holiday lights walk");
    await expect(
      page.getByRole("table", { name: "Replies" }).getByText("Going").first(),
    ).toBeVisible();
    expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
  });
});
