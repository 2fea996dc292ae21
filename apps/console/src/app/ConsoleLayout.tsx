import { AppShell, Loader, announceUnavailable } from "@hoa/ui";
import { Suspense, lazy } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { productName } from "../config/env";
import { paths } from "../config/paths";
import { useAuth } from "../lib/auth";
import { useOrganizationSession } from "../lib/organization-session";
import { RouterLink } from "../lib/router-link";
import { NavbarContent } from "./NavbarContent";
import { SectionErrorBoundary } from "./SectionErrorBoundary";
import { sidebarNavigation } from "./navigation";

const DirectorySearchResults = lazy(() => import("../features/search/DirectorySearchResults"));

/** The shell around every section: navbar, sidebar titled with the organization, footer. */
export function ConsoleLayout() {
  const location = useLocation();
  const { signOut } = useAuth();
  const { user, organization } = useOrganizationSession();

  // Once signed out, the route guard takes the user to the sign-in screen.
  const handleSignOut = () => {
    signOut().catch((error: unknown) => console.error("Error signing out", error));
  };

  return (
    <AppShell
      productName={productName}
      title={organization?.name ?? ""}
      navigation={sidebarNavigation(location.pathname)}
      locationKey={location.key}
      homeHref={paths.home.href()}
      linkComponent={RouterLink}
      headerContent={<NavbarContent pathname={location.pathname} />}
      user={user}
      onSignOut={handleSignOut}
      onSwitchOrganization={() => announceUnavailable("Switching organizations")}
      searchResults={(term) => (
        <Suspense fallback={<Loader label="Searching..." fullScreen={false} />}>
          <DirectorySearchResults term={term} />
        </Suspense>
      )}
    >
      <SectionErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<Loader label="Loading..." fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </SectionErrorBoundary>
    </AppShell>
  );
}
