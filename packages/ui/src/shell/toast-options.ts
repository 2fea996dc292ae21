/** How long a toast stays before closing itself. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastKind = "success" | "error" | "info";
