import { describe, expect, it } from "vitest";
import { auditFieldLabel, auditValueText } from "./audit-wording.js";
import { TICKET_STATUS_LABELS } from "./tickets.js";

describe("the activity's words for audited values", () => {
  it("says a ticket's status as the screens do", () => {
    expect(auditValueText("tickets", "status", "inProgress")).toBe(TICKET_STATUS_LABELS.inProgress);
    expect(auditValueText("tickets", "status", "open")).toBe("Open");
  });

  it("says a reply on the waiting list with its place in line", () => {
    expect(auditValueText("events", "rsvp", "Dana Reyes: waitlisted #1")).toBe(
      "Dana Reyes: Waiting list #1",
    );
    expect(auditValueText("events", "rsvp", "Dana Reyes: going (+2)")).toBe(
      "Dana Reyes: Going (+2)",
    );
    expect(auditValueText("events", "rsvp", "Dana Reyes: notGoing")).toBe("Dana Reyes: Not going");
  });

  it("holds nothing for an empty value, so no one reads (empty)", () => {
    expect(auditValueText("properties", "unit", "")).toBeNull();
    expect(auditValueText("properties", "unit", null)).toBeNull();
    expect(auditValueText("billing", "paymentMethods", [])).toBeNull();
  });

  it("says lists, switches and nested values in words", () => {
    expect(auditValueText("billing", "paymentMethods", ["card", "check"])).toBe(
      "Credit/debit card, Check/money order",
    );
    expect(auditValueText("organization", "requireTwoFactor", true)).toBe("Yes");
    expect(auditValueText("residents", "privacy", { hideEmail: true, hidePhone: false })).toBe(
      "Hide email: Yes, Hide phone: No",
    );
    expect(auditValueText("members", "role", "admin")).toBe("Administrator");
  });

  it("names fields as a sentence starts", () => {
    expect(auditFieldLabel("timeZone")).toBe("Time zone");
    expect(auditFieldLabel("rsvp")).toBe("RSVP");
    expect(auditFieldLabel("propertyId")).toBe("Property");
  });
});
