import { useState } from "react";

export interface SearchState {
  term: string;
  /** True when the term has something besides white space. */
  isSearching: boolean;
  setTerm: (term: string) => void;
}

export function useSearchState(): SearchState {
  const [term, setTerm] = useState("");
  return { term, isSearching: term.trim() !== "", setTerm };
}
