import type { ReactNode } from "react";

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A record's fields as label and value pairs, in columns that wrap on narrow screens. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="ui-details">
      {items.map((item) => (
        <div key={item.label} className="ui-details__item">
          <dt className="ui-details__label">{item.label}</dt>
          <dd className="ui-details__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
