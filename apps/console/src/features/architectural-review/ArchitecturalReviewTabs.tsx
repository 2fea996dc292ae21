import { TabLinks } from "@hoa/ui";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { RouterLink } from "../../lib/router-link";

const views = [
  { label: "Requests", href: paths.architecturalReview.href() },
  { label: "Settings", href: paths.architecturalReviewSettings.href() },
] as const;

/** The Architectural review section's views: the requests, and the procedure they follow. */
export function ArchitecturalReviewTabs() {
  const { pathname } = useLocation();
  return (
    <TabLinks
      label="Architectural review views"
      linkComponent={RouterLink}
      tabs={views.map((view) => ({ ...view, current: pathname === view.href }))}
    />
  );
}
