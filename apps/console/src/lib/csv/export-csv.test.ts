import Papa from "papaparse";
import { describe, expect, it, vi } from "vitest";
import type { ImportReportRow } from "./chunks";
import { matchColumns } from "./columns";
import { downloadCsv, reportCsv, toCsv, type CsvColumn } from "./export-csv";
import type { PreviewRow } from "./import-preview";
import { captureDownloads, textOf } from "./test-downloads";
import { residentsDefinition } from "./test-definitions";

interface Resident {
  name: string;
  unit: string;
  balance: number | null;
  boardMember: boolean;
}

const columns: CsvColumn<Resident>[] = [
  { header: "Name", value: (resident) => resident.name },
  { header: "Unit", value: (resident) => resident.unit },
  { header: "Balance", value: (resident) => resident.balance },
  { header: "Board member", value: (resident) => resident.boardMember },
];

const resident = (name: string, balance: number | null = 0): Resident => ({
  name,
  unit: "1A",
  balance,
  boardMember: false,
});

/** The file's values as a spreadsheet reads them back. */
const cellsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/u, "")).data;

describe("toCsv", () => {
  it("writes a byte order mark, a heading row and CRLF line ends", () => {
    expect(toCsv([resident("Zoë Lima", 12.5)], columns)).toBe(
      "\uFEFFName,Unit,Balance,Board member\r\nZoë Lima,1A,12.5,false\r\n",
    );
  });

  it("quotes the values that need it and reads back the same", () => {
    const names = ["Lima, Ana", 'Ana "Nana" Lima', "Ana\nLima", " Ana "];
    const csv = toCsv(
      names.map((name) => resident(name)),
      columns,
    );
    expect(csv).toContain('"Lima, Ana"');
    expect(csv).toContain('"Ana ""Nana"" Lima"');
    expect(
      cellsOf(csv)
        .slice(1, -1)
        .map((row) => row[0]),
    ).toEqual(names);
  });

  it("writes no value as an empty cell", () => {
    expect(toCsv([resident("Ana", null)], columns)).toContain("Ana,1A,,false");
  });

  it.each([
    '=HYPERLINK("http://evil.example","Ana")',
    "+1 503",
    "-x",
    "@SUM(A1)",
    "\tAna",
    "\rAna",
    "=1\n+2",
  ])("neutralises text a spreadsheet would run as a formula: %j", (name) => {
    const [, row] = cellsOf(toCsv([resident(name)], columns));
    expect(row?.[0]).toBe(`'${name}`);
  });

  it("leaves negative numbers as numbers", () => {
    expect(toCsv([resident("Ana", -42)], columns)).toContain("Ana,1A,-42,false");
  });
});

describe("downloadCsv", () => {
  it("saves the text through a temporary link and revokes its URL afterwards", async () => {
    const { downloads, revoked } = captureDownloads();
    vi.useFakeTimers();
    try {
      downloadCsv("residents.csv", "\uFEFFName\r\nZoë\r\n");
      expect(downloads.map((download) => download.filename)).toEqual(["residents.csv"]);
      expect(document.querySelector("a[download]")).toBeNull();
      expect(revoked.size).toBe(0);
      vi.runAllTimers();
      expect([...revoked]).toEqual([downloads[0]?.url]);
    } finally {
      vi.useRealTimers();
    }
    const [download] = downloads;
    expect(download?.blob.type).toBe("text/csv;charset=utf-8");
    expect(await textOf(download!.blob)).toBe("\uFEFFName\r\nZoë\r\n");
  });
});

describe("reportCsv", () => {
  const definition = residentsDefinition();
  const values = (name: string, email = "") => ({
    name,
    email,
    phone: "",
    unit: "1A",
    relationship: "",
    boardMember: "",
    status: "",
  });
  const preview: PreviewRow<unknown, (typeof definition.fields)[number]["key"]>[] = [
    { line: 2, values: values("Ana Lima"), draft: {}, problems: [] },
    {
      line: 3,
      values: values("", "nope"),
      draft: null,
      problems: ["Name is required", "Please enter a valid email address"],
    },
    { line: 4, values: values("=cmd|' /C calc'!A0"), draft: {}, problems: [] },
  ];
  const report: ImportReportRow[] = [
    { line: 2, outcome: "created", id: "r1", reason: null },
    { line: 4, outcome: "skipped", id: null, reason: "unchanged" },
  ];

  it("lists every line with its outcome, its reason and its values", () => {
    expect(cellsOf(reportCsv(report, preview, definition.fields)).slice(0, 4)).toEqual([
      [
        "Line",
        "Outcome",
        "Reason",
        "Name",
        "Email",
        "Phone",
        "Unit",
        "Relationship",
        "Board member",
        "Status",
      ],
      ["2", "created", "", "Ana Lima", "", "", "1A", "", "", ""],
      [
        "3",
        "skipped",
        "Name is required; Please enter a valid email address",
        "",
        "nope",
        "",
        "1A",
        "",
        "",
        "",
      ],
      ["4", "skipped", "unchanged", "'=cmd|' /C calc'!A0", "", "", "1A", "", "", ""],
    ]);
  });

  it("can be imported again once fixed: its value columns are the import's own", () => {
    const [header = []] = cellsOf(reportCsv(report, preview, definition.fields));
    const match = matchColumns(header, definition.fields);
    expect(match.sources.size).toBe(definition.fields.length);
    expect(match.ignored).toEqual(["Line", "Outcome", "Reason"]);
  });
});
