import { TICKET_PRIORITIES, TICKET_STATUSES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema } from "../../http/openapi.js";

const person = v.object({ uid: v.string(), name: v.string() });

export const ticketSchema = v.pipe(
  v.object({
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
    assignee: v.nullable(person),
    /** Who entered it (an administrator, or the member it is from). */
    createdBy: person,
    /** ISO 8601. */
    createdAt: timeSchema,
    /** ISO 8601. */
    updatedAt: timeSchema,
    /** ISO 8601, while the ticket is resolved. */
    resolvedAt: v.nullable(timeSchema),
    version: v.number(),
  }),
  v.metadata({ ref: "Ticket" }),
);
export type Ticket = v.InferOutput<typeof ticketSchema>;

export const TICKET_COMMENT_KINDS = ["comment", "event"] as const;

export const ticketCommentSchema = v.pipe(
  v.object({
    id: v.string(),
    /** A person's comment, or an event the ticket went through (a new status, assignee...). */
    kind: v.picklist(TICKET_COMMENT_KINDS),
    author: person,
    body: v.string(),
    /** ISO 8601. */
    createdAt: timeSchema,
  }),
  v.metadata({ ref: "TicketComment" }),
);
export type TicketComment = v.InferOutput<typeof ticketCommentSchema>;

/** How many tickets are in each status (a member: of the tickets they entered). */
export const ticketSummarySchema = v.pipe(
  v.object({ open: v.number(), inProgress: v.number(), resolved: v.number() }),
  v.metadata({ ref: "TicketSummary" }),
);
export type TicketSummary = v.InferOutput<typeof ticketSummarySchema>;
