import { messages } from "@hoa/validation";
import { screen, within } from "@testing-library/react";
import { currentUrl } from "../../test/render-app";
import { openPortalAs } from "./test-api";

describe("the household on the portal's home page", () => {
  it("shows the property with its residents and its balance", async () => {
    openPortalAs("/portal");
    const residents = await screen.findByRole("list", { name: "Residents of 12 Oak Lane" });
    expect(within(residents).getByText("Rae Resident")).toBeVisible();
    expect(within(residents).getByText("Sam Resident")).toBeVisible();
    expect(within(residents).getByText("Tenant")).toBeVisible();
    expect(await screen.findByText("$125.00")).toBeVisible();
    expect(screen.getByRole("link", { name: "View account" })).toHaveAttribute(
      "href",
      "/portal/account",
    );
  });
});

describe("Account", () => {
  it("shows each property's balance and its ledger, newest first, with its statement", async () => {
    const { user } = openPortalAs("/portal/account");
    expect(await screen.findByRole("heading", { name: "12 Oak Lane", level: 2 })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Ledger of 12 Oak Lane" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Payment (Check/money order)",
      "Monthly assessment 2026-10",
    ]);
    expect(screen.getAllByText("$125.00").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("link", { name: "Print statement for 12 Oak Lane" }));
    expect(
      await screen.findByRole("heading", { name: "Statement: 12 Oak Lane", level: 1 }),
    ).toBeVisible();
    expect(currentUrl()).toBe("/portal/account/p1/statement");
    expect(screen.getByRole("button", { name: "Print statement" })).toBeVisible();
    const billTo = screen.getByRole("region", { name: "Bill to" });
    expect(within(billTo).getByText("Rosa Diaz")).toBeVisible();
    expect(within(billTo).getByText("12 Oak Lane")).toBeVisible();
    expect(screen.getByRole("link", { name: "← Account" })).toHaveAttribute(
      "href",
      "/portal/account",
    );
  });

  it("shows the not-found page for another household's statement", async () => {
    openPortalAs("/portal/account/someone-else/statement");
    expect(await screen.findByRole("heading", { name: /not found/i })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Print statement" })).not.toBeInTheDocument();
  });
});

describe("My details", () => {
  it("shows the contact details and choices, and saves them to the version shown", async () => {
    const { user, api } = openPortalAs("/portal/my-details");
    const form = await screen.findByRole("form", { name: "Details of Rae Resident" });
    expect(within(form).getByRole("textbox", { name: "Email" })).toHaveValue("rae@example.com");
    expect(within(form).getByRole("textbox", { name: "Phone" })).toHaveValue("(503) 555-0142");
    const showEmail = within(form).getByRole("switch", {
      name: "Show my email to other residents",
    });
    const showPhone = within(form).getByRole("switch", {
      name: "Show my phone to other residents",
    });
    const announcements = within(form).getByRole("switch", {
      name: "Announcements and newsletters",
    });
    const reminders = within(form).getByRole("switch", { name: "Event reminders" });
    expect(showEmail).toBeChecked();
    expect(showPhone).not.toBeChecked();
    expect(announcements).toBeChecked();
    expect(reminders).toBeChecked();
    expect(within(form).getByText(/billing notices, are always sent/)).toBeVisible();

    await user.click(showEmail);
    await user.click(reminders);
    await user.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Your details are saved.")).toBeVisible();
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.path).toBe("/api/orgs/maple-grove/me/residents/r1");
    expect(patch?.body).toEqual({
      email: "rae@example.com",
      phone: "(503) 555-0142",
      privacy: { hideEmail: true, hidePhone: true },
      emailOptOut: false,
      reminderOptOut: true,
    });
    // The saved record comes back: the form shows it.
    const saved = await screen.findByRole("form", { name: "Details of Rae Resident" });
    expect(
      within(saved).getByRole("switch", { name: "Show my email to other residents" }),
    ).not.toBeChecked();
  });

  it("puts a refused field's message on the field", async () => {
    const { user } = openPortalAs("/portal/my-details");
    const form = await screen.findByRole("form", { name: "Details of Rae Resident" });
    const phone = within(form).getByRole("textbox", { name: "Phone" });
    await user.clear(phone);
    await user.type(phone, "12");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(messages.phoneInvalid)).toBeVisible();
  });
});
