import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { AppShell } from "./AppShell.js";
import { installFakeMatchMedia } from "./fake-match-media.js";
import { ThemeProvider } from "./theme.js";

const navigation = [
  {
    label: "Manage",
    items: [
      { label: "Website", href: "/website", icon: null, active: true },
      { label: "People", href: "/people", icon: null, active: false },
    ],
  },
  {
    label: "Tools",
    items: [{ label: "Invitations", href: "/invitations", icon: null, active: false }],
  },
];

type ShellProps = ComponentProps<typeof AppShell>;

function renderShell(overrides: Partial<ShellProps> = {}) {
  installFakeMatchMedia();
  const props: ShellProps = {
    productName: "HOA Admin Console",
    title: "Maple Grove HOA",
    navigation,
    locationKey: "first",
    homeHref: "/",
    user: { photoURL: null, displayName: "Avery Admin", email: "admin@demo.hoa" },
    onSignOut: vi.fn(),
    onSwitchOrganization: vi.fn(),
    searchResults: () => null,
    children: <h1>Website page</h1>,
    ...overrides,
  };
  const view = render(
    <ThemeProvider>
      <AppShell {...props} />
    </ThemeProvider>,
  );
  const rerender = (next: Partial<ShellProps>) =>
    view.rerender(
      <ThemeProvider>
        <AppShell {...props} {...next} />
      </ThemeProvider>,
    );
  return { ...view, props, rerender, shell: view.container.querySelector(".shell") as HTMLElement };
}

describe("the app shell", () => {
  it("shows the organization as sidebar title, the groups, and the footer", () => {
    renderShell();
    const sidebar = screen.getByRole("complementary", { name: "Sidebar" });
    expect(within(sidebar).getByText("Maple Grove HOA")).toBeVisible();
    expect(within(sidebar).getByRole("heading", { name: "Manage" })).toBeVisible();
    expect(within(sidebar).getByRole("heading", { name: "Tools" })).toBeVisible();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2025 HOA Admin Console");
    expect(screen.getByRole("main")).toHaveTextContent("Website page");
  });

  it("marks the active item as the current page", () => {
    renderShell();
    expect(screen.getByRole("link", { name: "Website" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "People" })).not.toHaveAttribute("aria-current");
  });

  it("shows page-specific navbar content", () => {
    renderShell({ headerContent: <a href="/website">Back</a> });
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Back" })).toBeVisible();
  });

  it("shows the search banner instead of the page while the trimmed term is non-empty", async () => {
    renderShell();
    const search = screen.getByRole("searchbox", { name: "Search" });

    await userEvent.type(search, "   ");
    expect(screen.getByRole("heading", { name: "Website page" })).toBeVisible();

    await userEvent.type(search, " pool ");
    expect(screen.getByText("Showing search results for: pool")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Website page" })).not.toBeInTheDocument();

    await userEvent.clear(search);
    expect(screen.getByRole("heading", { name: "Website page" })).toBeVisible();
  });

  it("has no search without searchResults", () => {
    renderShell({ searchResults: undefined });
    expect(screen.queryByRole("searchbox", { name: "Search" })).not.toBeInTheDocument();
  });

  it("shows tabs, the current one marked, when given tabs", () => {
    const { shell } = renderShell({
      tabs: [
        { label: "Home", href: "/portal", icon: null, active: true },
        { label: "News", href: "/portal/news", icon: null, active: false },
      ],
    });
    expect(shell).toHaveAttribute("data-tabs", "true");
    const tabs = screen.getByRole("navigation", { name: "Tabs" });
    expect(within(tabs).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(tabs).getByRole("link", { name: "News" })).not.toHaveAttribute("aria-current");
  });

  it("opens the sidebar with the burger and closes it with Back", async () => {
    const { shell } = renderShell();
    const burger = screen.getByRole("button", { name: "Open navigation" });
    expect(shell).toHaveAttribute("data-sidebar-open", "false");

    await userEvent.click(burger);
    expect(shell).toHaveAttribute("data-sidebar-open", "true");
    expect(burger).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(shell).toHaveAttribute("data-sidebar-open", "false");
  });

  it("closes the sidebar and clears the search on every route change", async () => {
    const { shell, rerender } = renderShell();
    await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "pool");

    rerender({ locationKey: "second", children: <h1>People page</h1> });
    expect(shell).toHaveAttribute("data-sidebar-open", "false");
    expect(screen.getByRole("heading", { name: "People page" })).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("closes the sidebar on Escape", async () => {
    const { shell } = renderShell();
    await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
    await userEvent.keyboard("{Escape}");
    expect(shell).toHaveAttribute("data-sidebar-open", "false");
  });

  it("enters the scrolled state past 10 pixels", () => {
    const { shell } = renderShell();
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true });
        fireEvent.scroll(window);
      });

    scrollTo(10);
    expect(shell).toHaveAttribute("data-scrolled", "false");
    scrollTo(11);
    expect(shell).toHaveAttribute("data-scrolled", "true");
    scrollTo(0);
    expect(shell).toHaveAttribute("data-scrolled", "false");
  });

  it("has a theme toggle", () => {
    renderShell();
    expect(
      within(screen.getByRole("banner")).getByRole("button", {
        name: /Switch to (dark|light) theme/,
      }),
    ).toBeVisible();
  });
});

describe("the user menu", () => {
  const menuTrigger = () => screen.getByRole("button", { name: "Account menu" });

  it("is shown only to a signed-in user", () => {
    renderShell({ user: null });
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
  });

  it("opens on hover and closes when the pointer leaves", async () => {
    renderShell();
    await userEvent.hover(menuTrigger());
    expect(screen.getByRole("button", { name: "Sign out" })).toBeVisible();
    await userEvent.unhover(menuTrigger());
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });

  it("opens on click and closes on a click outside", async () => {
    renderShell();
    fireEvent.click(menuTrigger());
    expect(menuTrigger()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Switch organization" })).toBeVisible();

    fireEvent.pointerDown(screen.getByRole("main"));
    expect(menuTrigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("has no Switch organization entry without onSwitchOrganization", async () => {
    renderShell({ onSwitchOrganization: undefined });
    await userEvent.click(menuTrigger());
    expect(screen.getByRole("button", { name: "Sign out" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Switch organization" })).not.toBeInTheDocument();
  });

  it("opens the profile from its entry and closes", async () => {
    const onOpenProfile = vi.fn();
    renderShell({ onOpenProfile });
    await userEvent.click(menuTrigger());
    await userEvent.click(screen.getByRole("button", { name: "Profile" }));
    expect(onOpenProfile).toHaveBeenCalledTimes(1);
    expect(menuTrigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("has no Profile entry without onOpenProfile", async () => {
    renderShell();
    await userEvent.click(menuTrigger());
    expect(screen.queryByRole("button", { name: "Profile" })).not.toBeInTheDocument();
  });

  it("stays open when the avatar is clicked after hovering it", async () => {
    renderShell();
    await userEvent.click(menuTrigger());
    expect(menuTrigger()).toHaveAttribute("aria-expanded", "true");
  });

  it("signs out, and offers the Switch organization placeholder", async () => {
    const { props } = renderShell();
    await userEvent.click(menuTrigger());
    await userEvent.click(screen.getByRole("button", { name: "Switch organization" }));
    expect(props.onSwitchOrganization).toHaveBeenCalledTimes(1);

    await userEvent.click(menuTrigger());
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
  });

  it("shows the user's photo as avatar when there is one, else a person icon", () => {
    const { unmount, container } = renderShell({
      user: { photoURL: "https://example.com/me.png" },
    });
    expect(container.querySelector("img.shell-avatar")).toHaveAttribute(
      "src",
      "https://example.com/me.png",
    );
    unmount();

    const withoutPhoto = renderShell({ user: { photoURL: "" } });
    expect(withoutPhoto.container.querySelector("img.shell-avatar")).toBeNull();
    expect(withoutPhoto.container.querySelector(".shell-avatar--icon svg")).not.toBeNull();
  });
});
