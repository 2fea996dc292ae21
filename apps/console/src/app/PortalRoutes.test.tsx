import { screen, waitFor, within } from "@testing-library/react";
import { openPortalAs } from "../features/portal/test-api";
import { currentUrl, openConsoleAs, TEST_ORG } from "../test/render-app";

/** The portal's shell is up: the organization's name titles its sidebar. */
async function findPortal() {
  const sidebar = await screen.findByRole("complementary", { name: "Sidebar" });
  await within(sidebar).findByText(TEST_ORG.name);
  return sidebar;
}

describe("the gate sends each role to its part of the app", () => {
  it("takes a resident from / to the portal", async () => {
    openPortalAs("/");
    await findPortal();
    await waitFor(() => expect(currentUrl()).toBe("/portal"));
    expect(await screen.findByRole("heading", { name: /^Welcome/ })).toBeVisible();
  });

  it("takes a resident away from any console address to the portal", async () => {
    openPortalAs("/people/members");
    await findPortal();
    await waitFor(() => expect(currentUrl()).toBe("/portal"));
    expect(screen.queryByRole("link", { name: "People" })).not.toBeInTheDocument();
  });

  it("keeps an administrator in the console", async () => {
    openConsoleAs("admin", "/");
    const sidebar = await screen.findByRole("complementary", { name: "Sidebar" });
    expect(await within(sidebar).findByRole("link", { name: "People" })).toBeVisible();
    expect(currentUrl()).toBe("/website");
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2025 HOA Admin Console");
  });

  it("shows a resident their association's name, never the console's", async () => {
    openPortalAs("/portal");
    await findPortal();
    await screen.findByRole("heading", { name: /^Welcome/ });
    expect(screen.queryByText("HOA Admin Console")).not.toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2025 ${TEST_ORG.name}`);
  });

  it("keeps a board member in the console, where /portal is not a page", async () => {
    openConsoleAs("member", "/portal");
    expect(await screen.findByRole("heading", { name: /not found/i })).toBeVisible();
    expect(currentUrl()).toBe("/portal");
  });
});

describe("the portal's layout", () => {
  it("lists the household's and the community's pages, the current one marked", async () => {
    openPortalAs("/portal/more");
    const sidebar = await findPortal();
    const main = within(sidebar).getByRole("navigation", { name: "Main" });
    expect(
      within(main)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Home",
      "Account",
      "Bookings",
      "Violations",
      "Home changes",
      "Elections",
      "My details",
      "Support",
      "News",
      "Events",
      "Documents",
    ]);
    expect(within(main).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("has tabs for a phone, More marked on the pages it lists", async () => {
    const { user } = openPortalAs("/portal");
    await findPortal();
    const tabs = screen.getByRole("navigation", { name: "Tabs" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Account", "News", "Events", "More"]);
    expect(within(tabs).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await user.click(within(tabs).getByRole("link", { name: "More" }));
    const more = await screen.findByRole("navigation", { name: "More" });
    expect(
      within(more)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Bookings",
      "Violations",
      "Home changes",
      "Elections",
      "Documents",
      "Support",
      "My details",
    ]);
    expect(within(tabs).getByRole("link", { name: "More" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("has no directory search and no organization switch, and signs out", async () => {
    const { user } = openPortalAs("/portal");
    await findPortal();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(screen.queryByRole("button", { name: "Switch organization" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  it("shows the not-found page inside the portal for an unknown portal address", async () => {
    openPortalAs("/portal/no-such-page");
    await findPortal();
    expect(await screen.findByRole("heading", { name: /not found/i })).toBeVisible();
  });
});
