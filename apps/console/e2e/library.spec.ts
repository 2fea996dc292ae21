import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { giveDemoAdminSession } from "./support/auth";

const main = (page: Page) => page.getByRole("main");

/** A tiny valid PDF, made here so the test carries no fixture file. */
const pdfBytes = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
/** A 1x1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("documents and media, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await giveDemoAdminSession(page);
  });

  test("uploads a PDF with progress and downloads the same bytes", async ({ page }) => {
    test.setTimeout(90_000);
    const name = `bylaws-${randomUUID().slice(0, 6)}`;
    const bytes = pdfBytes(name);
    await page.goto("/documents");
    await main(page).getByRole("button", { name: "Upload documents" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload documents" });
    await dialog
      .getByLabel("Choose files")
      .setInputFiles({ name: `${name}.pdf`, mimeType: "application/pdf", buffer: bytes });
    await dialog.getByRole("combobox", { name: "Category" }).selectOption("Policies");
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Document uploaded.")).toBeVisible({ timeout: 30_000 });

    await main(page).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main(page).getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}.pdf`);
    expect(Buffer.compare(await readFile(await download.path()), bytes)).toBe(0);
  });

  test("uploads three photos with progress, shows their thumbnails and steps through the viewer", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `Pool day ${randomUUID().slice(0, 6)}`;
    await page.goto("/media");
    await main(page).getByRole("button", { name: "New album" }).click();
    const albumDialog = page.getByRole("dialog", { name: "New album" });
    await albumDialog.getByRole("textbox", { name: "Title" }).fill(title);
    await albumDialog.getByRole("button", { name: "Add album" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await main(page).getByRole("button", { name: "Upload photos and videos" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload photos and videos" });
    await dialog.getByLabel("Choose photos and videos").setInputFiles(
      ["deck", "slide", "lawn"].map((name) => ({
        name: `${name}.png`,
        mimeType: "image/png",
        buffer: png,
      })),
    );
    await dialog.getByRole("textbox", { name: "Caption of slide.png" }).fill("The slide");
    await dialog.getByRole("button", { name: "Upload 3 files" }).click();
    for (const name of ["deck.png", "slide.png", "lawn.png"]) {
      const row = dialog.getByRole("listitem", { name });
      await expect(row.getByRole("progressbar")).toHaveJSProperty("value", 100, {
        timeout: 30_000,
      });
      await expect(row).toContainText("Uploaded");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    const grid = main(page).getByRole("list", { name: "Photos and videos" });
    const thumbnails = grid.getByRole("img");
    await expect(thumbnails).toHaveCount(3);
    for (const image of await thumbnails.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    }

    // The files go up two at a time, so their order in the album may differ from the picker's.
    await grid
      .getByRole("button", { name: /^Open / })
      .first()
      .click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toContainText("1 of 3");
    await expect(viewer.locator(".media-viewer__stage img")).toHaveJSProperty("complete", true);
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText("2 of 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("3 of 3");
    await expect(page.getByText("The slide").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
