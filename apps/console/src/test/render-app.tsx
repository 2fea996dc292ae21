import { render } from "@testing-library/react";
import { App } from "../app/App";

/** Renders the whole console as a visitor who opened `url`. */
export function renderApp(url: string) {
  window.history.replaceState(null, "", url);
  return render(<App />);
}

/** The address bar: path, query and hash. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
