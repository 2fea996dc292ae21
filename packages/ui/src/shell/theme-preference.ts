/** The two themes the product offers and the browser-storage key that keeps the chosen one. */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The saved choice, or `null` when there is none (or storage is unavailable). */
export function readStoredTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse storage; the theme still applies for this visit.
  }
}

export function systemTheme(): Theme {
  return typeof matchMedia === "function" && matchMedia(DARK_SCHEME_QUERY).matches
    ? "dark"
    : "light";
}

/** The saved preference if any, otherwise the system colour scheme. */
export function initialTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

/** Mirrors the theme onto `<html data-theme>`, which the design tokens key on. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
