import type { ValidBookEdit } from "@bookstore/schema";
import { coverKind } from "@bookstore/schema";
import { conflict } from "../lib/http-error";
import { changedAt, DETAIL_FIELDS, stockFields, type BookChange, type BookDocument } from "./book-document";

// An admin's edit of a book, as the catalogue's form and the import's rows both apply it.

/** 409 stock-changed: orders moved the stock while the admin's form was open; their number is not overwritten. */
const stockChanged = (title: string, seen: number, now: number) => {
  const message = `Orders changed the stock of “${title}” from ${seen} to ${now} while it was being edited. Check the stock and save again.`;
  return conflict("stock-changed", message, { fields: { stock: [message] } });
};

/** 409 book-changed: an import, a cover or another admin changed the book since this admin's form read it. */
const bookChanged = (title: string, at: Date) =>
  conflict(
    "book-changed",
    `“${title}” was changed at ${at.toISOString()}, after the form was opened. Reload the book to see the change, then edit it again.`,
  );

/**
 * What an edit changes (product §5): an empty cover image, or an uploaded cover's address, keeps the existing one; an author, a stock or a detail
 * left out (older clients) keeps the stored one, and a detail sent empty is removed. A new stock is written
 * only if the stock is still the one the admin saw, when the edit says which that was.
 */
export function editOf(input: ValidBookEdit, current: BookDocument): BookChange {
  const changed = changedAt(current).toDate();
  if (input.expectedUpdatedAt !== undefined && Date.parse(input.expectedUpdatedAt) !== changed.getTime()) {
    throw bookChanged(current.title, changed);
  }
  const stock = current.stock ?? 0;
  if (input.stock !== undefined && input.expectedStock !== undefined && input.expectedStock !== stock) {
    throw stockChanged(current.title, input.expectedStock, stock);
  }
  // An uploaded cover's address names that upload: sent back (the edit form, a CSV export), it keeps the cover.
  const keepsCover = !input.coverImage || coverKind(input.coverImage) === "upload";
  const change: BookChange = {
    title: input.title,
    description: input.description,
    category: input.category,
    trending: input.trending,
    oldPrice: input.oldPrice,
    newPrice: input.newPrice,
    coverImage: keepsCover ? current.coverImage : input.coverImage,
  };
  // Another cover replaces an uploaded one: its variants go with it.
  if (!keepsCover && current.cover) change.cover = null;
  if (input.author !== undefined) change.author = input.author;
  if (input.stock !== undefined) Object.assign(change, stockFields(input.stock));
  for (const field of DETAIL_FIELDS) {
    if (input[field] !== undefined) Object.assign(change, { [field]: input[field] });
  }
  return change;
}
