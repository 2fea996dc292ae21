import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Link, createMemoryRouter, RouterProvider, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { useUnsavedChangesGuard } from "./unsaved-changes";

/** A page with one text box; "Save and open" releases the guard and moves on at once. */
function DraftPage() {
  const [text, setText] = useState("");
  const guard = useUnsavedChangesGuard(text !== "");
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Draft" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <button
        type="button"
        onClick={() => {
          guard.release();
          void navigate("/saved");
        }}
      >
        Save and open
      </button>
      <button type="button" onClick={() => void navigate(paths.signOut.href(), { replace: true })}>
        Time out
      </button>
      {guard.dialog}
    </>
  );
}

function renderDraft() {
  const router = createMemoryRouter(
    [
      { path: "/draft", element: <DraftPage /> },
      { path: "*", element: <h1>Another page</h1> },
    ],
    { initialEntries: ["/draft"] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe("useUnsavedChangesGuard", () => {
  it("asks before an edited page is left, and leaves on Leave", async () => {
    const { user, router } = renderDraft();
    await user.type(screen.getByRole("textbox", { name: "Draft" }), "Hello");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));

    const dialog = screen.getByRole("alertdialog", { name: "Leave without saving?" });
    expect(within(dialog).getByRole("button", { name: "Stay" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "Another page" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("lets a released page go at once, and signing out never waits", async () => {
    const first = renderDraft();
    await first.user.type(screen.getByRole("textbox", { name: "Draft" }), "Hello");
    await first.user.click(screen.getByRole("button", { name: "Save and open" }));
    expect(first.router.state.location.pathname).toBe("/saved");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    first.router.dispose();

    const second = renderDraft();
    await second.user.type(screen.getByRole("textbox", { name: "Draft" }), "Hello");
    await second.user.click(screen.getByRole("button", { name: "Time out" }));
    expect(second.router.state.location.pathname).toBe(paths.signOut.path);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
