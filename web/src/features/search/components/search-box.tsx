import { useId, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SearchIcon } from "@/components/icons";
import { useBookSuggestions } from "@/features/search/api/use-book-search";
import { useOpenUntilNavigation } from "@/hooks/use-open-until-navigation";

export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/**
 * The header's 'Search here' box: an ARIA 1.2 combobox. Arrow keys move through the suggestions, Enter opens
 * the highlighted book (or the results page when none is highlighted), Escape closes the list.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  // Leaving the page (a suggestion, the results page, any link) closes the list and drops the highlight: both
  // belong to the location they were set on.
  const [open, setOpen] = useOpenUntilNavigation();
  const { key } = useLocation();
  const [highlight, setHighlight] = useState({ on: key, index: -1 });
  const highlightedIndex = highlight.on === key ? highlight.index : -1;
  const setHighlightedIndex = (index: number) => setHighlight({ on: key, index });
  const { books: suggestions, hasMore, isSearching, isError } = useBookSuggestions(query);
  // A newer, shorter answer can arrive under the highlight: then nothing is highlighted.
  const activeIndex = highlightedIndex < suggestions.length ? highlightedIndex : -1;
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const hasQuery = query.trim() !== "";
  const expanded = open && hasQuery && suggestions.length > 0;

  const openBook = (id: string) => navigate(`/books/${id}`);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (suggestions.length === 0) return;
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
        return;
      }
      case "Enter": {
        const active = expanded ? suggestions[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          openBook(active._id);
        }
        // Otherwise the form submits: the results page.
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setHighlightedIndex(-1);
        } else {
          setQuery("");
        }
        return;
    }
  };

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
    <form
      role="search"
      className="relative w-full max-w-xs sm:w-72"
      onSubmit={(event) => {
        event.preventDefault();
        if (hasQuery) navigate(searchPath(query));
      }}
    >
      <label htmlFor={`${listboxId}-input`} className="sr-only">
        Search books
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
      <input
        id={`${listboxId}-input`}
        type="search"
        role="combobox"
        placeholder="Search here"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setHighlightedIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-md bg-blackBG py-1 pr-3 pl-8 focus:outline-2 focus:outline-primary"
      />
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
    </form>
  );
}
