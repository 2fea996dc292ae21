import type { ReactNode } from "react";
import { Icon, type IconName } from "../Icon.js";

export interface MetaItem {
  /** Names the value for assistive technology, e.g. "Location". */
  label: string;
  icon: IconName;
  value: ReactNode;
}

/** Small facts in a row (date, time, place), each with an icon and a hidden label. */
export function MetaList({ items }: { items: readonly MetaItem[] }) {
  return (
    <dl className="ui-meta">
      {items.map((item) => (
        <div key={item.label} className="ui-meta__item">
          <dt>
            <Icon name={item.icon} size={16} />
            <span className="visually-hidden">{item.label}</span>
          </dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
