import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { bookPageQueryOptions, bookPagesQueryOptions, type BookPageParams } from "@/lib/api/books";
import type { SearchFilters } from "@/features/search/utils/search-filters";

/** How many suggestions the header list shows; Enter opens the results page with all of them. */
export const MAX_SUGGESTIONS = 8;
/** A pause in typing this long sends the words typed so far. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Results per page on /search: four rows of the widest grid. */
export const SEARCH_PAGE_SIZE = 12;

/**
 * The header box's suggestions: the API matches word prefixes of title, author and category (case- and
 * accent-insensitive) across the whole catalog, so nothing is downloaded to filter in the browser.
 * The last answer stays on screen while the next words are typed and asked for.
 */
export function useBookSuggestions(text: string) {
  const words = text.trim();
  const settledWords = useDebouncedValue(words, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...bookPageQueryOptions({ q: settledWords, limit: MAX_SUGGESTIONS }),
    enabled: settledWords !== "",
    placeholderData: keepPreviousData,
  });
  return {
    books: query.data?.books ?? [],
    /** More books match than the list shows. */
    hasMore: Boolean(query.data?.nextCursor),
    /** The answer for the words in the box is still to come (typing pause or request). */
    isSearching: words !== settledWords || query.isFetching,
    isError: query.isError,
  };
}

/** What the API is asked for one page of /search. */
export const searchPageParams = (filters: SearchFilters): BookPageParams => ({
  q: filters.q,
  category: filters.category,
  minPrice: filters.minPrice,
  maxPrice: filters.maxPrice,
  inStock: filters.inStock ? "true" : undefined,
  sort: filters.sort,
  limit: SEARCH_PAGE_SIZE,
});

/**
 * The /search results: pages of what the filters match, the next one on request. Without any filter it browses
 * the whole catalog, newest first. The last results stay on screen while the next filters' arrive.
 */
export function useBookSearchResults(filters: SearchFilters) {
  return useInfiniteQuery({ ...bookPagesQueryOptions(searchPageParams(filters)), placeholderData: keepPreviousData });
}

/**
 * Whether the words alone match books, when the filters leave none: the empty state then says the filters, not
 * the words, are what excluded them. One book is enough to know; the first page also counts them.
 */
export function useWordsAloneMatches(filters: SearchFilters, enabled: boolean) {
  const query = useQuery({ ...bookPageQueryOptions({ q: filters.q, limit: 1 }), enabled: enabled && !!filters.q });
  const page = query.data;
  if (!page || page.books.length === 0) return undefined;
  return { total: page.total ?? undefined };
}
