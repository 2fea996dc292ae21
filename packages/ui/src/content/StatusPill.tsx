import type { ReactNode } from "react";

export type StatusTone = "neutral" | "success" | "warning" | "danger" | "info" | "primary";

export interface StatusPillProps {
  tone?: StatusTone;
  children: ReactNode;
}

/**
 * A short status label in a semantic colour (success, warning, danger, info, neutral; `primary`
 * for a standing such as a role); the text alone carries the meaning. What kind of thing an item
 * is (a category, a type) is a `CategoryBadge` instead.
 */
export function StatusPill({ tone = "neutral", children }: StatusPillProps) {
  return (
    <span className={`ui-pill ui-pill--${tone}`}>
      <span className="ui-pill__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
