import { formatCents } from "@hoa/validation";

/** An amount as a person reads it; a credit (negative balance) says so. */
export function Money({ cents, credit = false }: { cents: number; credit?: boolean }) {
  if (credit && cents < 0)
    return <span className="billing-credit">{formatCents(-cents)} credit</span>;
  return <span className="billing-amount">{formatCents(cents)}</span>;
}

/** A local date (YYYY-MM-DD) as a person reads it, without moving it to another zone. */
export function formatLocalDate(date: string | null | undefined): string {
  if (!date) return "—";
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
