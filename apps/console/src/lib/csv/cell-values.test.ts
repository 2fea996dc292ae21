import { PROPERTY_TYPES, RESIDENT_RELATIONSHIPS, RESIDENT_STATUSES } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { choice, choiceAliases, yesNo } from "./cell-values";

describe("yesNo", () => {
  it.each(["yes", "Yes", "Y", "true", "TRUE", "1", "x", " X "])("reads %j as yes", (cell) => {
    expect(yesNo(cell)).toBe(true);
  });

  it.each(["", "  ", "no", "No", "n", "false", "0"])("reads %j as no", (cell) => {
    expect(yesNo(cell)).toBe(false);
  });

  it("passes anything else on unchanged, for the schema to refuse", () => {
    expect(yesNo("maybe")).toBe("maybe");
  });
});

describe("choice", () => {
  it("finds a choice whatever its case, accents, spaces or hyphens", () => {
    expect(choice("tenant", RESIDENT_RELATIONSHIPS)).toBe("Tenant");
    expect(choice(" OWNER ", RESIDENT_RELATIONSHIPS)).toBe("Owner");
    expect(choice("pending", RESIDENT_STATUSES)).toBe("Pending");
    expect(choice("single family home", PROPERTY_TYPES)).toBe("Single-family home");
    expect(choice("Single-family home", PROPERTY_TYPES)).toBe("Single-family home");
  });

  it("finds a choice through the other words people use for it", () => {
    const types = (cell: string) => choice(cell, PROPERTY_TYPES, choiceAliases.propertyType);
    expect(types("single family")).toBe("Single-family home");
    expect(types("Single-Family")).toBe("Single-family home");
    expect(types("house")).toBe("Single-family home");
    expect(types("Condominium")).toBe("Condo");
    expect(choice("renter", RESIDENT_RELATIONSHIPS, choiceAliases.relationship)).toBe("Tenant");
  });

  it("gives undefined for a blank cell, so the schema's default applies", () => {
    expect(choice("  ", RESIDENT_STATUSES)).toBeUndefined();
  });

  it("passes an unknown value on unchanged, for the schema to refuse", () => {
    expect(choice("Mansion", PROPERTY_TYPES, choiceAliases.propertyType)).toBe("Mansion");
  });
});
