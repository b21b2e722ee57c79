const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Prices are shown with a $ sign and 2 decimals (SPEC §1). */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** SPEC §9: card descriptions are cut at 80 characters, followed by an ellipsis when longer. */
export const DESCRIPTION_PREVIEW_LENGTH = 80;

export function truncate(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Dates are shown in the shopper's own locale and time zone (SPEC §2: "local date from createdAt"). */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : date.toLocaleDateString();
}
