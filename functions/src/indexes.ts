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
import {
  documentListDefinition,
  memberDocumentListDefinition,
} from "./resources/documents/store.js";
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
 * Firestore need not index. The lists' share follows their `ListOrder` (see `listIndexes`); an
 * index two lists need is declared once.
 */
export function firestoreIndexes() {
  const indexes = [
    ...listIndexes("members", memberListDefinition),
    ...listIndexes("audit", auditListDefinition),
    ...listIndexes("properties", propertyListDefinition),
    ...listIndexes("residents", residentListDefinition),
    // A member's search: the same list searched in the keywords members may see.
    ...listIndexes("residents", memberResidentListDefinition),
    ...listIndexes("invitations", invitationListDefinition(new Date(0))),
    ...listIndexes("tickets", ticketListDefinition),
    // A member's own tickets.
    ...listIndexes("tickets", ownTicketListDefinition),
    ...listIndexes("announcements", announcementListDefinition),
    ...listIndexes("announcements", inboxListDefinition),
    ...listIndexes("documents", documentListDefinition),
    // The documents for all members, as a member off the board lists them.
    ...listIndexes("documents", memberDocumentListDefinition),
    // Also serves the feed (scheduled events from today on).
    ...listIndexes("events", eventListDefinition),
    // Also serves the waiting list in order and a place in line.
    ...listIndexes("rsvps", rsvpListDefinition),
    ...listIndexes("communications", communicationListDefinition),
    // A communication's emails: always by its ref, optionally by state.
    ...listIndexes("mail", deliveryListDefinition),
    ...mailIndexes,
    ...jobIndexes,
    ...invitationExpiryIndexes,
  ];
  return {
    indexes: [...new Map(indexes.map((index) => [JSON.stringify(index), index])).values()],
    fieldOverrides: [
      ...keywordMapOverrides(),
      ...billingDueOverrides,
      ...reminderDueOverrides,
      ...pendingSummaryOverrides,
      ...idempotencyKeyOverrides,
    ],
  };
}
