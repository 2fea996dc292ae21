import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { Icon } from "../Icon.js";
import {
  DARK_SCHEME_QUERY,
  applyTheme,
  initialTheme,
  storeTheme,
  type Theme,
} from "./theme-preference.js";

interface ThemeContextValue {
  theme: Theme;
  /** Switches between light and dark and saves the choice. */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const query = matchMedia(DARK_SCHEME_QUERY);
    // Follows the system live; the saved choice stays in storage for the next visit.
    const follow = (event: MediaQueryListEvent) => setTheme(event.matches ? "dark" : "light");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  const toggleTheme = useCallback(() => {
    const next = theme === "dark" ? "light" : "dark";
    storeTheme(next);
    setTheme(next);
  }, [theme]);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its toggle; throws outside a `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used within a ThemeProvider");
  return context;
}

/** The theme when a provider is present, for components that also render without one. */
export function useOptionalTheme(): Theme | undefined {
  return useContext(ThemeContext)?.theme;
}

/** The sun/moon button: shows the theme it switches to. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <button
      type="button"
      className={["shell-icon-button", className].filter(Boolean).join(" ")}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      {theme === "dark" ? <Icon name="sun" /> : <Icon name="moon" />}
    </button>
  );
}
