import type { Order, ValidOrderInput } from "@bookstore/schema";
import { createHash } from "node:crypto";
import type { BookDocument } from "../books/books.repository";
import { badRequest, forbidden, HttpError } from "../lib/http-error";
import type { Shopper } from "../auth/require-user";
import * as repository from "./orders.repository";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Prices are stored in dollars (SPEC §3); orders are totalled in integer cents so no float error creeps in. */
export const priceInCents = (book: Pick<BookDocument, "newPrice">) => Math.round(book.newPrice * 100);

export interface PlaceOrderOptions {
  idempotencyKey?: string;
  /** Test hook (demo projects only): fail after the transaction has committed, as a crash or timeout would. */
  failAfterCommit?: boolean;
}

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
  const result = await repository.placeOrder({
    shopper,
    input,
    // Keys are scoped to the shopper, so one shopper's key can never replay another shopper's order.
    idempotencyDocId: options.idempotencyKey ? sha256(`${shopper.uid}\n${options.idempotencyKey}`) : undefined,
    requestHash: sha256(JSON.stringify(request)),
    priceInCents,
  });

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
