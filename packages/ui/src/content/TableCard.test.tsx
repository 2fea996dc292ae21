import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TableCard } from "./TableCard";

const homes = [
  { address: "18 Birchwood Ct", type: "Townhouse" },
  { address: "7 Cedar Ridge Ln", type: "Condo" },
];

describe("TableCard", () => {
  it("titles a searchable table and hands the search to its owner", async () => {
    const onSearch = vi.fn();
    render(
      <TableCard
        title="All properties"
        search={{ label: "Search properties", placeholder: "Address or owner", onSearch }}
        caption="Properties"
        columns={[
          { id: "address", header: "Address", cell: (home) => home.address },
          { id: "type", header: "Type", cell: (home) => home.type },
        ]}
        rows={homes}
        rowKey={(home) => home.address}
      />,
    );

    expect(screen.getByRole("heading", { name: "All properties" })).toBeVisible();
    const table = screen.getByRole("table", { name: "Properties" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["18 Birchwood Ct", "7 Cedar Ridge Ln"]);

    await userEvent.type(
      screen.getByRole("searchbox", { name: "Search properties" }),
      "Cedar{Enter}",
    );
    expect(onSearch).toHaveBeenCalledWith("Cedar");
  });
});
