import { isDocumentId } from "@bookstore/schema";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { badRequest } from "./http-error";

// Page cursors name the last document of a page by its place in a newest-first order: (createdAt, id).

// The last moment a Firestore Timestamp can hold (9999-12-31T23:59:59.999Z): past it Timestamp.fromMillis throws.
export const LAST_TIMESTAMP_MS = 253_402_300_799_999;

export const encodeCursor = (createdAt: Timestamp, id: string) =>
  Buffer.from(`${createdAt.toMillis()}:${id}`).toString("base64url");

/** The (createdAt, id) a cursor names; a 400 for anything this API did not hand out. */
export function decodeCursor(cursor: string): [Timestamp, string] {
  const match = /^(\d{1,15}):(.*)$/s.exec(Buffer.from(cursor, "base64url").toString());
  if (!match || Number(match[1]) > LAST_TIMESTAMP_MS || !isDocumentId(match[2]!)) {
    throw badRequest("The cursor is not valid", { cursor: ["Not a valid cursor"] });
  }
  return [Timestamp.fromMillis(Number(match[1])), match[2]!];
}

/** Where a document stands in the newest-first order, for startAfter() and encodeCursor(). */
export const positionOf = (doc: DocumentSnapshot): [Timestamp, string] => [doc.get("createdAt") as Timestamp, doc.id];
