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
  members: {
    all: ["members"] as const,
    list: (orgId: string, query: object) => ["members", "list", { orgId, ...query }] as const,
  },
  properties: {
    all: ["properties"] as const,
    list: (orgId: string, query: object) => ["properties", "list", { orgId, ...query }] as const,
    detail: (orgId: string, propertyId: string) =>
      ["properties", "detail", { orgId, propertyId }] as const,
  },
  residents: {
    all: ["residents"] as const,
    list: (orgId: string, query: object) => ["residents", "list", { orgId, ...query }] as const,
    detail: (orgId: string, residentId: string) =>
      ["residents", "detail", { orgId, residentId }] as const,
  },
  /** Counts of the directory; it changes with every property or resident change. */
  directorySummary: {
    detail: (orgId: string) => ["properties", "summary", { orgId }] as const,
  },
  invitations: {
    all: ["invitations"] as const,
    list: (orgId: string, query: object) => ["invitations", "list", { orgId, ...query }] as const,
    summary: (orgId: string) => ["invitations", "summary", { orgId }] as const,
  },
  /** An invitation as its link's opener sees it (apart from the organization's invitations). */
  invitationLinks: {
    detail: (token: string) => ["invitationLinks", "detail", { token }] as const,
  },
  announcements: {
    all: ["announcements"] as const,
    list: (orgId: string, query: object) => ["announcements", "list", { orgId, ...query }] as const,
    detail: (orgId: string, announcementId: string) =>
      ["announcements", "detail", { orgId, announcementId }] as const,
    inbox: (orgId: string, query: object) =>
      ["announcements", "inbox", { orgId, ...query }] as const,
    inboxItem: (orgId: string, announcementId: string) =>
      ["announcements", "inboxItem", { orgId, announcementId }] as const,
  },
  communications: {
    all: ["communications"] as const,
    list: (orgId: string, query: object) =>
      ["communications", "list", { orgId, ...query }] as const,
    detail: (orgId: string, communicationId: string) =>
      ["communications", "detail", { orgId, communicationId }] as const,
    deliveries: (orgId: string, query: object) =>
      ["communications", "deliveries", { orgId, ...query }] as const,
  },
  tickets: {
    all: ["tickets"] as const,
    list: (orgId: string, query: object) => ["tickets", "list", { orgId, ...query }] as const,
    detail: (orgId: string, ticketId: string) =>
      ["tickets", "detail", { orgId, ticketId }] as const,
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
    all: ["events"] as const,
    list: (orgId: string, query: object) => ["events", "list", { orgId, ...query }] as const,
    month: (orgId: string, month: string) => ["events", "month", { orgId, month }] as const,
    detail: (orgId: string, eventId: string) => ["events", "detail", { orgId, eventId }] as const,
    rsvps: (orgId: string, eventId: string) => ["events", "rsvps", { orgId, eventId }] as const,
    ownRsvp: (orgId: string, eventId: string) => ["events", "ownRsvp", { orgId, eventId }] as const,
    feed: (orgId: string) => ["events", "feed", { orgId }] as const,
  },
  documents: {
    all: ["documents"] as const,
    list: (orgId: string, query: object) => ["documents", "list", { orgId, ...query }] as const,
    detail: (orgId: string, documentId: string) =>
      ["documents", "detail", { orgId, documentId }] as const,
  },
  media: {
    all: ["media"] as const,
    albums: (orgId: string, query: object) => ["media", "albums", { orgId, ...query }] as const,
    album: (orgId: string, albumId: string) => ["media", "album", { orgId, albumId }] as const,
    items: (orgId: string, albumId: string) => ["media", "items", { orgId, albumId }] as const,
    link: (orgId: string, albumId: string) => ["media", "link", { orgId, albumId }] as const,
  },
  audit: {
    all: ["audit"] as const,
    list: (orgId: string, query: object) => ["audit", "list", { orgId, ...query }] as const,
  },
};
