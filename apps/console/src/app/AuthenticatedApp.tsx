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
import { ConsoleLayout } from "./ConsoleLayout";
import { PortalRoutes } from "./PortalRoutes";
import { gateLoaderText } from "./gate-state";

const WebsiteRoutes = lazy(() => import("../features/website/WebsiteRoutes"));
const PropertiesPage = lazy(() => import("../features/properties/PropertiesPage"));
const PropertyPage = lazy(() => import("../features/properties/PropertyPage"));
const PropertiesImportPage = lazy(() => import("../features/properties/PropertiesImportPage"));
const ResidentsPage = lazy(() => import("../features/people/ResidentsPage"));
const ResidentPage = lazy(() => import("../features/people/ResidentPage"));
const ResidentsImportPage = lazy(() => import("../features/people/ResidentsImportPage"));
const MembersPage = lazy(() => import("../features/people/MembersPage"));
const DocumentsPage = lazy(() => import("../features/documents/DocumentsPage"));
const DocumentPage = lazy(() => import("../features/documents/DocumentPage"));
const AnnouncementsPage = lazy(() => import("../features/announcements/AnnouncementsPage"));
const AnnouncementPage = lazy(() => import("../features/announcements/AnnouncementPage"));
const EventsPage = lazy(() => import("../features/events/EventsPage"));
const EventPage = lazy(() => import("../features/events/EventPage"));
const MediaPage = lazy(() => import("../features/media/MediaPage"));
const AlbumPage = lazy(() => import("../features/media/AlbumPage"));
const SetupPage = lazy(() => import("../features/setup/SetupPage"));
const CommunicationsRoutes = lazy(() => import("../features/communications/CommunicationsRoutes"));
const InvitationsPage = lazy(() => import("../features/invitations/InvitationsPage"));
const SettingsPage = lazy(() => import("../features/settings/SettingsPage"));
const ActivityPage = lazy(() => import("../features/settings/ActivityPage"));
const SupportPage = lazy(() => import("../features/support/SupportPage"));
const TicketPage = lazy(() => import("../features/support/TicketPage"));
const BillingRoutes = lazy(() => import("../features/billing/BillingRoutes"));
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"));
const InvitationLinkPage = lazy(() => import("../features/invitations/InvitationLinkPage"));

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
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<Navigate to={paths.website.href()} replace />} />
        <Route path={`${paths.website.path}/*`} element={<WebsiteRoutes />} />
        <Route path={paths.properties.path} element={<PropertiesPage />} />
        <Route path={paths.propertiesImport.path} element={<PropertiesImportPage />} />
        <Route path={paths.property.path} element={<PropertyPage />} />
        <Route path={paths.people.path} element={<ResidentsPage />} />
        <Route path={paths.peopleMembers.path} element={<MembersPage />} />
        <Route path={paths.resident.path} element={<ResidentPage />} />
        <Route path={paths.peopleImport.path} element={<ResidentsImportPage />} />
        <Route path={paths.documents.path} element={<DocumentsPage />} />
        <Route path={paths.document.path} element={<DocumentPage />} />
        <Route path={paths.announcements.path} element={<AnnouncementsPage />} />
        <Route path={paths.announcement.path} element={<AnnouncementPage />} />
        <Route path={paths.events.path} element={<EventsPage />} />
        <Route path={paths.event.path} element={<EventPage />} />
        <Route path={paths.media.path} element={<MediaPage />} />
        <Route path={paths.album.path} element={<AlbumPage />} />
        <Route path={paths.setup.path} element={<SetupPage />} />
        <Route path={`${paths.communications.path}/*`} element={<CommunicationsRoutes />} />
        <Route path={paths.invitations.path} element={<InvitationsPage />} />
        <Route path={paths.settings.path} element={<SettingsPage />} />
        <Route path={paths.settingsActivity.path} element={<ActivityPage />} />
        <Route path={paths.support.path} element={<SupportPage />} />
        <Route path={paths.supportTicket.path} element={<TicketPage />} />
        <Route path={`${paths.billing.path}/*`} element={<BillingRoutes />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
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
          <Route path="*" element={<GatedApp />} />
        </Routes>
      </OrganizationSessionProvider>
    </QueryClientProvider>
  );
}
