import { BOOK_CSV_COLUMNS } from "@bookstore/schema";
import type { Firestore } from "firebase-admin/firestore";
import { changesBetween, recordActivity, type Actor } from "../lib/activity-log";
import type { BookChange, BookDocument } from "./book-document";
import type { Writes } from "../lib/firestore";

/** What the activity log records of a book's changes: the fields an admin edits (an export's columns). */
const LOGGED_FIELDS = BOOK_CSV_COLUMNS.filter((column) => column !== "id" && column !== "createdAt");

/**
 * Queues the log entry of a book's creation (no `before`), edit or deletion (no `after`) into the change's own
 * transaction. An edit that changed only the stock is logged as a stock change.
 */
export function recordBookChange(
  writes: Writes,
  firestore: Firestore,
  actor: Actor,
  id: string,
  before: BookDocument | undefined,
  after: BookChange | Partial<BookDocument> | undefined,
): void {
  const fields = before && after ? LOGGED_FIELDS.filter((field) => field in after) : LOGGED_FIELDS;
  const changes = changesBetween(before ?? {}, after ?? {}, fields);
  const onlyStock = Object.keys(changes).length === 1 && "stock" in changes;
  const action = !before ? "book.create" : !after ? "book.delete" : onlyStock ? "book.stock" : "book.edit";
  const label = (after?.title ?? before?.title)!;
  recordActivity(writes, firestore, { actor, action, target: { type: "book", id, label }, changes });
}
