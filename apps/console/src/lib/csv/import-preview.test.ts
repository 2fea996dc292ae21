import { describe, expect, it } from "vitest";
import { buildPreview, importRowsOf, type ImportDefinition } from "./import-preview";
import { parseCsvText } from "./read-csv-file";
import { propertiesDefinition, residentsDefinition } from "./test-definitions";

/** The preview of CSV text under a definition. */
function previewOf<TDraft, TField extends string, TInput>(
  text: string,
  definition: ImportDefinition<TDraft, TField, TInput>,
) {
  const result = parseCsvText(text, definition.fields);
  if (!result.ok) throw new Error(result.error);
  return buildPreview(result.table, definition);
}

const problemsByLine = (preview: {
  rows: readonly { line: number; problems: readonly string[] }[];
}) => Object.fromEntries(preview.rows.map((row) => [row.line, row.problems]));

describe("buildPreview for residents", () => {
  it("turns valid rows into the drafts the server takes, with the property their unit names", () => {
    const preview = previewOf(
      [
        "Full name,E-mail,Mobile,Unit #,Owner/Tenant,Board,Status",
        "Ana Lima,ANA@example.org,(503) 555-0142,1a,tenant,x,pending",
        "Ben Ortiz,,,14,,,",
      ].join("\n"),
      residentsDefinition(),
    );
    expect(preview).toMatchObject({ ready: 2, withProblems: 0 });
    expect(preview.rows[0]).toEqual({
      line: 2,
      values: {
        name: "Ana Lima",
        email: "ANA@example.org",
        phone: "(503) 555-0142",
        unit: "1a",
        relationship: "tenant",
        boardMember: "x",
        status: "pending",
      },
      draft: {
        name: "Ana Lima",
        email: "ANA@example.org",
        phone: "+15035550142",
        propertyId: "p-1a",
        relationship: "Tenant",
        boardMember: true,
        status: "Pending",
        privacy: { hideEmail: false, hidePhone: false },
        emailOptOut: false,
      },
      problems: [],
    });
    // Blank cells take the schema's defaults.
    expect(preview.rows[1]?.draft).toMatchObject({
      propertyId: "p-14",
      relationship: "Owner",
      boardMember: false,
      status: "Active",
    });
  });

  it("gives every message of the schema for a row, and no draft", () => {
    const preview = previewOf(
      "name,email,phone,unit,board member\n ,not-an-email,12,1A,maybe\n",
      residentsDefinition(),
    );
    expect(preview.rows[0]).toMatchObject({
      draft: null,
      problems: [
        "Name is required",
        "Please enter a valid email address",
        "Please enter a valid phone number",
        "Board member must be yes or no",
      ],
    });
    expect(preview).toMatchObject({ ready: 0, withProblems: 1 });
  });

  it("reports a unit no property has once, without the schema's message for the property", () => {
    const preview = previewOf("name,unit\nAna Lima,9Z\nBen Ortiz,\n", residentsDefinition());
    expect(problemsByLine(preview)).toEqual({
      2: ["No property has unit 9Z"],
      3: ["Unit is required"],
    });
  });

  it("resolves units through the index the definition is given", () => {
    const definition = residentsDefinition([{ id: "p-9z", address: "9 Elm Street", unit: "9Z" }]);
    const preview = previewOf("name,unit\nAna Lima,9z\nBen Ortiz,1A\n", definition);
    expect(preview.rows[0]?.draft).toMatchObject({ propertyId: "p-9z" });
    expect(preview.rows[1]?.problems).toEqual(["No property has unit 1A"]);
  });

  it("refuses a later row with the same email, whatever its case, as a duplicate", () => {
    const preview = previewOf(
      [
        "name,email,unit",
        "Ana Lima,ana@example.org,1A",
        "Ben Ortiz,ben@example.org,2B",
        "Ana L.,ANA@Example.org,2B",
        "Ana Lima,ana@example.org,14",
      ].join("\n"),
      residentsDefinition(),
    );
    expect(problemsByLine(preview)).toEqual({
      2: [],
      3: [],
      4: ["Duplicate of line 2"],
      5: ["Duplicate of line 2"],
    });
    expect(preview).toMatchObject({ ready: 2, withProblems: 2 });
  });

  it("knows residents without email by their name at their property", () => {
    const preview = previewOf(
      "name,unit\nAna Lima,1A\nana lima,1a\nAna Lima,2B\n",
      residentsDefinition(),
    );
    expect(problemsByLine(preview)).toEqual({ 2: [], 3: ["Duplicate of line 2"], 4: [] });
  });

  it("refuses a resident the organization already has, with the definition's message", () => {
    const preview = previewOf(
      "name,email,unit\nAna Lima,ana@example.org,1A\n",
      residentsDefinition(undefined, ["Ana@Example.org"]),
    );
    expect(preview.rows[0]?.problems).toEqual(["Another resident already has this email address"]);
  });
});

describe("buildPreview for properties", () => {
  it("reads the property types as people write them", () => {
    const preview = previewOf(
      [
        "Street address,Apt,Property type",
        "300 Maple Grove Lane,1A,condo",
        "14 Birch Court,14,single family",
        "16 Birch Court,16,Single-family home",
        "18 Birch Court,18,Mansion",
      ].join("\n"),
      propertiesDefinition(),
    );
    expect(preview.rows.map((row) => row.draft?.type ?? row.problems)).toEqual([
      "Condo",
      "Single-family home",
      "Single-family home",
      ["Type must be Condo, Apartment, Townhouse or Single-family home"],
    ]);
  });

  it("refuses the same address and unit twice, however they are written", () => {
    const preview = previewOf(
      "address,unit,type\n12 Oak St.,2b,Condo\n12 oak st,2B,Condo\n",
      propertiesDefinition(),
    );
    expect(preview.rows[1]?.problems).toEqual(["Duplicate of line 2"]);
  });
});

describe("importRowsOf", () => {
  it("sends the rows without problems, each with its line", () => {
    const preview = previewOf(
      "address,unit,type\n12 Oak St,2B,Condo\n,3C,Condo\n14 Oak St,4D,townhouse\n",
      propertiesDefinition(),
    );
    expect(importRowsOf(preview.rows)).toEqual([
      { line: 2, address: "12 Oak St", unit: "2B", type: "Condo" },
      { line: 4, address: "14 Oak St", unit: "4D", type: "Townhouse" },
    ]);
  });
});
