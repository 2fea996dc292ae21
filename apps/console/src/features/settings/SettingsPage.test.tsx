import { ToastHost } from "@hoa/ui";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import SettingsPage from "./SettingsPage";

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <SettingsPage />
      <ToastHost />
    </>,
  );
  return user;
}

describe("SettingsPage", () => {
  it("offers the four time zones and the four session timeouts", () => {
    renderPage();

    const optionsOf = (name: string) =>
      Array.from(
        screen.getByRole("combobox", { name }).querySelectorAll("option"),
        (option) => option.textContent,
      );
    expect(optionsOf("Time zone")).toEqual([
      "Pacific Time (PT)",
      "Mountain Time (MT)",
      "Central Time (CT)",
      "Eastern Time (ET)",
    ]);
    expect(optionsOf("Session timeout")).toEqual(["30 minutes", "1 hour", "4 hours", "Never"]);
  });

  it("requires an organization name with the shared message", async () => {
    const user = renderPage();
    const name = screen.getByRole("textbox", { name: "Organization name" });
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Organization name is required");
  });

  it("switches a notification toggle and says saving is not available yet", async () => {
    const user = renderPage();
    const payments = screen.getByRole("switch", { name: "Payments" });
    await user.click(payments);
    expect(payments).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Saving settings is not available yet.")).toBeInTheDocument();
  });
});
