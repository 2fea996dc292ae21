import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { messages } from "./messages.js";
import { checkSchema } from "./schema.js";
import {
  administratorTicketRequestSchema,
  canMoveTicket,
  createTicketRequestSchema,
  memberTicketRequestSchema,
  ticketKeywords,
  updateTicketRequestSchema,
} from "./tickets.js";

describe("support tickets", () => {
  it("starts work on an open ticket, resolves an open or started one and reopens a resolved one", () => {
    expect(canMoveTicket("open", "inProgress")).toBe(true);
    expect(canMoveTicket("inProgress", "resolved")).toBe(true);
    expect(canMoveTicket("open", "resolved")).toBe(true);
    expect(canMoveTicket("resolved", "open")).toBe(true);
    expect(canMoveTicket("inProgress", "open")).toBe(true);
    expect(canMoveTicket("resolved", "inProgress")).toBe(false);
  });

  it("trims a new ticket, with a medium priority when none is given", () => {
    expect(
      v.parse(administratorTicketRequestSchema, { subject: " Leak ", residentId: "r1" }),
    ).toEqual({
      subject: "Leak",
      description: "",
      residentId: "r1",
      priority: "medium",
    });
  });

  it("refuses a blank subject and an unknown priority with their messages", () => {
    const result = v.safeParse(memberTicketRequestSchema, { subject: "  ", priority: "urgent" });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      messages.ticketSubjectRequired,
      messages.ticketPriorityInvalid,
    ]);
    expect(v.safeParse(updateTicketRequestSchema, { status: "closed" }).issues?.[0]?.message).toBe(
      messages.ticketStatusInvalid,
    );
  });

  it("needs the resident from an administrator, not from a member; either request is what the API documents", () => {
    expect(checkSchema(administratorTicketRequestSchema, { subject: "Leak" })).toMatchObject({
      ok: false,
      fields: { residentId: messages.ticketResidentRequired },
    });
    expect(v.parse(memberTicketRequestSchema, { subject: "Leak", residentId: "r1" })).toEqual({
      subject: "Leak",
      description: "",
      priority: "medium",
    });
    expect(v.safeParse(createTicketRequestSchema, { subject: "Leak" }).success).toBe(true);
    expect(
      v.safeParse(createTicketRequestSchema, { subject: "Leak", residentId: "r1" }).success,
    ).toBe(true);
  });

  it("finds a ticket by its subject, its number and who it is from", () => {
    const keywords = ticketKeywords({ number: 12, subject: "Pool gate", fromName: "Ana Ruiz" });
    expect(keywords).toEqual(expect.arrayContaining(["pool", "gate", "12", "ana", "ruiz"]));
  });
});
