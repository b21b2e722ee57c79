import { isDocumentId } from "@bookstore/schema";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { badRequest } from "./http-error";

// A page cursor names the last document of a page by the values of the query's order fields and its id, and
// carries the order it belongs to, so a cursor of one order is refused under another. Opaque to clients.

// The last moment a Firestore Timestamp can hold (9999-12-31T23:59:59.999Z): past it Timestamp.fromMillis throws.
export const LAST_TIMESTAMP_MS = 253_402_300_799_999;

export type Direction = "asc" | "desc";
/** One field of a query's order: its name, direction and what kind of value a cursor holds for it. */
export interface OrderKey {
  field: string;
  direction: Direction;
  kind: "time" | "number" | "text";
}
export type CursorValue = Timestamp | number | string;

const orderName = (order: readonly OrderKey[]) => order.map(({ field, direction }) => `${field} ${direction}`).join();

export function encodeCursor(order: readonly OrderKey[], values: readonly CursorValue[], id: string): string {
  const plain = values.map((value) => (value instanceof Timestamp ? value.toMillis() : value));
  return Buffer.from(JSON.stringify([orderName(order), ...plain, id])).toString("base64url");
}

const notValidCursor = () => badRequest("The cursor is not valid", { cursor: ["Not a valid cursor"] });

function decodeValue(kind: OrderKey["kind"], value: unknown): CursorValue {
  if (kind === "time") {
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > LAST_TIMESTAMP_MS) {
      throw notValidCursor();
    }
    return Timestamp.fromMillis(value as number);
  }
  if (kind === "number") {
    if (typeof value !== "number" || !Number.isFinite(value)) throw notValidCursor();
    return value;
  }
  if (typeof value !== "string" || value.length > 1000) throw notValidCursor();
  return value;
}

/** The order values and id a cursor names, checked against the order it must belong to; 400 otherwise. */
export function decodeCursor(cursor: string, order: readonly OrderKey[]): [CursorValue[], string] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw notValidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== order.length + 2) throw notValidCursor();
  if (decoded[0] !== orderName(order)) {
    throw badRequest("The cursor belongs to another sort order", {
      cursor: ["This cursor was made for another sort order: start again from the first page"],
    });
  }
  const id: unknown = decoded.at(-1);
  if (typeof id !== "string" || !isDocumentId(id)) throw notValidCursor();
  return [order.map(({ kind }, i) => decodeValue(kind, decoded[i + 1])), id];
}

/** Newest first: the order of every list that pages by creation time. */
export const NEWEST_FIRST: readonly OrderKey[] = [{ field: "createdAt", direction: "desc", kind: "time" }];

/** Where a document stands in the given order, for startAfter() and encodeCursor(). */
export const positionOf = (
  doc: DocumentSnapshot,
  order: readonly OrderKey[] = NEWEST_FIRST,
): [CursorValue[], string] => [order.map(({ field }) => doc.get(field) as CursorValue), doc.id];
