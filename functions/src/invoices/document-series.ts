// Numbered documents (invoices `INV-2026-000001`, credit notes `CN-2026-000001`): one gapless sequence per prefix
// and calendar year (UTC), so a tax inspector can see that none is missing. Why: docs/decisions/022-invoices.md.

/** A sequence's prefix: a few capital letters. */
export type SeriesPrefix = "INV" | "CN";

export const INVOICES: SeriesPrefix = "INV";
export const CREDIT_NOTES: SeriesPrefix = "CN";

/** The year a document issued at `at` is numbered in. */
export const seriesYear = (at: Date) => at.getUTCFullYear();

/** The counter document of a prefix's year (`INV-2026`). */
export const seriesId = (prefix: SeriesPrefix, year: number) => `${prefix}-${year}`;

/** The `sequence`-th document of the year: `INV-2026-000042`; past a million the number just grows longer. */
export const seriesNumber = (prefix: SeriesPrefix, year: number, sequence: number) =>
  `${seriesId(prefix, year)}-${String(sequence).padStart(6, "0")}`;
