import { useEffect, useId, useState, type ReactNode } from "react";
import { Icon } from "../Icon.js";
import { PlainLink, type ShellLinkComponent } from "./link.js";
import { Sidebar, type NavGroup, type NavItem } from "./Sidebar.js";
import { TabBar } from "./TabBar.js";
import { ThemeToggle } from "./theme.js";
import { useScrolled } from "./useScrolled.js";
import { useSearchState } from "./useSearchState.js";
import { UserMenu, type ShellUser } from "./UserMenu.js";

export interface AppShellProps {
  /** The product name, shown in the navbar and the footer. */
  productName: string;
  /** The sidebar title (the organization's name). */
  title: string;
  navigation: readonly NavGroup[];
  /** Changes on every route change; the mobile sidebar and the search close when it does. */
  locationKey: string;
  homeHref: string;
  linkComponent?: ShellLinkComponent;
  /** Page-specific navbar content, such as a back link. */
  headerContent?: ReactNode;
  user: ShellUser | null;
  onSignOut: () => void;
  /** The user menu's "Switch organization" entry; without it the menu has no such entry. */
  onSwitchOrganization?: () => void;
  /** The user menu's "Profile" entry, first in it; without it the menu has no such entry. */
  onOpenProfile?: () => void;
  /**
   * What the navbar search finds, shown under its banner instead of the page. Without it the
   * navbar has no search.
   */
  searchResults?: (term: string) => ReactNode;
  /**
   * A phone's bottom tab bar. With it, narrow screens show these tabs instead of the burger and
   * the sliding sidebar; wide screens keep the sidebar.
   */
  tabs?: readonly NavItem[];
  children: ReactNode;
}

/** The fixed navbar, the sidebar, the main content area and the footer around every page. */
export function AppShell({
  productName,
  title,
  navigation,
  locationKey,
  homeHref,
  linkComponent: Link = PlainLink,
  headerContent,
  user,
  onSignOut,
  onSwitchOrganization,
  onOpenProfile,
  searchResults,
  tabs,
  children,
}: AppShellProps) {
  const sidebarId = useId();
  const searchId = useId();
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const [shownLocation, setShownLocation] = useState(locationKey);
  const search = useSearchState();
  const scrolled = useScrolled();

  if (shownLocation !== locationKey) {
    setShownLocation(locationKey);
    setSidebarOpen(false);
    search.setTerm("");
  }

  useEffect(() => {
    if (!isSidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSidebarOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isSidebarOpen]);

  return (
    <div
      className="shell"
      data-scrolled={scrolled ? "true" : "false"}
      data-sidebar-open={isSidebarOpen ? "true" : "false"}
      data-tabs={tabs ? "true" : undefined}
    >
      <a className="shell-skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="shell-navbar">
        <button
          type="button"
          className="shell-icon-button shell-navbar__burger"
          aria-label="Open navigation"
          aria-expanded={isSidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <Link href={homeHref} className="shell-navbar__brand">
          <span className="shell-navbar__logo" aria-hidden="true">
            <Icon name="home" />
          </span>
          {/* The product's name is read at every width (the link keeps a name while the
              organization's loads) and shown on wide screens. */}
          <span className="visually-hidden">{productName}</span>
          <span className="shell-navbar__product" aria-hidden="true">
            {productName}
          </span>
          {/* Narrow screens hide the sidebar, so its title moves up here. */}
          <span className="shell-navbar__title">{title}</span>
        </Link>
        {headerContent ? <div className="shell-navbar__start">{headerContent}</div> : null}
        <div className="shell-navbar__end">
          {searchResults ? (
            <div className="shell-search" role="search">
              <label htmlFor={searchId} className="visually-hidden">
                Search
              </label>
              <Icon name="search" className="shell-search__icon" />
              <input
                id={searchId}
                className="shell-search__input"
                type="search"
                placeholder="Search..."
                autoComplete="off"
                value={search.term}
                onChange={(event) => search.setTerm(event.target.value)}
              />
            </div>
          ) : null}
          <ThemeToggle />
          {user ? (
            <UserMenu
              user={user}
              onSignOut={onSignOut}
              onSwitchOrganization={onSwitchOrganization}
              onOpenProfile={onOpenProfile}
            />
          ) : null}
        </div>
      </header>
      <Sidebar
        id={sidebarId}
        title={title}
        navigation={navigation}
        linkComponent={Link}
        onClose={() => setSidebarOpen(false)}
      />
      <div className="shell-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
      <div className="shell-column">
        <main id="main-content" className="shell-content" tabIndex={-1}>
          {search.isSearching ? (
            <>
              <p className="shell-search-banner" role="status">
                Showing search results for: {search.term.trim()}
              </p>
              {searchResults?.(search.term.trim())}
            </>
          ) : (
            children
          )}
        </main>
        <footer className="shell-footer">© 2025 {productName}</footer>
      </div>
      {tabs ? <TabBar tabs={tabs} linkComponent={Link} /> : null}
    </div>
  );
}
