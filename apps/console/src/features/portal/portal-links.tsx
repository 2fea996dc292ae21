import { Icon } from "@hoa/ui";
import type { ReactNode } from "react";
import { paths } from "../../config/paths";

/** One of the portal's sections, as its navigation shows it. */
export interface PortalLink {
  label: string;
  path: string;
  icon: ReactNode;
}

const link = (label: string, path: string, icon: ReactNode): PortalLink => ({ label, path, icon });

/** Every section of the portal, by name. */
export const portalLinks = {
  home: link("Home", paths.portal.path, <Icon name="home" />),
  account: link("Account", paths.portalAccount.path, <Icon name="card" />),
  news: link("News", paths.portalNews.path, <Icon name="megaphone" />),
  events: link("Events", paths.portalEvents.path, <Icon name="calendar" />),
  documents: link("Documents", paths.portalDocuments.path, <Icon name="file" />),
  support: link("Support", paths.portalSupport.path, <Icon name="lifebuoy" />),
  details: link("My details", paths.portalDetails.path, <Icon name="person" />),
  violations: link("Violations", paths.portalViolations.path, <Icon name="shield" />),
  homeChanges: link("Home changes", paths.portalArcRequests.path, <Icon name="pencil" />),
  bookings: link("Bookings", paths.portalBookings.path, <Icon name="calendar" />),
  elections: link("Elections", paths.portalElections.path, <Icon name="check" />),
} as const;

/** What the phone's More tab lists: the sections that have no tab of their own. */
export const moreLinks: readonly PortalLink[] = [
  portalLinks.bookings,
  portalLinks.violations,
  portalLinks.homeChanges,
  portalLinks.elections,
  portalLinks.documents,
  portalLinks.support,
  portalLinks.details,
];
