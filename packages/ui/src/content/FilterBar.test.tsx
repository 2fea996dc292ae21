import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterBar } from "./FilterBar";
import { SelectField } from "./SelectField";
import { ToggleField } from "./ToggleField";

const statusOptions = [
  { value: "", label: "Any status" },
  { value: "open", label: "Open" },
];
const sortOptions = [
  { value: "-number", label: "Newest first" },
  { value: "number", label: "Oldest first" },
] as const;

function ticketsBar({ sortNote }: { sortNote?: string } = {}) {
  const onSearch = vi.fn();
  const onStatus = vi.fn();
  const onSort = vi.fn();
  const view = render(
    <FilterBar
      search={{ label: "Search tickets", placeholder: "Subject", onSearch }}
      filters={
        <>
          <SelectField label="Status" options={statusOptions} value="" onValueChange={onStatus} />
          <ToggleField label="Mine only" />
        </>
      }
      sort={{ options: sortOptions, value: "-number", onValueChange: onSort, note: sortNote }}
    />,
  );
  return { ...view, onSearch, onStatus, onSort };
}

describe("FilterBar", () => {
  it("shows the search first, then the filters in their order, then Sort by", () => {
    const { container } = ticketsBar();

    const bar = container.querySelector(".ui-filter-bar");
    expect(bar).not.toBeNull();
    const controls = bar?.querySelector(":scope > .ui-filter-bar__controls");
    expect([...(controls?.children ?? [])].map((slot) => slot.className)).toEqual([
      "ui-filter-bar__search",
      "ui-filter-bar__filters",
      "ui-filter-bar__sort",
    ]);
    // Every field in reading order: the search, the filters as given, the sort.
    expect([...container.querySelectorAll("input, select")]).toEqual([
      screen.getByRole("searchbox", { name: "Search tickets" }),
      screen.getByRole("combobox", { name: "Status" }),
      screen.getByRole("switch", { name: "Mine only" }),
      screen.getByRole("combobox", { name: "Sort by" }),
    ]);
    // The filters are the bar's own fields, so they wrap (and stack on a phone) with the rest.
    const filters = controls?.querySelector(".ui-filter-bar__filters");
    expect(filters?.children).toHaveLength(2);
    expect(screen.getByRole("search", { name: "Search tickets" })).toBeInTheDocument();
  });

  it("hands the search, a filter and the sort to their owner", async () => {
    const user = userEvent.setup();
    const { onSearch, onStatus, onSort } = ticketsBar();

    await user.type(screen.getByRole("searchbox", { name: "Search tickets" }), " gate {Enter}");
    expect(onSearch).toHaveBeenCalledWith("gate");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Open");
    expect(onStatus).toHaveBeenCalledWith("open");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Oldest first");
    expect(onSort).toHaveBeenCalledWith("number");
  });

  it("puts the sort's note under the whole bar, read with the select, not above it", () => {
    const { container } = ticketsBar({ sortNote: "Fewer sorts while filtered" });

    const note = screen.getByText("Fewer sorts while filtered");
    expect(note).toHaveClass("ui-filter-bar__note");
    expect(note.closest(".ui-filter-bar__controls")).toBeNull();
    expect(container.querySelector(".ui-filter-bar__sort .ui-field__hint")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveAccessibleDescription(
      "Fewer sorts while filtered",
    );
    // Without a note, nothing describes the select.
    const { container: plain } = render(
      <FilterBar sort={{ options: sortOptions, value: "-number", onValueChange: vi.fn() }} />,
    );
    expect(plain.querySelector(".ui-filter-bar__notes")).toBeNull();
    expect(plain.querySelector("select")).not.toHaveAttribute("aria-describedby");
  });

  it("reads the bar's note with a live search, which searches as the term is typed", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <FilterBar
        search={{ label: "Find a property", placeholder: "Address or unit", onSearch, live: true }}
        note="Narrows the balances and the aging."
      />,
    );

    const field = screen.getByRole("searchbox", { name: "Find a property" });
    expect(field).toHaveAccessibleDescription("Narrows the balances and the aging.");
    expect(screen.queryByRole("button", { name: "Search" })).not.toBeInTheDocument();
    await user.type(field, "Elm");
    expect(onSearch).toHaveBeenLastCalledWith("Elm");
  });

  it("shows the search's term again when its starting term changes (Back, a link)", () => {
    const search = { label: "Search tickets", onSearch: vi.fn() };
    const { rerender } = render(<FilterBar search={{ ...search, defaultValue: "gate" }} />);
    expect(screen.getByRole("searchbox", { name: "Search tickets" })).toHaveValue("gate");

    rerender(<FilterBar search={{ ...search, defaultValue: "pool" }} />);
    expect(screen.getByRole("searchbox", { name: "Search tickets" })).toHaveValue("pool");
  });

  it("is left out when there is nothing to search, filter or sort", () => {
    const { container } = render(<FilterBar filters={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
