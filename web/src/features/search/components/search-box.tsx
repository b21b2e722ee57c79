import { lazy, Suspense, useId, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "@/components/icons";
import { useIdleAfterLoad } from "@/hooks/use-idle-after-load";
import { useOpenUntilNavigation } from "@/hooks/use-open-until-navigation";

// The suggestions are not part of the first screen: their code arrives once the page has loaded, or at once when
// the shopper reaches for the box. Until then the box is a plain search form.
const SearchSuggestions = lazy(() =>
  import("@/features/search/components/search-suggestions").then((module) => ({ default: module.SearchSuggestions })),
);

export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/** The input's side of the combobox, which the suggestions keep up to date. */
export interface ComboboxInput {
  expanded: boolean;
  activeDescendant?: string;
  /** Acts on a key meant for the list; false leaves it to the box. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => boolean;
}

const NO_LIST: ComboboxInput = { expanded: false };

/**
 * The header's 'Search here' box: an ARIA 1.2 combobox. Enter opens the results page unless a suggestion is
 * highlighted; Escape closes the list, or with none open, empties the box.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  // Leaving the page (a suggestion, the results page, any link) closes the list.
  const [open, setOpen] = useOpenUntilNavigation();
  const [combobox, setCombobox] = useState(NO_LIST);
  const [reached, setReached] = useState(false);
  const idleAfterLoad = useIdleAfterLoad();
  const listboxId = useId();
  const hasQuery = query.trim() !== "";
  const expanded = hasQuery && combobox.expanded;
  const emptyList = <ul id={listboxId} role="listbox" aria-label="Matching books" hidden />;

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
        aria-activedescendant={expanded ? combobox.activeDescendant : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setReached(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (combobox.onKeyDown?.(event)) return;
          if (event.key === "Escape") setQuery("");
        }}
        className="w-full rounded-md bg-blackBG py-1 pr-3 pl-8 focus:outline-2 focus:outline-primary"
      />
      {idleAfterLoad || reached ? (
        <Suspense fallback={emptyList}>
          <SearchSuggestions
            listboxId={listboxId}
            query={query}
            open={open}
            setOpen={setOpen}
            onInputChange={setCombobox}
          />
        </Suspense>
      ) : (
        emptyList
      )}
    </form>
  );
}
