import { AppShell, Loader, announceUnavailable } from "@hoa/ui";
import { Suspense, lazy } from "react";
import { useLocation } from "react-router-dom";
import { paths } from "../config/paths";
import { useOrganizationSession } from "../lib/organization-session";
import { NavbarContent } from "./NavbarContent";
import { SectionOutlet, useShellBasics } from "./shell-basics";
import { sidebarNavigation } from "./navigation";

const DirectorySearchResults = lazy(() => import("../features/search/DirectorySearchResults"));

/** The shell around every section: navbar, sidebar titled with the organization, footer. */
export function ConsoleLayout() {
  const location = useLocation();
  const { isOrganizationAdmin } = useOrganizationSession();
  return (
    <AppShell
      {...useShellBasics()}
      navigation={sidebarNavigation(location.pathname, isOrganizationAdmin)}
      homeHref={paths.home.href()}
      headerContent={<NavbarContent pathname={location.pathname} />}
      onSwitchOrganization={() => announceUnavailable("Switching organizations")}
      searchResults={(term) => (
        <Suspense fallback={<Loader label="Searching..." fullScreen={false} />}>
          <DirectorySearchResults term={term} />
        </Suspense>
      )}
    >
      <SectionOutlet />
    </AppShell>
  );
}
