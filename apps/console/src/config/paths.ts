/**
 * Every route of the console, declared once. Use `paths.x.path` in route definitions and
 * `paths.x.href()` in links, never string literals.
 */
export const paths = {
  home: { path: "/", href: () => "/" },
  signIn: { path: "/sign-in", href: () => "/sign-in" },
  /** The sign-in screen told to sign the current user out first. */
  signOut: { path: "/sign-in", href: () => "/sign-in?signout=1" },
  createAccount: { path: "/create-account", href: () => "/create-account" },
  resetPassword: { path: "/reset-password", href: () => "/reset-password" },
  website: { path: "/website", href: () => "/website" },
  websitePages: { path: "/website/pages", href: () => "/website/pages" },
  websiteStyling: { path: "/website/styling", href: () => "/website/styling" },
  websiteSeo: { path: "/website/seo", href: () => "/website/seo" },
  websiteSecurity: { path: "/website/security", href: () => "/website/security" },
  properties: { path: "/properties", href: () => "/properties" },
  property: {
    path: "/properties/:propertyId",
    href: (propertyId: string) => `/properties/${encodeURIComponent(propertyId)}`,
  },
  propertiesImport: { path: "/properties/import", href: () => "/properties/import" },
  people: { path: "/people", href: () => "/people" },
  peopleMembers: { path: "/people/members", href: () => "/people/members" },
  resident: {
    path: "/people/residents/:residentId",
    href: (residentId: string) => `/people/residents/${encodeURIComponent(residentId)}`,
  },
  peopleImport: { path: "/people/import", href: () => "/people/import" },
  documents: { path: "/documents", href: () => "/documents" },
  document: {
    path: "/documents/:documentId",
    href: (documentId: string) => `/documents/${encodeURIComponent(documentId)}`,
  },
  announcements: { path: "/announcements", href: () => "/announcements" },
  announcement: {
    path: "/announcements/:announcementId",
    href: (announcementId: string) => `/announcements/${encodeURIComponent(announcementId)}`,
  },
  events: { path: "/events", href: () => "/events" },
  event: {
    path: "/events/:eventId",
    href: (eventId: string) => `/events/${encodeURIComponent(eventId)}`,
  },
  amenities: { path: "/amenities", href: () => "/amenities" },
  amenity: {
    path: "/amenities/:amenityId",
    href: (amenityId: string) => `/amenities/${encodeURIComponent(amenityId)}`,
  },
  /** The bookings of every amenity; `?status=pending` is the approval queue its emails link to. */
  amenityBookings: { path: "/amenities/bookings", href: () => "/amenities/bookings" },
  amenityBooking: {
    path: "/amenities/bookings/:bookingId",
    href: (bookingId: string) => `/amenities/bookings/${encodeURIComponent(bookingId)}`,
  },
  violations: { path: "/violations", href: () => "/violations" },
  violation: {
    path: "/violations/:violationId",
    href: (violationId: string) => `/violations/${encodeURIComponent(violationId)}`,
  },
  violationCategories: {
    path: "/violations/categories",
    href: () => "/violations/categories",
  },
  violationRules: { path: "/violations/rules", href: () => "/violations/rules" },
  /** Architectural review: homeowners' requests to change their property, and the procedure. */
  architecturalReview: { path: "/architectural-review", href: () => "/architectural-review" },
  architecturalRequest: {
    path: "/architectural-review/:requestId",
    href: (requestId: string) => `/architectural-review/${encodeURIComponent(requestId)}`,
  },
  architecturalReviewSettings: {
    path: "/architectural-review/settings",
    href: () => "/architectural-review/settings",
  },
  /** Elections: the association's votes, one election, a new one, and the rules they follow. */
  elections: { path: "/elections", href: () => "/elections" },
  newElection: { path: "/elections/new", href: () => "/elections/new" },
  election: {
    path: "/elections/:electionId",
    href: (electionId: string) => `/elections/${encodeURIComponent(electionId)}`,
  },
  electionSettings: { path: "/elections/settings", href: () => "/elections/settings" },
  media: { path: "/media", href: () => "/media" },
  album: {
    path: "/media/albums/:albumId",
    href: (albumId: string) => `/media/albums/${encodeURIComponent(albumId)}`,
  },
  setup: { path: "/setup", href: () => "/setup" },
  communications: { path: "/communications", href: () => "/communications" },
  communicationsEmail: { path: "/communications/email", href: () => "/communications/email" },
  communicationsNotify: { path: "/communications/notify", href: () => "/communications/notify" },
  communicationsHistory: {
    path: "/communications/history",
    href: () => "/communications/history",
  },
  communication: {
    path: "/communications/history/:communicationId",
    href: (communicationId: string) =>
      `/communications/history/${encodeURIComponent(communicationId)}`,
  },
  invitations: { path: "/invitations", href: () => "/invitations" },
  /** An invitation's link, as its email carries it; open without an organization. */
  invitation: {
    path: "/invite/:token",
    href: (token: string) => `/invite/${encodeURIComponent(token)}`,
  },
  /** A voter's one-time ballot link, as its email carries it; open without signing in. */
  ballot: {
    path: "/ballot/:token",
    href: (token: string) => `/ballot/${encodeURIComponent(token)}`,
  },
  /** The inspector of elections' page, as its email carries it; open before the organization gate. */
  inspector: {
    path: "/inspector/:orgId/:electionId",
    href: (orgId: string, electionId: string) =>
      `/inspector/${encodeURIComponent(orgId)}/${encodeURIComponent(electionId)}`,
  },
  settings: { path: "/settings", href: () => "/settings" },
  settingsActivity: { path: "/settings/activity", href: () => "/settings/activity" },
  /** The signed-in account's own page: its name, email and password (from the user menu). */
  profile: { path: "/profile", href: () => "/profile" },
  support: { path: "/support", href: () => "/support" },
  supportTicket: {
    path: "/support/tickets/:ticketId",
    href: (ticketId: string) => `/support/tickets/${encodeURIComponent(ticketId)}`,
  },
  billing: { path: "/billing", href: () => "/billing" },
  billingProperty: {
    path: "/billing/properties/:propertyId",
    href: (propertyId: string) => `/billing/properties/${encodeURIComponent(propertyId)}`,
  },
  billingStatement: {
    path: "/billing/properties/:propertyId/statement",
    href: (propertyId: string) => `/billing/properties/${encodeURIComponent(propertyId)}/statement`,
  },
  /** The resident portal: a resident's own household, money, news, events, documents, tickets. */
  portal: { path: "/portal", href: () => "/portal" },
  portalAccount: { path: "/portal/account", href: () => "/portal/account" },
  portalStatement: {
    path: "/portal/account/:propertyId/statement",
    href: (propertyId: string) => `/portal/account/${encodeURIComponent(propertyId)}/statement`,
  },
  portalNews: { path: "/portal/news", href: () => "/portal/news" },
  portalNewsItem: {
    path: "/portal/news/:announcementId",
    href: (announcementId: string) => `/portal/news/${encodeURIComponent(announcementId)}`,
  },
  portalEvents: { path: "/portal/events", href: () => "/portal/events" },
  portalEvent: {
    path: "/portal/events/:eventId",
    href: (eventId: string) => `/portal/events/${encodeURIComponent(eventId)}`,
  },
  portalDocuments: { path: "/portal/documents", href: () => "/portal/documents" },
  portalDocument: {
    path: "/portal/documents/:documentId",
    href: (documentId: string) => `/portal/documents/${encodeURIComponent(documentId)}`,
  },
  portalSupport: { path: "/portal/support", href: () => "/portal/support" },
  portalTicket: {
    path: "/portal/support/tickets/:ticketId",
    href: (ticketId: string) => `/portal/support/tickets/${encodeURIComponent(ticketId)}`,
  },
  portalDetails: { path: "/portal/my-details", href: () => "/portal/my-details" },
  portalProfile: { path: "/portal/profile", href: () => "/portal/profile" },
  /** The household's violations; a violation's letters link to its own page. */
  portalViolations: { path: "/portal/violations", href: () => "/portal/violations" },
  portalViolation: {
    path: "/portal/violations/:violationId",
    href: (violationId: string) => `/portal/violations/${encodeURIComponent(violationId)}`,
  },
  /** The household's requests to change their home (architectural review), a new one, and one. */
  /** The household's elections, and one with its proxies. */
  portalElections: { path: "/portal/elections", href: () => "/portal/elections" },
  portalElection: {
    path: "/portal/elections/:electionId",
    href: (electionId: string) => `/portal/elections/${encodeURIComponent(electionId)}`,
  },
  portalArcRequests: {
    path: "/portal/architectural-requests",
    href: () => "/portal/architectural-requests",
  },
  portalArcRequestNew: {
    path: "/portal/architectural-requests/new",
    href: () => "/portal/architectural-requests/new",
  },
  portalArcRequest: {
    path: "/portal/architectural-requests/:requestId",
    href: (requestId: string) => `/portal/architectural-requests/${encodeURIComponent(requestId)}`,
  },
  /** The household's amenity bookings, booking one (`?amenity=` picks the amenity), and one. */
  portalBookings: { path: "/portal/bookings", href: () => "/portal/bookings" },
  portalNewBooking: {
    path: "/portal/bookings/new",
    href: (amenityId?: string) =>
      amenityId
        ? `/portal/bookings/new?amenity=${encodeURIComponent(amenityId)}`
        : "/portal/bookings/new",
  },
  portalBooking: {
    path: "/portal/bookings/:bookingId",
    href: (bookingId: string) => `/portal/bookings/${encodeURIComponent(bookingId)}`,
  },
  /** On a phone, the tab that lists the portal's other sections. */
  portalMore: { path: "/portal/more", href: () => "/portal/more" },
} as const;

/** The three public screens; a `redirect` that points at one of them is ignored. */
export const authPaths: readonly string[] = [
  paths.signIn.path,
  paths.createAccount.path,
  paths.resetPassword.path,
];
