import { describe, expect, it } from "vitest";
import { importColumns } from "./columns";
import {
  CSV_FILE_MAX_BYTES,
  csvFileMessages,
  decodeCsvBytes,
  parseCsvText,
  readCsvFile,
  type CsvReadResult,
} from "./read-csv-file";

const fields = [
  { ...importColumns.name, required: true },
  importColumns.email,
  importColumns.phone,
  { ...importColumns.unit, required: true },
];

const csvFile = (content: BlobPart, name = "residents.csv") =>
  new File([content], name, { type: "text/csv" });

function table<T extends string>(result: CsvReadResult<T>) {
  if (!result.ok) throw new Error(`Expected the file to be read: ${result.error}`);
  return result.table;
}

function errorOf(result: CsvReadResult) {
  if (result.ok) throw new Error("Expected the file to be refused");
  return result.error;
}

/** A file of `rows` residents under a heading row. */
const residentsCsv = (rows: number) =>
  ["name,unit", ...Array.from({ length: rows }, (_, index) => `Resident ${index + 1},1A`)].join(
    "\n",
  );

describe("decodeCsvBytes", () => {
  it("reads UTF-8 and drops its byte order mark", () => {
    const bytes = new TextEncoder().encode("\uFEFFname\nZoë Ångström\n");
    expect(decodeCsvBytes(bytes)).toEqual({ text: "name\nZoë Ångström\n" });
  });

  it("reads a file that is not UTF-8 as Windows-1252 and says so", () => {
    // "Zoë Müller" as Excel on Windows saves it: one byte per accented letter.
    const bytes = new Uint8Array([0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    expect(decodeCsvBytes(bytes)).toEqual({
      text: "Zoë Müller",
      notice:
        "This file is not UTF-8, so it was read as Windows-1252 (Western European). Check accented names in the preview.",
    });
  });

  it("reads UTF-16 saved with its byte order mark (Excel's Unicode text)", () => {
    const text = "name\tunit\nZoë\t1A";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index += 1) {
      bytes[2 + index * 2] = text.charCodeAt(index);
    }
    expect(decodeCsvBytes(bytes)).toEqual({ text });
  });
});

describe("readCsvFile", () => {
  it("reads a file's rows with their line numbers and its delimiter guessed", async () => {
    const result = table(
      await readCsvFile(csvFile("Name;Email;Unit\nAna Lima;ana@example.org;1A\n"), fields),
    );
    expect(result.header).toEqual(["Name", "Email", "Unit"]);
    expect(result.rows).toEqual([{ line: 2, cells: ["Ana Lima", "ana@example.org", "1A"] }]);
    expect(result.notices).toEqual([]);
  });

  it("refuses an empty file", async () => {
    expect(errorOf(await readCsvFile(csvFile(""), fields))).toBe("This file is empty.");
  });

  it("refuses a file over 5 MB and reads one of exactly 5 MB", async () => {
    const heading = "name,unit\n";
    const row = `${"x".repeat(989)},1A\n`; // 1,000 bytes
    const rows = Math.floor((CSV_FILE_MAX_BYTES - heading.length) / row.length);
    const padding = CSV_FILE_MAX_BYTES - heading.length - rows * row.length;
    const exactly = `${heading}${row.repeat(rows)}${" ".repeat(padding)}`;
    expect(exactly.length).toBe(CSV_FILE_MAX_BYTES);

    expect(table(await readCsvFile(csvFile(exactly), fields)).rows).toHaveLength(rows);
    expect(errorOf(await readCsvFile(csvFile(`${exactly}x`), fields))).toBe(
      "This file is larger than 5 MB. Split it into smaller files and import them one by one.",
    );
  });

  it("refuses a spreadsheet picked instead of its CSV", async () => {
    expect(errorOf(await readCsvFile(csvFile("PK", "residents.xlsx"), fields))).toBe(
      csvFileMessages.workbook,
    );
  });

  it("reads a Windows-1252 file with its accents and a notice", async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("name,unit\nZo"),
      0xeb,
      ...new TextEncoder().encode(" Lima,1A\n"),
    ]);
    const result = table(await readCsvFile(csvFile(bytes), fields));
    expect(result.rows[0]?.cells).toEqual(["Zoë Lima", "1A"]);
    expect(result.notices).toEqual([csvFileMessages.notUtf8]);
  });
});

describe("parseCsvText", () => {
  it.each([
    ["commas", ","],
    ["semicolons", ";"],
    ["tabs", "\t"],
    ["pipes", "|"],
  ])("reads values separated by %s", (_name, delimiter) => {
    const text = [
      ["name", "email", "unit"],
      ["Ana Lima", "ana@example.org", "1A"],
      ["Ben Ortiz", "ben@example.org", "2B"],
    ]
      .map((row) => row.join(delimiter))
      .join("\n");
    const result = table(parseCsvText(text, fields));
    expect(result.rows.map((row) => row.cells)).toEqual([
      ["Ana Lima", "ana@example.org", "1A"],
      ["Ben Ortiz", "ben@example.org", "2B"],
    ]);
  });

  it("numbers rows by the line they start on, past blank lines and values spanning lines", () => {
    const text = [
      "",
      "name,unit,notes",
      "Ana Lima,1A,",
      "",
      "  ,  ,  ",
      'Ben Ortiz,2B,"Gate code',
      'changes monthly"',
      "Cleo Park,14,",
    ].join("\r\n");
    const result = table(parseCsvText(text, fields));
    expect(result.rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [3, "Ana Lima"],
      [6, "Ben Ortiz"],
      [8, "Cleo Park"],
    ]);
    expect(result.rows[1]?.cells[2]).toBe("Gate code\nchanges monthly");
  });

  it("lists the columns it ignores", () => {
    const result = table(parseCsvText("Name,Unit,Parking spot,Notes\nAna,1A,P4,\n", fields));
    expect(result.notices).toEqual(["Ignored columns: Parking spot, Notes."]);
  });

  it("refuses a file whose first line names none of the columns, naming them", () => {
    expect(errorOf(parseCsvText("Ana Lima,ana@example.org,1A\n", fields))).toBe(
      "The first line must name the columns, e.g. name, email, phone, unit.",
    );
  });

  it("refuses a file without a required column", () => {
    expect(errorOf(parseCsvText("name,email\nAna,ana@example.org\n", fields))).toBe(
      "The file has no Unit column. The first line must name the columns, e.g. name, email, phone, unit.",
    );
    expect(errorOf(parseCsvText("email\nana@example.org\n", fields))).toMatch(
      /^The file has no Name and Unit columns\./u,
    );
  });

  it("refuses a file with headings and no rows", () => {
    expect(errorOf(parseCsvText("name,unit\n\n", fields))).toBe(csvFileMessages.noRows);
  });

  it("takes 10,000 rows and refuses 10,001", () => {
    expect(table(parseCsvText(residentsCsv(10_000), fields)).rows).toHaveLength(10_000);
    expect(errorOf(parseCsvText(residentsCsv(10_001), fields))).toBe(
      "Import at most 10,000 rows at a time; split the file.",
    );
  });

  it("refuses a quoted value that is never closed, with its line", () => {
    const text = 'name,unit\nAna Lima,1A\n"Ben Ortiz,2B\nCleo Park,14\n';
    expect(errorOf(parseCsvText(text, fields))).toBe(
      'Line 3: a quoted value is never closed (a " is missing). Fix the file and choose it again.',
    );
  });

  it("refuses text after a closing quote, with its line", () => {
    const text = 'name,unit\n"Ana" Lima,1A\n';
    expect(errorOf(parseCsvText(text, fields))).toMatch(/^Line 2: a quoted value has text after/u);
  });
});
