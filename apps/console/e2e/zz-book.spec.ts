import { test, type Page } from "@playwright/test";
import { demoResident } from "../../../scripts/demo-data";
import { submitSignIn } from "./support/auth";
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
    test(`book ${theme} ${width}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const db = adminFirestore();
      const club = (await db.collection("orgs/maple-grove/amenities").where("name", "==", "Clubhouse").get()).docs[0]!.id;
      const mine = (await db.collection("orgs/maple-grove/bookings").where("propertyId", "==", "property-0001").get()).docs
        .find((doc) => doc.get("amenity.name") === "Clubhouse")!.id;
      await submitSignIn(page, demoResident.email, demoResident.password);
      await page.waitForURL("/portal");
      await page.waitForTimeout(800);
      await shoot(page, `book-home-${theme}-${width}`, width);
      for (const [path, name] of [
        ["/portal/bookings", "list"],
        ["/portal/bookings/new", "choose"],
        [`/portal/bookings/new?amenity=${club}`, "form"],
        [`/portal/bookings/${mine}`, "booking"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
        if (name === "form") {
          const days = page.getByRole("main").locator(".rdp-day_button:not([disabled])");
          await days.nth(3).click();
          await page.waitForTimeout(500);
        }
        await shoot(page, `book-${name}-${theme}-${width}`, width);
      }
    });
  }
}
