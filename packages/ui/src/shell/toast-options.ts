/** How long a toast stays before closing itself. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** How many toasts show at once; the next wait until one closes. */
export const TOAST_LIMIT = 3;

export type ToastKind = "success" | "error" | "info" | "warning";
