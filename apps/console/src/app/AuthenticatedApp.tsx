import { Loader } from "@hoa/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, lazy, useState } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { IdleSignOut } from "../lib/idle-sign-out";
import { SignInReport } from "../lib/sign-in-report";
import { OrganizationSessionProvider } from "../lib/organization-session";
import { createQueryClient } from "../lib/query-client";
import { AccessGate } from "./AccessGate";
import { ConsoleLayout } from "./ConsoleLayout";
import { gateLoaderText } from "./gate-state";
import { consoleSections } from "./sections";

const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"));
const InvitationLinkPage = lazy(() => import("../features/invitations/InvitationLinkPage"));

/** The console itself, behind the access gate: the shell and its sections, or the not-found page. */
function GatedConsole() {
  return (
    <AccessGate>
      <IdleSignOut />
      <SignInReport />
      <Routes>
        <Route element={<ConsoleLayout />}>
          <Route index element={<Navigate to={paths.website.href()} replace />} />
          {consoleSections.flatMap(({ pages }) =>
            pages.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />),
          )}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AccessGate>
  );
}

/**
 * Everything behind sign-in, loaded as its own chunk so the sign-in screen carries none of it:
 * server state, the access gate, the shell and the sections (each loaded on first visit). An
 * invitation's link opens before the gate: its reader may have no organization yet.
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
          <Route path="*" element={<GatedConsole />} />
        </Routes>
      </OrganizationSessionProvider>
    </QueryClientProvider>
  );
}
