import { ToastHost } from "@hoa/ui";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_SAVED_MESSAGE, EmailComposePage } from "./EmailComposePage";

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <EmailComposePage />
      <ToastHost />
    </MemoryRouter>,
  );
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("EmailComposePage", () => {
  it("requires recipient, subject and message and focuses the recipient first", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    const to = screen.getByRole("textbox", { name: "To" });
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription("Recipient email is required");
    expect(to).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveAccessibleDescription(
      "Subject is required",
    );
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Message is required",
    );
  });

  it("rejects a recipient that is not an email address", async () => {
    const user = renderPage();
    await user.type(screen.getByRole("textbox", { name: "To" }), "board at maplegrove");
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    expect(screen.getByRole("textbox", { name: "To" })).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
  });

  it("clears a field's error as soon as that field is edited", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "P");

    expect(screen.getByRole("textbox", { name: "Subject" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Message is required")).toBeInTheDocument();
  });

  it("offers the four priorities with normal chosen", () => {
    renderPage();
    const priority = screen.getByRole("combobox", { name: "Priority" });

    expect(priority).toHaveValue("normal");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Low",
      "Normal",
      "High",
      "Urgent",
    ]);
  });

  it("keeps a valid email locally and says sending is not connected", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const user = renderPage();
    await user.type(screen.getByRole("textbox", { name: "To" }), "treasurer@maplegrove.org");
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Pool hours");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Open until 9 pm.");
    await user.selectOptions(screen.getByRole("combobox", { name: "Priority" }), "High");
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    expect(await screen.findByText(EMAIL_SAVED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/sent/i)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("Email compose (not sent):", {
      to: "treasurer@maplegrove.org",
      subject: "Pool hours",
      message: "Open until 9 pm.",
      priority: "high",
    });
  });
});
