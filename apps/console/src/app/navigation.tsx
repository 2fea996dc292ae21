import {
  BuildingIcon,
  CalendarIcon,
  CreditCardIcon,
  DocumentIcon,
  GearIcon,
  GlobeIcon,
  ImageIcon,
  LifebuoyIcon,
  MailIcon,
  MegaphoneIcon,
  PeopleIcon,
  UserPlusIcon,
  type NavGroup,
} from "@hoa/ui";
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
      { label: "Website", path: paths.website.path, icon: <GlobeIcon /> },
      { label: "Properties", path: paths.properties.path, icon: <BuildingIcon /> },
      { label: "People", path: paths.people.path, icon: <PeopleIcon /> },
      { label: "Documents", path: paths.documents.path, icon: <DocumentIcon /> },
      { label: "Announcements", path: paths.announcements.path, icon: <MegaphoneIcon /> },
      { label: "Events", path: paths.events.path, icon: <CalendarIcon /> },
      { label: "Media", path: paths.media.path, icon: <ImageIcon /> },
    ],
  },
  {
    label: "Tools",
    links: [
      { label: "Communications", path: paths.communications.path, icon: <MailIcon /> },
      { label: "Invitations", path: paths.invitations.path, icon: <UserPlusIcon /> },
    ],
  },
  {
    label: "Account",
    links: [
      { label: "Settings", path: paths.settings.path, icon: <GearIcon /> },
      { label: "Support", path: paths.support.path, icon: <LifebuoyIcon /> },
      { label: "Billing", path: paths.billing.path, icon: <CreditCardIcon /> },
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
