import type { IconName } from "@hoa/ui";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { paths } from "../config/paths";

/** A route of a section and its page, loaded as a chunk of its own on first visit. */
type SectionPage = readonly [path: string, page: LazyExoticComponent<ComponentType>];

/** The sidebar's groups, in order. */
export const SIDEBAR_GROUPS = ["Manage", "Tools", "Account"] as const;

/**
 * A section of the console: its link in the sidebar (a section without one, such as Setup, is
 * reached from elsewhere) and its pages. The console's routes and its sidebar are both made from
 * `consoleSections`, so a new section is declared here and nowhere else outside its folder.
 */
export interface ConsoleSection {
  link?: {
    group: (typeof SIDEBAR_GROUPS)[number];
    label: string;
    icon: IconName;
    /** The section's first page; the link is active there and on every path below it. */
    path: string;
  };
  pages: readonly SectionPage[];
  /**
   * A section only administrators can use (every request it makes is theirs): it is left out of
   * a member's sidebar, and its pages tell a member who opens them why instead of a form that
   * would fail on submit.
   */
  administratorsOnly?: { note: string };
}

/** A section whose pages, below `path`, are routed by the section itself. */
const routedBelow = (path: string, page: () => Promise<{ default: ComponentType }>) =>
  [`${path}/*`, lazy(page)] as const;

export const consoleSections: readonly ConsoleSection[] = [
  {
    link: { group: "Manage", label: "Website", icon: "globe", path: paths.website.path },
    pages: [routedBelow(paths.website.path, () => import("../features/website/WebsiteRoutes"))],
  },
  {
    link: { group: "Manage", label: "Properties", icon: "building", path: paths.properties.path },
    pages: [
      [paths.properties.path, lazy(() => import("../features/properties/PropertiesPage"))],
      [
        paths.propertiesImport.path,
        lazy(() => import("../features/properties/PropertiesImportPage")),
      ],
      [paths.property.path, lazy(() => import("../features/properties/PropertyPage"))],
    ],
  },
  {
    link: { group: "Manage", label: "People", icon: "users", path: paths.people.path },
    pages: [
      [paths.people.path, lazy(() => import("../features/people/ResidentsPage"))],
      [paths.peopleMembers.path, lazy(() => import("../features/people/MembersPage"))],
      [paths.resident.path, lazy(() => import("../features/people/ResidentPage"))],
      [paths.peopleImport.path, lazy(() => import("../features/people/ResidentsImportPage"))],
    ],
  },
  {
    link: { group: "Manage", label: "Documents", icon: "file", path: paths.documents.path },
    pages: [
      [paths.documents.path, lazy(() => import("../features/documents/DocumentsPage"))],
      [paths.document.path, lazy(() => import("../features/documents/DocumentPage"))],
    ],
  },
  {
    link: {
      group: "Manage",
      label: "Announcements",
      icon: "megaphone",
      path: paths.announcements.path,
    },
    pages: [
      [paths.announcements.path, lazy(() => import("../features/announcements/AnnouncementsPage"))],
      [paths.announcement.path, lazy(() => import("../features/announcements/AnnouncementPage"))],
    ],
  },
  {
    link: { group: "Manage", label: "Events", icon: "calendar", path: paths.events.path },
    pages: [
      [paths.events.path, lazy(() => import("../features/events/EventsPage"))],
      [paths.event.path, lazy(() => import("../features/events/EventPage"))],
    ],
  },
  {
    link: { group: "Manage", label: "Amenities", icon: "pin", path: paths.amenities.path },
    pages: [
      [paths.amenities.path, lazy(() => import("../features/amenities/AmenitiesPage"))],
      [paths.amenityBookings.path, lazy(() => import("../features/amenities/BookingsPage"))],
      [paths.amenityBooking.path, lazy(() => import("../features/amenities/BookingPage"))],
      [paths.amenity.path, lazy(() => import("../features/amenities/AmenityPage"))],
    ],
  },
  {
    link: {
      group: "Manage",
      label: "Violations",
      icon: "shield",
      path: paths.violations.path,
    },
    pages: [
      [paths.violations.path, lazy(() => import("../features/violations/ViolationsPage"))],
      [paths.violation.path, lazy(() => import("../features/violations/ViolationPage"))],
      [
        paths.violationCategories.path,
        lazy(() => import("../features/violations/ViolationCategoriesPage")),
      ],
      [paths.violationRules.path, lazy(() => import("../features/violations/ViolationRulesPage"))],
    ],
  },
  {
    link: {
      group: "Manage",
      label: "Architectural review",
      icon: "pencil",
      path: paths.architecturalReview.path,
    },
    pages: [
      [
        paths.architecturalReview.path,
        lazy(() => import("../features/architectural-review/ArchitecturalReviewPage")),
      ],
      [
        paths.architecturalRequest.path,
        lazy(() => import("../features/architectural-review/ArchitecturalRequestPage")),
      ],
      [
        paths.architecturalReviewSettings.path,
        lazy(() => import("../features/architectural-review/ArchitecturalReviewSettingsPage")),
      ],
    ],
  },
  {
    link: { group: "Manage", label: "Elections", icon: "check", path: paths.elections.path },
    pages: [
      [paths.elections.path, lazy(() => import("../features/elections/ElectionsPage"))],
      [paths.newElection.path, lazy(() => import("../features/elections/NewElectionPage"))],
      [paths.election.path, lazy(() => import("../features/elections/ElectionPage"))],
      [
        paths.electionSettings.path,
        lazy(() => import("../features/elections/ElectionSettingsPage")),
      ],
    ],
  },
  {
    link: { group: "Manage", label: "Media", icon: "image", path: paths.media.path },
    pages: [
      [paths.media.path, lazy(() => import("../features/media/MediaPage"))],
      [paths.album.path, lazy(() => import("../features/media/AlbumPage"))],
    ],
  },
  {
    link: {
      group: "Tools",
      label: "Communications",
      icon: "mail",
      path: paths.communications.path,
    },
    pages: [
      routedBelow(
        paths.communications.path,
        () => import("../features/communications/CommunicationsRoutes"),
      ),
    ],
    administratorsOnly: {
      note: "Only administrators send email and notifications to residents. Ask an administrator to send one.",
    },
  },
  {
    link: { group: "Tools", label: "Invitations", icon: "userPlus", path: paths.invitations.path },
    pages: [
      [paths.invitations.path, lazy(() => import("../features/invitations/InvitationsPage"))],
    ],
    administratorsOnly: {
      note: "Only administrators see and send invitations, since they name people who are not members yet. Ask an administrator to invite someone.",
    },
  },
  {
    link: { group: "Account", label: "Settings", icon: "gear", path: paths.settings.path },
    pages: [
      [paths.settings.path, lazy(() => import("../features/settings/SettingsPage"))],
      [paths.settingsActivity.path, lazy(() => import("../features/settings/ActivityPage"))],
    ],
  },
  {
    link: { group: "Account", label: "Support", icon: "lifebuoy", path: paths.support.path },
    pages: [
      [paths.support.path, lazy(() => import("../features/support/SupportPage"))],
      [paths.supportTicket.path, lazy(() => import("../features/support/TicketPage"))],
    ],
  },
  {
    link: { group: "Account", label: "Billing", icon: "card", path: paths.billing.path },
    pages: [routedBelow(paths.billing.path, () => import("../features/billing/BillingRoutes"))],
    administratorsOnly: { note: "Only administrators see billing." },
  },
  { pages: [[paths.setup.path, lazy(() => import("../features/setup/SetupPage"))]] },
  // Every account's own page, reached from the user menu.
  { pages: [[paths.profile.path, lazy(() => import("../features/auth/ProfilePage"))]] },
];
