import type { IconName } from "@hoa/ui";
import { paths } from "../../config/paths";

export interface WebsiteSection {
  title: string;
  description: string;
  icon: IconName;
  /** Route inside /website/*, relative to where the router mounts the section. */
  route: string;
  href: string;
  linkLabel: string;
}

const sectionPrefix = `${paths.website.path}/`;

function relativeRoute(path: string): string {
  return path.slice(sectionPrefix.length);
}

/** The four areas of the community website, each with its own page under /website. */
export const websiteSections: readonly WebsiteSection[] = [
  {
    title: "Pages",
    description: "Home, about, amenities and contact: the pages residents and visitors read.",
    icon: "layout",
    route: relativeRoute(paths.websitePages.path),
    href: paths.websitePages.href(),
    linkLabel: "Manage pages",
  },
  {
    title: "Styling",
    description: "Colours, fonts and the logo that make the site look like your community.",
    icon: "palette",
    route: relativeRoute(paths.websiteStyling.path),
    href: paths.websiteStyling.href(),
    linkLabel: "Edit styling",
  },
  {
    title: "SEO",
    description: "Titles and descriptions that help neighbours find the site in search results.",
    icon: "search",
    route: relativeRoute(paths.websiteSeo.path),
    href: paths.websiteSeo.href(),
    linkLabel: "Tune SEO",
  },
  {
    title: "Security",
    description: "Who can see members-only pages, and how the site is protected.",
    icon: "shield",
    route: relativeRoute(paths.websiteSecurity.path),
    href: paths.websiteSecurity.href(),
    linkLabel: "Review security",
  },
];
