import { logger } from "firebase-functions";
import { contention } from "./firestore-errors";
import { GrpcStatus, grpcCode } from "./grpc-status";
import { sleep } from "./sleep";

// Optimistic commits (orders and their moves, reviews, counters, import chunks): documents read plainly, the
// commit conditioned on them being unchanged. One that lost a race to another write reads again and tries
// again, here.

// gRPC status codes of a commit that lost a race: a `create` whose document now exists, a precondition (the
// version read) that no longer holds, a transaction that had to give way.
const { ALREADY_EXISTS, FAILED_PRECONDITION, ABORTED, NOT_FOUND } = GrpcStatus;
export const LOST_RACE: readonly unknown[] = [ALREADY_EXISTS, FAILED_PRECONDITION, ABORTED];
/** Also a document that went since it was read (an update of it fails): for commits that read it again then. */
export const LOST_RACE_OR_GONE: readonly unknown[] = [...LOST_RACE, NOT_FOUND];

export interface RetryOptions {
  /** Past this many milliseconds, a retryable 409 (contention) instead of another try. */
  forMs?: number;
  /** After this many tries, the last error itself. */
  tries?: number;
  /** The errors (gRPC codes) that count as a lost race; others are thrown at once. */
  codes?: readonly unknown[];
}

/**
 * Runs `attempt` until it commits without losing a race; without `forMs` or `tries`, for as long as it takes.
 * Between tries a jittered, growing pause, so the commits that lost one race do not all meet again in the next.
 */
export async function retryLostRaces<T>(
  attempt: () => Promise<T>,
  { forMs, tries, codes = LOST_RACE }: RetryOptions = {},
): Promise<T> {
  const giveUpAt = forMs === undefined ? Infinity : Date.now() + forMs;
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!codes.includes(grpcCode(error)) || (tries !== undefined && tried >= tries)) throw error;
      if (Date.now() > giveUpAt) {
        logger.warn(`Gave up after losing ${tried} races in a row`, error);
        throw contention();
      }
      await sleep(Math.random() * Math.min(200, 10 * tried));
    }
  }
}
