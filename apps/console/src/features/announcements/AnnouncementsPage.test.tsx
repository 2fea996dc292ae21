import { ToastHost } from "@hoa/ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import AnnouncementsPage from "./AnnouncementsPage";

type User = ReturnType<typeof userEvent.setup>;

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <AnnouncementsPage />
      <ToastHost />
    </>,
  );
  return user;
}

/** Opens the announcement form from the page header; returns its dialog. */
async function openNewAnnouncement(user: User) {
  await user.click(screen.getByRole("button", { name: "New announcement" }));
  return screen.getByRole("dialog", { name: "New announcement" });
}

describe("AnnouncementsPage", () => {
  it("opens New announcement in a dialog from the header, on the title, and closes it with Cancel", async () => {
    const user = renderPage();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const dialog = await openNewAnnouncement(user);
    expect(within(dialog).getByRole("form", { name: "New announcement" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers the four priorities and the four audiences, Normal and All Residents first chosen", async () => {
    const user = renderPage();
    const dialog = await openNewAnnouncement(user);

    const optionsOf = (name: string) =>
      within(within(dialog).getByRole("combobox", { name }))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(optionsOf("Priority")).toEqual(["Low", "Normal", "High", "Urgent"]);
    expect(optionsOf("Audience")).toEqual([
      "All Residents",
      "Property Owners",
      "Board Members",
      "Tenants Only",
    ]);
    expect(within(dialog).getByRole("combobox", { name: "Priority" })).toHaveValue("Normal");
    expect(within(dialog).getByRole("combobox", { name: "Audience" })).toHaveValue("All Residents");
  });

  it("requires title and message, focusing the title, and clears an error once its field is edited", async () => {
    const user = renderPage();
    const dialog = await openNewAnnouncement(user);
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    const message = within(dialog).getByRole("textbox", { name: "Message" });

    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(title).toHaveAccessibleDescription("Title is required");
    expect(message).toHaveAccessibleDescription("Message is required");
    expect(title).toHaveFocus();

    await user.type(title, "Pool hours");
    expect(title).not.toHaveAttribute("aria-invalid");
    expect(message).toHaveAccessibleDescription("Message is required");
  });

  it("says publishing is not available yet for a valid announcement and stays open", async () => {
    const user = renderPage();
    const dialog = await openNewAnnouncement(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Pool hours");
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "Open 7 to 9.");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Audience" }), [
      "Tenants Only",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    expect(
      await screen.findByText("Publishing announcements is not available yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "New announcement" })).toBeInTheDocument();
  });
});
