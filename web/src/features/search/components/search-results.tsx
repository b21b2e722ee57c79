import type { Book } from "@bookstore/schema";
import { startTransition, useOptimistic } from "react";
import { useSearchParams } from "react-router-dom";
import { BookGrid } from "@/components/book-grid";
import { StatusMessage } from "@/components/status-message";
import { useBookSearchResults } from "@/features/search/api/use-book-search";
import { FilterBar } from "@/features/search/components/filter-bar";
import { SearchEmptyState } from "@/features/search/components/search-empty-state";
import {
  describeIgnored,
  filtersFromParams,
  paramsFromFilters,
  resultCount,
  searchHeading,
  type SearchFilters,
} from "@/features/search/utils/search-filters";

/**
 * /search: the header search's results (?q=), or the catalog browsed without words, narrowed and sorted by the
 * filters in the URL, a page at a time.
 */
export function SearchResults({ onAddToCart }: { onAddToCart: (book: Book) => void }) {
  const [params, setParams] = useSearchParams();
  const { filters, ignored } = filtersFromParams(params);
  const { data, isPending, isError, isPlaceholderData, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useBookSearchResults(filters);
  const matches = data?.pages.flatMap((page) => page.books) ?? [];

  // The router moves to a new address in a transition, and until it commits a control bound to the address would
  // spring back: the filter bar shows the shopper's choice at once, the results follow with the address.
  const [chosen, showChosen] = useOptimistic(filters);

  // A new choice is a new history entry, so Back returns to the search before it; the same one is none.
  const onChange = (next: SearchFilters) => {
    const target = paramsFromFilters(next);
    if (target.toString() === paramsFromFilters(filters).toString()) return;
    startTransition(() => {
      showChosen(next);
      setParams(target);
    });
  };

  let body;
  if (isPending) body = <StatusMessage kind="loading">Loading...</StatusMessage>;
  else if (isError && matches.length === 0) {
    body = <StatusMessage kind="error">Error happending to load book info</StatusMessage>;
  } else if (matches.length === 0 && !hasNextPage) {
    body = <SearchEmptyState filters={filters} onChange={onChange} />;
  } else {
    body = (
      <BookGrid
        books={matches}
        count={resultCount(data?.pages[0]?.total, matches.length, hasNextPage)}
        error={isError ? "Error happending to load book info" : undefined}
        onAddToCart={onAddToCart}
        hasNextPage={hasNextPage && !isPlaceholderData}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    );
  }

  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="mb-4 text-2xl font-semibold wrap-anywhere">
        {searchHeading(filters)}
      </h1>
      <FilterBar filters={chosen} onChange={onChange} />
      {ignored.length > 0 && (
        <p className="mb-4 text-sm text-amber-800">
          Not applied from the address: {ignored.map(describeIgnored).join("; ")}.
        </p>
      )}
      {/* The last results stay, dimmed, until the new filters' arrive. */}
      <div aria-busy={isPlaceholderData} className={isPlaceholderData ? "opacity-60" : undefined}>
        {body}
      </div>
    </section>
  );
}
