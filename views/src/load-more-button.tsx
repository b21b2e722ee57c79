/**
 * Asks for a paged list's next page. Its name stays 'Load more' while the page loads (tests and screen readers
 * find it by name); being disabled and busy says it is working. Shown only while there is a next page.
 */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  className,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  className: string;
}) {
  if (!hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void fetchNextPage()}
      disabled={isFetchingNextPage}
      aria-busy={isFetchingNextPage}
      className={`disabled:opacity-60 ${className}`}
    >
      Load more
    </button>
  );
}
