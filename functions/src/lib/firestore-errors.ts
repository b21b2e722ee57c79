import { HttpError } from "./http-error";
import { GrpcStatus } from "./grpc-status";

const { DEADLINE_EXCEEDED, ABORTED, UNAVAILABLE } = GrpcStatus;

export const unavailable = (message = "The store's database is not reachable right now. Please try again shortly.") =>
  new HttpError(503, "unavailable", message, { headers: { "Retry-After": "5" } });

/** A write that kept losing to concurrent ones: retrying shortly will do. */
export const contention = () =>
  new HttpError(409, "conflict", "Too many simultaneous changes to the same data. Please try again.", {
    headers: { "Retry-After": "1" },
  });

/**
 * Firestore failures that are not our bug but a busy or unreachable database: the client should retry, so they
 * must not look like a 500. A transaction that lost to concurrent ones after every SDK retry is a 409; an
 * unreachable or timed-out database is a 503. Both carry Retry-After.
 */
export function firestoreHttpError(error: unknown): HttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === ABORTED) return contention();
  if (code === UNAVAILABLE || code === DEADLINE_EXCEEDED) return unavailable();
  return undefined;
}

/**
 * Rejects with `timedOut()` (a 503 by default) when `work` has not settled within `ms`. The work itself is not cancelled: a Firestore
 * transaction either commits whole or not at all, so a client that retries (with the same Idempotency-Key for
 * orders) gets a definite answer either way.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, timedOut: () => Error = unavailable): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
