import { useEffect } from "react";
import { ToastContainer, toast } from "react-toastify";
import { syncToastLayer } from "./toast-layer.js";
import type { Theme } from "./theme-preference.js";
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, type ToastKind } from "./toast-options.js";

/** Alt+T moves focus to the notifications, as the library does by default. */
const focusToastsShortcut = (event: KeyboardEvent) => event.altKey && event.code === "KeyT";

/**
 * The toast library's container with the product's options: the bottom-right corner, away from the
 * forms in the middle of the page (the full width at the bottom on a phone), at most
 * `TOAST_LIMIT` at once (the next wait their turn), 5 s each, pausing.
 */
export function ToastContainerHost({ theme }: { theme: Theme }) {
  // Loaded while a dialog may already be open: start in it.
  useEffect(syncToastLayer, []);
  return (
    <ToastContainer
      position="bottom-right"
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggablePercent={80}
      hotKeys={focusToastsShortcut}
      theme={theme}
    />
  );
}

/** Shows `message`, or replaces the text of the toast with the same id if it is still shown. */
export function showToast(kind: ToastKind, message: string, id: string): void {
  if (toast.isActive(id)) {
    toast.update(id, { render: message, type: kind, autoClose: TOAST_AUTO_CLOSE_MS });
    return;
  }
  toast(message, { toastId: id, type: kind });
}
