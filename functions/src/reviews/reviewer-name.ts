/** What a review is signed with when the name on the shopper's order gives nothing to show. */
export const ANONYMOUS_REVIEWER = "A reader";

/**
 * The name a review is shown under: the first name and the last name's initial from the shopper's latest order
 * ("Ada Lovelace" → "Ada L."). Never an email: a word holding an @ (someone who typed their address as their
 * name) is left out, and a name of nothing else signs as ANONYMOUS_REVIEWER.
 */
export function reviewerName(orderName: string | undefined): string {
  const words = (orderName ?? "").split(/\s+/).filter((word) => word !== "" && !word.includes("@"));
  const first = words[0];
  if (!first) return ANONYMOUS_REVIEWER;
  const last = words.length > 1 ? words.at(-1)! : undefined;
  // The initial is the first whole character (an accented or astral letter is not cut in half).
  const initial = last ? Array.from(last)[0]!.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
