import { TabLinks } from "@hoa/ui";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { RouterLink } from "../../lib/router-link";

const views = [
  { label: "Residents", href: paths.people.href() },
  { label: "Members", href: paths.peopleMembers.href() },
] as const;

/** The People section's views: the residents directory and the organization's members. */
export function PeopleTabs() {
  const { pathname } = useLocation();
  return (
    <TabLinks
      label="People views"
      linkComponent={RouterLink}
      tabs={views.map((view) => ({ ...view, current: pathname === view.href }))}
    />
  );
}
