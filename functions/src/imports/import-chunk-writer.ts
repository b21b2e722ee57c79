import type { CollectionReference, Firestore } from "firebase-admin/firestore";
import { chunkId, type ChunkDocument } from "./import-job-document";

/** Chunk documents per batch when a job is created: at most 2.5 MB, where a commit takes 10 MiB. */
const CHUNKS_PER_BATCH = 5;

/**
 * Writes a job's chunks as they come, numbered in order, a batch at a time: each batch sent waits for the one
 * before it, so at most two are in flight and a large file is never held encoded whole.
 */
export function createChunkWriter(firestore: Firestore, chunks: CollectionReference) {
  let count = 0;
  let pending: Pick<ChunkDocument, "rows" | "size">[] = [];
  let last: Promise<unknown> = Promise.resolve();
  const send = async () => {
    if (!pending.length) return;
    const batch = firestore.batch();
    for (const chunk of pending) batch.create(chunks.doc(chunkId(count++)), { ...chunk, done: false });
    pending = [];
    const previous = last;
    last = batch.commit();
    // Its failure is thrown by the next send or by close, not left unhandled meanwhile.
    last.catch(() => {});
    await previous;
  };
  return {
    async add(chunk: Pick<ChunkDocument, "rows" | "size">): Promise<void> {
      pending.push(chunk);
      if (pending.length >= CHUNKS_PER_BATCH) await send();
    },
    async close(): Promise<void> {
      await send();
      await last;
    },
    /** Once every batch already sent has landed or failed: a refused file is discarded after its last write. */
    async settled(): Promise<void> {
      await Promise.allSettled([last]);
    },
  };
}
