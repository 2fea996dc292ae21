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
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { bearer, jsonRequestBody, pageOf, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { idempotencyHeader, onceOf } from "../../http/idempotency.js";
import { readBody, validate, validateBody } from "../../http/validate.js";
import { entityTag } from "../../platform/versioning.js";
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

const tags = ["Support tickets"];

export function ticketRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/tickets",
    tag: "Support tickets",
    operationId: "listTickets",
    summary:
      "Support tickets, newest first, sorted by number, date, priority or status, filtered by status and priority, searchable by subject, number and sender (a member sees the tickets they entered)",
    access: "member",
    query: ticketListQuerySchema,
    item: ticketSchema,
    read: { byCaller: listTickets },
  });

  app.post(
    "/orgs/:orgId/tickets",
    describeRoute({
      tags,
      operationId: "createTicket",
      summary:
        "Open a ticket with the organization's next number: an administrator names the resident it is from (AdministratorTicketRequest, residentId required); a member's ticket is from themselves (MemberTicketRequest). Administrators are emailed while Support tickets notifications are on. With an Idempotency-Key, the same key and body again answer the ticket opened the first time, with no second number or email (409 if the key was used for a different one)",
      security: bearer,
      // The body's schema hangs on the caller's role: the document gives both, and the handler
      // checks the body with the one of the caller's role.
      requestBody: jsonRequestBody(createTicketRequestSchema),
      responses: responses(
        { status: 201, description: "The ticket opened (ETag: its version)", data: ticketSchema },
        [400, 401, 403, 409, 413, 415],
        {
          400: `The request was refused; \`fields\` names each refused field. An administrator's request without residentId: "${messages.ticketResidentRequired}"; naming no resident of the directory: "${messages.ticketResidentNotFound}"`,
        },
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.member,
    idempotencyHeader(),
    async (c) => {
      const access = c.get("access");
      const request = await readBody(
        c.req,
        access.isAdmin ? administratorTicketRequestSchema : memberTicketRequestSchema,
      );
      const { ticket, mailIds } = await createTicket(
        kit.data,
        access.orgId,
        request,
        c.get("caller"),
        access,
        kit.links.consoleUrl,
        onceOf(c, "createTicket", request),
      );
      await kit.deliver(mailIds);
      c.header("ETag", entityTag(ticket.version));
      return c.json({ data: ticket }, 201);
    },
  );

  // Before the ticket's own routes, so that "summary" is not taken for a ticket's id.
  app.get(
    "/orgs/:orgId/tickets/summary",
    describeRoute({
      tags,
      operationId: "getTicketSummary",
      summary:
        "How many tickets are Open, In Progress and Resolved (a member: of the tickets they entered)",
      security: bearer,
      responses: responses(
        { description: "The counts by status", data: ticketSummarySchema },
        [401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) => {
      const access = c.get("access");
      return c.json({ data: await ticketSummary(kit.data, access.orgId, access) }, 200);
    },
  );

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/tickets",
    idParam: "ticketId",
    tag: "Support tickets",
    noun: "ticket",
    item: ticketSchema,
    get: {
      operationId: "getTicket",
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

  app.get(
    "/orgs/:orgId/tickets/:ticketId/comments",
    describeRoute({
      tags,
      operationId: "listTicketComments",
      summary: "A ticket's conversation, oldest first: comments and the changes it went through",
      security: bearer,
      responses: responses(
        { description: "A page of the conversation", data: pageOf(ticketCommentSchema) },
        [400, 401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    validate("query", ticketCommentListQuerySchema),
    async (c) => {
      const access = c.get("access");
      const page = await listTicketComments(
        kit.data,
        access.orgId,
        c.req.param("ticketId"),
        c.req.valid("query"),
        access,
      );
      return c.json({ data: page }, 200);
    },
  );

  app.post(
    "/orgs/:orgId/tickets/:ticketId/comments",
    describeRoute({
      tags,
      operationId: "addTicketComment",
      summary: "Add a comment to a ticket (administrators, and the member who entered it)",
      security: bearer,
      responses: responses(
        { status: 201, description: "The comment added", data: ticketCommentSchema },
        [400, 401, 403, 404, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.member,
    ...validateBody(createTicketCommentRequestSchema),
    async (c) => {
      const access = c.get("access");
      const comment = await addTicketComment(
        kit.data,
        access.orgId,
        c.req.param("ticketId"),
        c.req.valid("json").body,
        c.get("caller"),
        access,
      );
      return c.json({ data: comment }, 201);
    },
  );
}
