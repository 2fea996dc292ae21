import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../test/api-server";
import { fakeAuth, makeUser } from "../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../test/render-app";

const mapleGrove = { id: "maple-grove", name: "Maple Grove HOA" };
const adminRoles = { orgId: "maple-grove", role: "admin", permissions: ["admin"] };

/** The organization's name as the sidebar title: the app is in and loaded. */
async function findOrganizationTitle(name = mapleGrove.name) {
  const sidebar = await screen.findByRole("complementary", { name: "Sidebar" });
  return within(sidebar).findByText(name);
}

function signedInAdmin() {
  const api = mockApi({ roles: adminRoles, organizations: { "maple-grove": mapleGrove } });
  fakeAuth.signInAs(makeUser("admin"));
  return api;
}

describe("unauthenticated access", () => {
  it("sends / to plain /sign-in", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(currentUrl()).toBe("/sign-in");
  });

  it("sends any other path to /sign-in with that path and its query as redirect", async () => {
    renderApp("/people?tab=owners");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(currentUrl()).toBe("/sign-in?redirect=%2Fpeople%3Ftab%3Downers");
  });

  it("sends an unknown path to sign-in too", async () => {
    renderApp("/no-such-page");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(currentUrl()).toBe("/sign-in?redirect=%2Fno-such-page");
  });
});

describe("a signed-in user on an auth screen", () => {
  it("is sent on to the redirect target", async () => {
    signedInAdmin();
    renderApp("/sign-in?redirect=%2Fpeople");
    await waitFor(() => expect(currentUrl()).toBe("/people"));
  });

  it("is sent to / (and so to /website) when the redirect leaves the site", async () => {
    signedInAdmin();
    renderApp("/create-account?redirect=https%3A%2F%2Fevil.example");
    await waitFor(() => expect(currentUrl()).toBe("/website"));
  });

  it("is sent to / when the redirect points at another auth screen", async () => {
    signedInAdmin();
    renderApp("/reset-password?redirect=%2Fsign-in");
    await waitFor(() => expect(currentUrl()).toBe("/website"));
  });
});

describe("the access gate", () => {
  it("assumes a returning user is signed in while Auth loads, showing Please wait...", async () => {
    mockApi({ roles: adminRoles, organizations: { "maple-grove": mapleGrove } });
    localStorage.setItem("hoa-console:uid", "admin");
    fakeAuth.holdLoading();
    renderApp("/website");

    expect(await screen.findByText("Please wait...")).toBeVisible();
    expect(currentUrl()).toBe("/website");

    act(() => fakeAuth.finishLoading(makeUser("admin")));
    expect(await findOrganizationTitle()).toBeVisible();
    expect(currentUrl()).toBe("/website");
  });

  it("sends a returning visitor to sign-in when Auth finds nobody", async () => {
    mockApi();
    localStorage.setItem("hoa-console:uid", "gone");
    fakeAuth.holdLoading();
    renderApp("/people");
    await screen.findByText("Please wait...");

    act(() => fakeAuth.finishLoading(null));
    await screen.findByRole("heading", { name: "Sign in" });
    expect(currentUrl()).toBe("/sign-in?redirect=%2Fpeople");
    expect(localStorage.getItem("hoa-console:uid")).toBeNull();
  });

  it("shows Please wait... while the roles load", async () => {
    let releaseRoles = () => {};
    const api = signedInAdmin();
    api.options.rolesDelay = new Promise((resolve) => (releaseRoles = resolve));
    renderApp("/website");

    expect(await screen.findByText("Please wait...")).toBeVisible();
    releaseRoles();
    expect(await findOrganizationTitle()).toBeVisible();
  });

  it('shows "Add your HOA" to a user without an organization role', async () => {
    mockApi({ roles: null });
    fakeAuth.signInAs(makeUser("newcomer"));
    renderApp("/website");
    expect(await screen.findByRole("heading", { name: "Add your HOA" })).toBeVisible();
  });

  it('shows "Setting up your organization..." for a role without an organization', async () => {
    mockApi({ roles: { role: "admin", permissions: ["admin"] } });
    fakeAuth.signInAs(makeUser("pending"));
    renderApp("/website");
    expect(await screen.findByText("Setting up your organization...")).toBeVisible();
  });

  it("logs a failed roles read and treats the user as having no roles", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ roles: { status: 503, body: { error: "Service unavailable" } } });
    fakeAuth.signInAs(makeUser("unlucky"));
    renderApp("/website");

    expect(await screen.findByRole("heading", { name: "Add your HOA" })).toBeVisible();
    expect(logged).toHaveBeenCalledWith("Error checking user roles:", expect.any(Error));
  });

  it("logs a failed organization read and still lets the member in", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ roles: adminRoles, organizations: {} });
    fakeAuth.signInAs(makeUser("admin"));
    renderApp("/website");

    expect(await screen.findByRole("navigation", { name: "Main" })).toBeVisible();
    expect(logged).toHaveBeenCalledWith("Error loading organization:", expect.any(Error));
  });

  it("reads roles and organization with the user's ID token", async () => {
    const api = signedInAdmin();
    renderApp("/website");
    await findOrganizationTitle();
    expect(
      api.requests.map(({ method, path, authorization }) => [method, path, authorization]),
    ).toEqual([
      ["GET", "/api/roles", "Bearer token-of-admin"],
      ["GET", "/api/orgs/maple-grove", "Bearer token-of-admin"],
    ]);
  });

  it("remembers the uid and the organization id, and forgets the organization id when the roles have none", async () => {
    signedInAdmin();
    const { unmount } = renderApp("/website");
    await findOrganizationTitle();
    expect(localStorage.getItem("hoa-console:uid")).toBe("admin");
    expect(localStorage.getItem("hoa-console:orgId")).toBe("maple-grove");
    unmount();

    mockApi({ roles: null });
    fakeAuth.signInAs(makeUser("admin"));
    renderApp("/website");
    await screen.findByRole("heading", { name: "Add your HOA" });
    expect(localStorage.getItem("hoa-console:orgId")).toBeNull();
  });
});

describe("the app behind the gate", () => {
  it("redirects / to /website and titles the sidebar with the organization's name", async () => {
    signedInAdmin();
    renderApp("/");
    const sidebar = await screen.findByRole("complementary", { name: "Sidebar" });
    await waitFor(() => expect(currentUrl()).toBe("/website"));
    expect(within(sidebar).getByText("Maple Grove HOA")).toBeVisible();
  });

  it("groups the sidebar into Manage, Tools and Account and marks the current section", async () => {
    signedInAdmin();
    renderApp("/communications/email");
    const navigation = await screen.findByRole("navigation", { name: "Main" });

    const groups = within(navigation)
      .getAllByRole("heading")
      .map((heading) => heading.textContent);
    expect(groups).toEqual(["Manage", "Tools", "Account"]);
    expect(within(navigation).getByRole("link", { name: "Communications" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(navigation).getByRole("link", { name: "Website" })).not.toHaveAttribute(
      "aria-current",
    );

    await userEvent.click(within(navigation).getByRole("link", { name: "Website" }));
    expect(currentUrl()).toBe("/website");
    // The link is marked once the page's chunk has loaded and the navigation has rendered.
    await waitFor(() =>
      expect(within(navigation).getByRole("link", { name: "Website" })).toHaveAttribute(
        "aria-current",
        "page",
      ),
    );
  });

  it("shows the read-only site URL field and View site on /website", async () => {
    signedInAdmin();
    renderApp("/website");
    const url = await screen.findByRole("textbox", { name: "Site URL" });
    expect(url).toHaveAttribute("readonly");
    expect(url).toHaveAttribute("placeholder", "Enter URL");
    expect(screen.getByRole("button", { name: "View site" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Back" })).not.toBeInTheDocument();
  });

  it("shows a Back link to /website on the website's subpages instead of the URL field", async () => {
    signedInAdmin();
    renderApp("/website/seo");
    const back = await screen.findByRole("link", { name: "Back" });
    expect(back).toHaveAttribute("href", "/website");
    expect(screen.queryByRole("textbox", { name: "Site URL" })).not.toBeInTheDocument();
  });

  it("shows the 404 page for an unknown path, with a way home", async () => {
    signedInAdmin();
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "404: Not Found" })).toBeVisible();
    expect(screen.getByText("Oops, we couldn't find that page.")).toBeVisible();

    await userEvent.click(screen.getByRole("link", { name: "Go home" }));
    await waitFor(() => expect(currentUrl()).toBe("/website"));
  });

  it("signs out from the user menu to the sign-in screen and forgets the stored ids", async () => {
    signedInAdmin();
    renderApp("/setup");
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    await screen.findByRole("heading", { name: "Sign in" });
    expect(currentUrl()).toBe("/sign-in");
    expect(localStorage.getItem("hoa-console:uid")).toBeNull();
    expect(localStorage.getItem("hoa-console:orgId")).toBeNull();
  });

  it("logs a failed sign-out from the user menu and shows nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    signedInAdmin();
    renderApp("/setup");
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    fakeAuth.failNext("signOut", "auth/network-request-failed");
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith("Error signing out", expect.any(Error)),
    );
    expect(localStorage.getItem("hoa-console:uid")).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(currentUrl()).toBe("/setup");
  });
});
