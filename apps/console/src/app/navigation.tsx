import { Icon, type NavGroup } from "@hoa/ui";
import type { ReactNode } from "react";
import { paths } from "../config/paths";

interface SectionLink {
  label: string;
  path: string;
  icon: ReactNode;
}

const sidebarGroups: readonly { label: string; links: readonly SectionLink[] }[] = [
  {
    label: "Manage",
    links: [
      { label: "Website", path: paths.website.path, icon: <Icon name="globe" /> },
      { label: "Properties", path: paths.properties.path, icon: <Icon name="building" /> },
      { label: "People", path: paths.people.path, icon: <Icon name="users" /> },
      { label: "Documents", path: paths.documents.path, icon: <Icon name="file" /> },
      { label: "Announcements", path: paths.announcements.path, icon: <Icon name="megaphone" /> },
      { label: "Events", path: paths.events.path, icon: <Icon name="calendar" /> },
      { label: "Media", path: paths.media.path, icon: <Icon name="image" /> },
    ],
  },
  {
    label: "Tools",
    links: [
      { label: "Communications", path: paths.communications.path, icon: <Icon name="mail" /> },
      { label: "Invitations", path: paths.invitations.path, icon: <Icon name="userPlus" /> },
    ],
  },
  {
    label: "Account",
    links: [
      { label: "Settings", path: paths.settings.path, icon: <Icon name="gear" /> },
      { label: "Support", path: paths.support.path, icon: <Icon name="lifebuoy" /> },
      { label: "Billing", path: paths.billing.path, icon: <Icon name="card" /> },
    ],
  },
];

/** A section is active on its own path and on every path below it. */
export function isSectionActive(sectionPath: string, pathname: string): boolean {
  const current = pathname.toLowerCase();
  return current === sectionPath || current.startsWith(`${sectionPath}/`);
}

/** The sidebar's three groups, with the item for `pathname` marked active. */
export function sidebarNavigation(pathname: string): NavGroup[] {
  return sidebarGroups.map((group) => ({
    label: group.label,
    items: group.links.map((link) => ({
      label: link.label,
      href: link.path,
      icon: link.icon,
      active: isSectionActive(link.path, pathname),
    })),
  }));
}
