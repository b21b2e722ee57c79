import { Link } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { useWordsAloneMatches } from "@/features/search/api/use-book-search";
import {
  narrows,
  noResultsText,
  withoutNarrowing,
  wordsAloneText,
  type SearchFilters,
} from "@/features/search/utils/search-filters";

/**
 * Nothing matches: what was searched and how it was narrowed, whether the words alone would find books, and the
 * ways on (clear the filters, or the home page).
 */
export function SearchEmptyState({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const filtered = narrows(filters);
  const wordsAlone = useWordsAloneMatches(filters, filtered);
  return (
    <div className="rounded-md border border-gray-200 px-4 py-6">
      <StatusMessage kind="empty">{noResultsText(filters)}</StatusMessage>
      {filters.q && wordsAlone && <p className="px-1 text-gray-700">{wordsAloneText(filters.q, wordsAlone.total)}</p>}
      {filters.q && !filtered && (
        <p className="px-1 text-gray-700">Check the spelling, or try fewer or shorter words.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {filtered && (
          <button type="button" onClick={() => onChange(withoutNarrowing(filters))} className="btn btn-action">
            Clear filters
          </button>
        )}
        <Link to="/" className="btn btn-quiet">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
