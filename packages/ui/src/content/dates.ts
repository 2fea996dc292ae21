/**
 * Calendar dates ("2025-03-14") are formatted in UTC so that a date reads the same in every
 * time zone; a local-time parse would show the day before west of Greenwich.
 */
export function parseIsoDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** "2025-03-14" → "Mar 14, 2025". */
export function formatDate(isoDate: string): string {
  return parseIsoDate(isoDate).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
