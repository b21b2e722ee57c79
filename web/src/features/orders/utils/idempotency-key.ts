import { useState } from "react";

/**
 * One Idempotency-Key per checkout attempt: a retry of the same order (same body) reuses the key, so an order
 * that reached the server before the connection dropped is not placed twice; a changed order gets a new key
 * (the server would rightly refuse a known key with a different body).
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return (payload: unknown): string => {
    const body = JSON.stringify(payload);
    if (last?.body !== body) last = { body, key: newKey() };
    return last.key;
  };
}

export function useIdempotencyKey() {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
