import { orderNumberFrom } from "@bookstore/schema";
import { createHash, randomInt } from "node:crypto";

/** `orderNumbers/{number}` → `{orderId}`: each number's claim, created with its order so no two orders share one. */
export const ORDER_NUMBERS = "orderNumbers";

export interface OrderNumberClaim {
  orderId: string;
}

/** A new order's number, drawn at random; its claim's `create` refuses one already taken, and the order draws again. */
export const randomOrderNumber = () => orderNumberFrom((n) => randomInt(n));

/**
 * The number an order stored without one is given (the seed's demo orders, the upgrade of older orders): derived
 * from its id, so running the upgrade twice gives the same; `attempt` draws another when that one is taken.
 */
export function derivedOrderNumber(orderId: string, attempt = 0): string {
  const digest = createHash("sha256").update(`${orderId}#${attempt}`).digest();
  let i = 0;
  return orderNumberFrom((n) => digest[i++]! % n);
}
