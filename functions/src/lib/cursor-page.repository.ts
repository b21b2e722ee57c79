import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { decodeCursor, encodeCursor, positionOf, type CursorValue, type OrderKey } from "./cursor";

/** Where a cursor's page starts: by default after its order values and id, as the query orders by them. */
type StartAfter = (values: CursorValue[], id: string) => unknown[];

/**
 * One page of `query`, already ordered by `order` and then by document id, after the document `cursor` names:
 * at most limit + 1 documents read, the last only to learn whether another page follows.
 */
export async function readPage(
  query: Query,
  order: readonly OrderKey[],
  { cursor, limit }: { cursor?: string | undefined; limit: number },
  startAfter: StartAfter = (values, id) => [...values, id],
): Promise<{ docs: QueryDocumentSnapshot[]; nextCursor: string | null }> {
  const from = cursor ? query.startAfter(...startAfter(...decodeCursor(cursor, order))) : query;
  const snapshot = await from.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  return { docs, nextCursor: snapshot.size > limit && last ? encodeCursor(order, ...positionOf(last, order)) : null };
}
