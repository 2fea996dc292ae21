import { formatPhone, propertyLabel } from "@hoa/validation";
import { generateCommunity } from "../../../../scripts/demo-community";
import { demoAdmin } from "../../../../scripts/demo-data";
import { DEMO_ANNOUNCEMENTS } from "../../../../scripts/demo-announcements";
import { demoDocumentId, demoDocuments } from "../../../../scripts/demo-documents";
import { demoAlbumId, demoAlbums } from "../../../../scripts/demo-media";
import { DEMO_TICKETS } from "../../../../scripts/demo-tickets";
import { DEMO_ARC_REQUESTS } from "../../../../scripts/demo-architectural-review";
import { DEMO_VIOLATIONS } from "../../../../scripts/demo-violations";

// The seeded community (names and places do not depend on the date it was generated for); the
// directory lists residents by name and properties by address, so these lead the first pages
// (what the end-to-end tests add sorts after them).
const community = generateCommunity({ now: new Date() });
const byText =
  <T>(text: (item: T) => string) =>
  (a: T, b: T) =>
    text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0;
const firstResident = [...community.residents].sort(byText((resident) => resident.name))[0]!;
const firstProperty = [...community.properties].sort(byText((property) => property.address))[0]!;
const aProperty = community.properties[0]!;
const aResident = community.residents[0]!;
// Two seeded documents (one with an earlier version kept) and an album, none of whose titles
// names a month or a year: the seed's day and the test's may fall in different ones.
const library = demoDocuments(new Date());
const bylaws = library.find((document) => document.id === demoDocumentId("bylaws"))!;
const covenants = library.find((document) => document.id === demoDocumentId("ccrs"))!;
const renovation = demoAlbums(new Date()).find(
  (album) => album.id === demoAlbumId("clubhouse-renovation"),
)!;

/**
 * The navbar search has no address of its own (its results replace the page while a term is
 * typed): a seeded unit, which finds residents (by unit) and properties alike.
 */
export const searchTerm = aResident.unit;

/** Every section route inside the app with its heading and the texts that prove its content. */
export interface SectionRoute {
  path: string;
  heading: string;
  texts: readonly string[];
  /** Options of the page's selects, checked by their visible labels. */
  options?: readonly string[];
  /** The page's create form, which its header's main action opens in a dialog or drawer. */
  createForm?: CreateForm;
}

export interface CreateForm {
  /** The header button that opens it. */
  opener: string;
  /** The dialog's (and the form's) name. */
  dialog: string;
  /** The form's submit button. */
  submit: string;
  /** The message of its first required field, shown when it is submitted empty. */
  firstError: string;
  texts?: readonly string[];
  options?: readonly string[];
}

export const sectionRoutes: readonly SectionRoute[] = [
  { path: "/people/members", heading: "People", texts: ["Members", demoAdmin.displayName] },
  { path: "/settings/activity", heading: "Activity", texts: ["Recent changes"] },
  {
    path: "/people",
    heading: "People",
    texts: [
      "Residents directory",
      firstResident.name,
      firstResident.email,
      formatPhone(firstResident.phone),
    ],
    options: ["Active", "Pending", "Owners", "Tenants", "Board members"],
    createForm: {
      opener: "Add resident",
      dialog: "Add resident",
      submit: "Add resident",
      firstError: "Name is required",
      texts: ["Property", "Relationship", "Board member", "Directory privacy"],
      options: ["Owner", "Tenant", "Other", "Active", "Pending"],
    },
  },
  {
    path: `/people/residents/${aResident.id}`,
    heading: aResident.name,
    texts: ["Details", propertyLabel(aResident), aResident.relationship, "Activity"],
  },
  { path: "/people/import", heading: "Import residents", texts: ["Choose a CSV file"] },
  {
    path: `/properties/${aProperty.id}`,
    heading: aProperty.address,
    texts: ["Details", aProperty.type, aProperty.status, "Activity"],
  },
  { path: "/properties/import", heading: "Import properties", texts: ["Choose a CSV file"] },
  {
    path: "/announcements",
    heading: "Announcements",
    // A published, a scheduled and a draft one.
    texts: [
      "All announcements",
      DEMO_ANNOUNCEMENTS[0]!.title,
      DEMO_ANNOUNCEMENTS[3]!.title,
      DEMO_ANNOUNCEMENTS[4]!.title,
    ],
    createForm: {
      opener: "New announcement",
      dialog: "New announcement",
      submit: "Publish",
      firstError: "Title is required",
      texts: ["Title", "Message", "Priority", "Audience"],
      options: [
        "Low",
        "Normal",
        "High",
        "Urgent",
        "All Residents",
        "Property Owners",
        "Board Members",
        "Tenants Only",
      ],
    },
  },
  {
    path: "/announcements/demo-announcement-1",
    heading: DEMO_ANNOUNCEMENTS[0]!.title,
    texts: ["Emailed to", "Delivered", "Read in the console", DEMO_ANNOUNCEMENTS[0]!.audience],
  },
  {
    path: "/events",
    heading: "Events",
    texts: ["Upcoming events", "Board meeting", "Calendar", "Calendar feed"],
    createForm: {
      opener: "New event",
      dialog: "Create event",
      submit: "Create event",
      firstError: "Title is required",
      texts: ["Max attendees (optional)", "Seats, guests included. Leave empty for no limit."],
      options: [
        "Community Meeting",
        "Social Gathering",
        "Maintenance",
        "Holiday Event",
        "Educational",
        "Recreation",
      ],
    },
  },
  // The seeded violations, numbered as they were reported: the newest lead the list, with the
  // tabs to the categories.
  {
    path: "/violations",
    heading: "Violations",
    texts: [
      "Categories",
      ...DEMO_VIOLATIONS.slice(-2).map(
        (violation) => `#${DEMO_VIOLATIONS.indexOf(violation) + 1} ${violation.category}`,
      ),
    ],
  },
  // The seeded requests, newest first, with their tabs; the procedure's people and numbers.
  {
    path: "/architectural-review",
    heading: "Architectural review",
    texts: [
      "Requests",
      "Settings",
      ...DEMO_ARC_REQUESTS.slice(-2).map(
        (request) => `#${DEMO_ARC_REQUESTS.indexOf(request) + 1} ${request.title}`,
      ),
    ],
  },
  // The seeded amenities by name, and every booking with the approval queue's filter.
  {
    path: "/amenities",
    heading: "Amenities",
    texts: ["Bookings", "Clubhouse", "Pool lap lanes", "Tennis court", "Guest parking"],
  },
  {
    path: "/amenities/bookings",
    heading: "Amenities",
    texts: ["Fee and deposit", "Household"],
    options: ["Any status", "Awaiting approval", "Confirmed", "Declined", "Cancelled"],
  },
  // Elections and their rules (the demo holds a certified board election, an open amendment and a draft motion).
  { path: "/elections", heading: "Elections", texts: ["Settings"] },
  {
    path: "/elections/settings",
    heading: "Elections",
    texts: ["The rules in effect"],
  },
  {
    path: "/architectural-review/settings",
    heading: "Architectural review",
    texts: ["Who reviews", "Response time", "Morgan Member", "Hannah Schmidt", "Rafael Souza"],
  },
  {
    path: "/documents",
    heading: "Documents",
    texts: ["Library", "Upload documents", covenants.title, bylaws.title],
    options: [
      "Every category",
      "Governing Documents",
      "Financial Reports",
      "Meeting Minutes",
      "Forms",
      "Policies",
    ],
  },
  {
    path: `/documents/${bylaws.id}`,
    heading: bylaws.title,
    texts: [
      "Details",
      "Governing Documents",
      "All members",
      "Versions",
      ...bylaws.versions.map((version) => `v${version.number} · ${version.fileName}`),
      "Current",
    ],
  },
  {
    path: "/media",
    heading: "Media",
    texts: [
      "max file size 10MB per file; photos JPG, PNG, GIF; videos MP4, MOV up to 100MB; recommended resolution 1920x1080",
      "Albums",
      renovation.title,
      renovation.description,
    ],
    createForm: {
      opener: "New album",
      dialog: "New album",
      submit: "Add album",
      firstError: "Title is required",
    },
  },
  {
    path: `/media/albums/${renovation.id}`,
    heading: renovation.title,
    texts: [
      renovation.description,
      "Photos and videos",
      `${renovation.photos.length} items`,
      ...renovation.photos.map((photo) => photo.caption),
    ],
  },
  { path: "/setup", heading: "Pages", texts: ["Hello"] },
  {
    path: "/properties",
    heading: "Properties",
    texts: [firstProperty.address, "Occupied", "Vacant"],
    options: ["Condo", "Apartment", "Townhouse", "Single-family home"],
    createForm: {
      opener: "Add property",
      dialog: "Add property",
      submit: "Add property",
      firstError: "Address is required",
      texts: ["Address", "Unit", "Type"],
      options: ["Condo", "Apartment", "Townhouse", "Single-family home"],
    },
  },
  {
    path: "/invitations",
    heading: "Invitations",
    texts: ["Pending", "Accepted", "Expired", "Sent invitations"],
    options: ["Any status", "Pending", "Accepted", "Expired", "Revoked", "Declined", "Members"],
    createForm: {
      opener: "Invite people",
      dialog: "Invite people",
      submit: "Send invitations",
      firstError: "Enter at least one email address",
      texts: ["Email addresses", "Member", "Admin", "Personal message (optional)"],
    },
  },
  {
    path: "/billing",
    heading: "Billing",
    texts: [
      "Monthly fee",
      "Late fee",
      "Credit/debit card",
      "ACH/bank transfer",
      "Check/money order",
    ],
    options: ["1st of month", "15th of month", "Last day of month"],
  },
  {
    path: `/billing/properties/${aProperty.id}`,
    heading: `${aProperty.address}, ${aProperty.unit}`,
    texts: [
      "Ledger",
      "Record payment",
      "Online card payments are not available; record card payments taken elsewhere.",
    ],
  },
  {
    path: `/billing/properties/${aProperty.id}/statement`,
    heading: `Statement: ${aProperty.address}, ${aProperty.unit}`,
    texts: ["Amount due", "Account activity", "Print statement"],
  },
  {
    path: "/support",
    heading: "Support",
    // The seeded tickets: newest first, so they lead the list until many more are added.
    texts: ["Tickets", ...DEMO_TICKETS.map((ticket) => ticket.subject)],
    options: [
      "Any status",
      "Open",
      "In Progress",
      "Resolved",
      "Any priority",
      "Low",
      "Medium",
      "High",
      "Newest first",
    ],
    createForm: {
      opener: "New ticket",
      dialog: "New ticket",
      submit: "Create ticket",
      firstError: "Subject is required",
      texts: ["From"],
      options: ["Low", "Medium", "High"],
    },
  },
  {
    path: "/support/tickets/demo-ticket-1",
    heading: `#1 ${DEMO_TICKETS[0]!.subject}`,
    texts: ["Details", "Conversation", DEMO_TICKETS[0]!.conversation[0]!.body, "Add comment"],
  },
  {
    path: "/settings",
    heading: "Settings",
    // The time zone is a combobox whose choices show once it opens (settings.spec picks one).
    texts: [
      "Organization name",
      "Time zone",
      "Session timeout",
      "Support tickets",
      "Weekly summary",
    ],
    options: ["30 minutes", "1 hour", "4 hours", "Never"],
  },
  { path: "/website", heading: "Website", texts: ["Pages", "Styling", "SEO", "Security"] },
  { path: "/website/pages", heading: "Pages", texts: ["coming soon..."] },
  { path: "/website/styling", heading: "Styling", texts: ["coming soon..."] },
  { path: "/website/seo", heading: "SEO", texts: ["coming soon..."] },
  { path: "/website/security", heading: "Security", texts: ["coming soon..."] },
  {
    path: "/communications",
    heading: "Communications",
    texts: ["Compose Email", "Bulk Notification", "Member Groups", "Analytics", "Sent Messages"],
  },
  { path: "/communications/email", heading: "Compose Email", texts: ["Send Email"] },
  { path: "/communications/notify", heading: "Bulk Notification", texts: ["Send Now"] },
  { path: "/communications/history", heading: "Sent messages", texts: ["History"] },
  { path: "/communications/archive", heading: "Communications", texts: ["Member Groups"] },
];
