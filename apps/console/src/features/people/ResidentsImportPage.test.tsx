import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Property } from "../../api/list-properties";
import type { Resident } from "../../api/list-residents";
import { server } from "../../test/api-server";
import { TEST_ORG, openConsoleAs } from "../../test/render-app";

const ORG = TEST_ORG.id;
const stamps = {
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
};
const property = (id: string, address: string, unit: string): Property => ({
  id,
  address,
  unit,
  type: "Condo",
  status: "Occupied",
  residentCount: 1,
  percentageInterestBasisPoints: null,
  archivedAt: null,
  ...stamps,
});
const properties = [
  property("p-1a", "300 Maple Grove Lane", "1A"),
  property("p-2b", "300 Maple Grove Lane", "2B"),
  property("p-b2b", "14 Birch Court", "2B"),
];
const ana: Resident = {
  id: "ana",
  name: "Ana Lima",
  email: "ana@example.org",
  phone: "+15035550142",
  propertyId: "p-1a",
  address: "300 Maple Grove Lane",
  unit: "1A",
  relationship: "Owner",
  boardMember: false,
  status: "Active",
  privacy: { hideEmail: false, hidePhone: false },
  emailOptOut: false,
  reminderOptOut: false,
  accountUid: null,
  ...stamps,
};

/** The directory endpoints the page reads; `failures` makes the residents' read fail that often. */
function directory({ failures = 0 } = {}) {
  const reads = { properties: 0, residents: 0 };
  let failing = failures;
  server.use(
    http.get(`*/api/orgs/${ORG}/properties`, () => {
      reads.properties += 1;
      return HttpResponse.json({ data: { items: properties, nextCursor: null } });
    }),
    http.get(`*/api/orgs/${ORG}/residents`, () => {
      reads.residents += 1;
      if (failing > 0) {
        failing -= 1;
        return HttpResponse.json(
          { error: "The service is temporarily unavailable." },
          { status: 503 },
        );
      }
      return HttpResponse.json({ data: { items: [ana], nextCursor: null } });
    }),
  );
  return reads;
}

describe("the residents import page", () => {
  it("tells a member that only administrators import, without reading the directory", async () => {
    const reads = directory();
    openConsoleAs("member", "/people/import");
    expect(await screen.findByText("Only administrators import residents.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Import residents" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Choose a CSV file")).not.toBeInTheDocument();
    expect(reads).toEqual({ properties: 0, residents: 0 });
  });

  it("shows an error with a retry when the directory cannot be read, then the import", async () => {
    const reads = directory({ failures: 1 });
    const { user } = openConsoleAs("admin", "/people/import");
    const error = await screen.findByRole("alert");
    expect(error).toHaveTextContent("The directory could not be loaded");
    expect(error).toHaveTextContent("The service is temporarily unavailable.");
    expect(screen.queryByLabelText("Choose a CSV file")).not.toBeInTheDocument();

    await user.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Choose a CSV file")).toBeInTheDocument();
    expect(reads.residents).toBe(2);
  });

  it("previews a file with the page's own rules: units among the properties, residents already there", async () => {
    directory();
    const { user } = openConsoleAs("admin", "/people/import");
    expect(await screen.findByRole("link", { name: "Download a sample file" })).toHaveAttribute(
      "download",
      "residents-sample.csv",
    );
    await user.upload(
      screen.getByLabelText("Choose a CSV file"),
      new File(
        [
          [
            "Name,E-mail address,Unit,Address",
            "Ana Lima,ana@example.org,1A,",
            "Ben Ortiz,ben@example.org,2B,",
            "Cleo Park,cleo@example.org,2B,14 Birch Court",
            "Dan Wu,dan@example.org,9Z,",
          ].join("\r\n"),
        ],
        "residents.csv",
        { type: "text/csv" },
      ),
    );
    await screen.findByRole("heading", { name: "1 row ready to import, 3 with problems" });
    const rows = within(screen.getByRole("table", { name: "Rows in the file" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows[0]).toHaveTextContent("Already in the directory, unchanged");
    expect(rows[1]).toHaveTextContent("Unit 2B is in 2 buildings: add an Address column");
    expect(rows[2]).toHaveTextContent("None");
    expect(rows[3]).toHaveTextContent("No property has unit 9Z");
  });
});
