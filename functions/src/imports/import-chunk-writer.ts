import type { CollectionReference, Firestore } from "firebase-admin/firestore";
import { chunkId, type ChunkDocument } from "./import-job-document";

/** Chunk documents per batch when a job is created (at most 2.5 MB: a commit takes 10 MiB), and batches at once. */
const CHUNKS_PER_BATCH = 5;
const BATCHES_IN_FLIGHT = 2;

/**
 * Writes a job's chunks as they come, numbered in order, a few batches at a time: `add` waits while too many
 * are in flight, so a large file is never held encoded whole. `close` waits for the last.
 */
export function createChunkWriter(firestore: Firestore, chunks: CollectionReference) {
  let count = 0;
  let pending: Pick<ChunkDocument, "rows" | "size">[] = [];
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const send = async () => {
    if (!pending.length) return;
    const batch = firestore.batch();
    pending.forEach((chunk, i) => {
      batch.create(chunks.doc(chunkId(count - pending.length + i)), { ...chunk, done: false });
    });
    pending = [];
    const commit: Promise<void> = batch
      .commit()
      .then(() => undefined)
      .catch((error: unknown) => void (failure ??= { error }))
      .finally(() => inFlight.delete(commit));
    inFlight.add(commit);
    while (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
    if (failure) throw failure.error;
  };
  return {
    async add(chunk: Pick<ChunkDocument, "rows" | "size">): Promise<void> {
      pending.push(chunk);
      count += 1;
      if (pending.length >= CHUNKS_PER_BATCH) await send();
    },
    async close(): Promise<void> {
      await send();
      await Promise.all(inFlight);
      if (failure) throw failure.error;
    },
    /** Once every batch already sent has landed or failed: a refused file is discarded after its last write. */
    async settled(): Promise<void> {
      await Promise.allSettled(inFlight);
    },
  };
}
