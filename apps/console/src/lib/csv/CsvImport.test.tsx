import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ImportReport } from "./chunks";
import { CsvImport } from "./CsvImport";
import type { ImportRow } from "./import-preview";
import { captureDownloads, textOf } from "./test-downloads";
import { residentsDefinition } from "./test-definitions";

type Rows = ImportRow<Record<string, unknown>>[];

/** A server that creates every row it is sent, and what it was sent. */
function createAll() {
  const requests: Rows[] = [];
  const send = vi.fn(async (rows: Rows, _signal: AbortSignal): Promise<ImportReport> => {
    requests.push(rows);
    return report(rows, "created");
  });
  return { send, requests };
}

const report = (rows: Rows, outcome: "created" | "updated"): ImportReport => ({
  created: outcome === "created" ? rows.length : 0,
  updated: outcome === "updated" ? rows.length : 0,
  skipped: 0,
  rows: rows.map((row) => ({ line: row.line, outcome, id: `id-${row.line}`, reason: null })),
});

/** A request held until the test answers it. */
function heldServer() {
  const held: { rows: Rows; answer: () => void }[] = [];
  const send = vi.fn(
    (rows: Rows) =>
      new Promise<ImportReport>((resolve) => {
        held.push({ rows, answer: () => resolve(report(rows, "created")) });
      }),
  );
  return { send, held };
}

function renderImport(send: (rows: Rows, signal: AbortSignal) => Promise<ImportReport>) {
  const onFinished = vi.fn();
  render(
    <CsvImport
      definition={residentsDefinition()}
      send={send}
      onFinished={onFinished}
      kind="residents"
    />,
  );
  return { onFinished };
}

const csvFile = (content: BlobPart, name = "residents.csv") =>
  new File([content], name, { type: "text/csv" });

/** A file of `count` residents, all valid. */
const residentsCsv = (count: number) =>
  [
    "name,email,unit",
    ...Array.from(
      { length: count },
      (_, index) => `Resident ${index + 1},resident${index + 1}@example.org,1A`,
    ),
  ].join("\n");

async function chooseFile(file: File) {
  await userEvent.upload(screen.getByLabelText("Choose a CSV file"), file);
}

const previewTable = () => screen.getByRole("table", { name: "Rows in the file" });
const bodyRows = () => within(previewTable()).getAllByRole("row").slice(1);

describe("CsvImport", () => {
  it("imports a good file: the summary takes the focus, the rows are sent with their lines, then the result does", async () => {
    const { send, requests } = createAll();
    const { onFinished } = renderImport(send);
    await chooseFile(
      csvFile(
        [
          "Name,E-mail,Phone,Unit,Relationship,Board member",
          "Ana Lima,ana@example.org,(503) 555-0142,1A,owner,yes",
          "Ben Ortiz,,,2B,Tenant,",
          "Cleo Park,cleo@example.org,,14,,no",
        ].join("\r\n"),
      ),
    );

    const summary = await screen.findByRole("heading", { name: "3 rows ready to import" });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByText("residents.csv")).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(within(bodyRows()[0]!).getByText("ana@example.org")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Import the valid rows" }));

    const result = await screen.findByRole("heading", {
      name: "Import finished: 3 created, 0 updated, 0 skipped",
    });
    await waitFor(() => expect(result).toHaveFocus());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual([
      expect.objectContaining({
        line: 2,
        name: "Ana Lima",
        phone: "+15035550142",
        propertyId: "p-1a",
        boardMember: true,
      }),
      expect.objectContaining({ line: 3, name: "Ben Ortiz", relationship: "Tenant" }),
      expect.objectContaining({ line: 4, name: "Cleo Park", propertyId: "p-14" }),
    ]);
    expect(send.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ created: 3, skipped: 0 }));
  });

  it("shows each row's problems in the row and sends only the valid rows", async () => {
    const { send, requests } = createAll();
    renderImport(send);
    await chooseFile(
      csvFile(
        [
          "name,email,unit,board member",
          "Ana Lima,ana@example.org,1A,",
          ",not-an-email,1A,",
          "Ben Ortiz,ben@example.org,9Z,maybe",
          "Ana Lima,ANA@example.org,2B,",
        ].join("\n"),
      ),
    );

    await screen.findByRole("heading", { name: "1 row ready to import, 3 with problems" });
    const [ana, blank, ben, again] = bodyRows();
    expect(within(ana!).getByText("None")).toBeInTheDocument();
    expect(within(blank!).getByText("Name is required")).toBeInTheDocument();
    expect(within(blank!).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(ben!).getByText("No property has unit 9Z")).toBeInTheDocument();
    expect(within(ben!).getByText("Board member must be yes or no")).toBeInTheDocument();
    expect(within(again!).getByText("Duplicate of line 2")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("switch", { name: "Only rows with problems" }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText("Rows 1–3 of 3")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Import the valid rows" }));
    await screen.findByRole("heading", { name: /^Import finished/u });
    expect(requests.flat().map((row) => row.line)).toEqual([2]);
  });

  it("offers no import when no row is valid", async () => {
    renderImport(createAll().send);
    await chooseFile(csvFile("name,unit\nAna Lima,9Z\n"));
    await screen.findByRole("heading", { name: "No rows ready to import, 1 with problems" });
    expect(screen.getByRole("button", { name: "Import the valid rows" })).toBeDisabled();
  });

  it("checks a previewed file again when the organization's data changes", async () => {
    const { send } = createAll();
    const { rerender } = render(
      <CsvImport definition={residentsDefinition()} send={send} kind="residents" />,
    );
    await chooseFile(csvFile("name,email,unit\nAna Lima,ana@example.org,1A\n"));
    await screen.findByRole("heading", { name: "1 row ready to import" });

    rerender(
      <CsvImport
        definition={residentsDefinition(undefined, ["ana@example.org"])}
        send={send}
        kind="residents"
      />,
    );
    await screen.findByRole("heading", { name: "No rows ready to import, 1 with problems" });
    expect(within(bodyRows()[0]!).getByText(/already has this email/u)).toBeInTheDocument();
  });

  it("reads a file separated by semicolons", async () => {
    renderImport(createAll().send);
    await chooseFile(csvFile("Name;Email;Unit\nLima, Ana;ana@example.org;1A\n"));
    await screen.findByRole("heading", { name: "1 row ready to import" });
    expect(within(bodyRows()[0]!).getByText("Lima, Ana")).toBeInTheDocument();
  });

  it("refuses a file without a heading row, naming the columns it expects", async () => {
    const { send } = createAll();
    renderImport(send);
    const input = screen.getByLabelText("Choose a CSV file");
    await chooseFile(csvFile("Ana Lima,ana@example.org,1A\n"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The first line must name the columns, e.g. name, email, phone, unit, relationship, board member, status.",
    );
    expect(input).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("reads a Windows-1252 file with its accents, and says how it was read", async () => {
    renderImport(createAll().send);
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("name,unit\nZo"),
      0xeb, // "ë" in Windows-1252
      ...new TextEncoder().encode(" Lima,1A\n"),
    ]);
    await chooseFile(csvFile(bytes));
    await screen.findByRole("heading", { name: "1 row ready to import" });
    expect(
      within(screen.getByRole("list", { name: "Notes on the file" })).getByText(
        "This file is not UTF-8, so it was read as Windows-1252 (Western European). Check accented names in the preview.",
      ),
    ).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText("Zoë Lima")).toBeInTheDocument();
  });

  it("lists the columns it ignores", async () => {
    renderImport(createAll().send);
    await chooseFile(csvFile("name,unit,Parking spot\nAna Lima,1A,P4\n"));
    expect(await screen.findByText("Ignored columns: Parking spot.")).toBeInTheDocument();
  });

  it("refuses a file of 10,001 rows", async () => {
    renderImport(createAll().send);
    await chooseFile(csvFile(residentsCsv(10_001)));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Import at most 10,000 rows at a time; split the file.",
    );
  });

  it("shows the rows 50 at a time", async () => {
    renderImport(createAll().send);
    await chooseFile(csvFile(residentsCsv(120)));
    await screen.findByRole("heading", { name: "120 rows ready to import" });
    expect(screen.getByText("Rows 1–50 of 120")).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);

    const pages = screen.getByRole("navigation", { name: "Pages of rows" });
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    expect(screen.getByText("Rows 101–120 of 120")).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(within(pages).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("shows the progress of the import, then a report of every line to download", async () => {
    const { send, held } = heldServer();
    renderImport(send);
    const rows = [
      "name,email,unit",
      ...Array.from({ length: 149 }, (_, index) => `Resident ${index + 1},,1A`),
      '"=HYPERLINK(""http://evil.example"",""Ana"")",,1A',
      ",,1A",
    ];
    await chooseFile(csvFile(rows.join("\n")));
    await screen.findByRole("heading", { name: "150 rows ready to import, 1 with problems" });
    await userEvent.click(screen.getByRole("button", { name: "Import the valid rows" }));

    const importing = await screen.findByRole("heading", { name: "Importing residents" });
    await waitFor(() => expect(importing).toHaveFocus());
    expect(screen.getByRole("progressbar", { name: "Imported 0 of 150 rows" })).toBeInTheDocument();
    // Two requests at once, each under the size limit.
    await waitFor(() => expect(held).toHaveLength(2));
    const [first, second] = held;
    first!.answer();
    const done = first!.rows.length;
    const progress = await screen.findByRole("progressbar", {
      name: `Imported ${done} of 150 rows`,
    });
    expect(progress).toHaveAttribute("value", String(done));
    expect(progress).toHaveAttribute("max", "150");
    second!.answer();
    // Requests of at most 15,000 bytes: the rest follows as the first two are answered.
    await waitFor(() =>
      expect(held.reduce((sum, request) => sum + request.rows.length, 0)).toBe(150),
    );
    for (const request of held.slice(2)) request.answer();

    const result = await screen.findByRole("heading", {
      name: "Import finished: 150 created, 0 updated, 0 skipped",
    });
    await waitFor(() => expect(result).toHaveFocus());

    const { downloads } = captureDownloads();
    await userEvent.click(screen.getByRole("button", { name: "Download the report" }));
    expect(downloads.map((download) => download.filename)).toEqual(["residents-import-report.csv"]);
    const lines = (await textOf(downloads[0]!.blob)).split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFLine,Outcome,Reason,Name,Email,Phone,Unit,Relationship,Board member,Status",
    );
    expect(lines[1]).toBe("2,created,,Resident 1,,,1A,,,");
    // The formula a resident's name held is text in the report, not a formula.
    expect(lines[150]).toBe(`151,created,,"'=HYPERLINK(""http://evil.example"",""Ana"")",,,1A,,,`);
    expect(lines[151]).toBe("152,skipped,Name is required,,,,1A,,,");
  });

  it("stops after the requests in flight when cancelled", async () => {
    const { send, held } = heldServer();
    const { onFinished } = renderImport(send);
    await chooseFile(csvFile(residentsCsv(350)));
    await screen.findByRole("heading", { name: "350 rows ready to import" });
    await userEvent.click(screen.getByRole("button", { name: "Import the valid rows" }));
    await waitFor(() => expect(held).toHaveLength(2));

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    for (const request of held) request.answer();

    const sent = held.reduce((sum, request) => sum + request.rows.length, 0);
    const result = await screen.findByRole("heading", {
      name: `Import cancelled: ${sent} created, 0 updated, ${350 - sent} skipped`,
    });
    await waitFor(() => expect(result).toHaveFocus());
    expect(send).toHaveBeenCalledTimes(2);
    expect(onFinished).toHaveBeenCalledWith(
      expect.objectContaining({ created: sent, skipped: 350 - sent }),
    );
  });

  it("takes a file dropped on it", async () => {
    renderImport(createAll().send);
    const zone = screen.getByText("Drag a CSV file here, or").parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile("name,unit\nAna Lima,1A\n")] } });
    await screen.findByRole("heading", { name: "1 row ready to import" });
  });

  it("goes back to the file chooser, focused, from the preview and after an import", async () => {
    renderImport(createAll().send);
    await chooseFile(csvFile("name,unit\nAna Lima,1A\n"));
    await screen.findByRole("heading", { name: "1 row ready to import" });
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByLabelText("Choose a CSV file")).toHaveFocus());

    await chooseFile(csvFile("name,unit\nAna Lima,1A\n"));
    await userEvent.click(await screen.findByRole("button", { name: "Import the valid rows" }));
    await userEvent.click(await screen.findByRole("button", { name: "Import another file" }));
    await waitFor(() => expect(screen.getByLabelText("Choose a CSV file")).toHaveFocus());
  });

  it("offers a sample file to fill in", () => {
    renderImport(createAll().send);
    const link = screen.getByRole("link", { name: "Download a sample file" });
    expect(link).toHaveAttribute("download", "residents-sample.csv");
    const href = link.getAttribute("href") ?? "";
    expect(href.startsWith("data:text/csv;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(",") + 1))).toBe(
      residentsDefinition().sample,
    );
  });
});
