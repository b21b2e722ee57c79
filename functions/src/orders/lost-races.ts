import { logger } from "firebase-functions";
import { contention } from "../lib/firestore-errors";
import { GrpcStatus, grpcCode } from "../lib/grpc-status";
import { sleep } from "../lib/sleep";

// Orders and their moves are optimistic commits: documents read plainly, the commit conditioned on them being
// unchanged. One that lost a race to another write reads again and tries again, here.

// gRPC status codes of a commit that lost a race: a `create` whose document now exists, a precondition (the
// version read) that no longer holds, a transaction that had to give way.
const { ALREADY_EXISTS, FAILED_PRECONDITION, ABORTED } = GrpcStatus;
const LOST_RACE: unknown[] = [ALREADY_EXISTS, FAILED_PRECONDITION, ABORTED];

/** How long an order keeps trying after lost races, within the service's deadline (ORDER_DEADLINE_MS). */
export const RETRY_LOST_RACES_MS = 8_000;

/**
 * How long a move (a cancellation, the admin's shipping) keeps trying. It has no deadline of its own: its commit
 * is whole or nothing and a retry is refused once it landed, so it may use most of the function's 30 s rather
 * than answer "try again" while the shop is busy.
 */
export const RETRY_MOVE_MS = 20_000;

/**
 * Rethrows `error` unless it is a lost race; past `giveUpAt`, a retryable 409. Otherwise waits a jittered,
 * growing pause, so the commits that lost one race do not all meet again in the next.
 */
export async function afterLostRace(error: unknown, attempt: number, giveUpAt: number): Promise<void> {
  if (!LOST_RACE.includes(grpcCode(error))) throw error;
  if (Date.now() > giveUpAt) {
    logger.warn(`Gave up after losing ${attempt} races in a row`, error);
    throw contention();
  }
  await sleep(Math.random() * Math.min(200, 10 * attempt));
}

/** Runs `attempt` until it commits without losing a race, or `forMs` have passed (409). */
export async function retryLostRaces<T>(attempt: () => Promise<T>, forMs = RETRY_LOST_RACES_MS): Promise<T> {
  const giveUpAt = Date.now() + forMs;
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      await afterLostRace(error, tries, giveUpAt);
    }
  }
}
