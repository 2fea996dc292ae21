import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from "react-router-dom";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { installPopStateHold } from "./popstate-hold";
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

function AnotherPage() {
  return (
    <>
      <h1>Another page</h1>
      <Link to="/draft">Open the draft</Link>
    </>
  );
}

/** Where the router is: the tests read the address from the page. */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderDraft() {
  const rendered = render(
    <MemoryRouter initialEntries={["/draft"]}>
      <Routes>
        <Route path="/draft" element={<DraftPage />} />
        <Route path="*" element={<AnotherPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), unmount: rendered.unmount };
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;

describe("useUnsavedChangesGuard", () => {
  it("asks before an edited page is left, and leaves on Leave", async () => {
    const { user } = renderDraft();
    await user.type(screen.getByRole("textbox", { name: "Draft" }), "Hello");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));

    const dialog = screen.getByRole("alertdialog", { name: "Leave without saving?" });
    expect(within(dialog).getByRole("button", { name: "Stay" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "Another page" })).toBeVisible();
    expect(address()).toBe("/elsewhere");
  });

  it("keeps the edits on Stay, and a clean page leaves without asking", async () => {
    const { user } = renderDraft();
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(address()).toBe("/elsewhere");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("keeps the page and its edits when Stay is chosen", async () => {
    const { user } = renderDraft();
    await user.type(screen.getByRole("textbox", { name: "Draft" }), "Hello");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    const dialog = screen.getByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(address()).toBe("/draft");
    expect(screen.getByRole("textbox", { name: "Draft" })).toHaveValue("Hello");
  });

  it("asks before Back leaves an edited page, and puts the address back on Stay", async () => {
    // As the app does before its router starts (src/app/router.tsx).
    installPopStateHold();
    window.history.replaceState(null, "", "/start");
    const rendered = render(
      <BrowserRouter>
        <Routes>
          <Route path="/draft" element={<DraftPage />} />
          <Route path="*" element={<AnotherPage />} />
        </Routes>
        <Address />
      </BrowserRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Open the draft" }));
    await user.type(await screen.findByRole("textbox", { name: "Draft" }), "Hello");

    window.history.back();
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await waitFor(() => expect(window.location.pathname).toBe("/draft"));
    expect(address()).toBe("/draft");
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(screen.getByRole("textbox", { name: "Draft" })).toHaveValue("Hello");

    window.history.back();
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave" }),
    );
    expect(await screen.findByRole("heading", { name: "Another page" })).toBeVisible();
    expect(window.location.pathname).toBe("/start");
    rendered.unmount();
  });

  it("lets a released page go at once, and signing out never waits", async () => {
    const first = renderDraft();
    await first.user.type(screen.getByRole("textbox", { name: "Draft" }), "Hello");
    await first.user.click(screen.getByRole("button", { name: "Save and open" }));
    expect(address()).toBe("/saved");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    first.unmount();

    const second = renderDraft();
    await second.user.type(screen.getByRole("textbox", { name: "Draft" }), "Hello");
    await second.user.click(screen.getByRole("button", { name: "Time out" }));
    expect(address()).toBe(paths.signOut.path);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
