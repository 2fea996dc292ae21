/** A full-area spinner with a visible, announced label ("Please wait..." and the like). */
export function Loader({ label, fullScreen = true }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      className={fullScreen ? "shell-loader shell-loader--full" : "shell-loader"}
      role="status"
      aria-live="polite"
    >
      <span className="shell-loader__spinner" aria-hidden="true" />
      <span className="shell-loader__label">{label}</span>
    </div>
  );
}
