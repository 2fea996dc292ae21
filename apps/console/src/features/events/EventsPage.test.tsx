import { ToastHost } from "@hoa/ui";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import EventsPage from "./EventsPage";

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

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Title" }), "Spring clean-up");
  await user.type(screen.getByRole("textbox", { name: "Location" }), "East parking lot");
  await user.type(screen.getByLabelText("Date"), "2025-04-12");
  await user.type(screen.getByLabelText("Time"), "09:00");
}

describe("EventsPage", () => {
  it("offers the six event types", () => {
    renderPage();

    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
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
    await user.click(screen.getByRole("button", { name: "Create event" }));

    expect(screen.getByRole("textbox", { name: "Title" })).toHaveFocus();
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Location is required")).toBeInTheDocument();
    expect(screen.getByText("Date is required")).toBeInTheDocument();
    expect(screen.getByText("Time is required")).toBeInTheDocument();
  });

  it("accepts an event without max attendees and says creating is not available yet", async () => {
    const user = renderPage();
    await fillRequiredFields(user);
    await user.click(screen.getByRole("button", { name: "Create event" }));

    expect(await screen.findByText("Creating events is not available yet.")).toBeInTheDocument();
  });

  it("rejects max attendees that is not a whole number of at least 1", async () => {
    const user = renderPage();
    await fillRequiredFields(user);
    const maxAttendees = screen.getByRole("textbox", { name: "Max attendees (optional)" });
    await user.type(maxAttendees, "0");
    await user.click(screen.getByRole("button", { name: "Create event" }));

    expect(maxAttendees).toHaveFocus();
    expect(maxAttendees).toHaveAccessibleDescription(
      "Leave empty for no limit. Max attendees must be a whole number of at least 1",
    );
  });
});
