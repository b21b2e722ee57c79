// Which store field each column of a foreign file feeds: proposed from the column's name (the names other shop
// systems and spreadsheets use, in any case and spacing), or as the admin mapped the same name last time.
import {
  BOOK_CSV_COLUMNS,
  IMPORT_FIELDS,
  MULTI_COLUMN_FIELDS,
  type ImportField,
  type ImportMapping,
} from "@bookstore/schema";

/** A column name reduced to its letters and digits: "Author(s)", "author_s" and "AUTHORS" read alike. */
export const columnKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Names (as columnKey reads them) each field goes by in other systems' exports. */
const SYNONYMS: Record<ImportField, string[]> = {
  id: ["id"],
  title: ["title", "booktitle", "name", "productname"],
  author: ["author", "authors", "writer", "writers", "by", "authorname", "creator"],
  contributors: ["contributors", "additionalauthors", "coauthors", "otherauthors"],
  description: ["description", "summary", "blurb", "synopsis", "shortdescription"],
  category: ["category", "categories", "genre", "genres", "subject"],
  trending: ["trending", "featured", "isfeatured"],
  oldPrice: ["oldprice", "rrp", "compareat", "compareatprice", "msrp", "regularprice", "originalprice"],
  newPrice: ["price", "newprice", "listprice", "saleprice", "sellingprice", "ourprice", "retailprice"],
  stock: ["stock", "qty", "quantity", "inventory", "stockquantity", "onhand", "instock"],
  coverImage: ["coverimage", "image", "images", "cover", "imageurl", "coverurl", "coverimageurl", "picture"],
  isbn: ["isbn", "isbn13", "isbn10", "ean", "ean13", "gtin", "gtin13"],
  publisher: ["publisher", "publishername", "imprint"],
  publishedYear: [
    "publishedyear",
    "year",
    "published",
    "publicationyear",
    "originalpublicationyear",
    "yearpublished",
    "pubyear",
    "publicationdate",
  ],
  pages: ["pages", "numpages", "pagecount", "numberofpages", "nbpages"],
  language: ["language", "languagecode", "lang"],
  format: ["format", "binding", "bookformat", "edition"],
};

const FIELD_BY_KEY = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => SYNONYMS[field].map((key) => [key, field] as const)),
);

/**
 * A column → field proposal for `columns`: the field the admin gave a column of that name last time (`last`,
 * by columnKey), else the field its name says, else none. The store's own layout maps to itself.
 */
export function proposeMapping(columns: readonly string[], last: Readonly<Record<string, ImportField | null>> = {}) {
  if (isStoreLayout(columns)) last = {};
  const mapping: ImportMapping = {};
  const taken = new Set<ImportField>();
  for (const column of columns) {
    if (Object.hasOwn(mapping, column)) continue;
    const key = columnKey(column);
    const field = Object.hasOwn(last, key) ? last[key]! : (FIELD_BY_KEY.get(key) ?? null);
    // A field but the ISBN is fed by one column (the first that names it): the job could not tell which wins.
    const free = field && (MULTI_COLUMN_FIELDS.includes(field) || !taken.has(field));
    mapping[column] = free ? field : null;
    if (free) taken.add(field);
  }
  return mapping;
}

/** The mapping as it is remembered: by columnKey, so next time "ISBN 13" and "isbn13" find it. */
export function rememberedMapping(mapping: ImportMapping) {
  const entries = Object.entries(mapping).map(([column, field]) => [columnKey(column), field] as const);
  // A name without a letter or a digit has no key to be found by.
  return Object.fromEntries(entries.filter(([key]) => key));
}

/** Whether the header is the store's own export's (any order and case): such a file imports as it is. */
export function isStoreLayout(columns: readonly string[]): boolean {
  const own = new Set<string>(BOOK_CSV_COLUMNS.map((column) => column.toLowerCase()));
  return columns.length > 0 && columns.every((column) => own.has(column.trim().toLowerCase()));
}
