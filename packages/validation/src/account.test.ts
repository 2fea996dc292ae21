import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  DISPLAY_NAME_MAX_LENGTH,
  accountMessages,
  displayNameSchema,
  validateDisplayName,
} from "./account.js";
import { dateTimeInZoneWords, invitedRoleWords, timeZoneLongName } from "./invitation-wording.js";

describe("an account's name", () => {
  it("is required, trimmed and at most 100 characters", () => {
    expect(validateDisplayName("   ")).toBe(accountMessages.displayNameRequired);
    expect(validateDisplayName(" Ana Diaz ")).toBeUndefined();
    expect(validateDisplayName("a".repeat(DISPLAY_NAME_MAX_LENGTH))).toBeUndefined();
    expect(validateDisplayName("a".repeat(DISPLAY_NAME_MAX_LENGTH + 1))).toBe(
      "Name must be at most 100 characters",
    );
    expect(v.parse(displayNameSchema, "  Ana Diaz ")).toBe("Ana Diaz");
    expect(v.safeParse(displayNameSchema, "").issues?.[0]?.message).toBe("Name is required");
    expect(v.safeParse(displayNameSchema, 4).issues?.[0]?.message).toBe("Name must be text");
  });
});

describe("an invitation's words", () => {
  it("names the role, and a resident's property", () => {
    expect(invitedRoleWords("admin")).toBe("an administrator");
    expect(invitedRoleWords("member")).toBe("a member");
    expect(invitedRoleWords("resident", { address: "12 Oak Lane", unit: "" })).toBe(
      "a resident of 12 Oak Lane",
    );
    expect(invitedRoleWords("resident", { address: "12 Oak Lane", unit: "4" })).toBe(
      "a resident of 12 Oak Lane, Unit 4",
    );
    expect(invitedRoleWords("resident", null)).toBe("a resident");
  });

  it("says a date and time in the organization's zone, named", () => {
    const instant = new Date("2026-12-05T01:00:00.000Z");
    expect(dateTimeInZoneWords(instant, "America/Los_Angeles")).toBe(
      "4 December 2026 at 5:00 PM Pacific Time",
    );
    expect(dateTimeInZoneWords(instant, "America/New_York")).toBe(
      "4 December 2026 at 8:00 PM Eastern Time",
    );
    expect(timeZoneLongName("America/Phoenix", instant)).toBe("Mountain Standard Time");
  });
});
