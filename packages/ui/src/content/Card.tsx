import { useId, type CSSProperties, type ReactNode } from "react";

export interface CardProps {
  title?: string;
  /** Heading level of the title; pages use 2 for their top-level cards. */
  headingLevel?: 2 | 3;
  description?: ReactNode;
  /** Controls shown on the title's row, e.g. a small button. */
  actions?: ReactNode;
  /** A small icon shown in a tile before the title. */
  icon?: ReactNode;
  /** An image or other media shown edge to edge above the title. */
  media?: ReactNode;
  /** Content edge to edge (tables, images) instead of padded. */
  flush?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A surface with a subtle border. With a title it is a labelled region, so its content can be
 * found by its heading.
 */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  icon,
  media,
  flush = false,
  className,
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const classes = ["ui-card", flush ? "ui-card--flush" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  const hasHeader = Boolean(title ?? actions);
  const header = hasHeader ? (
    <div className="ui-card__header">
      {icon ? (
        <div className="ui-card__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <div className="ui-card__heading">
        {title ? (
          <Heading id={titleId} className="ui-card__title">
            {title}
          </Heading>
        ) : null}
        {description ? <p className="ui-card__description">{description}</p> : null}
      </div>
      {actions ? <div className="ui-card__actions">{actions}</div> : null}
    </div>
  ) : null;

  const Element = title ? "section" : "div";
  return (
    <Element className={classes} aria-labelledby={title ? titleId : undefined}>
      {media}
      {header}
      <div className="ui-card__body">{children}</div>
    </Element>
  );
}

export interface CardGridProps {
  /** Narrowest a column may get before the grid wraps, in pixels. */
  minColumnWidth?: number;
  /** Most columns, e.g. 2 to keep four cards in a square. */
  maxColumns?: number;
  /** Renders the grid as a list, for a set of peer cards. */
  as?: "div" | "ul";
  children: ReactNode;
}

/** Cards side by side, wrapping into as many columns as fit. */
export function CardGrid({
  minColumnWidth = 240,
  maxColumns = 12,
  as = "div",
  children,
}: CardGridProps) {
  const Element = as;
  return (
    <Element
      className="ui-card-grid"
      style={
        { "--ui-grid-min": `${minColumnWidth}px`, "--ui-grid-max": maxColumns } as CSSProperties
      }
    >
      {children}
    </Element>
  );
}
