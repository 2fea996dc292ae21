import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { formatPhone } from "@hoa/validation";
import { generateCommunity } from "../../../scripts/demo-community";
import { demoMember } from "../../../scripts/demo-data";
import { giveDemoAdminSession, openSignedIn, signIn } from "./support/auth";

// The seeded community: who lives where does not depend on the date it was generated for.
const community = generateCommunity({ now: new Date() });

const main = (page: Page) => page.getByRole("main");
const rows = (page: Page) => main(page).getByRole("table").first().locator("tbody tr");

/** A street no seeded property and no other test uses (sorted after the seeded ones). */
const uniqueStreet = () => `Testing Lane ${randomUUID().slice(0, 6)}`;

async function addProperty(page: Page, address: string, unit: string) {
  await page.goto("/properties");
  await main(page).getByRole("button", { name: "Add property" }).click();
  const dialog = page.getByRole("dialog", { name: "Add property" });
  await dialog.getByLabel("Address").fill(address);
  await dialog.getByLabel("Unit").fill(unit);
  await dialog.getByLabel("Type").selectOption("Townhouse");
  await dialog.getByRole("button", { name: "Add property" }).click();
  return dialog;
}

test.describe("properties and residents, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await giveDemoAdminSession(page);
  });

  test("a property follows its residents from Vacant to Occupied and back, and is deleted once empty", async ({
    page,
  }) => {
    const street = uniqueStreet();
    await addProperty(page, street, "7");
    await expect(page.getByRole("heading", { level: 1, name: street })).toBeVisible();
    await expect(main(page).getByText("Vacant", { exact: true }).first()).toBeVisible();

    // The same address and unit cannot be added twice.
    const again = await addProperty(page, ` ${street.toUpperCase()} `, "7");
    await expect(
      again.getByRole("form").getByText("A property with this address and unit already exists"),
    ).toBeVisible();
    await again.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/people");
    await main(page).getByRole("button", { name: "Add resident" }).click();
    const drawer = page.getByRole("dialog", { name: "Add resident" });
    await drawer.getByRole("button", { name: "Add resident" }).click();
    await expect(drawer.getByText("Name is required")).toBeVisible();
    await expect(drawer.getByText("Choose the resident's property")).toBeVisible();
    await drawer.getByRole("textbox", { name: "Name" }).fill("Testa Ramírez");
    await drawer
      .getByRole("textbox", { name: "Email (optional)" })
      .fill(`testa-${randomUUID().slice(0, 6)}@example.org`);
    await drawer.getByRole("textbox", { name: "Phone (optional)" }).fill("503 555 0199");
    await drawer.getByRole("combobox", { name: "Property" }).fill(street);
    await drawer.getByRole("option", { name: new RegExp(street) }).click();
    await drawer.getByLabel("Board member").check();
    await drawer.getByRole("button", { name: "Add resident" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Testa Ramírez" })).toBeVisible();
    await expect(main(page).getByText("(503) 555-0199")).toBeVisible();
    await main(page)
      .getByRole("link", { name: `${street}, 7` })
      .click();
    // The status in the details (the activity below also tells of the change).
    await expect(main(page).getByText("Occupied", { exact: true }).first()).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Testa Ramírez" })).toBeVisible();

    // Not while someone lives there.
    await main(page).getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByRole("dialog", { name: `${street}, 7 cannot be deleted yet` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();

    await main(page).getByRole("link", { name: "Testa Ramírez" }).click();
    await main(page).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove resident" }).click();
    await expect(page).toHaveURL(/\/people$/);

    await page.goto("/properties?q=" + encodeURIComponent(street));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Vacant");
    await rows(page).first().getByRole("link").click();
    await main(page).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete property" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await page.goto("/properties?q=" + encodeURIComponent(street));
    await expect(page.getByText("No properties match")).toBeVisible();
  });

  test("the directory is searched by phone, filtered and sorted, and keeps it through a reload", async ({
    page,
  }) => {
    const resident = community.residents.find((candidate) => candidate.phone !== "")!;
    const nationalDigits = resident.phone.slice(2);
    await page.goto("/people");
    const search = page.getByRole("search", { name: "Search residents" });
    await search.getByRole("searchbox").fill(nationalDigits);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${nationalDigits}`));
    await expect(rows(page).filter({ hasText: resident.name })).toHaveCount(1);
    // Only residents with that number (a household may share one).
    await expect
      .poll(async () =>
        (await rows(page).allInnerTexts()).every((text) =>
          text.includes(formatPhone(resident.phone)),
        ),
      )
      .toBe(true);

    await page.goto("/people");
    const sortBy = page.getByRole("combobox", { name: "Sort by" });
    await sortBy.selectOption({ label: "Unit" });
    await expect(page).toHaveURL(/sort=unit/);
    // A filtered list sorts by name only: the unit sort waits in the URL, unused.
    await page.getByRole("combobox", { name: "Board" }).selectOption({ label: "Board members" });
    await expect(page).toHaveURL(/board=yes/);
    await expect(sortBy).toHaveValue("name");
    await expect(page.getByText("Fewer sorts while filtered")).toBeVisible();
    await sortBy.selectOption({ label: "Name, Z to A" });
    await expect(page).toHaveURL(/sort=-name/);
    // The seeded board members at least (another test may be adding one meanwhile), and only them.
    const board = community.residents.filter((candidate) => candidate.boardMember);
    // The rows are read at once: the list may be redrawn between reading one row and the next.
    const onlyBoardMembers = () =>
      expect
        .poll(async () => {
          const texts = await rows(page).allInnerTexts();
          return (
            texts.length >= Math.min(board.length, 25) &&
            texts.every((text) => text.includes("Board member"))
          );
        })
        .toBe(true);
    await onlyBoardMembers();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Board" })).toHaveValue("yes");
    await onlyBoardMembers();
  });

  test("the navbar search finds residents and properties and opens their pages", async ({
    page,
  }) => {
    const resident = community.residents[0]!;
    const lastName = resident.name.split(" ").at(-1)!;
    await openSignedIn(page);
    await page.getByRole("searchbox", { name: "Search" }).fill(lastName);
    await expect(page.getByText(`Showing search results for: ${lastName}`)).toBeVisible();
    const residents = main(page).getByRole("region", { name: "Residents" });
    await residents.getByRole("link", { name: resident.name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: resident.name })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill("zzqx-nothing");
    await expect(main(page).getByText('Nothing matches "zzqx-nothing"')).toBeVisible();
  });

  test("imports residents from a CSV file, shows each row's problems first, and a second import has nothing to do", async ({
    page,
  }) => {
    const street = uniqueStreet();
    await addProperty(page, street, "3A");
    await expect(page.getByRole("heading", { level: 1, name: street })).toBeVisible();
    const tag = randomUUID().slice(0, 6);
    const csv = [
      "Full name;E-mail;Phone number;Unit;Address;Owner/Tenant",
      `Imported One ${tag};one-${tag}@example.org;(503) 555-0111;3A;${street};Owner`,
      `Imported Two ${tag};two-${tag}@example.org;;3A;${street};tenant`,
      `;bad-email;;3A;${street};Owner`,
      `Nobody ${tag};;;99Z;Nowhere Street;Owner`,
    ].join("\n");
    const file = { name: "residents.csv", mimeType: "text/csv", buffer: Buffer.from(csv) };

    await page.goto("/people/import");
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(main(page).getByText("2 rows ready to import, 2 with problems")).toBeVisible();
    await expect(main(page).getByText("Name is required")).toBeVisible();
    await expect(main(page).getByText("Please enter a valid email address")).toBeVisible();
    await main(page).getByRole("button", { name: "Import the valid rows" }).click();
    await expect(main(page).getByText(/2 created/)).toBeVisible();

    // The same file again: the preview says those residents are there already, so nothing is sent.
    await main(page).getByRole("button", { name: "Import another file" }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(main(page).getByText("No rows ready to import, 4 with problems")).toBeVisible();
    await expect(main(page).getByText("Already in the directory, unchanged")).toHaveCount(2);
    await expect(main(page).getByRole("button", { name: "Import the valid rows" })).toBeDisabled();

    await page.goto("/people?q=" + tag);
    await expect(rows(page)).toHaveCount(2);
  });

  test("exports the filtered list as CSV, every page of it", async ({ page }) => {
    await page.goto("/properties?status=Occupied");
    await expect(rows(page).first()).toBeVisible();
    const download = page.waitForEvent("download");
    await main(page).getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^properties-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await (await file.createReadStream()).toArray()).join("");
    const lines = text
      .replace(/^\uFEFF/u, "")
      .trim()
      .split(/\r\n/u);
    expect(lines[0]).toBe("Address,Unit,Type,Status,Residents");
    const occupied = community.properties.filter((property) => property.status === "Occupied");
    expect(lines.length - 1).toBeGreaterThanOrEqual(occupied.length);
    expect(lines.slice(1).every((line) => line.includes(",Occupied,"))).toBe(true);
  });
});

test.describe("the directory, as a member", () => {
  test("shows no write controls and hides what residents hide", async ({ page }) => {
    await signIn(page, demoMember.email, demoMember.password);
    const hidden = community.residents.find((resident) => resident.privacy.hideEmail)!;
    await page.goto(`/people?q=${encodeURIComponent(hidden.name)}`);
    const row = rows(page).filter({ hasText: hidden.name }).first();
    await expect(row).toContainText("Email hidden by the resident");
    await expect(row).not.toContainText(hidden.email);
    await expect(main(page).getByRole("button", { name: "Add resident" })).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: "Export CSV" })).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Import" })).toHaveCount(0);

    // Nor finds a resident by what they hide.
    await page.goto(`/people?q=${encodeURIComponent(hidden.email)}`);
    await expect(main(page).getByText("No residents match")).toBeVisible();

    // The import pages, opened by their address, say they are for administrators.
    for (const [path, heading, note] of [
      ["/people/import", "Import residents", "Only administrators import residents."],
      ["/properties/import", "Import properties", "Only administrators import properties."],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(main(page).getByText(note)).toBeVisible();
      await expect(main(page).getByLabel("Choose a CSV file")).toHaveCount(0);
    }

    const property = community.properties[0]!;
    await page.goto(`/properties/${property.id}`);
    await expect(page.getByRole("heading", { level: 1, name: property.address })).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expect(main(page).getByRole("heading", { name: "Activity" })).toHaveCount(0);
  });
});
