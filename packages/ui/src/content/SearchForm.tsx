import { useId, useState } from "react";
import { Button } from "./Button.js";

export interface SearchFormProps {
  /** Names the search landmark and its field, e.g. "Search residents". */
  label: string;
  placeholder?: string;
  /** The term the field starts with, e.g. the one a list's URL carries. */
  defaultValue?: string;
  /** Called with the trimmed term: on Enter or the button, or as it is typed when `live`. */
  onSearch: (term: string) => void;
  /**
   * Searches as the term is typed, without a Search button: for a list already on the page (a
   * report filtered in the browser), not one that asks the server.
   */
  live?: boolean;
  /** The id of a line that says more about the search (what it looks in), read with the field. */
  describedBy?: string | undefined;
}

/**
 * A search landmark: a labelled field and a submit button, submitted with Enter or the button
 * (or, `live`, searching as the term is typed).
 */
export function SearchForm({
  label,
  placeholder,
  defaultValue = "",
  onSearch,
  live = false,
  describedBy,
}: SearchFormProps) {
  const inputId = useId();
  const [term, setTerm] = useState(defaultValue);
  return (
    <form
      role="search"
      aria-label={label}
      className="ui-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <span className="ui-search__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <input
        id={inputId}
        type="search"
        className="ui-input ui-search__input"
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={describedBy}
        value={term}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setTerm(typed);
          if (live) onSearch(typed.trim());
        }}
      />
      {live ? null : (
        <Button type="submit" variant="secondary">
          Search
        </Button>
      )}
    </form>
  );
}
