// Calendar buckets of the statistics, in UTC so every function instance agrees on them.

/** "2026-03" */
export const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** "14T09": the day of the month and the hour, the key of an hour inside its month's bucket. */
export const hourKey = (date: Date) => date.toISOString().slice(8, 13);

const HOUR_MS = 3_600_000;

/** The last `count` calendar months, oldest first, as [start, end) pairs. */
export function lastMonths(now: Date, count: number): { month: string; from: Date; to: Date }[] {
  return Array.from({ length: count }, (_, i) => {
    const offset = count - 1 - i;
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    return { month: monthKey(from), from, to };
  });
}

/** The last day as hour buckets: the current hour and the 23 before it. */
export const lastDayHours = (now: Date): { month: string; hour: string }[] =>
  Array.from({ length: 24 }, (_, i) => {
    const date = new Date(now.getTime() - i * HOUR_MS);
    return { month: monthKey(date), hour: hourKey(date) };
  });
