import { Loader } from "@hoa/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, lazy, useState } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { IdleSignOut } from "../lib/idle-sign-out";
import { SignInReport } from "../lib/sign-in-report";
import { isResident } from "../lib/access";
import { OrganizationSessionProvider, useOrganizationSession } from "../lib/organization-session";
import { createQueryClient } from "../lib/query-client";
import { AccessGate } from "./AccessGate";
import { AdministratorsOnlyPage } from "./AdministratorsOnlyPage";
import { ConsoleLayout } from "./ConsoleLayout";
import { PortalRoutes } from "./PortalRoutes";
import { gateLoaderText } from "./gate-state";
import { consoleSections } from "./sections";

const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"));
const InvitationLinkPage = lazy(() => import("../features/invitations/InvitationLinkPage"));
const InspectorPage = lazy(() => import("../features/election-ballots/InspectorPage"));

/** Behind the access gate: a resident's portal, or the console for the board. */
function GatedApp() {
  return (
    <AccessGate>
      <IdleSignOut />
      <SignInReport />
      <SectionsFor />
    </AccessGate>
  );
}

/**
 * The part of the app the signed-in user's role opens: a resident gets the portal, and every
 * other address takes them to it; administrators and members get the console.
 */
function SectionsFor() {
  const { roles } = useOrganizationSession();
  if (isResident(roles)) {
    return (
      <Routes>
        <Route path={`${paths.portal.path}/*`} element={<PortalRoutes />} />
        <Route path="*" element={<Navigate to={paths.portal.href()} replace />} />
      </Routes>
    );
  }
  return <ConsoleRoutes />;
}

/** The console itself: the shell and its sections, or the not-found page. */
function ConsoleRoutes() {
  const { isOrganizationAdmin } = useOrganizationSession();
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<Navigate to={paths.website.href()} replace />} />
        {consoleSections.flatMap(({ pages, link, administratorsOnly }) =>
          pages.map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                administratorsOnly && !isOrganizationAdmin ? (
                  <AdministratorsOnlyPage
                    title={link?.label ?? ""}
                    note={administratorsOnly.note}
                  />
                ) : (
                  <Page />
                )
              }
            />
          )),
        )}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * Everything behind sign-in, loaded as its own chunk so the sign-in screen carries none of it:
 * server state, the access gate, the shell and the sections (each loaded on first visit). An
 * invitation's link and the inspector's page open before the gate: their reader may have no
 * organization.
 */
export default function AuthenticatedApp() {
  // One cache per signed-in visit: signing out unmounts it, so no data outlives the session.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OrganizationSessionProvider>
        <Routes>
          <Route
            path={paths.invitation.path}
            element={
              <Suspense fallback={<Loader label={gateLoaderText.pleaseWait} />}>
                <InvitationLinkPage />
              </Suspense>
            }
          />
          {/* The inspector of elections may be no member: their page opens before the gate. */}
          <Route
            path={paths.inspector.path}
            element={
              <Suspense fallback={<Loader label={gateLoaderText.pleaseWait} />}>
                <InspectorPage />
              </Suspense>
            }
          />
          <Route path="*" element={<GatedApp />} />
        </Routes>
      </OrganizationSessionProvider>
    </QueryClientProvider>
  );
}
