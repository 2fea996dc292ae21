import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { SectionPathsProvider, type SectionPaths } from "../lib/section-paths";
import { PortalLayout } from "./PortalLayout";

const HomePage = lazy(() => import("../features/portal/HomePage"));
const MorePage = lazy(() => import("../features/portal/MorePage"));
const AccountPage = lazy(() => import("../features/portal/AccountPage"));
const StatementPage = lazy(() => import("../features/portal/StatementPage"));
const MyDetailsPage = lazy(() => import("../features/portal/MyDetailsPage"));
const ViolationsPage = lazy(() => import("../features/portal/violations/ViolationsPage"));
const ViolationPage = lazy(() => import("../features/portal/violations/ViolationPage"));
const ArcRequestsPage = lazy(
  () => import("../features/portal/architectural-requests/RequestsPage"),
);
const NewArcRequestPage = lazy(
  () => import("../features/portal/architectural-requests/NewRequestPage"),
);
const ArcRequestPage = lazy(() => import("../features/portal/architectural-requests/RequestPage"));
const ElectionsPage = lazy(() => import("../features/portal/elections/ElectionsPage"));
const ElectionPage = lazy(() => import("../features/portal/elections/ElectionPage"));
const BookingsPage = lazy(() => import("../features/portal/bookings/BookingsPage"));
const NewBookingPage = lazy(() => import("../features/portal/bookings/NewBookingPage"));
const BookingPage = lazy(() => import("../features/portal/bookings/BookingPage"));
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"));
// The console's pages a member sees, shown to a resident as they are.
const AnnouncementsPage = lazy(() => import("../features/announcements/AnnouncementsPage"));
const AnnouncementPage = lazy(() => import("../features/announcements/AnnouncementPage"));
const EventsPage = lazy(() => import("../features/events/EventsPage"));
const EventPage = lazy(() => import("../features/events/EventPage"));
const DocumentsPage = lazy(() => import("../features/documents/DocumentsPage"));
const DocumentPage = lazy(() => import("../features/documents/DocumentPage"));
const SupportPage = lazy(() => import("../features/support/SupportPage"));
const TicketPage = lazy(() => import("../features/support/TicketPage"));
const ProfilePage = lazy(() => import("../features/auth/ProfilePage"));

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
  profile: paths.portalProfile,
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
          <Route path={below(paths.portalAccount.path)} element={<AccountPage />} />
          <Route path={below(paths.portalStatement.path)} element={<StatementPage />} />
          <Route path={below(paths.portalDetails.path)} element={<MyDetailsPage />} />
          <Route path={below(paths.portalViolations.path)} element={<ViolationsPage />} />
          <Route path={below(paths.portalViolation.path)} element={<ViolationPage />} />
          <Route path={below(paths.portalArcRequests.path)} element={<ArcRequestsPage />} />
          <Route path={below(paths.portalArcRequestNew.path)} element={<NewArcRequestPage />} />
          <Route path={below(paths.portalArcRequest.path)} element={<ArcRequestPage />} />
          <Route path={below(paths.portalElections.path)} element={<ElectionsPage />} />
          <Route path={below(paths.portalElection.path)} element={<ElectionPage />} />
          <Route path={below(paths.portalBookings.path)} element={<BookingsPage />} />
          <Route path={below(paths.portalNewBooking.path)} element={<NewBookingPage />} />
          <Route path={below(paths.portalBooking.path)} element={<BookingPage />} />
          <Route path={below(paths.portalNews.path)} element={<AnnouncementsPage />} />
          <Route path={below(paths.portalNewsItem.path)} element={<AnnouncementPage />} />
          <Route path={below(paths.portalEvents.path)} element={<EventsPage />} />
          <Route path={below(paths.portalEvent.path)} element={<EventPage />} />
          <Route path={below(paths.portalDocuments.path)} element={<DocumentsPage />} />
          <Route path={below(paths.portalDocument.path)} element={<DocumentPage />} />
          <Route path={below(paths.portalSupport.path)} element={<SupportPage />} />
          <Route path={below(paths.portalTicket.path)} element={<TicketPage />} />
          <Route path={below(paths.portalMore.path)} element={<MorePage />} />
          <Route path={below(paths.portalProfile.path)} element={<ProfilePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </SectionPathsProvider>
  );
}
