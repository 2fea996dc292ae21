import { test, type Page } from "@playwright/test";
import { demoMember, demoResident } from "../../../scripts/demo-data";
import { signIn, signInAsDemoAdmin, submitSignIn } from "./support/auth";
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

async function requestId(title: string): Promise<{ id: string; propertyId: string }> {
  const found = await adminFirestore()
    .collection("orgs/maple-grove/architecturalRequests")
    .where("title", "==", title)
    .get();
  const doc = found.docs[0]!;
  return { id: doc.id, propertyId: doc.get("propertyId") as string };
}

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 390]) {
    test(`arc ${theme} ${width}`, async ({ page, browser }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const fence = await requestId("Cedar fence along the back line");
      const solar = await requestId("Solar panels on the south roof");
      await signInAsDemoAdmin(page, "/architectural-review");
      for (const [path, name] of [
        ["/architectural-review", "list"],
        ["/architectural-review/settings", "settings"],
        [`/architectural-review/${fence.id}`, "decided"],
        [`/properties/${fence.propertyId}`, "property"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
        await shoot(page, `arc-${name}-${theme}-${width}`, width);
      }
      // A reviewer with a vote to cast.
      const member = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const reviewer = await member.newPage();
      await reviewer.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await signIn(reviewer, demoMember.email, demoMember.password);
      await reviewer.goto(`/architectural-review/${solar.id}`);
      await reviewer.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
      await shoot(reviewer, `arc-vote-${theme}-${width}`, width);
      await member.close();
      // The homeowner.
      const home = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const resident = await home.newPage();
      await resident.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await submitSignIn(resident, demoResident.email, demoResident.password);
      await resident.waitForURL("/portal");
      for (const [path, name] of [
        ["/portal/architectural-requests", "portal-list"],
        ["/portal/architectural-requests/new", "portal-new"],
        [`/portal/architectural-requests/${solar.id}`, "portal-request"],
      ] as const) {
        await resident.goto(path);
        await resident.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
        await shoot(resident, `arc-${name}-${theme}-${width}`, width);
      }
      await home.close();
    });
  }
}
