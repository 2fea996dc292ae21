import type { PropertyType, ResidentRelationship } from "@hoa/validation";
import { foldHeading } from "./columns";

/*
 * Turning a spreadsheet's text into what a schema takes. A value these helpers cannot read is
 * passed on unchanged, so the schema refuses it with the product's own message ("Board member
 * must be yes or no") rather than one of ours that could drift from it.
 */

const YES = new Set(["yes", "y", "true", "1", "x"]);
const NO = new Set(["", "no", "n", "false", "0"]);

/** `true` for yes, y, true, 1 or x; `false` for blank, no, n, false or 0; else the text itself. */
export function yesNo(cell: string): boolean | string {
  const folded = cell.trim().toLowerCase();
  if (YES.has(folded)) return true;
  if (NO.has(folded)) return false;
  return cell;
}

/**
 * The choice a cell names, compared without case, accents, spaces or punctuation, or through
 * `aliases` (other words people use for it); `undefined` when blank, so the schema's default
 * applies; else the text itself.
 */
export function choice<TChoice extends string>(
  cell: string,
  choices: readonly TChoice[],
  aliases: Readonly<Record<string, TChoice>> = {},
): TChoice | string | undefined {
  const folded = foldHeading(cell);
  if (folded === "") return undefined;
  const direct = choices.find((option) => foldHeading(option) === folded);
  if (direct) return direct;
  const aliased = Object.entries(aliases).find(([alias]) => foldHeading(alias) === folded);
  return aliased ? aliased[1] : cell;
}

/** Other words for the directory's choices, as they appear in spreadsheets. */
export const choiceAliases = {
  propertyType: {
    "single family": "Single-family home",
    "single-family": "Single-family home",
    "single family house": "Single-family home",
    house: "Single-family home",
    condominium: "Condo",
    townhome: "Townhouse",
    apt: "Apartment",
  },
  relationship: { renter: "Tenant", homeowner: "Owner" },
} as const satisfies {
  propertyType: Record<string, PropertyType>;
  relationship: Record<string, ResidentRelationship>;
};
