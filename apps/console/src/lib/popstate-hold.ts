/**
 * Back and Forward reach the router as `popstate` on the window, and the browser calls a
 * target's listeners in the order they were added. This module's listener is added when the app
 * starts, before the router's, so a page that must ask first (the unsaved-changes guard) can keep
 * a `popstate` from the router: its hold answers `true` for an event it keeps.
 */
type PopStateHold = (event: PopStateEvent) => boolean;

let current: PopStateHold | undefined;
let installed = false;

/** Adds the one listener; call it before the router mounts (`src/app/router.tsx` does). */
export function installPopStateHold(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener("popstate", (event) => {
    if (current?.(event)) event.stopImmediatePropagation();
  });
}

/** Makes `hold` the one that sees each `popstate` first; returns the function that removes it. */
export function holdPopState(hold: PopStateHold): () => void {
  current = hold;
  return () => {
    if (current === hold) current = undefined;
  };
}
