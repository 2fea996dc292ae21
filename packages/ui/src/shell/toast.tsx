import { lazy, Suspense } from "react";
import { useOptionalTheme } from "./theme.js";
import type { ToastKind } from "./toast-options.js";

// The toast library loads after the first paint: no screen needs it to render, and this keeps it
// out of the JavaScript the sign-in screen waits for.
const loadToasts = () => import("./toast-container.js");
const LazyToastContainer = lazy(() =>
  loadToasts().then((module) => ({ default: module.ToastContainerHost })),
);

/** The one place toasts are shown. Mount it once, near the root. */
export function ToastHost() {
  const theme = useOptionalTheme() ?? "light";
  // The container's own home: React never places anything relative to the container itself,
  // which moves into an open modal dialog and back (see `toast-layer`).
  return (
    <div className="shell-toast-home">
      <Suspense fallback={null}>
        <LazyToastContainer theme={theme} />
      </Suspense>
    </div>
  );
}

export interface NotifyOptions {
  /**
   * Stable identity of the message: showing it again while it is on screen replaces the text
   * instead of stacking a duplicate.
   */
  id: string;
}

function show(kind: ToastKind, message: string, { id }: NotifyOptions): void {
  void loadToasts().then((module) => module.showToast(kind, message, id));
}

/**
 * Shows a toast without knowing the toast library.
 *
 * @example
 * notify.success("Organization created successfully!", { id: "organization-created" });
 */
export const notify = {
  success: (message: string, options: NotifyOptions) => show("success", message, options),
  error: (message: string, options: NotifyOptions) => show("error", message, options),
  info: (message: string, options: NotifyOptions) => show("info", message, options),
  warning: (message: string, options: NotifyOptions) => show("warning", message, options),
};
