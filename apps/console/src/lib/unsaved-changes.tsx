import { Button, Dialog } from "@hoa/ui";
import { useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from "react-router-dom";
import { paths } from "../config/paths";
import { holdPopState } from "./popstate-hold";

export interface UnsavedChangesGuard {
  /** The "Leave without saving?" dialog: render it in the page. */
  dialog: ReactNode;
  /**
   * Lets navigation through without asking from now on, for a save that succeeded and moves on
   * before the form is clean again (a sent email opening its page).
   */
  release: () => void;
}

/** The index the router keeps in each of its history entries' state (`createBrowserHistory`). */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : undefined;
};

const pathOf = (to: To): { pathname?: string; search?: string } =>
  typeof to === "string" ? new URL(to, window.location.href) : to;

/**
 * Warns before a page form's edits are lost: while `isDirty`, leaving the page inside the console
 * (a link, a `navigate`, Back and Forward) asks "Leave without saving?" first, with Stay (focused)
 * and Leave, and closing or reloading the tab asks the browser's own question. A form that is
 * saved or reset is clean again and leaves without asking, and signing out never asks.
 *
 * The console keeps its plain `BrowserRouter`: a data router (for `useBlocker`) would add about
 * 17 kB to what /sign-in loads before it is interactive. So while the page is dirty the guard
 * holds the router's own navigator (its `push` and `replace`, which every `Link` and `navigate`
 * call) and catches Back and Forward before the router sees them (`popstate-hold.ts`, whose
 * listener is added before the router's).
 *
 * @example
 * const guard = useUnsavedChangesGuard(form.isDirty);
 * <form {...form.formProps}>… {guard.dialog}</form>
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname, search } = useLocation();
  const released = useRef(false);
  /** What Leave does: the navigation that was held. */
  const [held, setHeld] = useState<(() => void) | undefined>();

  useEffect(() => {
    if (!isDirty) return;
    return holdNavigation({
      navigator,
      page: { pathname, search },
      released,
      onHold: (go) => setHeld(() => go),
    });
  }, [isDirty, navigator, pathname, search]);

  const stay = () => setHeld(undefined);
  const leave = () => {
    const go = held;
    setHeld(undefined);
    go?.();
  };
  const dialog = (
    <Dialog
      open={held !== undefined}
      role="alertdialog"
      title="Leave without saving?"
      description="Your changes to this page will be lost."
      onClose={stay}
      footer={
        <>
          <Button variant="quiet" onClick={leave}>
            Leave
          </Button>
          <Button variant="primary" onClick={stay} data-autofocus>
            Stay
          </Button>
        </>
      }
    />
  );
  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}

interface HoldNavigation {
  /** The router's navigator (`UNSAFE_NavigationContext`). */
  navigator: Navigator;
  /** The page being guarded. */
  page: { pathname: string; search: string };
  released: { readonly current: boolean };
  /** Called with the held navigation, which Leave performs. */
  onHold: (go: () => void) => void;
}

/**
 * While it is in force: holds the navigations that leave `page` (the router's `push` and
 * `replace`, and Back and Forward), asks before the tab is closed or reloaded, and returns the
 * function that ends it.
 */
function holdNavigation({ navigator, page, released, onHold }: HoldNavigation): () => void {
  const { push, replace } = navigator;
  const leavesPage = (to: To) => {
    const next = pathOf(to);
    if (released.current || next.pathname === paths.signOut.path) return false;
    return (
      (next.pathname ?? page.pathname) !== page.pathname || (next.search ?? "") !== page.search
    );
  };
  const hold =
    (go: typeof push): typeof push =>
    (to, state, options) => {
      if (!leavesPage(to)) return go(to, state, options);
      onHold(() => go(to, state, options));
    };
  navigator.push = hold(push);
  navigator.replace = hold(replace);

  // Back and Forward: the address has already moved when `popstate` arrives. Keep it from the
  // router (`popstate-hold.ts` sees it first), move the address back to this page, and ask;
  // Leave makes the same move again.
  const pageIndex = historyIndex(window.history.state);
  let restoring = false;
  let leaving = false;
  const releasePopState = holdPopState((event) => {
    if (leaving || released.current) return false;
    if (restoring) {
      restoring = false;
      return true;
    }
    const nextIndex = historyIndex(event.state);
    if (pageIndex === undefined || nextIndex === undefined) return false;
    const delta = nextIndex - pageIndex;
    restoring = true;
    window.history.go(-delta);
    onHold(() => {
      leaving = true;
      window.history.go(delta);
    });
    return true;
  });

  const warn = (event: BeforeUnloadEvent) => {
    if (released.current) return;
    // The browser shows its own question; the text cannot be chosen.
    event.preventDefault();
  };
  window.addEventListener("beforeunload", warn);

  return () => {
    navigator.push = push;
    navigator.replace = replace;
    releasePopState();
    window.removeEventListener("beforeunload", warn);
  };
}
