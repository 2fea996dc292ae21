import type { ReactNode } from "react";
import { parseIsoDate } from "./dates.js";

/** A list of `ListItem`s separated by hairlines, e.g. announcements or upcoming events. */
export function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="ui-item-list" aria-label={label}>
      {children}
    </ul>
  );
}

export interface ListItemProps {
  title: string;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 3 | 4;
  /** Shown at the start of the row, e.g. a `DateBadge`. */
  leading?: ReactNode;
  /** Pills next to the title. */
  badges?: ReactNode;
  /** A `MetaList` or short line under the body. */
  meta?: ReactNode;
  children?: ReactNode;
}

export function ListItem({
  title,
  headingLevel = 3,
  leading,
  badges,
  meta,
  children,
}: ListItemProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <li className="ui-list-item">
      {leading ? <div className="ui-list-item__leading">{leading}</div> : null}
      <div className="ui-list-item__content">
        <div className="ui-list-item__title-row">
          <Heading className="ui-list-item__title">{title}</Heading>
          {badges ? <div className="ui-list-item__badges">{badges}</div> : null}
        </div>
        {children ? <div className="ui-list-item__body">{children}</div> : null}
        {meta ? <div className="ui-list-item__meta">{meta}</div> : null}
      </div>
    </li>
  );
}

/** A calendar-leaf date: short month over day of month; the full date is read out instead. */
export function DateBadge({ isoDate }: { isoDate: string }) {
  const date = parseIsoDate(isoDate);
  const month = date.toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
  const day = date.toLocaleDateString("en-US", { day: "numeric", timeZone: "UTC" });
  const full = date.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <time className="ui-date-badge" dateTime={isoDate}>
      <span aria-hidden="true" className="ui-date-badge__month">
        {month}
      </span>
      <span aria-hidden="true" className="ui-date-badge__day">
        {day}
      </span>
      <span className="visually-hidden">{full}</span>
    </time>
  );
}
