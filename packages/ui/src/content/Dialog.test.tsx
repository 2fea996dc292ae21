import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog, Dialog } from "./Dialog";

function Confirming({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Ana
      </button>
      <ConfirmDialog
        open={open}
        title="Remove Ana Lima?"
        message="She can no longer sign in to this organization."
        confirmLabel="Remove member"
        tone="danger"
        busy={busy}
        busyLabel="Removing..."
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("asks with the action's own words and gives Cancel the focus", async () => {
    const user = userEvent.setup();
    render(<Confirming onConfirm={vi.fn()} />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Ana" }));

    const dialog = screen.getByRole("alertdialog", { name: "Remove Ana Lima?" });
    expect(dialog).toHaveAccessibleDescription("She can no longer sign in to this organization.");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Remove member" })).toBeEnabled();
  });

  it("confirms with its button, and closes without acting on Cancel, Escape or the close button", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Confirming onConfirm={onConfirm} />);

    for (const close of [
      () => user.click(screen.getByRole("button", { name: "Cancel" })),
      () => user.keyboard("{Escape}"),
      () => user.click(screen.getByRole("button", { name: "Close" })),
    ]) {
      await user.click(screen.getByRole("button", { name: "Remove Ana" }));
      await close();
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    }
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Remove Ana" }));
    await user.click(screen.getByRole("button", { name: "Remove member" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("stays open and waits while the action runs", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Confirming onConfirm={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Remove Ana" }));
    rerender(<Confirming onConfirm={vi.fn()} busy />);

    expect(screen.getByRole("button", { name: "Removing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});

describe("Dialog", () => {
  it("is a named modal dialog only while open", () => {
    const { rerender } = render(
      <Dialog open={false} title="Invite someone" onClose={vi.fn()}>
        <p>Form</p>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    rerender(
      <Dialog open title="Invite someone" variant="drawer" onClose={vi.fn()}>
        <p>Form</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Invite someone" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveClass("ui-dialog--drawer");
    expect(screen.getByText("Form")).toBeVisible();
  });

  it("takes the toasts into itself while open, since a modal dialog makes the rest inert", () => {
    const home = document.createElement("div");
    const toasts = document.createElement("section");
    toasts.className = "Toastify";
    home.append(toasts, document.createElement("span"));
    document.body.append(home);

    const { rerender, unmount } = render(<Dialog open title="Invite someone" onClose={vi.fn()} />);
    expect(toasts.parentElement).toBe(screen.getByRole("dialog"));

    rerender(<Dialog open={false} title="Invite someone" onClose={vi.fn()} />);
    expect(toasts.parentElement).toBe(home);
    expect(home.firstChild).toBe(toasts);

    rerender(<Dialog open title="Invite someone" onClose={vi.fn()} />);
    unmount();
    expect(toasts.parentElement).toBe(home);
    home.remove();
  });
});
