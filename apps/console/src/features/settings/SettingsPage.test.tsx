import { screen } from "@testing-library/react";
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

describe("SettingsPage", () => {
  it("offers the four time zones and the four session timeouts", async () => {
    await renderPage();

    const optionsOf = (name: string) =>
      Array.from(
        screen.getByRole("combobox", { name }).querySelectorAll("option"),
        (option) => option.textContent,
      );
    expect(optionsOf("Time zone")).toEqual([
      "Pacific Time (PT)",
      "Mountain Time (MT)",
      "Central Time (CT)",
      "Eastern Time (ET)",
    ]);
    expect(optionsOf("Session timeout")).toEqual(["30 minutes", "1 hour", "4 hours", "Never"]);
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
    let patched: { ifMatch: string | null; body: unknown } | undefined;
    server.use(
      http.patch("*/api/orgs/maple-grove", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patched = { ifMatch: request.headers.get("If-Match"), body };
        return HttpResponse.json({
          data: organizationFixture({
            id: "maple-grove",
            name: "Maple Grove",
            ...body,
            version: 2,
          }),
        });
      }),
    );
    const name = screen.getByRole("textbox", { name: "Organization name" });
    await user.clear(name);
    await user.type(name, "Maple Grove Commons");
    await user.selectOptions(screen.getByRole("combobox", { name: "Time zone" }), "ET");
    await user.click(screen.getByRole("switch", { name: "Support tickets" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(patched?.ifMatch).toBe('"1"');
    expect(patched?.body).toMatchObject({
      name: "Maple Grove Commons",
      timeZone: "ET",
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
            error: "Time zone must be PT, MT, CT or ET",
            fields: { timeZone: "Time zone must be PT, MT, CT or ET" },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("combobox", { name: "Time zone" })).toHaveAccessibleDescription(
      /Time zone must be PT, MT, CT or ET/,
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
    expect(screen.getByRole("combobox", { name: "Session timeout" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Payments" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  });
});
