import { Icon, type NavGroup, type NavItem } from "@hoa/ui";
import { paths } from "../config/paths";
import { moreLinks, portalLinks, type PortalLink } from "../features/portal/portal-links";
import { isSectionActive } from "./navigation";

/** Home is active on its own address only; every other section on its address and below. */
const isActive = (link: PortalLink, pathname: string) =>
  link.path === paths.portal.path
    ? pathname.replace(/\/+$/, "") === paths.portal.path
    : isSectionActive(link.path, pathname);

const navItems = (links: readonly PortalLink[], pathname: string): NavItem[] =>
  links.map((link) => ({
    label: link.label,
    href: link.path,
    icon: link.icon,
    active: isActive(link, pathname),
  }));

const {
  home,
  account,
  bookings,
  violations,
  homeChanges,
  elections,
  news,
  events,
  documents,
  support,
  details,
} = portalLinks;

/** The portal's sidebar on wide screens: the household's own pages, then the community's. */
export function portalNavigation(pathname: string): NavGroup[] {
  return [
    {
      label: "My household",
      items: navItems(
        [home, account, bookings, violations, homeChanges, elections, details, support],
        pathname,
      ),
    },
    { label: "Community", items: navItems([news, events, documents], pathname) },
  ];
}

/** The portal's tabs on a phone: Home, Account, News, Events, and More for the rest. */
export function portalTabs(pathname: string): NavItem[] {
  const more: NavItem = {
    label: "More",
    href: paths.portalMore.path,
    icon: <Icon name="more" />,
    active:
      isSectionActive(paths.portalMore.path, pathname) ||
      moreLinks.some((link) => isActive(link, pathname)),
  };
  return [...navItems([home, account, news, events], pathname), more];
}
