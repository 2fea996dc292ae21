import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import CommunicationsRoutes from "./CommunicationsRoutes";
import { communication, fake, renderAt, resetFake } from "./test-api";

function renderRoutes(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/communications/*" element={<CommunicationsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("CommunicationsRoutes", () => {
  it("links the hub to the email and notification forms", () => {
    renderRoutes("/communications");

    expect(screen.getByRole("heading", { level: 1, name: "Communications" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Compose email" })).toHaveAttribute(
      "href",
      "/communications/email",
    );
    expect(screen.getByRole("link", { name: "Create notification" })).toHaveAttribute(
      "href",
      "/communications/notify",
    );
  });

  it("shows Member Groups and Analytics with a disabled Coming Soon button", () => {
    renderRoutes("/communications");

    for (const name of ["Member Groups", "Analytics"]) {
      const card = screen.getByRole("region", { name });
      expect(within(card).getByRole("button", { name: "Coming Soon" })).toBeDisabled();
    }
  });

  it("links the hub to the history of sent messages", () => {
    renderRoutes("/communications");
    expect(screen.getByRole("link", { name: "View history" })).toHaveAttribute(
      "href",
      "/communications/history",
    );
  });

  it.each([
    ["/communications/email", "Compose Email"],
    ["/communications/notify", "Bulk Notification"],
    ["/communications/history", "Sent messages"],
    ["/communications/anything/else", "Communications"],
  ])("shows %s as %s", async (path, heading) => {
    await renderAt(path);

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe("the history of sent messages", () => {
  beforeEach(() => {
    resetFake();
    fake.stored = [
      communication({
        delivery: { recipients: 3, optedOut: 1, delivered: 2, failed: 1, pending: 0, read: null },
      }),
      communication({
        id: "c2",
        kind: "notification",
        subject: "Water off Tuesday",
        priority: "urgent",
        recipients: { type: "audience", label: "All Residents", audience: "All Residents" },
        channels: [
          { channel: "email", outcome: "scheduled" },
          { channel: "sms", outcome: "no-provider" },
        ],
        status: "scheduled",
        sendAt: "2026-12-01T14:00:00.000Z",
        sentAt: null,
      }),
    ];
    fake.deliveries = [
      {
        id: "m1",
        to: "ana@example.org",
        state: "SUCCESS",
        attempts: 1,
        lastError: null,
        nextAttemptAt: null,
        lastAttemptAt: "2026-11-20T17:00:01.000Z",
      },
      {
        id: "m2",
        to: "ben@example.org",
        state: "ERROR",
        attempts: 1,
        lastError: "550 no such user",
        nextAttemptAt: null,
        lastAttemptAt: "2026-11-20T17:00:01.000Z",
      },
    ];
  });

  it("lists what was sent with its delivery, filters in the URL", async () => {
    const user = await renderAt("/communications/history");
    const table = await screen.findByRole("table", { name: "History" });
    const email = within(table).getByRole("row", { name: /Gate code/u });
    expect(email).toHaveTextContent("treasurer@maplegrove.org");
    expect(email).toHaveTextContent("3 emailed · 2 delivered · 1 failed · 0 waiting");
    const scheduled = within(table).getByRole("row", { name: /Water off Tuesday/u });
    expect(scheduled).toHaveTextContent("Goes out Dec 1, 2026, 9:00 AM ET");
    expect(scheduled).toHaveTextContent("Urgent");
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "Notification");
    expect(window.location.search).toContain("kind=notification");
  });

  it("shows one message with each recipient's delivery state and error", async () => {
    await renderAt("/communications/history/c1");
    expect(await screen.findByRole("heading", { level: 1, name: "Gate code" })).toBeVisible();
    expect(screen.getByText("1 skipped (opted out of non-urgent email)")).toBeVisible();
    const recipients = await screen.findByRole("table", { name: "Recipients" });
    expect(within(recipients).getByRole("row", { name: /ben@example.org/u })).toHaveTextContent(
      "Failed",
    );
    expect(within(recipients).getByRole("row", { name: /ben@example.org/u })).toHaveTextContent(
      "550 no such user",
    );
  });

  it("says SMS was not sent for want of a provider", async () => {
    await renderAt("/communications/history/c2");
    expect(await screen.findByText(/SMS not sent: no provider/u)).toBeVisible();
  });
});
