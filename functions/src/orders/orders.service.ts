import type { Order, ValidOrderInput } from "@bookstore/schema";
import { createHash } from "node:crypto";
import type { BookDocument } from "../books/books.repository";
import { withDeadline } from "../lib/firestore-errors";
import { badRequest, forbidden, HttpError } from "../lib/http-error";
import type { Shopper } from "../auth/require-user";
import * as repository from "./orders.repository";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Prices are stored in dollars (SPEC §3); orders are totalled in integer cents so no float error creeps in. */
export const priceInCents = (book: Pick<BookDocument, "newPrice">) => Math.round(book.newPrice * 100);

/**
 * A placement normally takes well under a second. Past this, the shopper gets a clear 503 instead of waiting
 * for the platform's own timeout; the transaction commits whole or not at all, so their retry with the same
 * Idempotency-Key finds the order or places it once.
 */
export const ORDER_DEADLINE_MS = 10_000;

export interface PlaceOrderOptions {
  idempotencyKey?: string;
  /** Test hook (demo projects only): fail after the transaction has committed, as a crash or timeout would. */
  failAfterCommit?: boolean;
  /** Test hook (demo projects only): pause between the transaction's reads and its writes, so a test can take
   * the database away in the middle of an order. */
  pauseBeforeWritesMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function placeOrder(
  shopper: Shopper,
  input: ValidOrderInput,
  options: PlaceOrderOptions = {},
): Promise<{ order: Order; replayed: boolean }> {
  // The identity is the ID token's. A body email is accepted for SPEC compatibility but must agree with it.
  if (input.email !== undefined && input.email.toLowerCase() !== shopper.email) {
    throw forbidden("Orders can only be placed for the signed-in account's email");
  }
  const { email: _ignored, totalPrice: _notTrusted, ...request } = input;
  const pause = options.pauseBeforeWritesMs;
  const placement = repository.placeOrder({
    shopper,
    input,
    // Keys are scoped to the shopper, so one shopper's key can never replay another shopper's order.
    idempotencyDocId: options.idempotencyKey ? sha256(`${shopper.uid}\n${options.idempotencyKey}`) : undefined,
    requestHash: sha256(JSON.stringify(request)),
    priceInCents,
    beforeWrites: pause ? () => sleep(pause) : undefined,
  });
  const result = await withDeadline(
    placement,
    ORDER_DEADLINE_MS,
    "The order could not be confirmed in time. Retry with the same Idempotency-Key: it will not be placed twice.",
  );

  switch (result.kind) {
    case "key-reused-with-other-request":
      throw new HttpError(422, "idempotency-key-reused", "This Idempotency-Key was already used for a different order");
    case "unknown-books":
      throw badRequest("Some books in the order do not exist", {
        productIds: result.ids.map((id) => `Unknown book: ${id}`),
      });
    default:
      if (options.failAfterCommit) throw new Error("Injected fault: failing after the order was committed");
      return { order: result.order, replayed: result.kind === "replayed" };
  }
}

export async function listOrders(shopper: Shopper, email: string): Promise<Order[]> {
  if (email.toLowerCase() !== shopper.email) throw forbidden("You can only see your own orders");
  return repository.listOrdersByEmail(shopper.email);
}
