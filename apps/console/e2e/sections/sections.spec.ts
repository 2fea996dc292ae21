import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signInAsDemoAdmin } from "../support/auth";
import { openInApp } from "../support/navigation";
import { sectionRoutes } from "./section-routes";

// One signed-in page per worker: signing in for every route would dominate the run time.
test.describe.configure({ mode: "serial" });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  // The sample media come from an external image service; without it the page must still hold.
  await page.route("https://picsum.photos/**", (route) => route.abort());
  await signInAsDemoAdmin(page);
});

test.afterAll(async () => {
  await context.close();
});

async function openSection(path: string, heading: string): Promise<void> {
  await openInApp(page, path);
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

for (const route of sectionRoutes) {
  test(`${route.path} shows its heading, content and options`, async () => {
    await openSection(route.path, route.heading);

    const main = page.getByRole("main");
    // A list's first read after the stack starts also starts a Functions worker: give it time.
    for (const text of route.texts) {
      await expect(main.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    }
    for (const option of route.options ?? []) {
      await expect(main.getByRole("option", { name: option, exact: true })).toHaveCount(1);
    }
  });
}

for (const { path, heading, createForm: form } of sectionRoutes) {
  if (!form) continue;
  test(`${path} opens "${form.dialog}" from its header, refuses it empty and closes it with Cancel or Escape`, async () => {
    await openSection(path, heading);
    const opener = page.getByRole("button", { name: form.opener, exact: true });
    const dialog = page.getByRole("dialog", { name: form.dialog, exact: true });
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    for (const text of form.texts ?? []) {
      await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
    }
    for (const option of form.options ?? []) {
      await expect(dialog.getByRole("option", { name: option, exact: true })).toHaveCount(1);
    }

    await dialog.getByRole("button", { name: form.submit, exact: true }).click();
    await expect(dialog.getByText(form.firstError, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("textbox").first()).toBeFocused();

    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}

test("the invitation dialog names what is not an address and sends nothing", async () => {
  await openSection("/invitations", "Invitations");
  await page.getByRole("button", { name: "Invite people", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Invite people", exact: true });
  const addresses = dialog.getByRole("textbox", { name: "Email addresses" });
  await addresses.fill("neighbor@example.com\nnot-an-address");
  await expect(
    dialog.getByText("1 address recognized. Not an address: not-an-address", { exact: true }),
  ).toBeVisible();

  await dialog.getByRole("button", { name: "Send invitations", exact: true }).click();

  await expect(
    dialog.getByText("Please enter a valid email address", { exact: true }),
  ).toBeVisible();
  await expect(addresses).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
});

test("/setup shows four cards reading Hello", async () => {
  await openSection("/setup", "Pages");

  await expect(page.getByRole("main").getByText("Hello", { exact: true })).toHaveCount(4);
});

test("/website cards link to the four subpages", async () => {
  await openSection("/website", "Website");

  for (const [name, href] of [
    ["Manage pages", "/website/pages"],
    ["Edit styling", "/website/styling"],
    ["Tune SEO", "/website/seo"],
    ["Review security", "/website/security"],
  ] as const) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await page.getByRole("link", { name: "Tune SEO" }).click();
  await expect(page).toHaveURL(/\/website\/seo$/);
  await expect(page.getByText("coming soon...")).toBeVisible();
});

test("/communications disables Member Groups and Analytics with Coming Soon", async () => {
  await openSection("/communications", "Communications");

  for (const name of ["Member Groups", "Analytics"]) {
    await expect(
      page.getByRole("region", { name }).getByRole("button", { name: "Coming Soon" }),
    ).toBeDisabled();
  }
});

test("an action without behaviour is keyboard reachable, shows focus and says it is not available yet", async () => {
  await openSection("/website", "Website");

  // Tab from the site's address, as a keyboard user would after reading it.
  await page.getByRole("textbox", { name: "Site URL" }).focus();
  await page.keyboard.press("Tab");
  const view = page.getByRole("button", { name: "View site" });
  await expect(view).toBeFocused();
  await expect(view).not.toHaveCSS("outline-style", "none");
  await page.keyboard.press("Enter");

  await expect(page.getByText("Viewing the site is not available yet.")).toBeVisible();
});

test("at 390 px wide a table stacks into cards without sideways scrolling", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await openSection("/support", "Support");

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expect(page.getByRole("columnheader", { name: "Subject" })).not.toBeInViewport();
    // The first seeded ticket, stacked into a card.
    await expect(page.getByRole("rowheader", { name: "#1", exact: true })).toBeVisible();
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});
