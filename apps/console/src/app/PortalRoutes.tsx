import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { SectionPathsProvider, type SectionPaths } from "../lib/section-paths";
import { PortalLayout } from "./PortalLayout";

const HomePage = lazy(() => import("../features/portal/HomePage"));
const MorePage = lazy(() => import("../features/portal/MorePage"));
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"));

/** Where the console's shared pages are in the portal, so their links stay in it. */
const portalSectionPaths: SectionPaths = {
  announcements: paths.portalNews,
  announcement: paths.portalNewsItem,
  events: paths.portalEvents,
  event: paths.portalEvent,
  documents: paths.portalDocuments,
  document: paths.portalDocument,
  support: paths.portalSupport,
  supportTicket: paths.portalTicket,
  billingProperty: { href: () => paths.portalAccount.href() },
};

// The app mounts the portal at /portal/*, so its own routes are relative to it.
const below = (path: string) => path.slice(`${paths.portal.path}/`.length);

/**
 * The resident portal: its shell and its pages (each loaded on first visit), at /portal/...;
 * the console's shared pages inside it link to the portal's addresses.
 */
export function PortalRoutes() {
  return (
    <SectionPathsProvider value={portalSectionPaths}>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<HomePage />} />
          <Route path={below(paths.portalMore.path)} element={<MorePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </SectionPathsProvider>
  );
}
