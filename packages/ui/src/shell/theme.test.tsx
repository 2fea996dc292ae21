import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFakeMatchMedia } from "./fake-match-media.js";
import { ThemeProvider, ThemeToggle, useTheme } from "./theme.js";

const DARK = "(prefers-color-scheme: dark)";

function CurrentTheme() {
  return <p>theme: {useTheme().theme}</p>;
}

const renderTheme = () =>
  render(
    <ThemeProvider>
      <CurrentTheme />
      <ThemeToggle />
    </ThemeProvider>,
  );

describe("the theme", () => {
  it("starts from the saved choice", () => {
    installFakeMatchMedia({ [DARK]: true });
    localStorage.setItem("theme", "light");
    renderTheme();
    expect(screen.getByText("theme: light")).toBeVisible();
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });

  it.each([
    [true, "dark"],
    [false, "light"],
  ])("follows the system preference (dark: %s) when nothing is saved", (prefersDark, expected) => {
    installFakeMatchMedia({ [DARK]: prefersDark });
    renderTheme();
    expect(screen.getByText(`theme: ${expected}`)).toBeVisible();
    expect(document.documentElement).toHaveAttribute("data-theme", expected);
  });

  it("ignores a saved value that is not a theme", () => {
    installFakeMatchMedia({ [DARK]: true });
    localStorage.setItem("theme", "sepia");
    renderTheme();
    expect(screen.getByText("theme: dark")).toBeVisible();
  });

  it("switches and saves with the toggle, which names the theme it switches to", async () => {
    installFakeMatchMedia({ [DARK]: false });
    renderTheme();
    await userEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));

    expect(screen.getByText("theme: dark")).toBeVisible();
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");

    await userEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("follows a system change live without clearing the saved choice", () => {
    const media = installFakeMatchMedia({ [DARK]: false });
    localStorage.setItem("theme", "light");
    renderTheme();

    act(() => media.set(DARK, true));
    expect(screen.getByText("theme: dark")).toBeVisible();
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("stops listening to the system when unmounted", () => {
    const media = installFakeMatchMedia();
    const { unmount } = renderTheme();
    expect(media.listenerCount(DARK)).toBe(1);
    unmount();
    expect(media.listenerCount(DARK)).toBe(0);
  });

  it("throws outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<CurrentTheme />)).toThrow("useTheme must be used within a ThemeProvider");
  });
});
