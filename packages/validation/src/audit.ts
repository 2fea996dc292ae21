import * as v from "valibot";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { text } from "./schema.js";
import { GENERAL_RULE_SETTING_FIELDS } from "./violation-settings.js";

/** What an audit entry records was done to an item. */
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of item the audit trail speaks of (the collection they live in), each with its name in
 * the activity's filter, the noun its entries are told with ("Changed property 10 Elm Street"; ""
 * for items whose entries name themselves) and the fields its entries speak of, in the order they
 * are listed: the API writes its entries with them and the demo data makes up its history with
 * them. A new resource adds its entry here, and the trail, its filter and its wording follow.
 */
export const AUDITED_RESOURCES = {
  organization: {
    label: "Organization",
    noun: "the organization",
    fields: [
      "name",
      "description",
      "timeZone",
      "sessionTimeout",
      "requireTwoFactor",
      "alertOnNewSignIn",
      "notifyNewResidents",
      "notifySupportTickets",
      "notifyPayments",
      "notifyWeeklySummary",
    ],
  },
  members: {
    label: "Members",
    noun: "member",
    fields: ["email", "displayName", "role", "permissions"],
  },
  properties: {
    label: "Properties",
    noun: "property",
    fields: ["address", "unit", "type", "percentageInterest", "status"],
  },
  residents: {
    label: "Residents",
    noun: "resident",
    fields: [
      "name",
      "email",
      "phone",
      "propertyId",
      "unit",
      "relationship",
      "boardMember",
      "status",
      "privacy",
      "emailOptOut",
      "reminderOptOut",
    ],
  },
  invitations: {
    label: "Invitations",
    noun: "invitation",
    fields: ["email", "role", "status", "sentAt", "expiresAt"],
  },
  tickets: {
    label: "Support tickets",
    noun: "ticket",
    fields: ["number", "subject", "from", "status", "priority", "assignee"],
  },
  billing: {
    label: "Billing",
    // Billing entries name themselves ("payment for 10 Elm Street", "billing settings").
    noun: "",
    fields: [
      "monthlyFee",
      "lateFee",
      "dueDay",
      "graceDays",
      "paymentMethods",
      "propertyId",
      "kind",
      "amount",
      "date",
      "method",
      "reference",
      "memo",
      "reverses",
    ],
  },
  announcements: {
    label: "Announcements",
    noun: "announcement",
    fields: ["title", "priority", "audience", "status", "publishAt"],
  },
  documents: {
    label: "Documents",
    noun: "document",
    fields: ["title", "category", "description", "visibility", "file"],
  },
  events: {
    label: "Events",
    noun: "event",
    fields: [
      "title",
      "type",
      "location",
      "date",
      "time",
      "maxAttendees",
      "description",
      "status",
      "rsvp",
      "calendarFeed",
    ],
  },
  media: {
    label: "Media",
    // Media entries name themselves ("album Pool opening", "photo in Pool opening").
    noun: "",
    fields: ["title", "description", "caption", "file"],
  },
  violationCategories: {
    label: "Violation categories",
    noun: "violation category",
    fields: ["name", "rule", "description", "cureDays", "fine"],
  },
  violations: {
    label: "Violations",
    // Violation entries name themselves ("Violation 12: Parking at 10 Oak Lane, 2").
    noun: "",
    fields: ["property", "category", "observedOn", "status", "hearing", "decision", "fine"],
  },
  violationSettings: {
    label: "Violation rules",
    noun: "violation rules",
    fields: ["ruleSet", ...GENERAL_RULE_SETTING_FIELDS],
  },
  architecturalRequests: {
    label: "Architectural review",
    // Request entries name themselves ("Architectural request 3: Fence at 10 Oak Lane").
    noun: "",
    fields: [
      "property",
      "category",
      "title",
      "description",
      "plannedStart",
      "plannedEnd",
      "contractor",
      "status",
      "decision",
    ],
  },
  architecturalReviewSettings: {
    label: "Architectural review settings",
    noun: "architectural review settings",
    fields: ["committee", "directors", "responseDays", "deadlineOutcome"],
  },
  electionSettings: {
    label: "Election rules",
    noun: "election rules",
    fields: [
      "ruleSet",
      "quorumBasisPoints",
      "electronicVoting",
      "electronicConsent",
      "nominationNoticeDays",
      "ballotNoticeDays",
      "resultsNoticeDays",
      "retentionYears",
      "reconvenedQuorumBasisPoints",
      "reconvenedDaysLater",
    ],
  },
  elections: {
    label: "Elections",
    noun: "election",
    fields: [
      "title",
      "question",
      "vote",
      "nominationNoticeAt",
      "nominationDeadline",
      "ballotsOutAt",
      "votingDeadline",
      "resultsNoticeAt",
      "inspector",
      "status",
      "electorate",
      "roll",
      "nominations",
      "certificate",
      "resultsNotice",
    ],
  },
  amenities: {
    label: "Amenities",
    noun: "amenity",
    fields: [
      "name",
      "description",
      "location",
      "slotMinutes",
      "opens",
      "closes",
      "days",
      "capacity",
      "limits",
      "bookAheadDays",
      "minNoticeHours",
      "cancelHours",
      "approval",
      "fee",
      "deposit",
      "terms",
      "termsVersion",
      "active",
    ],
  },
  bookings: {
    label: "Amenity bookings",
    // Booking entries name themselves ("Clubhouse booking, Sat 12 Dec 2026 6:00 PM for 10 Oak Lane").
    noun: "",
    fields: ["amenity", "property", "date", "start", "status", "reason", "deposit", "kept"],
  },
} as const satisfies Record<string, { label: string; noun: string; fields: readonly string[] }>;

export type AuditResource = keyof typeof AUDITED_RESOURCES;
export const AUDIT_RESOURCES = Object.keys(AUDITED_RESOURCES) as [
  AuditResource,
  ...AuditResource[],
];

/** The fields an audit entry of each kind of item speaks of (`AUDITED_RESOURCES`). */
export const AUDITED_FIELDS = Object.fromEntries(
  AUDIT_RESOURCES.map((resource) => [resource, AUDITED_RESOURCES[resource].fields]),
) as { readonly [R in AuditResource]: (typeof AUDITED_RESOURCES)[R]["fields"] };

export const AUDIT_LIST_SORTS = ["-at"] as const;
export const AUDIT_LIST_ORDER = listOrder({ sorts: AUDIT_LIST_SORTS, defaultSort: "-at" });

/** A document id an audit entry names (`resourceId`). */
export const AUDIT_RESOURCE_ID_MAX_LENGTH = 128;

/**
 * `GET /api/orgs/{orgId}/audit`: newest first, filtered by kind of item and of change, and by
 * the item itself (`resourceId`, so an item's page can show its own activity).
 */
export const auditListQuerySchema = listQuerySchema({
  order: AUDIT_LIST_ORDER,
  searchable: false,
  filters: { resource: AUDIT_RESOURCES, action: AUDIT_ACTIONS },
  moreFilters: {
    resourceId: v.optional(
      v.pipe(
        text(messages.listFilterInvalid),
        v.nonEmpty(messages.listFilterInvalid),
        v.maxLength(AUDIT_RESOURCE_ID_MAX_LENGTH, messages.listFilterInvalid),
      ),
    ),
  },
});
