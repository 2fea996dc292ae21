import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  FULL_INTEREST_BASIS_POINTS,
  checkSchema,
  emailKey,
  formatBasisPoints,
  formatPhone,
  importResidentsRequestSchema,
  messages,
  normalizePhone,
  percentageInterestBasisPoints,
  percentageText,
  phoneSearchTexts,
  propertyDraftSchema,
  propertyKey,
  propertyLabel,
  propertyListQuerySchema,
  residentDraftSchema,
  residentKeywords,
  residentListQuerySchema,
  residentMemberKeywords,
  residentNameKey,
  updateResidentRequestSchema,
} from "./index.js";

describe("phone numbers", () => {
  it.each([
    ["(503) 555-0142", "+15035550142"],
    ["503.555.0142", "+15035550142"],
    ["+1 503 555 0142", "+15035550142"],
    ["+44 20 7946 0018", "+442079460018"],
  ])("stores %s as %s", (text, e164) => {
    expect(normalizePhone(text)).toBe(e164);
  });

  it.each(["555-0142", "12", "call me", "+1 800 FLOWERS", "5".repeat(41)])("refuses %s", (text) => {
    expect(normalizePhone(text)).toBeUndefined();
  });

  it("shows a US number in its national form and another in its international form", () => {
    expect(formatPhone("+15035550142")).toBe("(503) 555-0142");
    expect(formatPhone("+442079460018")).toBe("+44 20 7946 0018");
  });

  it("is found by its digits with or without the country code", () => {
    expect(phoneSearchTexts("+15035550142")).toEqual(["15035550142", "5035550142"]);
    expect(phoneSearchTexts("+442079460018")).toEqual(["442079460018"]);
  });
});

describe("a property", () => {
  it("needs an address and a unit, trimmed, and one of the types", () => {
    expect(checkSchema(propertyDraftSchema, { address: " ", unit: "", type: "Castle" })).toEqual({
      ok: false,
      error: messages.addressRequired,
      fields: {
        address: messages.addressRequired,
        unit: messages.unitRequired,
        type: messages.propertyTypeInvalid,
      },
    });
    expect(
      v.parse(propertyDraftSchema, {
        address: " 14 Birch Court ",
        unit: "14 ",
        type: "Single-family home",
      }),
    ).toEqual({ address: "14 Birch Court", unit: "14", type: "Single-family home" });
  });

  it("refuses an address or unit that is too long", () => {
    const result = checkSchema(propertyDraftSchema, {
      address: "a".repeat(201),
      unit: "u".repeat(21),
      type: "Condo",
    });
    expect(result.ok || result.fields).toEqual({
      address: messages.addressTooLong,
      unit: messages.unitTooLong,
    });
  });

  describe("its percentage interest", () => {
    const draft = { address: "12 Oak St", unit: "2B", type: "Condo" };
    const interestOf = (percentageInterest: unknown) =>
      checkSchema(propertyDraftSchema, { ...draft, percentageInterest });

    it.each([
      ["0.85", "0.85", 85],
      ["12.5", "12.5", 1_250],
      ["12.50", "12.5", 1_250],
      [" 3% ", "3", 300],
      ["0.01", "0.01", 1],
      [".5", "0.5", 50],
      ["100", "100", 10_000],
      ["100.00 %", "100", 10_000],
    ])("takes %j as %j (%i basis points)", (typed, kept, basisPoints) => {
      expect(interestOf(typed)).toEqual({
        ok: true,
        value: { ...draft, percentageInterest: kept },
      });
      expect(percentageInterestBasisPoints(typed)).toBe(basisPoints);
    });

    it.each([
      "0",
      "0.00",
      "0.001",
      "12.345",
      "100.01",
      "101",
      "-1",
      "1,5",
      "12 %%",
      "abc",
      "%",
      ".",
    ])("refuses %j with its message", (typed) => {
      expect(interestOf(typed)).toEqual({
        ok: false,
        error: messages.percentageInterestInvalid,
        fields: { percentageInterest: messages.percentageInterestInvalid },
      });
      expect(percentageInterestBasisPoints(typed)).toBeNull();
    });

    it("is none when blank or null, and left out when not sent", () => {
      expect(interestOf("  ")).toEqual({ ok: true, value: { ...draft, percentageInterest: null } });
      expect(interestOf(null)).toEqual({ ok: true, value: { ...draft, percentageInterest: null } });
      const omitted = checkSchema(propertyDraftSchema, draft);
      expect(omitted.ok && "percentageInterest" in omitted.value).toBe(false);
      expect(interestOf(0.85)).toMatchObject({
        ok: false,
        fields: { percentageInterest: messages.percentageInterestInvalid },
      });
    });

    it("reads back as it was kept, for every share in basis points", () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: FULL_INTEREST_BASIS_POINTS }), (basisPoints) => {
          const kept = percentageText(basisPoints);
          expect(percentageInterestBasisPoints(kept)).toBe(basisPoints);
          expect(percentageInterestBasisPoints(`${kept}%`)).toBe(basisPoints);
          expect(formatBasisPoints(basisPoints)).toBe(`${kept}%`);
        }),
      );
    });
  });

  it("is the same property whatever the case, accents or punctuation of its address", () => {
    expect(propertyKey({ address: "12 Oak St.", unit: "2b" })).toBe(
      propertyKey({ address: " 12  OAK st ", unit: "2B" }),
    );
    expect(propertyKey({ address: "12 Oak St", unit: "2B" })).not.toBe(
      propertyKey({ address: "12 Oak St", unit: "2C" }),
    );
  });

  it("is labelled by its address alone when the unit is its house number", () => {
    expect(propertyLabel({ address: "14 Birch Court", unit: "14" })).toBe("14 Birch Court");
    expect(propertyLabel({ address: "300 Maple Grove Lane", unit: "2B" })).toBe(
      "300 Maple Grove Lane, 2B",
    );
  });

  it("lists by address unless another offered sort or filter is asked", () => {
    expect(v.parse(propertyListQuerySchema, {})).toMatchObject({ sort: "address", limit: 25 });
    expect(checkSchema(propertyListQuerySchema, { status: "Empty" }).ok).toBe(false);
  });
});

describe("a resident", () => {
  const valid = { name: "Élise Martin", propertyId: "p-1" };

  it("needs a name and a property; the rest has defaults", () => {
    expect(v.parse(residentDraftSchema, valid)).toEqual({
      name: "Élise Martin",
      email: "",
      phone: "",
      propertyId: "p-1",
      relationship: "Owner",
      boardMember: false,
      status: "Active",
      privacy: { hideEmail: false, hidePhone: false },
      emailOptOut: false,
    });
    const refused = checkSchema(residentDraftSchema, { name: "  " });
    expect(refused.ok || refused.fields).toEqual({
      name: messages.nameRequired,
      propertyId: messages.propertyRequired,
    });
  });

  it("checks an email and a phone when they are given, storing the phone as E.164", () => {
    expect(v.parse(residentDraftSchema, { ...valid, phone: "(503) 555-0142" }).phone).toBe(
      "+15035550142",
    );
    const refused = checkSchema(residentDraftSchema, {
      ...valid,
      email: "not an email",
      phone: "12",
      relationship: "Landlord",
      status: "Gone",
      boardMember: "yes",
    });
    expect(refused.ok || refused.fields).toEqual({
      email: messages.emailInvalid,
      phone: messages.phoneInvalid,
      relationship: messages.relationshipInvalid,
      status: messages.residentStatusInvalid,
      boardMember: messages.boardMemberInvalid,
    });
  });

  it("changes only what an update names, with no defaults filled in", () => {
    expect(v.parse(updateResidentRequestSchema, { status: "Pending" })).toEqual({
      status: "Pending",
    });
  });

  it("is found by name, email, unit and phone digits", () => {
    const keywords = residentKeywords({
      name: "Élise Martin",
      email: "elise@example.org",
      unit: "2B",
      phone: "+15035550142",
    });
    for (const word of ["elise", "mart", "elise example", "2b", "503555", "1503"]) {
      expect(keywords).toContain(word);
    }
  });

  it("is found by members without the email or phone the resident hides", () => {
    const resident = {
      name: "Élise Martin",
      email: "elise@example.org",
      unit: "2B",
      phone: "+15035550142",
    };
    const hidden = (hideEmail: boolean, hidePhone: boolean) =>
      residentMemberKeywords({ ...resident, privacy: { hideEmail, hidePhone } });

    expect(hidden(false, false)).toEqual(residentKeywords(resident));
    expect(hidden(true, false)).not.toEqual(expect.arrayContaining(["example"]));
    expect(hidden(true, false)).toEqual(expect.arrayContaining(["elise", "2b", "503555"]));
    expect(hidden(false, true)).not.toEqual(expect.arrayContaining(["503555"]));
    expect(hidden(false, true)).not.toEqual(expect.arrayContaining(["1503"]));
    expect(hidden(false, true)).toEqual(expect.arrayContaining(["elise example", "mart"]));
    expect(hidden(true, true)).toEqual(residentKeywords({ ...resident, email: "", phone: "" }));
  });

  it("is told apart by email without case, or by name at one property", () => {
    expect(emailKey(" Elise@Example.org ")).toBe("elise@example.org");
    expect(residentNameKey({ name: "ÉLISE  Martin", propertyId: "p-1" })).toBe(
      residentNameKey({ name: "elise martin", propertyId: "p-1" }),
    );
  });

  it("is listed with the board filter as yes or no and by property", () => {
    expect(v.parse(residentListQuerySchema, { board: "yes", propertyId: "p-1" })).toMatchObject({
      board: "yes",
      propertyId: "p-1",
      sort: "name",
    });
    expect(checkSchema(residentListQuerySchema, { board: "maybe" }).ok).toBe(false);
  });
});

describe("an import request", () => {
  it("carries 1 to 100 rows, each with its line in the file", () => {
    const row = { line: 2, name: "Ann", propertyId: "p-1" };
    expect(checkSchema(importResidentsRequestSchema, { rows: [row] }).ok).toBe(true);
    expect(checkSchema(importResidentsRequestSchema, { rows: [] })).toMatchObject({
      ok: false,
      error: messages.importRowsInvalid,
    });
    expect(
      checkSchema(importResidentsRequestSchema, { rows: Array.from({ length: 101 }, () => row) }),
    ).toMatchObject({ ok: false, error: messages.importRowsInvalid });
    expect(
      checkSchema(importResidentsRequestSchema, { rows: [{ ...row, line: 1 }] }),
    ).toMatchObject({ ok: false, error: messages.importLineInvalid });
  });
});
