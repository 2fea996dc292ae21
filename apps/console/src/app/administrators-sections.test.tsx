import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openConsoleAs } from "../test/render-app";

const sidebarLinks = async () => {
  const navigation = await screen.findByRole("navigation", { name: "Main" });
  return within(navigation)
    .getAllByRole("link")
    .map((link) => link.textContent);
};

describe("what a member without administrator rights is offered", () => {
  it("leaves Communications, Invitations and Billing out of the sidebar and keeps Settings", async () => {
    openConsoleAs("member", "/website");
    const links = await sidebarLinks();
    expect(links).not.toContain("Communications");
    expect(links).not.toContain("Invitations");
    expect(links).not.toContain("Billing");
    expect(links).toContain("Settings");
    expect(links).toContain("Support");
  });

  it("tells a member who opens Compose email that administrators send email, with no form", async () => {
    const { api } = openConsoleAs("member", "/communications/email");
    expect(
      await screen.findByText(/Only administrators send email and notifications to residents/),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Communications", level: 1 })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send Email" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.includes("/communications"))).toEqual([]);
  });

  it("shows a member the settings to read, with no Save changes and no activity", async () => {
    openConsoleAs("member", "/settings");
    expect(await screen.findByText("Only administrators can change the settings.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Organization name/ })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View activity" })).not.toBeInTheDocument();
  });

  it("tells a member who opens the activity that it is the administrators'", async () => {
    const { api } = openConsoleAs("member", "/settings/activity");
    expect(await screen.findByText("Only administrators see the activity.")).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.endsWith("/audit"))).toEqual([]);
  });
});

describe("what an administrator is offered", () => {
  it("lists every section in the sidebar", async () => {
    openConsoleAs("admin", "/website");
    const links = await sidebarLinks();
    for (const label of ["Communications", "Invitations", "Billing", "Settings"]) {
      expect(links).toContain(label);
    }
  });

  it("opens Compose email with its form", async () => {
    openConsoleAs("admin", "/communications/email");
    expect(await screen.findByRole("button", { name: "Send Email" })).toBeVisible();
    expect(screen.queryByText(/Only administrators send email/)).not.toBeInTheDocument();
  });
});
