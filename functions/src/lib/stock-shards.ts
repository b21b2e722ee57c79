// A book's copies are kept in shards, `books/<id>/stock/<n>`, so that orders and cancellations of one popular
// title write different documents (docs/decisions/015-stock-shards.md). Kept apart from Firestore's calls so its
// rules are tested on their own.

/** The subcollection of a book that holds its copies. */
export const STOCK = "stock";

/**
 * Shards a book's copies are spread over when its stock is set. Firestore sustains about one write a second to
 * one document: this many shards let a title sell about this many copies a second, sustained, and parallel
 * orders rarely meet on one shard.
 */
export const STOCK_SHARDS = 8;

/** How many shards hold a book's copies; 0 while its `stock` field holds them. */
export const shardsOf = (book: { stockShards?: number } | undefined) =>
  Number.isInteger(book?.stockShards) && book!.stockShards! > 0 ? book!.stockShards! : 0;

/** A shard as stored. */
export interface StockShard {
  copies: number;
  /** Copies this shard gave to orders, less those cancelled orders gave back: the book's sales, sharded alike. */
  sold?: number;
}

/** `stock` copies spread evenly over `shards` shards, the first ones taking the remainder. */
export function spreadStock(stock: number, shards = STOCK_SHARDS): number[] {
  if (!Number.isInteger(stock) || stock < 0) throw new RangeError(`Cannot spread a stock of ${stock}`);
  return Array.from({ length: shards }, (_, i) => Math.floor(stock / shards) + (i < stock % shards ? 1 : 0));
}

/** Copies a shard holds; a missing or broken shard holds none. */
export const copiesIn = (shard: Partial<StockShard> | undefined) =>
  Number.isInteger(shard?.copies) && shard!.copies! > 0 ? shard!.copies! : 0;

/**
 * Copies a shard counts as sold; a shard from before sales were counted has none. A cancellation gives its copy
 * back to any shard, so one shard may count below zero: only the sum over a book's shards means anything.
 */
export const soldIn = (shard: Partial<StockShard> | undefined) => (Number.isInteger(shard?.sold) ? shard!.sold! : 0);

/** A shard to take a copy from, chosen at random among those that have one; undefined when none has. */
export function pickShard(copies: readonly number[], random = Math.random): number | undefined {
  const stocked = copies.flatMap((count, shard) => (count > 0 ? [shard] : []));
  return stocked.length ? stocked[Math.floor(random() * stocked.length)] : undefined;
}

/** Any of `shards` shards, for a copy put back: spreading returns keeps them off one document too. */
export const randomShard = (shards: number, random = Math.random) => Math.floor(random() * shards);

/**
 * How often, at most, orders and cancellations of one book rewrite its catalog figure: Firestore sustains about
 * one write a second to one document, and the book's figure is one document however many shards hold its copies.
 */
export const FIGURE_INTERVAL_MS = 1_000;

/**
 * Whether a book's stored figure should be rewritten to its shards' sums `stock` and `sold`: when either differs, and either it was
 * written more than FIGURE_INTERVAL_MS ago (`ageMs`) or the book sold out or came back (the catalog's "in stock"
 * filter must not wait).
 */
export function figureIsDue(
  figure: { stock?: number; inStock?: boolean; soldCount?: number },
  stock: number,
  ageMs: number,
  sold = figure.soldCount,
): boolean {
  const inStock = stock > 0;
  if (figure.stock === stock && figure.inStock === inStock && figure.soldCount === sold) return false;
  return figure.inStock !== inStock || ageMs >= FIGURE_INTERVAL_MS;
}
