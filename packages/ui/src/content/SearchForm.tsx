import { useId, useState } from "react";
import { Button } from "./Button.js";

export interface SearchFormProps {
  /** Names the search landmark and its field, e.g. "Search residents". */
  label: string;
  placeholder?: string;
  /** The term the field starts with, e.g. the one a list's URL carries. */
  defaultValue?: string;
  onSearch: (term: string) => void;
}

/** A search landmark: a labelled field and a submit button, submitted with Enter or the button. */
export function SearchForm({ label, placeholder, defaultValue = "", onSearch }: SearchFormProps) {
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
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
