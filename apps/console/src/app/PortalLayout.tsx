import { AppShell } from "@hoa/ui";
import { useLocation } from "react-router-dom";
import { paths } from "../config/paths";
import { portalNavigation, portalTabs } from "./portal-navigation";
import { SectionOutlet, useShellBasics } from "./shell-basics";

/**
 * The shell around every page of the resident portal, phone first: a top bar with the
 * organization's name and the user menu, and tabs at the bottom on a phone; a sidebar on wide
 * screens. No directory search and no organization switch: a resident sees their own household.
 */
export function PortalLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell
      {...useShellBasics("residents")}
      navigation={portalNavigation(pathname)}
      tabs={portalTabs(pathname)}
      homeHref={paths.portal.href()}
    >
      <SectionOutlet />
    </AppShell>
  );
}
