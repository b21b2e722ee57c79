import { isDeepStrictEqual } from "node:util";
import type { BookChange, BookDocument } from "./book-document";

/** Fields an edit recomputes from the stock rather than sets: they follow the stock, never make a change alone. */
const FOLLOWS_STOCK = new Set(["inStock", "lowStock"]);

/**
 * Whether `change` leaves `current` as it is: a save of the values already stored writes nothing (no log entry, no
 * new change time). A detail sent empty (null) equals one never set.
 */
export const changesNothing = (current: BookDocument, change: BookChange): boolean =>
  Object.entries(change).every(
    ([field, value]) =>
      FOLLOWS_STOCK.has(field) ||
      isDeepStrictEqual((current as unknown as Record<string, unknown>)[field] ?? null, value ?? null),
  );
