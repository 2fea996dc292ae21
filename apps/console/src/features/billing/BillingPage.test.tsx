import { ToastHost } from "@hoa/ui";
import { messages } from "@hoa/validation";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import BillingPage from "./BillingPage";
import { billingDefaults } from "./mock-data";

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <BillingPage />
      <ToastHost />
    </>,
  );
  return user;
}

describe("BillingPage", () => {
  it("keeps the dues and fees form on the page, filled with the defaults", () => {
    renderPage();

    expect(screen.getByRole("form", { name: "Dues and fees" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Monthly fee" })).toHaveValue(
      billingDefaults.monthlyFee,
    );
    expect(screen.getByRole("textbox", { name: "Late fee" })).toHaveValue(billingDefaults.lateFee);
  });

  it("refuses amounts that are not amounts, focusing the first, and clears an error once its field is edited", async () => {
    const user = renderPage();
    const monthlyFee = screen.getByRole("textbox", { name: "Monthly fee" });
    const lateFee = screen.getByRole("textbox", { name: "Late fee" });
    await user.clear(monthlyFee);
    await user.type(monthlyFee, "a lot");
    await user.clear(lateFee);
    await user.click(screen.getByRole("button", { name: "Save billing settings" }));

    expect(monthlyFee).toHaveAccessibleDescription(messages.monthlyFeeInvalid);
    expect(lateFee).toHaveAccessibleDescription(messages.lateFeeInvalid);
    expect(monthlyFee).toHaveFocus();

    await user.type(lateFee, "30");
    expect(lateFee).not.toHaveAttribute("aria-invalid");
    expect(monthlyFee).toHaveAccessibleDescription(messages.monthlyFeeInvalid);
  });

  it("says saving billing settings is not available yet for valid settings", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Save billing settings" }));

    expect(
      await screen.findByText("Saving billing settings is not available yet."),
    ).toBeInTheDocument();
  });
});
