import { Icon, type NavGroup } from "@hoa/ui";
import { consoleSections, SIDEBAR_GROUPS } from "./sections";

/** A section is active on its own path and on every path below it. */
export function isSectionActive(sectionPath: string, pathname: string): boolean {
  const current = pathname.toLowerCase();
  return current === sectionPath || current.startsWith(`${sectionPath}/`);
}

/**
 * The sidebar's groups of the section links the caller can use (an administrators' section only
 * for an administrator), with the item for `pathname` marked active.
 */
export function sidebarNavigation(pathname: string, isAdministrator: boolean): NavGroup[] {
  return SIDEBAR_GROUPS.map((group) => ({
    label: group,
    items: consoleSections.flatMap(({ link, administratorsOnly }) =>
      link?.group === group && (isAdministrator || !administratorsOnly)
        ? [
            {
              label: link.label,
              href: link.path,
              icon: <Icon name={link.icon} />,
              active: isSectionActive(link.path, pathname),
            },
          ]
        : [],
    ),
  }));
}
