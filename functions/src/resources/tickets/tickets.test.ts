import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { call, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  changeOrganization,
  collectionRequests,
  dataOf,
  join,
  linkResident,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { apiMessages } from "../../http/messages.js";
import type { Resident } from "../residents/schemas.js";
import type { Ticket, TicketComment } from "./schemas.js";

const db = useTestApi();

interface OpenApiOperation {
  requestBody?: { required: boolean; content: Record<string, { schema: { anyOf?: unknown[] } }> };
  responses: Record<string, { description?: string }>;
}
const tickets = collectionRequests<Ticket>(db, "tickets");
const residents = collectionRequests<Resident>(db, "residents");

let homes = 0;
async function addResident(org: TestOrganization, name = "Ana Ruiz", email?: string) {
  homes += 1;
  const home = await addProperty(db, org, { address: `${homes} Main Street`, unit: "1" });
  return dataOf<Resident>(
    await residents.create(org, { name, propertyId: home.id, ...(email ? { email } : {}) }),
  );
}

async function openTicket(org: TestOrganization, body: Record<string, unknown> = {}) {
  const resident = body.residentId ? null : await addResident(org);
  return dataOf<Ticket>(
    await tickets.create(org, {
      subject: "Pool gate is broken",
      residentId: resident?.id,
      ...body,
    }),
  );
}

const comments = (org: TestOrganization, id: string, token = org.token) =>
  call(db.api, `/api/orgs/${org.id}/tickets/${id}/comments`, { token });
const comment = (org: TestOrganization, id: string, body: unknown, token = org.token) =>
  call(db.api, `/api/orgs/${org.id}/tickets/${id}/comments`, { method: "POST", token, body });

describe("POST /api/orgs/{orgId}/tickets", () => {
  it("opens a ticket from a resident with number 1, open, unassigned, audited", async () => {
    const org = await organization(db);
    const ana = await addResident(org);

    const response = await tickets.create(org, {
      subject: " Pool gate is broken ",
      description: "It does not latch.",
      residentId: ana.id,
      priority: "high",
    });

    expect(response).toMatchObject({ status: 201, headers: { etag: '"1"' } });
    expect(dataOf<Ticket>(response)).toEqual({
      id: expect.any(String),
      number: 1,
      subject: "Pool gate is broken",
      description: "It does not latch.",
      from: { residentId: ana.id, name: "Ana Ruiz" },
      status: "open",
      priority: "high",
      assignee: null,
      createdBy: { uid: org.admin, name: `User ${org.admin}` },
      createdAt: "2026-11-22T12:00:00.000Z",
      updatedAt: "2026-11-22T12:00:00.000Z",
      resolvedAt: null,
      version: 1,
    });
    const entry = (await auditOf(db, org.id)).find((audit) => audit.resource === "tickets");
    expect(entry).toMatchObject({
      action: "create",
      resource: "tickets",
      label: "#1 Pool gate is broken",
      changes: expect.arrayContaining([{ field: "status", before: null, after: "open" }]),
    });
  });

  it("gives 8 parallel creates 8 distinct, consecutive numbers", async () => {
    const org = await organization(db);
    const ana = await addResident(org);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        tickets.create(org, { subject: `Race ${index}`, residentId: ana.id }),
      ),
    );
    const numbers = responses.map((response) => dataOf<Ticket>(response).number);
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const stored = await db.firestore.collection(`orgs/${org.id}/tickets`).get();
    expect(stored.docs.map((doc) => doc.get("number") as number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect((await db.firestore.doc(`orgs/${org.id}/counters/tickets`).get()).get("last")).toBe(8);
  });

  it("numbers each organization's tickets on their own", async () => {
    const first = await organization(db);
    const second = await organization(db);
    await openTicket(first);
    await openTicket(first);
    expect((await openTicket(second)).number).toBe(1);
  });

  it.each([
    ["no subject", { residentId: "r" }, messages.ticketSubjectRequired],
    [
      "an unknown priority",
      { subject: "x", residentId: "r", priority: "urgent" },
      messages.ticketPriorityInvalid,
    ],
    ["no resident", { subject: "x" }, messages.ticketResidentRequired],
    [
      "a resident not in the directory",
      { subject: "x", residentId: "nobody" },
      messages.ticketResidentNotFound,
    ],
  ])("refuses %s with 400 and its message", async (_case, body, message) => {
    const org = await organization(db);
    const response = await tickets.create(org, body);
    expect(response).toMatchObject({ status: 400, body: { error: message } });
    expect((await db.firestore.collection(`orgs/${org.id}/tickets`).get()).size).toBe(0);
  });

  it("names residentId as the refused field of an administrator's request without one", async () => {
    const org = await organization(db);
    const response = await tickets.create(org, { subject: "Gate" });
    expect(response.body).toEqual({
      error: messages.ticketResidentRequired,
      fields: { residentId: messages.ticketResidentRequired },
    });
  });

  it("says in the OpenAPI document what each caller must send: an administrator's request names its resident, a member's need not", async () => {
    const document = (await call(db.api, "/api/openapi.json", { token: null })).body as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const create = document.paths["/api/orgs/{orgId}/tickets"]!.post!;
    expect(create.requestBody).toMatchObject({ required: true });
    const [administrator, member, ...others] = create.requestBody!.content["application/json"]!
      .schema.anyOf as { title?: string; required?: string[]; properties: object }[];
    expect(others).toEqual([]);
    expect(administrator).toMatchObject({
      title: "AdministratorTicketRequest",
      required: ["subject", "residentId"],
    });
    expect(member).toMatchObject({ title: "MemberTicketRequest", required: ["subject"] });
    expect(Object.keys(member!.properties)).not.toContain("residentId");
    expect(create.responses["400"]?.description).toContain(messages.ticketResidentRequired);
  });

  it("makes a member's ticket from the resident linked to their account, else from their own name", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const stranger = await join(db, org.id, "member");
    const bo = await addResident(org, "Bo Chen");
    await linkResident(db, org, bo.id, member.uid);
    // An address alone links nobody: the stranger's token carries this resident's.
    await addResident(org, "Cy Stranger", `${stranger.uid}@test.hoa`);

    const mine = dataOf<Ticket>(
      await tickets.create(org, { subject: "Noise", residentId: "ignored" }, member.token),
    );
    const theirs = dataOf<Ticket>(await tickets.create(org, { subject: "Lights" }, stranger.token));

    expect(mine.from).toEqual({ residentId: bo.id, name: "Bo Chen" });
    expect(theirs.from).toEqual({ residentId: null, name: `User ${stranger.uid}` });
  });

  it("emails the administrators about a new ticket while Support tickets notifications are on, and not when off", async () => {
    const org = await organization(db);
    db.mailer.reset();
    const ticket = await openTicket(org);
    expect(db.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [`${org.admin}@test.hoa`, "New support ticket #1: Pool gate is broken"],
    ]);
    expect(db.mailer.sent[0]?.text).toContain(`/support/tickets/${ticket.id}`);
    const mail = await db.firestore.collection("mail").where("orgId", "==", org.id).get();
    expect(mail.docs.map((doc) => doc.get("kind"))).toEqual(["ticket"]);

    expect(await changeOrganization(db, org, { notifySupportTickets: false })).toBe(200);
    db.mailer.reset();
    await openTicket(org);
    expect(db.mailer.sent).toEqual([]);
  });
});

describe("PATCH /api/orgs/{orgId}/tickets/{ticketId}", () => {
  it("works a ticket Open → In Progress → Resolved → reopened, noting each step in the conversation and the audit", async () => {
    const org = await organization(db);
    const ticket = await openTicket(org);

    const started = dataOf<Ticket>(
      await tickets.patch(org, ticket.id, { status: "inProgress", assigneeUid: org.admin }),
    );
    expect(started).toMatchObject({
      status: "inProgress",
      assignee: { uid: org.admin, name: `User ${org.admin}` },
      version: 2,
    });
    const resolved = dataOf<Ticket>(
      await tickets.patch(org, ticket.id, { status: "resolved" }, '"2"'),
    );
    expect(resolved).toMatchObject({ status: "resolved", resolvedAt: "2026-11-22T12:00:00.000Z" });
    const reopened = dataOf<Ticket>(await tickets.patch(org, ticket.id, { status: "open" }, '"3"'));
    expect(reopened).toMatchObject({ status: "open", resolvedAt: null, version: 4 });

    const conversation = dataOf<Page<TicketComment>>(await comments(org, ticket.id));
    expect(conversation.items.map((item) => [item.kind, item.body])).toEqual([
      ["event", "Status changed from Open to In Progress"],
      ["event", `Assigned to User ${org.admin}`],
      ["event", "Status changed from In Progress to Resolved"],
      ["event", "Reopened the ticket"],
    ]);
    const updates = (await auditOf(db, org.id)).filter(
      (entry) => entry.resource === "tickets" && entry.action === "update",
    );
    // The clock stands still in tests, so entries of the same instant come in any order.
    expect(updates.map((entry) => entry.changes)).toHaveLength(3);
    expect(updates.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        [
          { field: "status", before: "open", after: "inProgress" },
          { field: "assignee", before: null, after: `User ${org.admin}` },
        ],
        [{ field: "status", before: "inProgress", after: "resolved" }],
        [{ field: "status", before: "resolved", after: "open" }],
      ]),
    );
  });

  it("refuses a move the workflow does not allow, and an assignee who is not a member", async () => {
    const org = await organization(db);
    const ticket = await openTicket(org);
    dataOf(await tickets.patch(org, ticket.id, { status: "resolved" }));

    expect(await tickets.patch(org, ticket.id, { status: "inProgress" }, '"2"')).toMatchObject({
      status: 400,
      body: { error: "A ticket cannot go from Resolved to In Progress" },
    });
    expect(await tickets.patch(org, ticket.id, { assigneeUid: "stranger" }, '"2"')).toMatchObject({
      status: 400,
      body: { error: messages.ticketAssigneeNotMember },
    });
  });

  it("answers 412 to a change made to an older version and 428 without one, changing nothing", async () => {
    const org = await organization(db);
    const ticket = await openTicket(org);
    await tickets.patch(org, ticket.id, { priority: "low" });
    expect(await tickets.patch(org, ticket.id, { priority: "high" })).toMatchObject({
      status: 412,
      body: { error: apiMessages.versionStale },
    });
    expect(await tickets.patch(org, ticket.id, { priority: "high" }, "")).toMatchObject({
      status: 428,
    });
    expect(dataOf<Ticket>(await tickets.get(org, ticket.id)).priority).toBe("low");
  });
});

describe("GET /api/orgs/{orgId}/tickets", () => {
  it("lists tickets newest first, filtered by status and priority, searched by subject, number and sender", async () => {
    const org = await organization(db);
    const ana = await addResident(org, "Ana Ruiz");
    const bo = await addResident(org, "Bo Chen");
    const leak = await openTicket(org, {
      subject: "Roof leak",
      residentId: ana.id,
      priority: "high",
    });
    const gate = await openTicket(org, {
      subject: "Gate code",
      residentId: bo.id,
      priority: "low",
    });
    await tickets.patch(org, gate.id, { status: "inProgress" });

    const ids = (page: Page<Ticket>) => page.items.map((item) => item.id);
    expect(ids(await tickets.list(org, ""))).toEqual([gate.id, leak.id]);
    expect(ids(await tickets.list(org, "status=inProgress"))).toEqual([gate.id]);
    expect(ids(await tickets.list(org, "priority=high"))).toEqual([leak.id]);
    expect(ids(await tickets.list(org, "sort=-priority"))).toEqual([leak.id, gate.id]);
    expect(ids(await tickets.list(org, "q=roof"))).toEqual([leak.id]);
    expect(ids(await tickets.list(org, "q=chen"))).toEqual([gate.id]);
    expect(ids(await tickets.list(org, `q=${leak.number}`))).toEqual([leak.id]);
    expect(await tickets.list(org, "limit=1")).toMatchObject({ nextCursor: expect.any(String) });
  });

  it("sorts a filtered list by number or priority, a searched one newest first", async () => {
    const org = await organization(db);
    const ana = await addResident(org, "Ana Ruiz");
    const low = await openTicket(org, {
      subject: "Gate code",
      residentId: ana.id,
      priority: "low",
    });
    const high = await openTicket(org, {
      subject: "Gate hinge",
      residentId: ana.id,
      priority: "high",
    });
    const ids = (page: Page<Ticket>) => page.items.map((item) => item.id);
    expect(ids(await tickets.list(org, "status=open&sort=-priority"))).toEqual([high.id, low.id]);
    expect(ids(await tickets.list(org, "priority=low&sort=number"))).toEqual([low.id]);
    expect(ids(await tickets.list(org, "q=gate&status=open&sort=-number"))).toEqual([
      high.id,
      low.id,
    ]);
    const refused = (query: string) =>
      call(db.api, `/api/orgs/${org.id}/tickets?${query}`, { token: org.token });
    for (const [query, message] of [
      ["status=open&sort=status", messages.listSortWhileFiltered],
      ["priority=high&sort=-status", messages.listSortWhileFiltered],
      ["q=gate&sort=-priority", messages.listSortWhileSearched],
      ["q=gate&sort=number", messages.listSortWhileSearched],
      ["sort=createdAt", messages.listSortInvalid],
    ] as const) {
      expect(await refused(query), query).toMatchObject({
        status: 400,
        body: { error: message, fields: { sort: message } },
      });
    }
  });
});

describe("access", () => {
  it("lets a member see and comment on the tickets they entered only, and change none", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const theirs = dataOf<Ticket>(await tickets.create(org, { subject: "Noise" }, member.token));
    const other = await openTicket(org);

    const listed = await tickets.list(org, "", member.token);
    expect(listed.items.map((item) => item.id)).toEqual([theirs.id]);
    // Their own tickets are the server's condition, not a filter of theirs: every sort stays.
    expect((await tickets.list(org, "sort=status", member.token)).items).toHaveLength(1);
    expect(
      await call(db.api, `/api/orgs/${org.id}/tickets?status=open&sort=status`, {
        token: member.token,
      }),
    ).toMatchObject({ status: 400, body: { fields: { sort: messages.listSortWhileFiltered } } });
    expect(await tickets.get(org, other.id, member.token)).toMatchObject({ status: 404 });
    expect(await comment(org, other.id, { body: "Hi" }, member.token)).toMatchObject({
      status: 404,
    });
    expect(await comments(org, other.id, member.token)).toMatchObject({ status: 404 });
    expect(await comment(org, theirs.id, { body: "Any news?" }, member.token)).toMatchObject({
      status: 201,
    });
    expect(
      await tickets.patch(org, theirs.id, { status: "resolved" }, '"1"', member.token),
    ).toMatchObject({ status: 403, body: { error: apiMessages.organizationAdminOnly } });
  });

  it("never reads, lists or changes another organization's tickets", async () => {
    const org = await organization(db);
    const other = await organization(db);
    const ticket = await openTicket(other);
    const foreign = { ...other, token: org.token };
    expect(await tickets.get(foreign, ticket.id)).toMatchObject({ status: 403 });
    expect(await tickets.patch(foreign, ticket.id, { status: "resolved" })).toMatchObject({
      status: 403,
    });
    expect(await comment(foreign, ticket.id, { body: "Hi" })).toMatchObject({ status: 403 });
    expect(await tickets.get(org, ticket.id)).toMatchObject({ status: 404 });
  });
});

describe("comments", () => {
  it("adds comments to the conversation, oldest first, audited; a blank one is refused", async () => {
    const org = await organization(db);
    const ticket = await openTicket(org);
    const added = await comment(org, ticket.id, { body: " On it. " });
    expect(added).toMatchObject({
      status: 201,
      body: {
        data: {
          kind: "comment",
          author: { uid: org.admin, name: `User ${org.admin}` },
          body: "On it.",
          createdAt: "2026-11-22T12:00:00.000Z",
        },
      },
    });
    expect(await comment(org, ticket.id, { body: "  " })).toMatchObject({
      status: 400,
      body: { error: messages.ticketCommentRequired },
    });
    const page = dataOf<Page<TicketComment>>(await comments(org, ticket.id));
    expect(page.items.map((item) => item.body)).toEqual(["On it."]);
    const audit = await auditOf(db, org.id);
    expect(
      audit.find((entry) => entry.action === "update" && entry.resourceId === ticket.id),
    ).toMatchObject({
      resource: "tickets",
      resourceId: ticket.id,
      changes: [{ field: "comment", before: null, after: "On it." }],
    });
  });
});

describe("GET /api/orgs/{orgId}/tickets/summary", () => {
  it("counts the tickets by status: all of them for an administrator, their own for a member", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const first = await openTicket(org);
    await openTicket(org);
    await tickets.patch(org, first.id, { status: "resolved" });
    await tickets.create(org, { subject: "Noise" }, member.token);

    const summary = (token: string) =>
      call(db.api, `/api/orgs/${org.id}/tickets/summary`, { token });
    expect(dataOf(await summary(org.token))).toEqual({ open: 2, inProgress: 0, resolved: 1 });
    expect(dataOf(await summary(member.token))).toEqual({ open: 1, inProgress: 0, resolved: 0 });
  });
});
