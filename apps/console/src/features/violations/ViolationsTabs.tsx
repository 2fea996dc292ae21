import { TabLinks } from "@hoa/ui";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { RouterLink } from "../../lib/router-link";

const views = [
  { label: "Violations", href: paths.violations.href() },
  { label: "Categories", href: paths.violationCategories.href() },
  { label: "Rules", href: paths.violationRules.href() },
] as const;

/** The Violations section's views: the violations reported, their categories, the rules they follow. */
export function ViolationsTabs() {
  const { pathname } = useLocation();
  return (
    <TabLinks
      label="Violations views"
      linkComponent={RouterLink}
      tabs={views.map((view) => ({ ...view, current: pathname === view.href }))}
    />
  );
}
