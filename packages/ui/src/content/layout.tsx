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

export interface FormFooterProps {
  /** Shows "Unsaved changes" beside the buttons while the form differs from what is saved. */
  dirty?: boolean;
  /** A line on what submitting does; it stays at the end of the form, above the bar. */
  note?: ReactNode;
  /** The form's buttons, the submit button last. */
  children: ReactNode;
}

/**
 * A long page form's actions: a bar that sticks to the bottom of the screen while the form runs
 * past it (above the portal's tab bar on a phone, clear of the safe area), and settles at the end
 * of the form once it is reached. Put it last inside the `<form>`.
 */
export function FormFooter({ dirty = false, note, children }: FormFooterProps) {
  return (
    <>
      {note ? <p className="ui-form-footer__note">{note}</p> : null}
      <div className="ui-form-footer">
        <p className="ui-form-footer__status" role="status">
          {dirty ? "Unsaved changes" : null}
        </p>
        <div className="ui-form-actions__buttons">{children}</div>
      </div>
    </>
  );
}

export interface ComposeLayoutProps {
  /**
   * The form's cards, in the compose order: what it is about (subject or title) and the body
   * first, then who receives it and when.
   */
  children: ReactNode;
  /** A preview or an audience summary: beside the form on a wide screen, under it on a phone. */
  aside?: ReactNode;
  /** The form's `FormFooter`, at the end of the form column. */
  footer?: ReactNode;
}

/**
 * The one layout of every compose page (an email, a notification, an announcement): a form
 * column of the same width on each, with its footer, and a side column beside it where there is
 * room (the column stays its width when a page has no side content).
 */
export function ComposeLayout({ children, aside, footer }: ComposeLayoutProps) {
  return (
    <div className="ui-compose">
      <div className="ui-compose__grid">
        <div className="ui-compose__main">
          {children}
          {footer}
        </div>
        {aside ? <div className="ui-compose__aside">{aside}</div> : null}
      </div>
    </div>
  );
}
