/**
 * Shares of a whole in basis points (hundredths of a percent): a property's percentage interest
 * under the governing documents, a quorum, a weighted vote's power. Whole numbers, so shares add
 * up exactly: 100% is 10,000.
 */

/** The whole of the percentage interests: 100.00% in basis points. */
export const FULL_INTEREST_BASIS_POINTS = 10_000;

/** 1234 basis points as "12.34%", 2000 as "20%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = Math.abs(basisPoints % 100);
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, "0").replace(/0$/u, "")}%`;
}

/** Basis points as a form holds the percentage: 85 is "0.85", 1250 is "12.5", 10000 is "100". */
export const percentageText = (basisPoints: number): string =>
  formatBasisPoints(basisPoints).replace("%", "");

/** Digits with at most two decimals ("12", "0.85", ".5", "12."), an optional "%" after. */
const PERCENTAGE = /^(\d{1,3})?(?:\.(\d{0,2}))?\s*%?$/u;

/**
 * A percentage as typed, in basis points: "0.85" is 85, "12.5%" is 1250, " 100 " is 10,000;
 * null when it is not a number of at most two decimals from 0 to 100.
 */
export function parsePercentage(text: string): number | null {
  const match = PERCENTAGE.exec(text.trim());
  if (!match) return null;
  const [, whole = "", decimals = ""] = match;
  if (whole === "" && decimals === "") return null;
  const basisPoints = Number(whole || "0") * 100 + Number(decimals.padEnd(2, "0"));
  return basisPoints <= FULL_INTEREST_BASIS_POINTS ? basisPoints : null;
}
