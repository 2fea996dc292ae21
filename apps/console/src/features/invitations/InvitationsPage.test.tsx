import { ToastHost } from "@hoa/ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import InvitationsPage from "./InvitationsPage";

type User = ReturnType<typeof userEvent.setup>;

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

/** Opens the invitation form from the page header; returns its dialog. */
async function openInvite(user: User) {
  await user.click(screen.getByRole("button", { name: "Invite someone" }));
  return screen.getByRole("dialog", { name: "Invite someone" });
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

  it("opens Invite someone in a dialog from the header, on the email, and closes it with Cancel", async () => {
    const user = renderPage();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const dialog = await openInvite(user);
    expect(dialog).toHaveClass("ui-dialog--dialog");
    expect(within(dialog).getByRole("form", { name: "Invite someone" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with Escape and discards the draft", async () => {
    const user = renderPage();
    let dialog = await openInvite(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "neighbor@");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    dialog = await openInvite(user);
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveValue("");
  });

  it("offers member and admin, member first", async () => {
    const user = renderPage();
    const dialog = await openInvite(user);

    expect(within(dialog).getByRole("radio", { name: "Member" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Admin" })).not.toBeChecked();
  });

  it("requires a valid email, focusing it, and clears the error once it is edited", async () => {
    const user = renderPage();
    const dialog = await openInvite(user);
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    const send = within(dialog).getByRole("button", { name: "Send invitation" });

    await user.click(send);
    expect(email).toHaveAccessibleDescription("Email is required");
    expect(email).toHaveFocus();

    await user.type(email, "neighbor@");
    expect(email).not.toHaveAccessibleDescription("Email is required");
    expect(email).not.toHaveAttribute("aria-invalid");

    await user.click(send);
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveFocus();
  });

  it("says sending invitations is not available yet for a valid invitation and stays open", async () => {
    const user = renderPage();
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "neighbor@example.com");
    await user.click(within(dialog).getByRole("radio", { name: "Admin" }));
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));

    expect(
      await screen.findByText("Sending invitations is not available yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Invite someone" })).toBeInTheDocument();
  });
});
