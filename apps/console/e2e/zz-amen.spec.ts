import { test, type Page } from "@playwright/test";
import { signInAsDemoAdmin } from "./support/auth";
import { adminFirestore } from "./support/firestore";

const out = "/tmp/shots";

async function shoot(page: Page, name: string, width: number) {
  await page.waitForTimeout(700);
  if (width === 390) {
    await page.screenshot({ path: `${out}/${name}.png` });
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}-2.png` });
  } else {
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  }
}

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 390]) {
    test(`amen ${theme} ${width}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const db = adminFirestore();
      const club = (await db.collection("orgs/maple-grove/amenities").where("name", "==", "Clubhouse").get()).docs[0]!.id;
      const held = (await db.collection("orgs/maple-grove/bookings").where("status", "==", "confirmed").get()).docs
        .find((doc) => doc.get("amenity.name") === "Clubhouse")!.id;
      await signInAsDemoAdmin(page, "/amenities");
      for (const [path, name] of [
        ["/amenities", "list"],
        [`/amenities/${club}`, "amenity"],
        ["/amenities/bookings", "bookings"],
        ["/amenities/bookings?status=pending", "queue"],
        [`/amenities/bookings/${held}`, "booking"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
        await shoot(page, `amen-${name}-${theme}-${width}`, width);
      }
      await page.goto("/amenities");
      await page.getByRole("main").getByRole("button", { name: "New amenity" }).click();
      await page.waitForTimeout(500);
      await shoot(page, `amen-form-${theme}-${width}`, width);
    });
  }
}
