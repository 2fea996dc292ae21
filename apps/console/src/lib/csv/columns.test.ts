import { describe, expect, it } from "vitest";
import { cellsOf, foldHeading, headingsOf, importColumns, matchColumns } from "./columns";

const allColumns = Object.values(importColumns);
const fieldOf = (heading: string) => {
  const match = matchColumns([heading], allColumns);
  return [...match.sources.keys()][0];
};

describe("foldHeading", () => {
  it("drops case, accents, spaces, underscores, hyphens, dots and other punctuation", () => {
    expect(foldHeading("E-Mail Address")).toBe("emailaddress");
    expect(foldHeading(" email_address ")).toBe("emailaddress");
    expect(foldHeading("Unit #")).toBe("unit");
    expect(foldHeading("Apt. No.")).toBe("aptno");
    expect(foldHeading("Prénom")).toBe("prenom");
  });
});

describe("matchColumns", () => {
  it.each([
    ["Email", "email"],
    ["E-mail", "email"],
    ["email address", "email"],
    ["E-Mail Address", "email"],
    ["Phone", "phone"],
    ["Phone number", "phone"],
    ["Mobile", "phone"],
    ["Tel", "phone"],
    ["Name", "name"],
    ["Full name", "name"],
    ["Resident", "name"],
    ["Unit", "unit"],
    ["Unit #", "unit"],
    ["Apt", "unit"],
    ["Suite", "unit"],
    ["Address", "address"],
    ["Street address", "address"],
    ["Street", "address"],
    ["Type", "type"],
    ["Property type", "type"],
    ["Relationship", "relationship"],
    ["Owner/Tenant", "relationship"],
    ["Board member", "boardMember"],
    ["Board", "boardMember"],
    ["BOARD_MEMBER", "boardMember"],
    ["Status", "status"],
    ["percentageInterest", "percentageInterest"],
    ["Percentage interest", "percentageInterest"],
    ["Ownership interest", "percentageInterest"],
  ])("reads the heading %j as %s", (heading, key) => {
    expect(fieldOf(heading)).toBe(key);
  });

  it("lists the columns no field uses, as written, and skips unnamed ones", () => {
    const match = matchColumns(["Name", "Parking spot", "", "Notes"], allColumns);
    expect(match.ignored).toEqual(["Parking spot", "Notes"]);
  });

  it("takes the first column naming a field and ignores a second one", () => {
    const match = matchColumns(["Email", "Name", "E-mail"], allColumns);
    expect(match.sources.get("email")).toEqual([0]);
    expect(match.ignored).toEqual(["E-mail"]);
  });

  it("fills the name from first and last name columns, in that order", () => {
    const fields = [importColumns.name, importColumns.email];
    const match = matchColumns(["Last name", "Email", "First Name"], fields);
    expect(match.sources.get("name")).toEqual([2, 0]);
    expect(match.ignored).toEqual([]);
    expect(cellsOf(["Lima", "ana@example.org", " Ana "], fields, match)).toEqual({
      name: "Ana Lima",
      email: "ana@example.org",
    });
  });

  it("prefers a name column to first and last names, which are then ignored", () => {
    const match = matchColumns(["First name", "Name", "Last name"], [importColumns.name]);
    expect(match.sources.get("name")).toEqual([1]);
    expect(match.ignored).toEqual(["First name", "Last name"]);
  });

  it("names the required fields the file has no column for", () => {
    const fields = [
      { ...importColumns.name, required: true },
      { ...importColumns.unit, required: true },
      importColumns.email,
    ];
    const match = matchColumns(["Full name", "Email"], fields);
    expect(match.missing.map((field) => field.label)).toEqual(["Unit"]);
  });
});

describe("cellsOf", () => {
  it("trims values and leaves fields without a column (or a short row) blank", () => {
    const fields = [importColumns.name, importColumns.email, importColumns.phone];
    const match = matchColumns(["Name", "Email"], fields);
    expect(cellsOf(["  Ana Lima "], fields, match)).toEqual({
      name: "Ana Lima",
      email: "",
      phone: "",
    });
  });
});

describe("headingsOf", () => {
  it("gives each field's first heading, for the error that shows what a file should start with", () => {
    const fields = [
      importColumns.name,
      importColumns.email,
      importColumns.phone,
      importColumns.unit,
    ];
    expect(headingsOf(fields)).toBe("name, email, phone, unit");
  });
});
