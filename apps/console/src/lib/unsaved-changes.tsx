import { Button, Dialog } from "@hoa/ui";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useBlocker, type BlockerFunction } from "react-router-dom";
import { paths } from "../config/paths";

export interface UnsavedChangesGuard {
  /** The "Leave without saving?" dialog: render it in the page. */
  dialog: ReactNode;
  /**
   * Lets navigation through without asking from now on, for a save that succeeded and moves on
   * before the form is clean again (a sent email opening its page).
   */
  release: () => void;
}

/**
 * Warns before a page form's edits are lost: while `isDirty`, leaving the page inside the console
 * (a link, Back) asks "Leave without saving?" first, with Stay (focused) and Leave, and closing or
 * reloading the tab asks the browser's own question. A form that is saved or reset is clean again
 * and leaves without asking, and signing out never asks. Needs the app's data router (`createBrowserRouter`; in tests
 * `createMemoryRouter`).
 *
 * @example
 * const guard = useUnsavedChangesGuard(form.isDirty);
 * <form {...form.formProps}>… {guard.dialog}</form>
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !released.current &&
      // Signing out (the idle sign-out, its warning's button) is never held up by a form.
      nextLocation.pathname !== paths.signOut.path &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      // The browser shows its own question; the text cannot be chosen.
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const stay = () => blocker.reset?.();
  const dialog = (
    <Dialog
      open={blocker.state === "blocked"}
      role="alertdialog"
      title="Leave without saving?"
      description="Your changes to this page will be lost."
      onClose={stay}
      footer={
        <>
          <Button variant="quiet" onClick={() => blocker.proceed?.()}>
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
