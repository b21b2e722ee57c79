import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useBookSuggestions } from "@/features/search/api/use-book-search";
import type { ComboboxInput } from "@/features/search/components/search-box";

interface SearchSuggestionsProps {
  listboxId: string;
  query: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Tells the box's input whether the list is showing, which option is highlighted, and which keys it takes. */
  onInputChange: (input: ComboboxInput) => void;
}

/**
 * The header box's suggestions (an ARIA 1.2 combobox's listbox): arrow keys move through them, Enter opens the
 * highlighted book (or, with none highlighted, leaves the box to open the results page), Escape closes the list.
 */
export function SearchSuggestions({ listboxId, query, open, setOpen, onInputChange }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  // The highlight belongs to the location and the words it was set on: a new page or a new word drops it.
  const { key } = useLocation();
  const [highlight, setHighlight] = useState({ on: key, query, index: -1 });
  const highlightedIndex = highlight.on === key && highlight.query === query ? highlight.index : -1;
  const setHighlightedIndex = (index: number) => setHighlight({ on: key, query, index });
  const { books: suggestions, hasMore, isSearching, isError } = useBookSuggestions(query);
  // A newer, shorter answer can arrive under the highlight: then nothing is highlighted.
  const activeIndex = highlightedIndex < suggestions.length ? highlightedIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const hasQuery = query.trim() !== "";
  const expanded = open && hasQuery && suggestions.length > 0;

  const openBook = (id: string) => navigate(`/books/${id}`);

  /** Whether the key was the list's to act on. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (suggestions.length === 0) return false;
        event.preventDefault();
        setOpen(true);
        const last = suggestions.length - 1;
        setHighlightedIndex(
          event.key === "ArrowDown"
            ? activeIndex >= last
              ? 0
              : activeIndex + 1
            : activeIndex <= 0
              ? last
              : activeIndex - 1,
        );
        return true;
      }
      case "Enter": {
        const active = expanded ? suggestions[activeIndex] : undefined;
        if (!active) return false;
        event.preventDefault();
        openBook(active._id);
        return true;
      }
      case "Escape":
        if (!expanded) return false;
        event.preventDefault();
        setOpen(false);
        setHighlightedIndex(-1);
        return true;
      default:
        return false;
    }
  };
  // The input calls one stable function that acts with this render's suggestions and highlight.
  const latestOnKeyDown = useRef(onKeyDown);
  useLayoutEffect(() => {
    latestOnKeyDown.current = onKeyDown;
  });
  const stableOnKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => latestOnKeyDown.current(event), []);
  const activeDescendant = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useLayoutEffect(() => {
    onInputChange({ expanded, activeDescendant, onKeyDown: stableOnKeyDown });
  }, [expanded, activeDescendant, stableOnKeyDown, onInputChange]);
  useEffect(() => () => onInputChange({ expanded: false }), [onInputChange]);

  let status = "";
  if (hasQuery && open) {
    const count = suggestions.length;
    if (isError) status = "Search is unavailable right now.";
    else if (isSearching && count === 0) status = "Searching...";
    // A page of a many-word search can come back empty with more to look through: not "nothing found".
    else if (count === 0)
      status = hasMore ? "No matches among the newest books. Press Enter to search them all." : "No books found.";
    else if (hasMore) status = `${count} or more books found. Press Enter to see them all.`;
    else status = `${count} ${count === 1 ? "book" : "books"} found.`;
  }

  return (
    <>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Matching books"
        hidden={!expanded}
        className="absolute z-40 mt-1 max-h-80 w-full overflow-auto rounded-md bg-white py-1 shadow-lg"
      >
        {suggestions.map((book, index) => (
          <li
            key={book._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the input: a blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openBook(book._id)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? "bg-primary/40" : "hover:bg-gray-100"}`}
          >
            <span className="block font-medium">{book.title}</span>
            <span className="block text-xs text-gray-500 capitalize">
              {book.author ?? "admin"} · {book.category}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      {hasQuery && open && !expanded && status && (
        <p aria-hidden="true" className="absolute z-40 mt-1 w-full rounded-md bg-white px-3 py-2 text-sm shadow-lg">
          {status}
        </p>
      )}
    </>
  );
}
