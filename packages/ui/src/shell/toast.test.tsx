import { render, screen, waitFor } from "@testing-library/react";
import shellStyles from "./shell.css?raw";
import tokenStyles from "../tokens.css?raw";
import { ToastHost, notify } from "./toast.js";

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const body = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return new Map(
    body
      .split(";")
      .map((line) => line.replace(/\/\*[\s\S]*?\*\//g, "").trim())
      .filter((line) => line.includes(":"))
      .map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
      }),
  );
}

describe("toasts", () => {
  it("shows success, error and info messages", async () => {
    render(<ToastHost />);
    notify.success("Saved!", { id: "a" });
    notify.error("Broken.", { id: "b" });
    notify.info("Heads up.", { id: "c" });
    expect(await screen.findByText("Saved!")).toBeVisible();
    expect(await screen.findByText("Broken.")).toBeVisible();
    expect(await screen.findByText("Heads up.")).toBeVisible();
  });

  it("shows them in the bottom-right corner, away from the form in the middle", async () => {
    const { container } = render(<ToastHost />);
    notify.info("Where am I?", { id: "where" });
    await screen.findByText("Where am I?");
    expect(
      container.ownerDocument.querySelector(".Toastify__toast-container--bottom-right"),
    ).not.toBeNull();
    expect(
      container.ownerDocument.querySelector(".Toastify__toast-container--bottom-center"),
    ).toBeNull();
  });

  it("shows a warning in its own status", async () => {
    render(<ToastHost />);
    notify.warning("Check this.", { id: "warn" });
    const toast = (await screen.findByText("Check this.")).closest(".Toastify__toast");
    expect(toast).toHaveClass("Toastify__toast--warning");
  });

  it("shows at most three at once, the next once one closes", async () => {
    render(<ToastHost />);
    for (const n of [1, 2, 3, 4, 5]) notify.info(`Message ${n}.`, { id: `many-${n}` });
    expect(await screen.findByText("Message 3.")).toBeVisible();
    expect(document.querySelectorAll(".Toastify__toast")).toHaveLength(3);
    expect(screen.queryByText("Message 4.")).not.toBeInTheDocument();
  });

  it("colours toasts with the design tokens, which the dark theme redefines", () => {
    const toastVariables = declarations(shellStyles, ".Toastify");
    for (const name of [
      "--toastify-color-light",
      "--toastify-color-dark",
      "--toastify-text-color-light",
      "--toastify-text-color-dark",
      "--toastify-color-info",
      "--toastify-color-success",
      "--toastify-color-warning",
      "--toastify-color-error",
    ]) {
      expect(toastVariables.get(name), name).toMatch(/^var\(--color-[a-z-]+\)$/);
    }
    expect(declarations(shellStyles, ".Toastify__toast").get("border")).toBe(
      "1px solid var(--color-border)",
    );
    const statusTokens = (["success", "error", "info", "warning"] as const).map((kind) =>
      declarations(shellStyles, `.Toastify__toast--${kind}`).get("--toast-status"),
    );
    expect(statusTokens).toEqual([
      "var(--color-success)",
      "var(--color-danger)",
      "var(--color-info)",
      "var(--color-warning)",
    ]);

    const dark = declarations(tokenStyles, ':root[data-theme="dark"]');
    const used = [...toastVariables.values(), ...statusTokens, "var(--color-border)"]
      .map((value) => /var\((--color-[a-z-]+)\)/.exec(value ?? "")?.[1])
      .filter((token) => token !== undefined);
    for (const token of used) expect(dark.has(token), token).toBe(true);
  });

  it("replaces a toast with the same id instead of stacking a duplicate", async () => {
    render(<ToastHost />);
    notify.error("First try failed.", { id: "same" });
    await screen.findByText("First try failed.");
    notify.error("Second try failed.", { id: "same" });

    expect(await screen.findByText("Second try failed.")).toBeVisible();
    await waitFor(() => expect(screen.queryByText("First try failed.")).not.toBeInTheDocument());
  });

  it("times each toast to close itself after 5000 ms", async () => {
    render(<ToastHost />);
    notify.success("Soon gone.", { id: "gone" });
    await screen.findByText("Soon gone.");
    // The library closes a toast when its progress bar's animation ends.
    expect(screen.getByRole("progressbar", { hidden: true })).toHaveStyle({
      animationDuration: "5000ms",
    });
  });
});
