import { BOOK_SORTS, CATEGORIES, type BookSort, type Category } from "@bookstore/schema/constants";
import { useId, useRef, useState, type FocusEvent } from "react";
import { useLocation, type Location as RouterLocation } from "react-router-dom";
import {
  categoryLabel,
  narrows,
  parsePrice,
  SORT_LABELS,
  withoutNarrowing,
  type SearchFilters,
} from "@/features/search/utils/search-filters";

const labelClassName = "mb-1 block text-sm font-semibold text-gray-700";
const controlClassName = "rounded-md border border-gray-300 bg-white px-3 py-2";
const priceText = (price: number | undefined) => (price === undefined ? "" : String(price));

type PriceField = "min" | "max";
interface PriceDraft {
  /**
   * The navigation the draft was typed after. Any other (a filter applied, Back, Forward) shows the prices of
   * the URL it lands on, even on an entry revisited: a new location object is made for every navigation.
   */
  at: RouterLocation;
  min: string;
  max: string;
  error?: { field: PriceField; message: string };
}

/**
 * The search page's filters and sort. Each choice is applied at once; a price when it is complete (Enter, Apply,
 * or leaving the price fields), so every step the shopper sees is one step back, and typing "15" is not two.
 */
export function FilterBar({ filters, onChange }: { filters: SearchFilters; onChange: (next: SearchFilters) => void }) {
  const id = useId();
  const categoryRef = useRef<HTMLSelectElement>(null);
  const location = useLocation();
  const applied = (): PriceDraft => ({
    at: location,
    min: priceText(filters.minPrice),
    max: priceText(filters.maxPrice),
  });
  const [draft, setDraft] = useState(applied);
  const prices = draft.at === location ? draft : applied();
  const type = (field: PriceField, value: string) => setDraft({ ...prices, [field]: value, error: undefined });

  const applyPrices = () => {
    const read = (field: PriceField) => (prices[field].trim() ? parsePrice(prices[field]) : undefined);
    const [min, max] = [read("min"), read("max")];
    if (min?.ok === false) return setDraft({ ...prices, error: { field: "min", message: min.reason } });
    if (max?.ok === false) return setDraft({ ...prices, error: { field: "max", message: max.reason } });
    if (min && max && min.price > max.price) {
      const message = "The highest price must not be below the lowest";
      return setDraft({ ...prices, error: { field: "max", message } });
    }
    onChange({ ...filters, minPrice: min?.price, maxPrice: max?.price });
  };
  // Moving from one price field to the other (or to Apply) is still typing the range.
  const onPricesBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) applyPrices();
  };

  const errorId = `${id}-price-error`;
  const priceInput = (field: PriceField, label: string) => (
    <div>
      <label htmlFor={`${id}-${field}`} className={labelClassName}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        inputMode="decimal"
        autoComplete="off"
        value={prices[field]}
        onChange={(event) => type(field, event.target.value)}
        aria-invalid={prices.error?.field === field}
        aria-describedby={prices.error?.field === field ? errorId : undefined}
        className={`${controlClassName} w-24`}
      />
    </div>
  );

  return (
    <form
      aria-label="Filter and sort"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        applyPrices();
      }}
      className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-4 rounded-md border border-gray-200 bg-gray-50 p-4"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-category`} className={labelClassName}>
          Category
        </label>
        <select
          ref={categoryRef}
          id={`${id}-category`}
          value={filters.category ?? ""}
          onChange={(event) =>
            onChange({ ...filters, category: (event.target.value || undefined) as Category | undefined })
          }
          className={controlClassName}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </div>

      <fieldset onBlur={onPricesBlur} className="min-w-0">
        <legend className="sr-only">Price range in dollars</legend>
        <div className="flex flex-wrap items-end gap-2">
          {priceInput("min", "Min price ($)")}
          {priceInput("max", "Max price ($)")}
          <button type="submit" className="btn btn-action">
            Apply
          </button>
        </div>
        {prices.error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {prices.error.message}
          </p>
        )}
      </fieldset>

      <label className="flex items-center gap-2 py-2 font-semibold text-gray-700">
        <input
          type="checkbox"
          checked={filters.inStock ?? false}
          onChange={(event) => onChange({ ...filters, inStock: event.target.checked || undefined })}
          className="size-4"
        />
        In stock only
      </label>

      <div className="min-w-0">
        <label htmlFor={`${id}-sort`} className={labelClassName}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sort ?? "newest"}
          onChange={(event) => {
            const sort = event.target.value as BookSort;
            onChange({ ...filters, sort: sort === "newest" ? undefined : sort });
          }}
          className={controlClassName}
        >
          {BOOK_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>

      {narrows(filters) && (
        <button
          type="button"
          onClick={() => {
            onChange(withoutNarrowing(filters));
            // The button goes with the filters it cleared: focus stays in the form rather than on the page.
            categoryRef.current?.focus();
          }}
          className="btn btn-quiet"
        >
          Clear filters
        </button>
      )}
    </form>
  );
}
