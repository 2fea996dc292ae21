import { Loader, type AppShellProps } from "@hoa/ui";
import { Suspense } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { productName } from "../config/env";
import { useAuth } from "../lib/auth";
import { useOrganizationSession } from "../lib/organization-session";
import { RouterLink } from "../lib/router-link";
import { useSectionPaths } from "../lib/section-paths";
import { SectionErrorBoundary } from "./SectionErrorBoundary";

/**
 * What every shell of the app (the console's, the portal's) passes the same way: the product,
 * the organization as title, the route for closing menus, router links, and the user with sign out.
 */
/**
 * What every shell shows around its pages. A resident sees their association's name where an
 * administrator sees the product's: the portal is the association's, not a console.
 */
export function useShellBasics(
  audience: "board" | "residents" = "board",
): Pick<
  AppShellProps,
  "productName" | "title" | "locationKey" | "linkComponent" | "user" | "onSignOut" | "onOpenProfile"
> {
  const location = useLocation();
  const navigate = useNavigate();
  // The console's Profile, or the portal's inside the portal.
  const profile = useSectionPaths().profile.href();
  const { signOut } = useAuth();
  const { user, organization } = useOrganizationSession();
  const brand = audience === "residents" && organization?.name ? organization.name : productName;
  return {
    productName: brand,
    title: organization?.name ?? "",
    locationKey: location.key,
    linkComponent: RouterLink,
    user,
    onOpenProfile: () => void navigate(profile),
    // Once signed out, the route guard takes the user to the sign-in screen.
    onSignOut: () => {
      signOut().catch((error: unknown) => console.error("Error signing out", error));
    },
  };
}

/** A shell's page: the current section, loaded on first visit, its failures kept to itself. */
export function SectionOutlet() {
  const { pathname } = useLocation();
  return (
    <SectionErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loader label="Loading..." fullScreen={false} />}>
        <Outlet />
      </Suspense>
    </SectionErrorBoundary>
  );
}
