import * as v from "valibot";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text } from "./schema.js";
import { searchKeywords } from "./search.js";

/** A support ticket's status (spec §3: Open, In Progress, Resolved). */
export const TICKET_STATUSES = ["open", "inProgress", "resolved"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: "Open",
  inProgress: "In Progress",
  resolved: "Resolved",
};

/** A support ticket's priority (spec §3: Low, Medium, High). */
export const TICKET_PRIORITIES = ["low", "medium", "high"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_PRIORITY_LABELS: Readonly<Record<TicketPriority, string>> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const DEFAULT_TICKET_PRIORITY: TicketPriority = "medium";

/**
 * The workflow: work starts on an open ticket, an open or started one is resolved, and a resolved
 * one is reopened. Work that stopped goes back to Open.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ["inProgress", "resolved"],
  inProgress: ["open", "resolved"],
  resolved: ["open"],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean =>
  from === to || TICKET_TRANSITIONS[from].includes(to);

/** Sorting orders priorities and statuses by their meaning, not by their spelling. */
export const TICKET_PRIORITY_RANK: Readonly<Record<TicketPriority, number>> = {
  low: 1,
  medium: 2,
  high: 3,
};
export const TICKET_STATUS_RANK: Readonly<Record<TicketStatus, number>> = {
  open: 1,
  inProgress: 2,
  resolved: 3,
};

export const TICKET_SUBJECT_MAX_LENGTH = 200;
export const TICKET_TEXT_MAX_LENGTH = 5000;
/** Firestore ids and Firebase uids are at most this long here. */
const REFERENCE_MAX_LENGTH = 128;

const subjectSchema = v.pipe(
  requiredText(messages.ticketSubjectRequired),
  maxCharacters(TICKET_SUBJECT_MAX_LENGTH, messages.ticketSubjectTooLong),
);

const reference = (message: string) =>
  v.pipe(text(message), v.trim(), v.nonEmpty(message), v.maxLength(REFERENCE_MAX_LENGTH, message));

const ticketFields = {
  subject: subjectSchema,
  description: v.pipe(
    optionalText(messages.ticketDescriptionNotText),
    maxCharacters(TICKET_TEXT_MAX_LENGTH, messages.ticketDescriptionTooLong),
  ),
  priority: v.optional(
    v.picklist(TICKET_PRIORITIES, messages.ticketPriorityInvalid),
    DEFAULT_TICKET_PRIORITY,
  ),
};

/**
 * `POST /api/orgs/{orgId}/tickets` by an administrator: the ticket is from a resident of the
 * directory, whom `residentId` names (required: "Choose the resident the ticket is from").
 */
export const administratorTicketRequestSchema = v.pipe(
  v.object(
    { ...ticketFields, residentId: reference(messages.ticketResidentRequired) },
    messages.requestBodyNotObject,
  ),
  v.title("AdministratorTicketRequest"),
  v.description(
    "An administrator's ticket: from the resident of the directory that residentId names (required)",
  ),
);

/**
 * `POST /api/orgs/{orgId}/tickets` by a member (not an administrator): the ticket is from
 * themselves, so it names no resident (a `residentId` sent is not read).
 */
export const memberTicketRequestSchema = v.pipe(
  v.object(ticketFields, messages.requestBodyNotObject),
  v.title("MemberTicketRequest"),
  v.description("A member's ticket: from themselves; residentId is not needed and not read"),
);

/**
 * What `POST /api/orgs/{orgId}/tickets` takes, as its OpenAPI document says: an administrator's
 * request or a member's. The API checks each caller's request with their role's schema.
 */
export const createTicketRequestSchema = v.union([
  administratorTicketRequestSchema,
  memberTicketRequestSchema,
]);
export type AdministratorTicketRequest = v.InferOutput<typeof administratorTicketRequestSchema>;
export type MemberTicketRequest = v.InferOutput<typeof memberTicketRequestSchema>;
/** Either request as the API reads it: `residentId` is an administrator's. */
export type CreateTicketRequest = MemberTicketRequest & { residentId?: string };
export type CreateTicketRequestInput = v.InferInput<typeof createTicketRequestSchema>;

/** `PATCH /api/orgs/{orgId}/tickets/{ticketId}` (administrators): any of these. */
export const updateTicketRequestSchema = v.object(
  {
    subject: v.optional(subjectSchema),
    status: v.optional(v.picklist(TICKET_STATUSES, messages.ticketStatusInvalid)),
    priority: v.optional(v.picklist(TICKET_PRIORITIES, messages.ticketPriorityInvalid)),
    /** A member's uid, or null for nobody. */
    assigneeUid: v.optional(v.nullable(reference(messages.ticketAssigneeInvalid))),
  },
  messages.requestBodyNotObject,
);
export type UpdateTicketRequest = v.InferOutput<typeof updateTicketRequestSchema>;

/** `POST /api/orgs/{orgId}/tickets/{ticketId}/comments`. */
export const createTicketCommentRequestSchema = v.object(
  {
    body: v.pipe(
      requiredText(messages.ticketCommentRequired),
      maxCharacters(TICKET_TEXT_MAX_LENGTH, messages.ticketCommentTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type CreateTicketCommentRequest = v.InferOutput<typeof createTicketCommentRequestSchema>;

/** By number, which is the order of creation too (tickets are numbered as they are created). */
export const TICKET_LIST_SORTS = [
  "-number",
  "number",
  "-priority",
  "priority",
  "status",
  "-status",
] as const;

/** Newest first (default), by priority or status; by number or priority while filtered. */
export const TICKET_LIST_ORDER = listOrder({
  sorts: TICKET_LIST_SORTS,
  defaultSort: "-number",
  filteredSorts: ["-number", "number", "-priority", "priority"],
});

/**
 * `GET /api/orgs/{orgId}/tickets`: newest number first (default), by priority or status;
 * filtered by status and priority; searched by subject, number and who it is from.
 */
export const ticketListQuerySchema = listQuerySchema({
  order: TICKET_LIST_ORDER,
  searchable: true,
  filters: { status: TICKET_STATUSES, priority: TICKET_PRIORITIES },
});

export const TICKET_COMMENT_LIST_SORTS = ["createdAt"] as const;

export const TICKET_COMMENT_LIST_ORDER = listOrder({
  sorts: TICKET_COMMENT_LIST_SORTS,
  defaultSort: "createdAt",
});

/** `GET .../tickets/{ticketId}/comments`: the conversation, oldest first. */
export const ticketCommentListQuerySchema = listQuerySchema({
  order: TICKET_COMMENT_LIST_ORDER,
  searchable: false,
  filters: {},
});

/** The words a ticket is found by: its subject, its number and who it is from. */
export function ticketKeywords(ticket: { number: number; subject: string; fromName: string }) {
  return searchKeywords([ticket.subject, String(ticket.number), ticket.fromName]);
}
