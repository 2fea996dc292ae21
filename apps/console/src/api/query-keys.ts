/**
 * The keys of a resource's items: `all` (every query of it, for invalidation), a page of its
 * list, and one item. A resource with more reads adds its own keys beside these.
 *
 * @example
 * export const ticketKeys = { ...itemKeys("tickets"), summary: (orgId: string) => [...] };
 */
export function itemKeys<const TName extends string>(name: TName) {
  return {
    all: [name] as const,
    list: (orgId: string, query: object) => [name, "list", { orgId, ...query }] as const,
    detail: (orgId: string, id: string) => [name, "detail", { orgId, id }] as const,
  };
}

/**
 * Every query key, shaped `[resource, action, params]`, so related data can be invalidated by
 * prefix (`["roles"]` refreshes every roles query).
 */
export const queryKeys = {
  roles: {
    all: ["roles"] as const,
    mine: (uid: string) => ["roles", "mine", { uid }] as const,
  },
  organizations: {
    all: ["organizations"] as const,
    detail: (orgId: string) => ["organizations", "detail", { orgId }] as const,
  },
  members: itemKeys("members"),
  properties: itemKeys("properties"),
  residents: itemKeys("residents"),
  /** Counts of the directory; it changes with every property or resident change. */
  directorySummary: {
    detail: (orgId: string) => ["properties", "summary", { orgId }] as const,
  },
  invitations: {
    ...itemKeys("invitations"),
    summary: (orgId: string) => ["invitations", "summary", { orgId }] as const,
  },
  /** An invitation as its link's opener sees it (apart from the organization's invitations). */
  invitationLinks: {
    detail: (token: string) => ["invitationLinks", "detail", { token }] as const,
  },
  /** A ballot as its link opens it, and an election as its inspector reads it. */
  ballotLinks: {
    detail: (token: string) => ["ballotLinks", "detail", { token }] as const,
  },
  inspectedElections: {
    all: ["inspectedElections"] as const,
    detail: (orgId: string, id: string) => ["inspectedElections", "detail", { orgId, id }] as const,
    tally: (orgId: string, id: string) => ["inspectedElections", "tally", { orgId, id }] as const,
    roll: (orgId: string, id: string) => ["inspectedElections", "roll", { orgId, id }] as const,
  },
  announcements: {
    ...itemKeys("announcements"),
    inbox: (orgId: string, query: object) =>
      ["announcements", "inbox", { orgId, ...query }] as const,
    inboxItem: (orgId: string, announcementId: string) =>
      ["announcements", "inboxItem", { orgId, announcementId }] as const,
  },
  communications: {
    ...itemKeys("communications"),
    deliveries: (orgId: string, query: object) =>
      ["communications", "deliveries", { orgId, ...query }] as const,
  },
  tickets: {
    ...itemKeys("tickets"),
    comments: (orgId: string, ticketId: string) =>
      ["tickets", "comments", { orgId, ticketId }] as const,
    summary: (orgId: string) => ["tickets", "summary", { orgId }] as const,
  },
  /** Billing: settings, the month's figures, the accounts report, a property's account and ledger. */
  /** The signed-in resident's own household (the portal): their residents and properties. */
  household: {
    all: ["household"] as const,
    detail: (orgId: string) => ["household", "detail", { orgId }] as const,
  },
  /** The violations at the signed-in resident's properties (the portal), and one with its timeline. */
  ownViolations: {
    all: ["ownViolations"] as const,
    list: (orgId: string) => ["ownViolations", "list", { orgId }] as const,
    detail: (orgId: string, violationId: string) =>
      ["ownViolations", "detail", { orgId, violationId }] as const,
  },
  /**
   * The household's amenity bookings (the portal), one of them, the amenities it may book and an
   * amenity's slots on a day: a booking or a cancellation reads them all again.
   */
  ownBookings: {
    all: ["ownBookings"] as const,
    list: (orgId: string) => ["ownBookings", "list", { orgId }] as const,
    detail: (orgId: string, bookingId: string) =>
      ["ownBookings", "detail", { orgId, bookingId }] as const,
    amenities: (orgId: string) => ["ownBookings", "amenities", { orgId }] as const,
    day: (orgId: string, amenityId: string, date: string) =>
      ["ownBookings", "day", { orgId, amenityId, date }] as const,
  },
  /** The organization's violation rules setting (one per organization). */
  violationSettings: {
    all: ["violationSettings"] as const,
    detail: (orgId: string) => ["violationSettings", "detail", { orgId }] as const,
  },
  billing: {
    all: ["billing"] as const,
    settings: (orgId: string) => ["billing", "settings", { orgId }] as const,
    summary: (orgId: string) => ["billing", "summary", { orgId }] as const,
    report: (orgId: string) => ["billing", "report", { orgId }] as const,
    account: (orgId: string, propertyId: string) =>
      ["billing", "account", { orgId, propertyId }] as const,
    ledger: (orgId: string, propertyId: string) =>
      ["billing", "ledger", { orgId, propertyId }] as const,
  },
  /** Events: lists, months of the calendar, one event, its replies, the caller's own, the feed. */
  events: {
    ...itemKeys("events"),
    month: (orgId: string, month: string) => ["events", "month", { orgId, month }] as const,
    rsvps: (orgId: string, eventId: string) => ["events", "rsvps", { orgId, eventId }] as const,
    ownRsvp: (orgId: string, eventId: string) => ["events", "ownRsvp", { orgId, eventId }] as const,
    feed: (orgId: string) => ["events", "feed", { orgId }] as const,
  },
  documents: itemKeys("documents"),
  /** Violations: lists, one violation, its timeline and its category's past decisions. */
  violations: {
    ...itemKeys("violations"),
    timeline: (orgId: string, violationId: string) =>
      ["violations", "timeline", { orgId, violationId }] as const,
    consistency: (orgId: string, violationId: string) =>
      ["violations", "consistency", { orgId, violationId }] as const,
  },
  /** Amenities: lists, one amenity, a stretch of its calendar. */
  amenities: {
    ...itemKeys("amenities"),
    calendar: (orgId: string, amenityId: string, from: string, to: string) =>
      ["amenities", "calendar", { orgId, amenityId, from, to }] as const,
  },
  /** The board's bookings of every amenity (and blocked time). */
  bookings: itemKeys("bookings"),
  /** A violation's photo as bytes (never changes; kept apart so a violation's reads leave it). */
  violationPhotos: {
    all: ["violationPhotos"] as const,
    photo: (orgId: string, violationId: string, photoId: string) =>
      ["violationPhotos", "photo", { orgId, violationId, photoId }] as const,
  },
  /** Architectural requests: lists, one request, its timeline; a file's bytes kept apart. */
  architecturalRequests: {
    ...itemKeys("architecturalRequests"),
    timeline: (orgId: string, requestId: string) =>
      ["architecturalRequests", "timeline", { orgId, requestId }] as const,
  },
  architecturalFiles: {
    file: (orgId: string, requestId: string, fileId: string) =>
      ["architecturalFiles", "file", { orgId, requestId, fileId }] as const,
  },
  /** The organization's architectural review procedure (one per organization). */
  architecturalSettings: {
    all: ["architecturalSettings"] as const,
    detail: (orgId: string) => ["architecturalSettings", "detail", { orgId }] as const,
  },
  /** The requests of the signed-in resident's household (the portal), and one with its timeline. */
  ownArchitecturalRequests: {
    all: ["ownArchitecturalRequests"] as const,
    list: (orgId: string) => ["ownArchitecturalRequests", "list", { orgId }] as const,
    detail: (orgId: string, requestId: string) =>
      ["ownArchitecturalRequests", "detail", { orgId, requestId }] as const,
  },
  /** The board's elections (counts only) and their rules. */
  elections: itemKeys("elections"),
  electionSettings: {
    all: ["electionSettings"] as const,
    detail: (orgId: string) => ["electionSettings", "detail", { orgId }] as const,
  },
  /**
   * The elections the household votes in (the portal), one, the proxies the caller holds and the
   * caller's nominations.
   */
  ownElections: {
    all: ["ownElections"] as const,
    list: (orgId: string) => ["ownElections", "list", { orgId }] as const,
    detail: (orgId: string, electionId: string) =>
      ["ownElections", "detail", { orgId, electionId }] as const,
    proxies: (orgId: string, electionId: string) =>
      ["ownElections", "proxies", { orgId, electionId }] as const,
    properties: (orgId: string, electionId: string) =>
      ["ownElections", "properties", { orgId, electionId }] as const,
    holders: (orgId: string, electionId: string) =>
      ["ownElections", "holders", { orgId, electionId }] as const,
    nominations: (orgId: string, electionId: string) =>
      ["ownElections", "nominations", { orgId, electionId }] as const,
  },
  /** A property's modification record: the changes the association approved. */
  modifications: {
    all: ["modifications"] as const,
    list: (orgId: string, propertyId: string) =>
      ["modifications", "list", { orgId, propertyId }] as const,
  },
  media: {
    all: ["media"] as const,
    albums: (orgId: string, query: object) => ["media", "albums", { orgId, ...query }] as const,
    album: (orgId: string, albumId: string) => ["media", "album", { orgId, albumId }] as const,
    items: (orgId: string, albumId: string) => ["media", "items", { orgId, albumId }] as const,
    link: (orgId: string, albumId: string) => ["media", "link", { orgId, albumId }] as const,
  },
  audit: itemKeys("audit"),
};
