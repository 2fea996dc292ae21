import * as v from "valibot";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { text } from "./schema.js";

/** What an audit entry records was done to an item. */
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of item the audit trail speaks of (the collection they live in). */
export const AUDIT_RESOURCES = [
  "organization",
  "members",
  "properties",
  "residents",
  "invitations",
  "tickets",
  "billing",
  "announcements",
  "documents",
  "events",
  "media",
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/**
 * The fields an audit entry of each kind of item speaks of, in the order it lists them: the API
 * writes its entries with them and the demo data makes up its history with them.
 */
export const AUDITED_FIELDS = {
  properties: ["address", "unit", "type", "status"],
  residents: [
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
  members: ["email", "displayName", "role", "permissions"],
  organization: [
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
  invitations: ["email", "role", "status", "sentAt", "expiresAt"],
  tickets: ["number", "subject", "from", "status", "priority", "assignee"],
  announcements: ["title", "priority", "audience", "status", "publishAt"],
  documents: ["title", "category", "description", "visibility", "file"],
  events: [
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
  media: ["title", "description", "caption", "file"],
  billing: [
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
} as const satisfies Record<AuditResource, readonly string[]>;

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
