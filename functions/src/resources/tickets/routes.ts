import {
  administratorTicketRequestSchema,
  createTicketCommentRequestSchema,
  createTicketRequestSchema,
  memberTicketRequestSchema,
  messages,
  ticketCommentListQuerySchema,
  ticketListQuerySchema,
  updateTicketRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { pageOf } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { ticketCommentSchema, ticketSchema, ticketSummarySchema } from "./schemas.js";
import {
  addTicketComment,
  createTicket,
  getTicket,
  listTicketComments,
  listTickets,
  ticketSummary,
  updateTicket,
} from "./store.js";

const tag = "Support tickets";

export function ticketRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/tickets",
    tag,
    operationId: "listTickets",
    summary:
      "Support tickets, newest first, sorted by number, date, priority or status, filtered by status and priority, searchable by subject, number and sender (a member sees the tickets they entered)",
    access: "resident",
    query: ticketListQuerySchema,
    item: ticketSchema,
    read: { byCaller: listTickets },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/tickets",
    tag,
    operationId: "createTicket",
    summary:
      "Open a ticket with the organization's next number: an administrator names the resident it is from (AdministratorTicketRequest, residentId required); a member's ticket is from themselves (MemberTicketRequest). Administrators are emailed while Support tickets notifications are on. With an Idempotency-Key, the same key and body again answer the ticket opened the first time, with no second number or email (409 if the key was used for a different one)",
    access: "resident",
    // The body's schema hangs on the caller's role: the document gives both.
    body: {
      documented: createTicketRequestSchema,
      of: (access) =>
        access.isAdmin ? administratorTicketRequestSchema : memberTicketRequestSchema,
    },
    idempotent: true,
    success: {
      status: 201,
      description: "The ticket opened (ETag: its version)",
      data: ticketSchema,
    },
    failures: [409],
    descriptions: {
      400: `The request was refused; \`fields\` names each refused field. An administrator's request without residentId: "${messages.ticketResidentRequired}"; naming no resident of the directory: "${messages.ticketResidentNotFound}"`,
    },
    etag: true,
    handle: async ({ orgId, body, caller, access, once }) => {
      const { ticket, mailIds } = await createTicket(
        kit.data,
        orgId,
        body,
        caller,
        access,
        kit.links.consoleUrl,
        once,
      );
      await kit.deliver(mailIds);
      return ticket;
    },
  });

  // Before the ticket's own routes, so that "summary" is not taken for a ticket's id.
  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/tickets/summary",
    tag,
    operationId: "getTicketSummary",
    summary:
      "How many tickets are Open, In Progress and Resolved (a member or a resident: of the tickets they entered)",
    access: "resident",
    success: { description: "The counts by status", data: ticketSummarySchema },
    handle: ({ orgId, access }) => ticketSummary(kit.data, orgId, access),
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/tickets",
    idParam: "ticketId",
    tag,
    noun: "ticket",
    item: ticketSchema,
    get: {
      operationId: "getTicket",
      access: "resident",
      summary: "One ticket (ETag: its version); a member sees only the tickets they entered",
      store: getTicket,
    },
    update: {
      operationId: "updateTicket",
      summary:
        "Change a ticket's subject, priority, assignee or status (administrators; If-Match): Open to In Progress or Resolved, In Progress to Open or Resolved, Resolved back to Open",
      request: updateTicketRequestSchema,
      store: updateTicket,
    },
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/tickets/:ticketId/comments",
    tag,
    operationId: "listTicketComments",
    summary: "A ticket's conversation, oldest first: comments and the changes it went through",
    access: "resident",
    query: ticketCommentListQuerySchema,
    success: { description: "A page of the conversation", data: pageOf(ticketCommentSchema) },
    failures: [404],
    handle: ({ orgId, param, query, access }) =>
      listTicketComments(kit.data, orgId, param("ticketId"), query, access),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/tickets/:ticketId/comments",
    tag,
    operationId: "addTicketComment",
    summary: "Add a comment to a ticket (administrators, and the member who entered it)",
    access: "resident",
    body: createTicketCommentRequestSchema,
    success: { status: 201, description: "The comment added", data: ticketCommentSchema },
    failures: [404],
    handle: ({ orgId, param, body, caller, access }) =>
      addTicketComment(kit.data, orgId, param("ticketId"), body.body, caller, access),
  });
}
