import { SHOPPER_LIMITS } from "@bookstore/schema";
import { createHash } from "node:crypto";

// What placed orders hold, for SHOPPER_LIMITS, counted per holder: the account that placed the order, the order's
// email, and for a guest the client's address. Throwaway guest accounts share an email or an address, so a title
// cannot be bought up by signing in anew for every order.

/** `shopperHoldings/<holder>`: what the `placed` orders of one holder hold. Deleted when empty. */
export interface Holdings {
  placedOrders: number;
  /** Copies per book id (an order holds a book at most once). */
  copies: Record<string, number>;
}

export type HolderKind = "account" | "email" | "address";

const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 40);

/** An account's holdings: its uid, as every order was counted before emails and addresses were. */
export const accountHolder = (uid: string) => uid;
/** An email's, case-folded as the orders' lookup reads it; hashed, so no address sits in a document id. */
export const emailHolder = (email: string) => `email:${hashed(email.toLowerCase())}`;
/** A client address's (its bucket: an IPv4 address or an IPv6 /64), hashed likewise. */
export const addressHolder = (bucket: string) => `address:${hashed(bucket)}`;

export const holderKind = (holder: string): HolderKind =>
  holder.startsWith("email:") ? "email" : holder.startsWith("address:") ? "address" : "account";

/**
 * The holders an order counts against: those it was placed with, or its account alone for an older order. A
 * deleted account's order (no uid, decision 018) counts for its email and address only: the account's holdings
 * went with it.
 */
export function holdersOf(order: { uid?: string; holders?: string[] }): string[] {
  if (order.uid) return order.holders ?? [order.uid];
  return (order.holders ?? []).filter((holder) => holderKind(holder) !== "account");
}

/**
 * Which of SHOPPER_LIMITS an order of `bookIds` would pass for one holder: the open orders first (an account's
 * only), then the titles.
 */
export type HoldingsLimit =
  { limit: "placed-orders" } | { limit: "copies-per-title"; bookIds: string[]; holder: HolderKind };

export function limitPassed(
  current: Holdings | undefined,
  bookIds: readonly string[],
  holder: HolderKind = "account",
): HoldingsLimit | undefined {
  if (holder === "account" && (current?.placedOrders ?? 0) >= SHOPPER_LIMITS.placedOrders) {
    return { limit: "placed-orders" };
  }
  const full = bookIds.filter((id) => (current?.copies[id] ?? 0) >= SHOPPER_LIMITS.copiesPerTitle);
  return full.length ? { limit: "copies-per-title", bookIds: full, holder } : undefined;
}

/**
 * The holdings after an order of `bookIds` is placed (`sign` 1) or leaves `placed` (-1); undefined when nothing is
 * held. Never below zero: orders placed before holdings were kept are not in them, and the blind decrements of
 * releaseHoldings may have taken a count below zero, which counts as zero.
 */
export function addToHoldings(current: Holdings | undefined, bookIds: readonly string[], sign: 1 | -1) {
  const copies: Record<string, number> = {};
  for (const [id, count] of Object.entries(current?.copies ?? {})) if (count > 0) copies[id] = count;
  for (const id of bookIds) {
    const left = Math.max(0, (copies[id] ?? 0) + sign);
    if (left) copies[id] = left;
    else delete copies[id];
  }
  const placedOrders = Math.max(0, Math.max(0, current?.placedOrders ?? 0) + sign);
  return placedOrders || Object.keys(copies).length ? { placedOrders, copies } : undefined;
}
