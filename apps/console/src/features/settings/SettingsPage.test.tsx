import { TIME_ZONES, messages } from "@hoa/validation";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { organizationFixture } from "../../test/api-fixtures";
import { renderApp } from "../../test/render-app";

/** /settings as the organization's admin, once its form is on screen. */
async function renderPage() {
  mockApi({
    roles: { orgId: "maple-grove", role: "admin", permissions: ["admin"] },
    organizations: { "maple-grove": { id: "maple-grove", name: "Maple Grove HOA" } },
  });
  fakeAuth.signInAs(makeUser("admin"));
  const user = userEvent.setup();
  renderApp("/settings");
  await screen.findByRole("form", { name: "Settings" });
  return user;
}

/**
 * Answers the organization's save with the saved fields and the next version, and records each
 * request's body and If-Match.
 */
function acceptSaves(name = "Maple Grove") {
  const saves: { ifMatch: string | null; body: Record<string, unknown> }[] = [];
  server.use(
    http.patch("*/api/orgs/maple-grove", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ ifMatch: request.headers.get("If-Match"), body });
      return HttpResponse.json({
        data: organizationFixture({ id: "maple-grove", name, ...body, version: 2 }),
      });
    }),
  );
  return saves;
}

describe("SettingsPage", () => {
  it("offers the specification's four time zones first, then every other one, and the four session timeouts", async () => {
    const user = await renderPage();

    const timeZone = screen.getByRole("combobox", { name: "Time zone" });
    expect(timeZone).toHaveValue("Pacific Time (PT)");
    await user.click(timeZone);
    const zones = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(zones.slice(0, 4).map((option) => option.textContent)).toEqual([
      "Pacific Time (PT)America/Los_Angeles",
      "Mountain Time (MT)America/Denver",
      "Central Time (CT)America/Chicago",
      "Eastern Time (ET)America/New_York",
    ]);
    expect(zones).toHaveLength(TIME_ZONES.length);
    expect(zones.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(["America/Phoenix", "Pacific/Honolulu", "America/Anchorage"]),
    );
    const sessionTimeouts = Array.from(
      screen.getByRole("combobox", { name: "Session timeout" }).querySelectorAll("option"),
      (option) => option.textContent,
    );
    expect(sessionTimeouts).toEqual(["30 minutes", "1 hour", "4 hours", "Never"]);
  });

  it("finds Arizona's zone as you type and saves it as its IANA name", async () => {
    const user = await renderPage();
    const saves = acceptSaves("Maple Grove HOA");
    const timeZone = screen.getByRole("combobox", { name: "Time zone" });
    await user.clear(timeZone);
    await user.type(timeZone, "phoe");
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["America/Phoenix"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(timeZone).toHaveValue("America/Phoenix");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(saves[0]?.body.timeZone).toBe("America/Phoenix");
    expect(screen.getByRole("combobox", { name: "Time zone" })).toHaveValue("America/Phoenix");
  });

  it("says when no time zone matches what was typed, and keeps the one chosen", async () => {
    const user = await renderPage();
    const timeZone = screen.getByRole("combobox", { name: "Time zone" });
    await user.clear(timeZone);
    await user.type(timeZone, "Olympus");
    expect(screen.getByText('No time zone matches "Olympus"')).toBeVisible();
    await user.tab();
    expect(timeZone).toHaveValue("Pacific Time (PT)");
  });

  it("requires an organization name with the shared message", async () => {
    const user = await renderPage();
    const name = screen.getByRole("textbox", { name: "Organization name" });
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Organization name is required");
  });

  it("saves every setting to the version shown, and the sidebar shows the new name at once", async () => {
    const user = await renderPage();
    const saves = acceptSaves();
    const name = screen.getByRole("textbox", { name: "Organization name" });
    await user.clear(name);
    await user.type(name, "Maple Grove Commons");
    await user.click(screen.getByRole("combobox", { name: "Time zone" }));
    await user.click(screen.getByRole("option", { name: /Eastern Time \(ET\)/ }));
    await user.click(screen.getByRole("switch", { name: "Support tickets" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(saves[0]?.ifMatch).toBe('"1"');
    expect(saves[0]?.body).toMatchObject({
      name: "Maple Grove Commons",
      timeZone: "America/New_York",
      notifySupportTickets: false,
    });
    expect(screen.getAllByText("Maple Grove Commons").length).toBeGreaterThan(0);
    expect(screen.queryByText("Maple Grove HOA")).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const user = await renderPage();
    server.use(
      http.patch("*/api/orgs/maple-grove", () =>
        HttpResponse.json(
          {
            error: messages.timeZoneInvalid,
            fields: { timeZone: messages.timeZoneInvalid },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("combobox", { name: "Time zone" })).toHaveAccessibleDescription(
      new RegExp(messages.timeZoneInvalid),
    );
  });
});

describe("SettingsPage links", () => {
  it("leads an admin to the Activity page", async () => {
    const user = await renderPage();
    server.use(
      http.get("*/api/orgs/maple-grove/audit", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
    );
    await user.click(screen.getByRole("link", { name: "View activity" }));
    expect(await screen.findByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    expect(await screen.findByText("No changes yet")).toBeVisible();
  });
});

describe("SettingsPage, as a member", () => {
  it("shows the settings read-only and says only administrators change them", async () => {
    mockApi({
      roles: { orgId: "maple-grove", role: "member", permissions: [] },
      organizations: { "maple-grove": { id: "maple-grove", name: "Maple Grove HOA" } },
    });
    fakeAuth.signInAs(makeUser("member"));
    renderApp("/settings");
    await screen.findByRole("form", { name: "Settings" });

    expect(screen.getByText("Only administrators can change the settings.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Organization name" })).toHaveAttribute("readonly");
    expect(screen.getByRole("combobox", { name: "Time zone" })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Session timeout" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Payments" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  });
});

describe("SettingsPage, leaving with unsaved changes", () => {
  /** The admin's settings with the Activity page ready to open. */
  async function renderWithActivity() {
    const user = await renderPage();
    server.use(
      http.get("*/api/orgs/maple-grove/audit", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
    );
    return user;
  }

  it("asks before leaving an edited form; Stay keeps the edits", async () => {
    const user = await renderWithActivity();
    const name = screen.getByRole("textbox", { name: "Organization name" });
    await user.clear(name);
    await user.type(name, "Maple Grove Commons");
    expect(screen.getByText("Unsaved changes")).toBeVisible();

    await user.click(screen.getByRole("link", { name: "View activity" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(dialog).toHaveAccessibleDescription("Your changes to this page will be lost.");
    expect(within(dialog).getByRole("button", { name: "Stay" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(window.location.pathname).toBe("/settings");
    expect(screen.getByRole("textbox", { name: "Organization name" })).toHaveValue(
      "Maple Grove Commons",
    );
  });

  it("leaves an edited form on Leave", async () => {
    const user = await renderWithActivity();
    await user.click(screen.getByRole("switch", { name: "Payments" }));
    await user.click(screen.getByRole("link", { name: "View activity" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });

    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe("/settings/activity");
  });

  it("leaves a form with no changes without asking", async () => {
    const user = await renderWithActivity();
    await user.click(screen.getByRole("link", { name: "View activity" }));
    expect(await screen.findByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("leaves a saved form without asking", async () => {
    const user = await renderWithActivity();
    acceptSaves();
    const name = screen.getByRole("textbox", { name: "Organization name" });
    await user.clear(name);
    await user.type(name, "Maple Grove Commons");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "View activity" }));
    expect(await screen.findByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("has the browser ask before the tab closes while edited, and not once clean", async () => {
    const user = await renderWithActivity();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole("switch", { name: "Payments" }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole("switch", { name: "Payments" }));
    expect(unload()).toBe(false);
  });
});
