import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { bookPageQueryOptions, bookPagesQueryOptions } from "@/lib/api/books";

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

/** The /search?q= results view: pages of matches, the next one on request. */
export function useBookSearchResults(text: string) {
  const words = text.trim();
  return useInfiniteQuery({ ...bookPagesQueryOptions({ q: words, limit: SEARCH_PAGE_SIZE }), enabled: words !== "" });
}
