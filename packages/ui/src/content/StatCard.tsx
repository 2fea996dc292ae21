import type { ReactNode } from "react";

export interface StatGridProps {
  children: ReactNode;
}

/** A row of key figures, as a description list of `StatCard`s. */
export function StatGrid({ children }: StatGridProps) {
  return <dl className="ui-stat-grid">{children}</dl>;
}

export type StatTone = "neutral" | "success" | "warning" | "danger" | "info";

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: StatTone;
  icon?: ReactNode;
}

/** One key figure with its label; use inside `StatGrid`. */
export function StatCard({ label, value, hint, tone = "neutral", icon }: StatCardProps) {
  return (
    <div className={`ui-stat ui-stat--${tone}`}>
      <dt className="ui-stat__label">
        {icon ? <span className="ui-stat__icon">{icon}</span> : null}
        {label}
      </dt>
      <dd className="ui-stat__value">{value}</dd>
      {hint ? <dd className="ui-stat__hint">{hint}</dd> : null}
    </div>
  );
}
