import { ToastHost } from "@hoa/ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import EventsPage from "./EventsPage";

type User = ReturnType<typeof userEvent.setup>;

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <EventsPage />
      <ToastHost />
    </>,
  );
  return user;
}

/** Opens the create form from the page header; returns its drawer. */
async function openCreateEvent(user: User) {
  await user.click(screen.getByRole("button", { name: "New event" }));
  return screen.getByRole("dialog", { name: "Create event" });
}

async function fillRequiredFields(user: User, drawer: HTMLElement) {
  await user.type(within(drawer).getByRole("textbox", { name: "Title" }), "Spring clean-up");
  await user.type(within(drawer).getByRole("textbox", { name: "Location" }), "East parking lot");
  await user.type(within(drawer).getByLabelText("Date"), "2025-04-12");
  await user.type(within(drawer).getByLabelText("Time"), "09:00");
}

describe("EventsPage", () => {
  it("opens Create event in a drawer from the header, on the title, and closes it with Cancel", async () => {
    const user = renderPage();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const drawer = await openCreateEvent(user);
    expect(drawer).toHaveClass("ui-dialog--drawer");
    expect(within(drawer).getByRole("form", { name: "Create event" })).toBeInTheDocument();
    expect(within(drawer).getByRole("textbox", { name: "Title" })).toHaveFocus();

    await user.click(within(drawer).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with Escape and discards the draft", async () => {
    const user = renderPage();
    let drawer = await openCreateEvent(user);
    await user.type(within(drawer).getByRole("textbox", { name: "Title" }), "Spring clean-up");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    drawer = await openCreateEvent(user);
    expect(within(drawer).getByRole("textbox", { name: "Title" })).toHaveValue("");
  });

  it("offers the six event types", async () => {
    const user = renderPage();
    const drawer = await openCreateEvent(user);

    expect(
      within(drawer)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Community Meeting",
      "Social Gathering",
      "Maintenance",
      "Holiday Event",
      "Educational",
      "Recreation",
    ]);
  });

  it("requires title, location, date and time, focusing the title first", async () => {
    const user = renderPage();
    const drawer = await openCreateEvent(user);
    await user.click(within(drawer).getByRole("button", { name: "Create event" }));

    expect(await within(drawer).findByText("Title is required")).toBeInTheDocument();
    expect(within(drawer).getByRole("textbox", { name: "Title" })).toHaveFocus();
    expect(within(drawer).getByText("Location is required")).toBeInTheDocument();
    expect(within(drawer).getByText("Date is required")).toBeInTheDocument();
    expect(within(drawer).getByText("Time is required")).toBeInTheDocument();
  });

  it("clears a field's error as soon as that field is edited", async () => {
    const user = renderPage();
    const drawer = await openCreateEvent(user);
    await user.click(within(drawer).getByRole("button", { name: "Create event" }));
    await within(drawer).findByText("Title is required");

    await user.type(within(drawer).getByRole("textbox", { name: "Title" }), "S");

    expect(within(drawer).queryByText("Title is required")).not.toBeInTheDocument();
    expect(within(drawer).getByText("Location is required")).toBeInTheDocument();
  });

  it("accepts an event without max attendees, says creating is not available yet and stays open", async () => {
    const user = renderPage();
    const drawer = await openCreateEvent(user);
    await fillRequiredFields(user, drawer);
    await user.click(within(drawer).getByRole("button", { name: "Create event" }));

    expect(await screen.findByText("Creating events is not available yet.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Create event" })).toBeInTheDocument();
  });

  it("rejects max attendees that is not a whole number of at least 1", async () => {
    const user = renderPage();
    const drawer = await openCreateEvent(user);
    await fillRequiredFields(user, drawer);
    const maxAttendees = within(drawer).getByRole("textbox", { name: "Max attendees (optional)" });
    await user.type(maxAttendees, "0");
    await user.click(within(drawer).getByRole("button", { name: "Create event" }));

    expect(maxAttendees).toHaveFocus();
    expect(maxAttendees).toHaveAccessibleDescription(
      "Leave empty for no limit. Max attendees must be a whole number of at least 1",
    );
  });
});
