/**
 * A modal dialog makes the rest of the page inert and covers it, toasts included. So while one is
 * open the toast container moves into it (the top-most one) and goes back where it was when the
 * last one closes: a toast raised while a dialog is open is seen, heard and can be dismissed, and
 * toasts on screen survive the move because the container itself is never unmounted.
 */
const openDialogs: HTMLElement[] = [];
/** Where the container came from, while it is in a dialog (which may already be detached). */
let home: { toasts: HTMLElement; parent: Node; next: Node | null } | null = null;

const toastContainer = () => document.querySelector<HTMLElement>("section.Toastify");

/** Puts the toast container where it belongs now. Called when a dialog opens or closes. */
export function syncToastLayer(): void {
  const toasts = home?.toasts ?? toastContainer();
  const parent = toasts?.parentNode;
  if (!toasts || !parent) return;
  const top = openDialogs.at(-1);
  if (top) {
    if (parent === top) return;
    if (!openDialogs.includes(parent as HTMLElement)) {
      home = { toasts, parent, next: toasts.nextSibling };
    }
    top.append(toasts);
    return;
  }
  if (!home) return;
  const next = home.next?.parentNode === home.parent ? home.next : null;
  home.parent.insertBefore(toasts, next);
  home = null;
}

export function enterToastLayer(dialog: HTMLElement): void {
  openDialogs.push(dialog);
  syncToastLayer();
}

export function leaveToastLayer(dialog: HTMLElement): void {
  const index = openDialogs.lastIndexOf(dialog);
  if (index !== -1) openDialogs.splice(index, 1);
  syncToastLayer();
}
