import { Button } from "./Button.js";

export interface ErrorStateProps {
  title: string;
  /** What went wrong, in the person's words (the server's message when it gave one). */
  message: string;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying?: boolean;
}

/** What a view shows when its data could not be loaded, with a way to try again. */
export function ErrorState({ title, message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="ui-empty-state" role="alert">
      <p className="ui-empty-state__title">{title}</p>
      <p className="ui-empty-state__description">{message}</p>
      <div className="ui-empty-state__action">
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? "Trying again..." : "Try again"}
        </Button>
      </div>
    </div>
  );
}
