import { render, screen, waitFor } from "@testing-library/react";
import { ToastHost, notify } from "./toast.js";

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

  it("shows them at the bottom centre", async () => {
    const { container } = render(<ToastHost />);
    notify.info("Where am I?", { id: "where" });
    await screen.findByText("Where am I?");
    expect(
      container.ownerDocument.querySelector(".Toastify__toast-container--bottom-center"),
    ).not.toBeNull();
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
