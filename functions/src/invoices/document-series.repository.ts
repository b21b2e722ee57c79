import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { writeAsRead, type Writes } from "../lib/firestore";
import { seriesId, seriesNumber, seriesYear, type SeriesPrefix } from "./document-series";

/** One counter document per prefix and year: `{ prefix, year, last }`, `last` the latest number issued. */
export const DOCUMENT_SERIES = "documentSeries";

export interface SeriesCounter {
  prefix: SeriesPrefix;
  year: number;
  last: number;
  updatedAt: Timestamp;
}

/** The number a document would get, and the write that claims it. */
export interface NextNumber {
  number: string;
  issuedAt: Timestamp;
  /**
   * Queues the counter's step into the commit that stores the document. It is conditioned on the counter being
   * as read, so of two commits that read the same number one fails as a lost race and reads again: no repeat,
   * and a number is only used up by the commit that stores its document: no gap.
   */
  claim(writes: Writes): void;
}

export function createDocumentSeriesRepository(firestore: Firestore) {
  /**
   * Reads the next number of `prefix`'s year. `read` is the transaction's `get` when the caller has one (which
   * then also guards the counter); by default a plain read, guarded by the claim's precondition.
   */
  async function readNext(
    prefix: SeriesPrefix,
    read: (ref: DocumentReference) => Promise<DocumentSnapshot> = (ref) => ref.get(),
    issuedAt = Timestamp.now(),
  ): Promise<NextNumber> {
    const year = seriesYear(issuedAt.toDate());
    const snapshot = await read(firestore.collection(DOCUMENT_SERIES).doc(seriesId(prefix, year)));
    const sequence = ((snapshot.get("last") as number | undefined) ?? 0) + 1;
    const counter: SeriesCounter = { prefix, year, last: sequence, updatedAt: issuedAt };
    return {
      number: seriesNumber(prefix, year, sequence),
      issuedAt,
      claim: (writes) => writeAsRead(writes, snapshot, counter),
    };
  }

  return { readNext };
}
export type DocumentSeriesRepository = ReturnType<typeof createDocumentSeriesRepository>;
