import type { ReactNode } from "react";

export interface SplitLayoutProps {
  main: ReactNode;
  /** The narrower column: a form or a summary. Goes below `main` on narrow screens. */
  aside: ReactNode;
  /** Puts the aside first on wide screens. */
  asideFirst?: boolean;
}

/** Two columns, the aside about a third wide, stacking into one column when space runs out. */
export function SplitLayout({ main, aside, asideFirst = false }: SplitLayoutProps) {
  return (
    <div className={asideFirst ? "ui-split ui-split--aside-first" : "ui-split"}>
      <div className="ui-split__main">{main}</div>
      <div className="ui-split__aside">{aside}</div>
    </div>
  );
}

/** Form fields in one column, or two side by side where there is room. */
export function FormGrid({ columns = 1, children }: { columns?: 1 | 2; children: ReactNode }) {
  return <div className={`ui-form-grid ui-form-grid--${columns}`}>{children}</div>;
}

export interface FormActionsProps {
  /** A line on what submitting does, e.g. that delivery is not connected. */
  note?: ReactNode;
  /** Drops the hairline above, for a form whose fields sit in separate cards. */
  plain?: boolean;
  children: ReactNode;
}

/** The submit row at the end of a form. */
export function FormActions({ note, plain = false, children }: FormActionsProps) {
  return (
    <div className={plain ? "ui-form-actions ui-form-actions--plain" : "ui-form-actions"}>
      {note ? <p className="ui-form-actions__note">{note}</p> : null}
      <div className="ui-form-actions__buttons">{children}</div>
    </div>
  );
}

const stackGaps = { sm: "var(--space-3)", md: "var(--space-4)", lg: "var(--space-5)" } as const;

/** Children one under another with an even gap. */
export function Stack({
  gap = "lg",
  children,
}: {
  gap?: keyof typeof stackGaps;
  children: ReactNode;
}) {
  return (
    <div className="ui-stack" style={{ gap: stackGaps[gap] }}>
      {children}
    </div>
  );
}
