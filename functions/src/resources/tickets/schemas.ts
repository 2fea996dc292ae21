import { TICKET_PRIORITIES, TICKET_STATUSES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, namedObject, personSchema } from "../../http/openapi.js";

export const ticketSchema = namedObject("Ticket", {
  id: v.string(),
  /** Sequential per organization, from 1. */
  number: v.number(),
  subject: v.string(),
  description: v.string(),
  /** The resident it is from (`residentId` null when the sender is not in the directory). */
  from: v.object({ residentId: v.nullable(v.string()), name: v.string() }),
  status: v.picklist(TICKET_STATUSES),
  priority: v.picklist(TICKET_PRIORITIES),
  /** The member working on it, or null. */
  assignee: v.nullable(personSchema),
  /** Who entered it (an administrator, or the member it is from). */
  createdBy: personSchema,
  /** ISO 8601. */
  createdAt: timeSchema,
  /** ISO 8601. */
  updatedAt: timeSchema,
  /** ISO 8601, while the ticket is resolved. */
  resolvedAt: v.nullable(timeSchema),
  version: v.number(),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;

export const TICKET_COMMENT_KINDS = ["comment", "event"] as const;

export const ticketCommentSchema = namedObject("TicketComment", {
  id: v.string(),
  /** A person's comment, or an event the ticket went through (a new status, assignee...). */
  kind: v.picklist(TICKET_COMMENT_KINDS),
  author: personSchema,
  body: v.string(),
  /** ISO 8601. */
  createdAt: timeSchema,
});
export type TicketComment = v.InferOutput<typeof ticketCommentSchema>;

/** How many tickets are in each status (a member: of the tickets they entered). */
export const ticketSummarySchema = namedObject("TicketSummary", {
  open: v.number(),
  inProgress: v.number(),
  resolved: v.number(),
});
export type TicketSummary = v.InferOutput<typeof ticketSummarySchema>;
