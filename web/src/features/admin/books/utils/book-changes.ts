import type { Book } from "@bookstore/schema";

/** The fields the edit form shows, by the label it gives them. */
const SHOWN_FIELDS: [keyof Book, string][] = [
  ["title", "Title"],
  ["author", "Author"],
  ["description", "Description"],
  ["category", "Category"],
  ["trending", "Trending"],
  ["oldPrice", "Old Price"],
  ["newPrice", "New Price"],
  ["stock", "Stock"],
  ["coverImage", "Cover Image"],
  ["contributors", "Contributors"],
  ["isbn", "ISBN"],
  ["publisher", "Publisher"],
  ["publishedYear", "Published year"],
  ["pages", "Pages"],
  ["language", "Language"],
  ["format", "Format"],
];

/** The labels of the form's fields whose value differs between the book the form showed and the book now. */
export function changedFields(shown: Book, now: Book): string[] {
  return SHOWN_FIELDS.filter(([field]) => JSON.stringify(shown[field]) !== JSON.stringify(now[field])).map(
    ([, label]) => label,
  );
}
