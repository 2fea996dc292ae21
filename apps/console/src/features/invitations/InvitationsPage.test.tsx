import { ToastHost } from "@hoa/ui";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import InvitationsPage from "./InvitationsPage";

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <InvitationsPage />
      <ToastHost />
    </>,
  );
  return user;
}

describe("InvitationsPage", () => {
  it("shows pending, accepted and expired counts", () => {
    renderPage();

    const figure = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(figure("Pending")).toBe("3");
    expect(figure("Accepted")).toBe("42");
    expect(figure("Expired")).toBe("2");
  });

  it("offers member and admin, member first", () => {
    renderPage();

    expect(screen.getByRole("radio", { name: "Member" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Admin" })).not.toBeChecked();
  });

  it("requires a valid email", async () => {
    const user = renderPage();
    const email = screen.getByRole("textbox", { name: "Email" });

    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(email).toHaveAccessibleDescription("Email is required");
    expect(email).toHaveFocus();

    await user.type(email, "neighbor@");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  });

  it("says sending invitations is not available yet for a valid invitation", async () => {
    const user = renderPage();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "neighbor@example.com");
    await user.click(screen.getByRole("radio", { name: "Admin" }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(
      await screen.findByText("Sending invitations is not available yet."),
    ).toBeInTheDocument();
  });
});
