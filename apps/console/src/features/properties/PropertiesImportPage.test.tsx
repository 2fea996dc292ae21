import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import type { Property } from "../../api/list-properties";
import { server } from "../../test/api-server";
import { TEST_ORG, openConsoleAs } from "../../test/render-app";

const ORG = TEST_ORG.id;
const condo: Property = {
  id: "p-1a",
  address: "300 Maple Grove Lane",
  unit: "1A",
  type: "Condo",
  status: "Occupied",
  residentCount: 1,
  percentageInterestBasisPoints: null,
  archivedAt: null,
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
};

/** The properties the page reads (the condo with `interest`); the first `failures` reads fail. */
function directory({ failures = 0, interest = null as number | null } = {}) {
  const reads = { count: 0 };
  let failing = failures;
  server.use(
    http.get(`*/api/orgs/${ORG}/properties`, () => {
      reads.count += 1;
      if (failing > 0) {
        failing -= 1;
        return HttpResponse.json({ error: "Something went wrong." }, { status: 500 });
      }
      const items = [{ ...condo, percentageInterestBasisPoints: interest }];
      return HttpResponse.json({ data: { items, nextCursor: null } });
    }),
  );
  return reads;
}

describe("the properties import page", () => {
  it("tells a member that only administrators import, without reading the directory", async () => {
    const reads = directory();
    openConsoleAs("member", "/properties/import");
    expect(await screen.findByText("Only administrators import properties.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Import properties" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Choose a CSV file")).not.toBeInTheDocument();
    expect(reads.count).toBe(0);
  });

  it("shows an error with a retry when the properties cannot be read, then the import", async () => {
    const reads = directory({ failures: 1 });
    const { user } = openConsoleAs("admin", "/properties/import");
    const error = await screen.findByRole("alert");
    expect(error).toHaveTextContent("The directory could not be loaded");
    expect(error).toHaveTextContent("Something went wrong.");
    expect(screen.queryByLabelText("Choose a CSV file")).not.toBeInTheDocument();

    await user.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Choose a CSV file")).toBeInTheDocument();
    expect(reads.count).toBe(2);
  });

  it("previews a file with the page's own rules: a property already there with its type is no change", async () => {
    directory();
    const { user } = openConsoleAs("admin", "/properties/import");
    expect(await screen.findByRole("link", { name: "Download a sample file" })).toHaveAttribute(
      "download",
      "properties-sample.csv",
    );
    await user.upload(
      screen.getByLabelText("Choose a CSV file"),
      new File(
        [
          [
            "Street address,Unit,Type",
            "300 Maple Grove Lane,1A,Condo",
            "300 Maple Grove Lane,1B,Single-family home",
            "300 Maple Grove Lane,1A,Townhouse",
          ].join("\r\n"),
        ],
        "properties.csv",
        { type: "text/csv" },
      ),
    );
    await screen.findByRole("heading", { name: /ready to import/ });
    const rows = within(screen.getByRole("table", { name: "Rows in the file" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows[0]).toHaveTextContent("Already in the directory, with this type");
    expect(rows[1]).toHaveTextContent("None");
  });

  it("takes an optional percentage interest column: checked by the product's rule, blank for no change", async () => {
    directory({ interest: 85 });
    const sent: unknown[] = [];
    server.use(
      http.post(`*/api/orgs/${ORG}/properties/import`, async ({ request }) => {
        const { rows } = (await request.json()) as { rows: { line: number }[] };
        sent.push(...rows);
        return HttpResponse.json({
          data: {
            created: rows.length,
            updated: 0,
            skipped: 0,
            rows: rows.map((row) => ({
              line: row.line,
              outcome: "created",
              id: "p",
              reason: null,
            })),
          },
        });
      }),
    );
    const { user } = openConsoleAs("admin", "/properties/import");
    await user.upload(
      await screen.findByLabelText("Choose a CSV file"),
      new File(
        [
          [
            "address,unit,type,percentageInterest",
            "300 Maple Grove Lane,1A,Condo,0.85%",
            "300 Maple Grove Lane,1B,Condo,12.345",
            "300 Maple Grove Lane,1C,Condo,",
            "300 Maple Grove Lane,1D,Condo,1.5",
          ].join("\r\n"),
        ],
        "properties.csv",
        { type: "text/csv" },
      ),
    );
    await screen.findByRole("heading", { name: /ready to import/ });
    const table = screen.getByRole("table", { name: "Rows in the file" });
    expect(within(table).getByRole("columnheader", { name: "Percentage interest" })).toBeVisible();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(
      "Already in the directory, with this type and percentage interest",
    );
    expect(rows[1]).toHaveTextContent(messages.percentageInterestInvalid);
    expect(rows[2]).toHaveTextContent("None");
    expect(rows[3]).toHaveTextContent("None");

    await user.click(screen.getByRole("button", { name: "Import the valid rows" }));
    await screen.findByRole("heading", {
      name: "Import finished: 2 created, 0 updated, 0 skipped",
    });
    expect(sent).toEqual([
      { line: 4, address: "300 Maple Grove Lane", unit: "1C", type: "Condo" },
      {
        line: 5,
        address: "300 Maple Grove Lane",
        unit: "1D",
        type: "Condo",
        percentageInterest: "1.5",
      },
    ]);
  });
});
