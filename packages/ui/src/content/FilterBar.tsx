import { Children, useId, type ReactNode } from "react";
import { SearchForm, type SearchFormProps } from "./SearchForm.js";
import { SelectField, type SelectOption } from "./SelectField.js";

/** The Sort by select of a `FilterBar`. */
export interface FilterBarSort<Value extends string = string> {
  /** "Sort by" unless given. */
  label?: string;
  options: readonly SelectOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /**
   * Why fewer sorts are offered just now ("Fewer sorts while filtered"): shown under the whole
   * bar, so the select stays on the line of the fields beside it, and read with the select.
   */
  note?: ReactNode;
}

export interface FilterBarProps<SortValue extends string = string> {
  /**
   * The search, always first. The field starts again from `defaultValue` whenever that changes
   * (Back, a link), so it shows the term the list is searched by.
   */
  search?: SearchFormProps;
  /** The filters, in the order shown: `SelectField`s, `ToggleField`s, without hints. */
  filters?: ReactNode;
  /** The Sort by select, always last. */
  sort?: FilterBarSort<SortValue>;
  /** A line under the whole bar about it (what the search looks in); read with the search. */
  note?: ReactNode;
}

/**
 * A list's one filter bar, at the top of its card: the search, then the filters, then Sort by,
 * their fields on one line, wrapping as a group. In a narrow card (a phone) they stack: the
 * search on a row of its own, the filters two to a row (one when narrower still), then Sort by.
 * Notes go under the bar, never between a label and its field, so every field lines up. With
 * nothing to offer (no search, filter or sort) there is no bar.
 *
 * @example
 * <FilterBar
 *   search={{ label: "Search documents", placeholder: "Document title", defaultValue: q, onSearch }}
 *   filters={<SelectField label="Category" options={categoryOptions} value={category}
 *     onValueChange={setCategory} />}
 *   sort={{ options: sortOptions, value: sort, onValueChange: setSort, note: sortNote }}
 * />
 */
export function FilterBar<SortValue extends string = string>({
  search,
  filters,
  sort,
  note,
}: FilterBarProps<SortValue>) {
  const noteId = useId();
  const sortNoteId = useId();
  const hasFilters = Children.toArray(filters).length > 0;
  if (!search && !hasFilters && !sort) return null;
  const notes = [
    note ? { id: noteId, text: note } : undefined,
    sort?.note ? { id: sortNoteId, text: sort.note } : undefined,
  ].filter((line) => line !== undefined);
  return (
    <div className="ui-filter-bar">
      <div className="ui-filter-bar__controls">
        {search ? (
          <div className="ui-filter-bar__search">
            <SearchForm
              key={search.defaultValue ?? ""}
              {...search}
              describedBy={note ? noteId : undefined}
            />
          </div>
        ) : null}
        {hasFilters ? <div className="ui-filter-bar__filters">{filters}</div> : null}
        {sort ? (
          <div className="ui-filter-bar__sort">
            <SelectField
              label={sort.label ?? "Sort by"}
              options={sort.options}
              value={sort.value}
              onValueChange={sort.onValueChange}
              aria-describedby={sort.note ? sortNoteId : undefined}
            />
          </div>
        ) : null}
      </div>
      {notes.length > 0 ? (
        <div className="ui-filter-bar__notes">
          {notes.map((line) => (
            <p key={line.id} id={line.id} className="ui-filter-bar__note">
              {line.text}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
