// How a catalog page is asked of Firestore: which filters, which order, which composite index it needs, and how
// a page cursor names a place in that order. Pure, so every shape of query can be listed and checked against
// firestore.indexes.json (book-query.test.ts).
import { isDocumentId, parseIsbn, type BookSort, type ValidBookListQuery } from "@bookstore/schema";
import { Timestamp } from "firebase-admin/firestore";
import { LAST_TIMESTAMP_MS } from "../lib/cursor";
import { badRequest } from "../lib/http-error";
import { queryTerms } from "./search-tokens";

type Direction = "asc" | "desc";
type OrderField = "createdAt" | "newPrice" | "titleSort";
export type EqualityField = "category" | "inStock" | "authorSlug";

/** What a query filters on, apart from the values: the part that decides which index serves it. */
export interface QueryShape {
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
  orders: [OrderField, Direction][];
}

/** A search for one ISBN is a look-up, not a query: at most one book has it. */
export type CatalogRequest = { kind: "isbn"; isbn: string } | { kind: "query"; plan: QueryPlan } | { kind: "none" };

/**
 * The fields a page is ordered by, the document id last in the same direction (so equal values keep one order).
 * A price range with another order also orders by price after it: Firestore orders by every range field.
 */
export function ordersFor(sort: BookSort, pricedBetween: boolean): [OrderField, Direction][] {
  switch (sort) {
    case "price-asc":
      return [["newPrice", "asc"]];
    case "price-desc":
      return [["newPrice", "desc"]];
    case "title":
      return pricedBetween
        ? [
            ["titleSort", "asc"],
            ["newPrice", "asc"],
          ]
        : [["titleSort", "asc"]];
    default:
      return pricedBetween
        ? [
            ["createdAt", "desc"],
            ["newPrice", "desc"],
          ]
        : [["createdAt", "desc"]];
  }
}

export const directionOf = (orders: [OrderField, Direction][]) => orders.at(-1)![1];

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

// ---------------------------------------------------------------------------------------------------------------
// Cursors: the values of the order fields of a page's last book, and its id.

type CursorValue = Timestamp | number | string;

/** The order a cursor belongs to, written into it: a cursor of one sort is refused under another. */
const orderKey = (orders: [OrderField, Direction][]) =>
  orders.map(([field, direction]) => `${field} ${direction}`).join();

export function encodeBookCursor(orders: [OrderField, Direction][], values: CursorValue[], id: string): string {
  const plain = values.map((value) => (value instanceof Timestamp ? value.toMillis() : value));
  return Buffer.from(JSON.stringify([orderKey(orders), ...plain, id])).toString("base64url");
}

const notValidCursor = () => badRequest("The cursor is not valid", { cursor: ["Not a valid cursor"] });

/** The order values and id a cursor names, checked against the order it must belong to; 400 otherwise. */
export function decodeBookCursor(cursor: string, orders: [OrderField, Direction][]): [CursorValue[], string] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw notValidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== orders.length + 2) throw notValidCursor();
  if (decoded[0] !== orderKey(orders)) {
    throw badRequest("The cursor belongs to another sort order", {
      cursor: ["This cursor was made for another sort order: start again from the first page"],
    });
  }
  const id = decoded.at(-1);
  if (typeof id !== "string" || !isDocumentId(id)) throw notValidCursor();
  const values = orders.map(([field], i): CursorValue => {
    const value: unknown = decoded[i + 1];
    if (field === "createdAt") {
      if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > LAST_TIMESTAMP_MS) {
        throw notValidCursor();
      }
      return Timestamp.fromMillis(value as number);
    }
    if (field === "newPrice") {
      if (typeof value !== "number" || !Number.isFinite(value)) throw notValidCursor();
      return value;
    }
    if (typeof value !== "string" || value.length > 1000) throw notValidCursor();
    return value;
  });
  return [values, id];
}

// ---------------------------------------------------------------------------------------------------------------
// Composite indexes: one per shape of query that a single-field index cannot serve.

const EQUALITY_ORDER: EqualityField[] = ["category", "authorSlug", "inStock"];

export interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}

/** The composite index a shape needs, or undefined when Firestore's automatic single-field indexes serve it. */
export function indexFor(shape: QueryShape): IndexField[] | undefined {
  const orders = ordersFor(shape.sort, shape.pricedBetween);
  if (shape.equalities.length === 0 && !shape.searchesWords && orders.length === 1) return undefined;
  const order = (direction: Direction) => (direction === "asc" ? "ASCENDING" : "DESCENDING");
  const fields: IndexField[] = EQUALITY_ORDER.filter((field) => shape.equalities.includes(field)).map((fieldPath) => ({
    fieldPath,
    order: "ASCENDING",
  }));
  if (shape.searchesWords) fields.push({ fieldPath: "searchTokens", arrayConfig: "CONTAINS" });
  for (const [fieldPath, direction] of orders) fields.push({ fieldPath, order: order(direction) });
  // The document id ends every index in ascending order; a descending one is declared.
  if (directionOf(orders) === "desc") fields.push({ fieldPath: "__name__", order: "DESCENDING" });
  return fields;
}

/** Every shape the API can ask for: an author's books are never searched or narrowed to a category. */
export function allShapes(): QueryShape[] {
  const shapes: QueryShape[] = [];
  const filterSets: [EqualityField[], boolean][] = [];
  for (const first of [[], ["category"], ["authorSlug"]] as EqualityField[][]) {
    for (const inStock of [false, true]) {
      const equalities: EqualityField[] = inStock ? [...first, "inStock"] : first;
      filterSets.push([equalities, false]);
      if (!first.includes("authorSlug")) filterSets.push([equalities, true]);
    }
  }
  for (const [equalities, searchesWords] of filterSets) {
    for (const sort of ["newest", "price-asc", "price-desc", "title"] as BookSort[]) {
      for (const pricedBetween of [false, true]) shapes.push({ equalities, searchesWords, pricedBetween, sort });
    }
  }
  return shapes;
}
