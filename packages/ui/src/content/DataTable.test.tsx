import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable, type DataTableColumn } from "./DataTable";

interface Home {
  address: string;
  type: string;
}

const columns: readonly DataTableColumn<Home>[] = [
  { id: "address", header: "Address", cell: (home) => home.address },
  { id: "type", header: "Type", cell: (home) => home.type },
];

const homes: readonly Home[] = [
  { address: "18 Birchwood Ct", type: "Townhouse" },
  { address: "7 Cedar Ridge Ln", type: "Condo" },
];

describe("DataTable", () => {
  it("names the table by its caption and heads each row with its first column", () => {
    render(
      <DataTable
        caption="Properties"
        columns={columns}
        rows={homes}
        rowKey={(home) => home.address}
      />,
    );

    const table = screen.getByRole("table", { name: "Properties" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Address", "Type"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["18 Birchwood Ct", "7 Cedar Ridge Ln"]);
  });

  it("labels every value with its column name for the stacked small-screen layout", () => {
    render(
      <DataTable
        caption="Properties"
        columns={columns}
        rows={homes}
        rowKey={(home) => home.address}
      />,
    );

    const firstRow = screen.getByRole("row", { name: /18 Birchwood Ct/ });
    expect(within(firstRow).getByRole("cell")).toHaveAttribute("data-label", "Type");
    expect(within(firstRow).getByRole("rowheader")).toHaveAttribute("data-label", "Address");
  });

  it("shows the empty state instead of a table when there are no rows", () => {
    render(
      <DataTable
        caption="Properties"
        columns={columns}
        rows={[]}
        rowKey={(home) => home.address}
        empty={<p>No properties yet</p>}
      />,
    );

    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("No properties yet")).toBeInTheDocument();
  });

  describe("sorted by the server", () => {
    const sortable: readonly DataTableColumn<Home>[] = [
      { ...columns[0]!, sort: { ascending: "address", descending: "-address" } },
      { ...columns[1]!, sort: { ascending: "type", descending: "-type", descendingFirst: true } },
      { id: "note", header: "Note", cell: () => "" },
    ];

    function renderSorted(value: string | undefined, available?: readonly string[]) {
      const onChange = vi.fn();
      render(
        <DataTable
          caption="Properties"
          columns={sortable}
          rows={homes}
          rowKey={(home) => home.address}
          sort={{ value, onChange, available, unavailableNote: "Not sortable while filtered" }}
        />,
      );
      return onChange;
    }

    it("marks the sorted column and keeps the rows in the server's order", () => {
      renderSorted("-address");
      const headers = screen.getAllByRole("columnheader");
      expect(headers.map((header) => header.getAttribute("aria-sort"))).toEqual([
        "descending",
        "none",
        null,
      ]);
      expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
        "18 Birchwood Ct",
        "7 Cedar Ridge Ln",
      ]);
      expect(within(headers[2]!).queryByRole("button")).not.toBeInTheDocument();
    });

    it("asks for the other direction of the sorted column, and the first of another", async () => {
      const onChange = renderSorted("address");
      await userEvent.click(screen.getByRole("button", { name: "Address" }));
      expect(onChange).toHaveBeenLastCalledWith("-address");
      await userEvent.click(screen.getByRole("button", { name: "Type" }));
      expect(onChange).toHaveBeenLastCalledWith("-type");
    });

    it("makes no button of a heading none of whose sorts is available, and says why", () => {
      renderSorted("address", ["address", "-address"]);
      const type = screen.getByRole("columnheader", { name: "Type" });
      expect(within(type).queryByRole("button")).not.toBeInTheDocument();
      expect(within(type).getByText("Type")).toHaveAttribute(
        "title",
        "Not sortable while filtered",
      );
      expect(type).toHaveAttribute("aria-sort", "none");
    });

    it("keeps showing the order of a sorted heading that has no other available", () => {
      const onChange = renderSorted("-address", ["-address"]);
      const address = screen.getByRole("columnheader", { name: "Address" });
      expect(address).toHaveAttribute("aria-sort", "descending");
      expect(within(address).queryByRole("button")).not.toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it("asks for the direction that is available when the first one is not", async () => {
      const onChange = renderSorted("address", ["address", "type"]);
      const type = screen.getByRole("button", { name: "Type" });
      expect(type).toHaveAttribute("title", "Sort by type, ascending");
      await userEvent.click(type);
      expect(onChange).toHaveBeenLastCalledWith("type");
      // Sorted ascending, and descending is not available: nothing to ask for.
      const address = screen.getByRole("columnheader", { name: "Address" });
      expect(address).toHaveAttribute("aria-sort", "ascending");
      expect(within(address).queryByRole("button")).not.toBeInTheDocument();
    });

    it("shows no column as sorted for a sort no column offers", () => {
      renderSorted("-joinedAt");
      expect(
        screen.getAllByRole("columnheader").map((header) => header.getAttribute("aria-sort")),
      ).toEqual(["none", "none", null]);
    });
  });
});
