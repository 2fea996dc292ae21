import type { ReactNode } from "react";

export type StatusTone = "neutral" | "success" | "warning" | "danger" | "info" | "primary";

export interface StatusPillProps {
  tone?: StatusTone;
  children: ReactNode;
}

/** A short status or category label in a semantic colour; the text alone carries the meaning. */
export function StatusPill({ tone = "neutral", children }: StatusPillProps) {
  return (
    <span className={`ui-pill ui-pill--${tone}`}>
      <span className="ui-pill__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
