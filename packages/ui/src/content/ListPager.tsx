import { Button } from "./Button.js";

export interface ListPagerProps {
  /** Names the navigation landmark, e.g. "Members pages". */
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** True while the next or previous page loads. */
  busy?: boolean;
}

/** Previous and Next for a list the server pages with cursors. */
export function ListPager({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
}: ListPagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="ui-pager" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={!hasPrevious || busy} onClick={onPrevious}>
        Previous
      </Button>
      <Button variant="secondary" size="sm" disabled={!hasNext || busy} onClick={onNext}>
        Next
      </Button>
    </nav>
  );
}
