import type { AuditResource } from "./audit.js";
import { ANNOUNCEMENT_STATUS_LABELS } from "./announcements.js";
import { DUE_DAY_LABELS, LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS } from "./billing.js";
import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_VISIBILITY_LABELS } from "./documents.js";
import { EVENT_STATUS_LABELS, RSVP_STATUS_LABELS, RSVP_STATUSES } from "./events.js";
import { INVITATION_STATUS_LABELS } from "./invitations.js";
import { ROLE_LABELS } from "./roles.js";
import { SESSION_TIMEOUT_LABELS } from "./settings.js";
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "./tickets.js";
import { TIME_ZONE_LABELS } from "./time-zones.js";
import { VIOLATION_DECISION_LABELS, VIOLATION_STATUS_LABELS } from "./violations.js";

type Labels = Readonly<Record<string, string>>;

/** Field names the words of their camel case would not say well. */
const FIELD_NAMES: Labels = {
  rsvp: "RSVP",
  propertyId: "Property",
  requireTwoFactor: "Require two-factor sign-in for admins",
  alertOnNewSignIn: "Email admins about sign-ins from new devices",
  maxAttendees: "Seats",
};

/**
 * The product's words for the stored values of each kind of item's fields: an audit entry keeps
 * what was stored ("inProgress"), the activity shows what the screens say ("In Progress").
 */
const VALUE_LABELS: { readonly [R in AuditResource]?: Readonly<Record<string, Labels>> } = {
  organization: { sessionTimeout: SESSION_TIMEOUT_LABELS, timeZone: TIME_ZONE_LABELS },
  members: { role: ROLE_LABELS, permissions: ROLE_LABELS },
  invitations: { role: ROLE_LABELS, status: INVITATION_STATUS_LABELS },
  tickets: { status: TICKET_STATUS_LABELS, priority: TICKET_PRIORITY_LABELS },
  billing: {
    kind: LEDGER_KIND_LABELS,
    method: PAYMENT_METHOD_LABELS,
    paymentMethods: PAYMENT_METHOD_LABELS,
    dueDay: DUE_DAY_LABELS,
  },
  announcements: { status: ANNOUNCEMENT_STATUS_LABELS },
  documents: { category: DOCUMENT_CATEGORY_LABELS, visibility: DOCUMENT_VISIBILITY_LABELS },
  events: { status: EVENT_STATUS_LABELS },
  violations: { status: VIOLATION_STATUS_LABELS, decision: VIOLATION_DECISION_LABELS },
};

/** An audited field's name as a sentence starts it: "timeZone" is "Time zone". */
export function auditFieldLabel(field: string): string {
  const named = FIELD_NAMES[field];
  if (named !== undefined) return named;
  const words = field.replace(/([a-z0-9])([A-Z])/gu, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A reply as the trail keeps it: "Dana Reyes: waitlisted #1 (+2)". */
const RSVP_PATTERN = new RegExp(
  `^(.*): (${RSVP_STATUSES.join("|")})((?: #\\d+)?(?: \\(\\+\\d+\\))?)$`,
  "u",
);

function wordRsvp(value: string): string {
  const match = RSVP_PATTERN.exec(value);
  if (!match) return value;
  const [, person, status, rest] = match;
  return `${person}: ${RSVP_STATUS_LABELS[status as keyof typeof RSVP_STATUS_LABELS]}${rest}`;
}

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

/**
 * A field's stored value in the product's words, or `null` when it holds nothing (the activity
 * says "none", or leaves the field out).
 *
 * @example
 * auditValueText("tickets", "status", "inProgress"); // "In Progress"
 * auditValueText("organization", "requireTwoFactor", true); // "Yes"
 */
export function auditValueText(
  resource: AuditResource,
  field: string,
  value: unknown,
): string | null {
  if (isEmpty(value)) return null;
  const labels = VALUE_LABELS[resource]?.[field];
  if (typeof value === "string") {
    if (resource === "events" && field === "rsvp") return wordRsvp(value);
    return labels?.[value] ?? value;
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    return value
      .map((item) => auditValueText(resource, field, item))
      .filter((text) => text !== null)
      .join(", ");
  }
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
      const text = auditValueText(resource, key, inner);
      return text === null ? [] : [`${auditFieldLabel(key)}: ${text}`];
    });
    return parts.length === 0 ? null : parts.join(", ");
  }
  return labels?.[String(value)] ?? String(value);
}
