import { BOOK_PAGE, BOOK_SORTS, CATEGORIES, LIMITS, type BookSort, type Category } from "@bookstore/schema/constants";
import { bookCount, formatPrice } from "@/lib/format";

/**
 * What /search shows, as its URL says it (q, category, minPrice, maxPrice, inStock, sort): the URL is the state,
 * so a search can be shared and Back and Forward return to earlier ones. Only valid values are kept, so the
 * API is never asked what it would refuse.
 */
export interface SearchFilters {
  q?: string;
  category?: Category;
  minPrice?: number;
  maxPrice?: number;
  inStock?: true;
  /** Newest first when absent. */
  sort?: Exclude<BookSort, "newest">;
}

/** A value of the URL that was not applied, and why. */
export interface IgnoredParam {
  name: string;
  value: string;
  reason: string;
}

export const SORT_LABELS: Record<BookSort, string> = {
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  title: "Title A–Z",
  rating: "Highest rated",
  bestselling: "Best selling",
};

/** The names the shopper sees for the URL's parameters, to say which ones were not applied. */
const PARAM_LABELS: Record<string, string> = {
  category: "category",
  minPrice: "lowest price",
  maxPrice: "highest price",
  inStock: "in stock",
  sort: "sort",
};

/** How the price inputs and the URL write an amount: plain digits, at most two decimals (as the API reads it). */
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** A price as typed or as the URL holds it, or a reason it is not one. */
export function parsePrice(text: string): { ok: true; price: number } | { ok: false; reason: string } {
  const trimmed = text.trim().replace(/^\$\s*/, "");
  if (!AMOUNT.test(trimmed)) return { ok: false, reason: "Enter an amount such as 12.50" };
  const price = Number(trimmed);
  if (price > LIMITS.maxPrice) return { ok: false, reason: `Enter at most ${formatPrice(LIMITS.maxPrice)}` };
  return { ok: true, price };
}

export const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);
const isSort = (value: string): value is BookSort => (BOOK_SORTS as readonly string[]).includes(value);

/** The filters a URL names, and what it names that could not be applied. Unknown parameters are ignored. */
export function filtersFromParams(params: URLSearchParams): { filters: SearchFilters; ignored: IgnoredParam[] } {
  const filters: SearchFilters = {};
  const ignored: IgnoredParam[] = [];
  const refuse = (name: string, reason: string) => ignored.push({ name, value: params.get(name) ?? "", reason });

  // Longer searches are cut rather than refused: the API reads at most this many characters of words.
  const q = params.get("q")?.trim().slice(0, BOOK_PAGE.maxQuery).trim();
  if (q) filters.q = q;

  const category = params.get("category")?.trim().toLowerCase();
  if (category && isCategory(category)) filters.category = category;
  else if (category) refuse("category", "not one of the store's categories");

  for (const name of ["minPrice", "maxPrice"] as const) {
    const text = params.get(name);
    if (!text?.trim()) continue;
    const read = parsePrice(text);
    if (read.ok) filters[name] = read.price;
    else refuse(name, "not an amount");
  }
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    refuse("maxPrice", "below the lowest price");
    delete filters.maxPrice;
  }

  const inStock = params.get("inStock");
  if (inStock === "true") filters.inStock = true;
  else if (inStock && inStock !== "false") refuse("inStock", "not true or false");

  const sort = params.get("sort");
  if (sort && isSort(sort)) {
    if (sort !== "newest") filters.sort = sort;
  } else if (sort) refuse("sort", "not a sort the store offers");

  return { filters, ignored };
}

/** The URL of some filters, always in one order, so one search has one address (and one history entry). */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.minPrice !== undefined) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("maxPrice", String(filters.maxPrice));
  if (filters.inStock) params.set("inStock", "true");
  if (filters.sort) params.set("sort", filters.sort);
  return params;
}

/** Filters that narrow the results (the words and the sort do not count). */
export const narrows = (filters: SearchFilters) =>
  Boolean(filters.category || filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.inStock);

/** The same words and sort without the narrowing filters. */
export const withoutNarrowing = ({ q, sort }: SearchFilters): SearchFilters => ({
  ...(q ? { q } : {}),
  ...(sort ? { sort } : {}),
});

export const categoryLabel = (category: Category) => category.charAt(0).toUpperCase() + category.slice(1);

/** The narrowing filters in words: "in Fiction", "between $5.00 and $20.00", "in stock". */
export function describeNarrowing(filters: SearchFilters): string[] {
  const parts: string[] = [];
  if (filters.category) parts.push(`in ${categoryLabel(filters.category)}`);
  const { minPrice: min, maxPrice: max } = filters;
  if (min !== undefined && max !== undefined) parts.push(`between ${formatPrice(min)} and ${formatPrice(max)}`);
  else if (min !== undefined) parts.push(`from ${formatPrice(min)}`);
  else if (max !== undefined) parts.push(`up to ${formatPrice(max)}`);
  if (filters.inStock) parts.push("in stock");
  return parts;
}

/** The page's heading: the words searched, or what is browsed without words. */
export function searchHeading(filters: SearchFilters): string {
  if (filters.q) return `Search results for “${filters.q}”`;
  return filters.category ? `${categoryLabel(filters.category)} books` : "All books";
}

/** "the lowest price “abc” (not an amount)" for the note that lists what a URL asked for but did not get. */
export const describeIgnored = ({ name, value, reason }: IgnoredParam) =>
  `${PARAM_LABELS[name] ?? name} “${value}” (${reason})`;

/**
 * The result count: the API's total on a first page; without one (a search of several words is narrowed as it
 * is read), what has been found so far.
 */
export function resultCount(total: number | null | undefined, shown: number, hasMore: boolean): string {
  if (typeof total === "number") return `${bookCount(total)} found`;
  return hasMore ? `${bookCount(shown)} found so far` : `${bookCount(shown)} found`;
}

/** The empty state's first line: what was searched, and how it was narrowed. */
export function noResultsText(filters: SearchFilters): string {
  const narrowing = describeNarrowing(filters).join(", ");
  if (filters.q) return `No books match “${filters.q}”${narrowing ? ` ${narrowing}` : ""}.`;
  return narrowing ? `No books ${narrowing}.` : "The store has no books yet.";
}

/** The empty state's hint when the words alone match: the filters are what leave nothing. */
export function wordsAloneText(q: string, total: number | undefined): string {
  return total === undefined
    ? `Books match “${q}” without these filters.`
    : `${bookCount(total)} ${total === 1 ? "matches" : "match"} “${q}” without these filters.`;
}
