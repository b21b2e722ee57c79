// How a catalog page is asked of Firestore: which filters and which order. Pure, so every shape of query can be
// listed and its composite index checked against firestore.indexes.json (book-query.test.ts).
import { parseIsbn, type BookSort, type ValidBookListQuery } from "@bookstore/schema";
import type { Direction, OrderKey } from "../lib/cursor";
import { queryTerms } from "../lib/search-tokens";

type OrderField = "createdAt" | "newPrice" | "titleSort" | "ratingAverage" | "ratingCount" | "soldCount";
export type EqualityField = "category" | "inStock" | "authorSlug";

/** What a query filters on, apart from the values: the part that decides which index serves it. */
interface QueryShape {
  equalities: EqualityField[];
  /** One word of a search, matched against searchTokens (Firestore allows one array-contains per query). */
  searchesWords: boolean;
  /** A price range (newPrice >= / <=). */
  pricedBetween: boolean;
  sort: BookSort;
}

export interface QueryPlan extends QueryShape {
  equal: Partial<Record<EqualityField, string | boolean>>;
  /** The search word that Firestore matches; the others narrow each batch as it is read. */
  word?: string;
  otherWords: string[];
  minPrice?: number;
  maxPrice?: number;
  orders: OrderKey[];
}

/** A search for one ISBN is a look-up, not a query: at most one book has it. */
export type CatalogRequest = { kind: "isbn"; isbn: string } | { kind: "query"; plan: QueryPlan } | { kind: "none" };

/**
 * The fields a page is ordered by, the document id last in the same direction (so equal values keep one order).
 * A price range with another order also orders by price after it: Firestore orders by every range field.
 */
const KIND_OF: Record<OrderField, OrderKey["kind"]> = {
  createdAt: "time",
  newPrice: "number",
  titleSort: "text",
  ratingAverage: "number",
  ratingCount: "number",
  soldCount: "number",
};
const by = (field: OrderField, direction: Direction): OrderKey => ({ field, direction, kind: KIND_OF[field] });

export function ordersFor(sort: BookSort, pricedBetween: boolean): OrderKey[] {
  switch (sort) {
    case "price-asc":
      return [by("newPrice", "asc")];
    case "price-desc":
      return [by("newPrice", "desc")];
    case "title":
      return pricedBetween ? [by("titleSort", "asc"), by("newPrice", "asc")] : [by("titleSort", "asc")];
    case "rating": {
      // The average as shown (one decimal), then the number of reviews: of two books shown at 4.2, the one more
      // readers rated comes first (lib/book-rating.ts).
      const rated = [by("ratingAverage", "desc"), by("ratingCount", "desc")];
      return pricedBetween ? [...rated, by("newPrice", "desc")] : rated;
    }
    case "bestselling": {
      // Copies sold (the stock shards' running count, book-document.ts), the newest first among equals.
      const sold = [by("soldCount", "desc"), by("createdAt", "desc")];
      return pricedBetween ? [...sold, by("newPrice", "desc")] : sold;
    }
    default:
      return pricedBetween ? [by("createdAt", "desc"), by("newPrice", "desc")] : [by("createdAt", "desc")];
  }
}

export const directionOf = (orders: readonly OrderKey[]) => orders.at(-1)!.direction;

export function planQuery(params: ValidBookListQuery): CatalogRequest {
  if (params.q) {
    const isbn = parseIsbn(params.q);
    if (isbn.ok) return { kind: "isbn", isbn: isbn.isbn13 };
  }
  // The longest word is the rarest as a prefix: Firestore matches it, the rest are checked on what it finds.
  const [word, ...otherWords] = params.q ? queryTerms(params.q).sort((a, b) => b.length - a.length) : [];
  if (params.q && !word) return { kind: "none" };

  const equal: QueryPlan["equal"] = {};
  if (params.category) equal.category = params.category;
  if (params.inStock === "true") equal.inStock = true;
  if (params.author) equal.authorSlug = params.author;
  const sort = params.sort ?? "newest";
  const pricedBetween = params.minPrice !== undefined || params.maxPrice !== undefined;
  return {
    kind: "query",
    plan: {
      equal,
      equalities: Object.keys(equal) as EqualityField[],
      searchesWords: word !== undefined,
      word,
      otherWords,
      pricedBetween,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      sort,
      orders: ordersFor(sort, pricedBetween),
    },
  };
}
