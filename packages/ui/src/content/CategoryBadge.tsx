import type { ReactNode } from "react";

/** The categorical palette: colours apart from the status ones, each defined for both themes. */
export const CATEGORY_COLORS = [
  "teal",
  "indigo",
  "violet",
  "magenta",
  "brown",
  "olive",
  "sky",
  "slate",
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

/**
 * A colour for a category the organization names itself (a violation category): the same name
 * always gets the same colour. Fixed lists of categories give each its colour in a map instead.
 */
export function categoryColorOf(key: string): CategoryColor {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CATEGORY_COLORS[hash % CATEGORY_COLORS.length] ?? "slate";
}

export interface CategoryBadgeProps {
  /** The category's own colour, from a fixed map of its kind (see `CATEGORY_COLORS`). */
  color: CategoryColor;
  children: ReactNode;
}

/**
 * What kind of thing an item is (a document's category, an event's type): an outlined tag in a
 * categorical colour, never a status colour, so a category never reads as a status. Statuses
 * use `StatusPill`.
 */
export function CategoryBadge({ color, children }: CategoryBadgeProps) {
  return <span className={`ui-badge ui-badge--${color}`}>{children}</span>;
}
