import { ToastHost } from "@hoa/ui";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  NOTIFICATION_SAVED_MESSAGE,
  NotificationPage,
  SCHEDULED_NOTIFICATION_SAVED_MESSAGE,
} from "./NotificationPage";

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <NotificationPage />
      <ToastHost />
    </MemoryRouter>,
  );
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("NotificationPage", () => {
  it("requires title and message and focuses the title first", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Send Now" }));

    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title).toHaveAccessibleDescription("Title is required");
    expect(title).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Message is required",
    );
  });

  it("shows date and time and switches the button to Schedule Notification when scheduled", async () => {
    const user = renderPage();
    expect(screen.queryByLabelText("Date")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));

    expect(screen.getByLabelText("Date")).toBeInTheDocument();
    expect(screen.getByLabelText("Time")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Schedule Notification" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send Now" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Send immediately" }));

    expect(screen.queryByLabelText("Date")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Now" })).toBeInTheDocument();
  });

  it("requires date and time when scheduled", async () => {
    const user = renderPage();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Water shut-off");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Building B, 9 to 11 am.");
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    await user.click(screen.getByRole("button", { name: "Schedule Notification" }));

    const date = screen.getByLabelText("Date");
    expect(date).toHaveAccessibleDescription("Date is required for a scheduled notification");
    expect(date).toHaveFocus();
    expect(screen.getByLabelText("Time")).toHaveAccessibleDescription(
      "Time is required for a scheduled notification",
    );
  });

  it("accepts a notification with no channel chosen", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const user = renderPage();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Board meeting");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Tuesday at 7 pm.");
    await user.click(screen.getByRole("checkbox", { name: "Email" }));
    await user.click(screen.getByRole("button", { name: "Send Now" }));

    expect(await screen.findByText(NOTIFICATION_SAVED_MESSAGE)).toBeInTheDocument();
  });

  it("keeps a valid scheduled notification locally and says delivery is not connected", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const user = renderPage();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Pool opening");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "The pool opens Saturday.");
    await user.click(screen.getByRole("checkbox", { name: "SMS" }));
    await user.click(screen.getByRole("checkbox", { name: "In-app" }));
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    await user.type(screen.getByLabelText("Date"), "2025-05-24");
    await user.type(screen.getByLabelText("Time"), "08:30");
    await user.click(screen.getByRole("button", { name: "Schedule Notification" }));

    expect(await screen.findByText(SCHEDULED_NOTIFICATION_SAVED_MESSAGE)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("Notification (not delivered):", {
      title: "Pool opening",
      message: "The pool opens Saturday.",
      priority: "normal",
      channels: ["email", "sms", "app"],
      scheduleType: "scheduled",
      scheduledDate: "2025-05-24",
      scheduledTime: "08:30",
    });
  });
});
