import { TabLinks } from "@hoa/ui";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { RouterLink } from "../../lib/router-link";

const views = [
  { label: "Elections", href: paths.elections.href() },
  { label: "Settings", href: paths.electionSettings.href() },
] as const;

/** The Elections section's views: the elections, and the rules they follow. */
export function ElectionsTabs() {
  const { pathname } = useLocation();
  return (
    <TabLinks
      label="Elections views"
      linkComponent={RouterLink}
      tabs={views.map((view) => ({ ...view, current: pathname === view.href }))}
    />
  );
}
