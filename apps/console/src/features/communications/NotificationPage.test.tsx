import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fake, renderAt, resetFake } from "./test-api";

async function renderPage() {
  const user = await renderAt("/communications/notify");
  await screen.findByRole("button", { name: "Send Now" });
  return user;
}

beforeEach(resetFake);

describe("NotificationPage", () => {
  it("requires title and message and focuses the title first", async () => {
    const user = await renderPage();
    await user.click(screen.getByRole("button", { name: "Send Now" }));

    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title).toHaveAccessibleDescription("Title is required");
    expect(title).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Message is required",
    );
  });

  it("shows date and time and switches the button to Schedule Notification when scheduled", async () => {
    const user = await renderPage();
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
    const user = await renderPage();
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

  it("sends one with no channel chosen", async () => {
    const user = await renderPage();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Board meeting");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Tuesday at 7 pm.");
    await user.click(screen.getByRole("checkbox", { name: "Email" }));
    await user.click(screen.getByRole("button", { name: "Send Now" }));

    expect(await screen.findByText("Notification sent to All Residents.")).toBeInTheDocument();
    expect(fake.posted[0]?.body).toMatchObject({ channels: [], scheduleType: "immediate" });
  });

  it("says SMS and push need a provider, and schedules one for an audience", async () => {
    const user = await renderPage();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Pool opening");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "The pool opens Saturday.");
    await user.click(screen.getByRole("checkbox", { name: "SMS" }));
    expect(
      screen.getByText(/SMS is not sent: it needs a provider \(e\.g\. Twilio\)/u),
    ).toBeVisible();
    expect(screen.getByText(/SMS_PROVIDER_URL/u)).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "Push" }));
    expect(screen.getByText(/Push is not sent: it needs a provider/u)).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "In-app" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Audience" }), "Tenants Only");
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    expect(
      screen.getByText("The date and time are in Eastern Time (ET), the organization's time zone."),
    ).toBeVisible();
    await user.type(screen.getByLabelText("Date"), "2026-12-24");
    await user.type(screen.getByLabelText("Time"), "08:30");
    await user.click(screen.getByRole("button", { name: "Schedule Notification" }));

    expect(await screen.findByText("Notification scheduled for Tenants Only.")).toBeVisible();
    expect(fake.posted).toEqual([
      {
        path: "notifications",
        body: {
          title: "Pool opening",
          message: "The pool opens Saturday.",
          priority: "normal",
          channels: ["email", "sms", "push", "app"],
          scheduleType: "scheduled",
          scheduledDate: "2026-12-24",
          scheduledTime: "08:30",
          audience: "Tenants Only",
        },
      },
    ]);
  });
});
