// Dates as the listening pages show them. Content dates are written
// YYYY-MM-DD and parsed as midnight UTC, so every helper reads them in UTC:
// a visitor's or the build machine's time zone never shifts the day.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

function assertValid(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new Error("Invalid date: write dates as YYYY-MM-DD in the content file.");
}

/** "Sep 02, 2025": short month name, two-digit day, year. */
export function formatDate(date: Date): string {
  assertValid(date);
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${MONTHS[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`;
}

/** "2025-09-02", for the datetime attribute of <time>. */
export function isoDate(date: Date): string {
  assertValid(date);
  return date.toISOString().slice(0, 10);
}

/** A copy of the list with the newest date first; equal dates keep their order. */
export function newestFirst<T extends { date: Date }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.getTime() - a.date.getTime());
}
