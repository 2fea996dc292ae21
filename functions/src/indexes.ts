import {
  ANNOUNCEMENT_LIST_SORTS,
  AUDIT_LIST_SORTS,
  COMMUNICATION_LIST_SORTS,
  DELIVERY_LIST_SORTS,
  DOCUMENT_LIST_SORTS,
  EVENT_LIST_SORTS,
  RSVP_LIST_SORTS,
  INVITATION_LIST_SORTS,
  MEMBER_LIST_SORTS,
  PROPERTY_LIST_SORTS,
  RESIDENT_LIST_SORTS,
  TICKET_LIST_SORTS,
} from "@hoa/validation";
import { mailIndexes } from "./mail/dispatcher.js";
import { pendingSummaryOverrides } from "./mail/summaries.js";
import { billingDueOverrides } from "./resources/billing/jobs.js";
import { reminderDueOverrides } from "./resources/events/reminders.js";
import { jobIndexes } from "./scheduler/jobs.js";
import {
  announcementListDefinition,
  inboxListDefinition,
} from "./resources/announcements/store.js";
import { keywordSetOverrides } from "./platform/keywords.js";
import { idempotencyKeyOverrides } from "./platform/once.js";
import { KEYWORDS_FIELD, listIndexes, type ListDefinition } from "./platform/lists.js";
import {
  communicationListDefinition,
  deliveryListDefinition,
} from "./resources/communications/store.js";
import { auditListDefinition } from "./resources/audit/store.js";
import { documentListDefinition } from "./resources/documents/store.js";
import { rsvpListDefinition } from "./resources/events/rsvps.js";
import { eventListDefinition } from "./resources/events/store.js";
import {
  invitationExpiryIndexes,
  invitationListDefinition,
} from "./resources/invitations/store.js";
import { memberListDefinition } from "./resources/members/store.js";
import { propertyListDefinition } from "./resources/properties/store.js";
import {
  memberResidentListDefinition,
  residentListDefinition,
} from "./resources/residents/store.js";
import { ownTicketListDefinition, ticketListDefinition } from "./resources/tickets/store.js";

/** The lists a search (`q`) reads, by collection group. */
const searchedLists: [string, Pick<ListDefinition<unknown>, "searchable" | "searchField">][] = [
  ["members", memberListDefinition],
  ["properties", propertyListDefinition],
  ["residents", residentListDefinition],
  ["residents", memberResidentListDefinition],
  ["invitations", invitationListDefinition(new Date(0))],
  ["tickets", ticketListDefinition],
  ["announcements", announcementListDefinition],
  ["documents", documentListDefinition],
  ["events", eventListDefinition],
  ["communications", communicationListDefinition],
];

/** The keyword maps, which only the emulator's queries read (see `KeywordSearch`): not indexed. */
function keywordMapOverrides() {
  const fields = new Map<string, Set<string>>();
  for (const [group, definition] of searchedLists) {
    if (!definition.searchable) continue;
    const set = fields.get(group) ?? new Set<string>();
    set.add(definition.searchField ?? KEYWORDS_FIELD);
    fields.set(group, set);
  }
  return [...fields].flatMap(([group, names]) => keywordSetOverrides(group, [...names]));
}

/**
 * `firestore.indexes.json`: every composite index the lists' queries need, and the fields Cloud
 * Firestore need not index.
 */
export function firestoreIndexes() {
  return {
    indexes: [
      ...listIndexes("members", memberListDefinition, MEMBER_LIST_SORTS),
      ...listIndexes("audit", auditListDefinition, AUDIT_LIST_SORTS),
      ...listIndexes("properties", propertyListDefinition, PROPERTY_LIST_SORTS),
      ...listIndexes("residents", residentListDefinition, RESIDENT_LIST_SORTS),
      // A member's search: only the condition the administrators' list lacks.
      ...listIndexes(
        "residents",
        { ...memberResidentListDefinition, filters: {} },
        RESIDENT_LIST_SORTS,
      ),
      // Also serves the query that marks pending invitations expired (status, expiresAt).
      ...listIndexes("invitations", invitationListDefinition(new Date(0)), INVITATION_LIST_SORTS),
      ...listIndexes("tickets", ticketListDefinition, TICKET_LIST_SORTS),
      // A member's own tickets: only the condition the administrators' list lacks.
      ...listIndexes(
        "tickets",
        { ...ownTicketListDefinition, filters: { createdByUid: "createdBy.uid" } },
        TICKET_LIST_SORTS,
      ),
      ...listIndexes("announcements", announcementListDefinition, ANNOUNCEMENT_LIST_SORTS),
      ...listIndexes("announcements", inboxListDefinition, ["-publishedAt"]),
      ...listIndexes("documents", documentListDefinition, DOCUMENT_LIST_SORTS),
      // Also serves the feed (scheduled events from today on).
      ...listIndexes("events", eventListDefinition, EVENT_LIST_SORTS),
      // Also serves the waiting list in order and a place in line.
      ...listIndexes("rsvps", rsvpListDefinition, RSVP_LIST_SORTS),
      ...listIndexes("communications", communicationListDefinition, COMMUNICATION_LIST_SORTS),
      // A communication's emails: always by its ref, optionally by state.
      ...listIndexes("mail", deliveryListDefinition, DELIVERY_LIST_SORTS),
      ...mailIndexes,
      ...jobIndexes,
      ...invitationExpiryIndexes,
    ],
    fieldOverrides: [
      ...keywordMapOverrides(),
      ...billingDueOverrides,
      ...reminderDueOverrides,
      ...pendingSummaryOverrides,
      ...idempotencyKeyOverrides,
    ],
  };
}
