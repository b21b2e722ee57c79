// Placing an order and quoting one: the shopper's email and country checked, the holder's budget spent, the
// placement run within its deadline, and each refusal the repository reports answered as the shopper reads it.
import type { Order, Quote, ValidOrderInput, ValidQuoteInput } from "@bookstore/schema";
import { countryCodeOf, GUEST_EMAIL_REQUIRED, SHOPPER_LIMITS } from "@bookstore/schema";
import { createHash } from "node:crypto";
import { logger } from "firebase-functions";
import type { Customer, Shopper } from "../auth/require-user";
import { NO_CLIENT_ADDRESS } from "../lib/client-address";
import { firestoreHttpError, withDeadline } from "../lib/firestore-errors";
import type { ShelfBook } from "../lib/book-shelf";
import { badRequest, conflict, forbidden, HttpError } from "../lib/http-error";
import type { OrderBudgetRepository } from "./order-budget.repository";
import { spendOrderAction } from "./order-budget";
import type { OrdersRepository } from "./orders.repository";
import type { OrderQuoteRepository } from "./order-quote.repository";
import { accountHolder, addressHolder, emailHolder, type HoldingsLimit } from "./shopper-holdings";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Prices are stored in dollars (product §3); orders are totalled in integer cents so no float error creeps in. */
export const priceInCents = (book: Pick<ShelfBook, "newPrice">) => Math.round(book.newPrice * 100);

/**
 * A placement normally takes well under a second. Past this, the shopper gets a clear 503 instead of waiting
 * for the platform's own timeout; the commit lands whole or not at all, so their retry with the same
 * Idempotency-Key finds the order or places it once.
 */
export const ORDER_DEADLINE_MS = 10_000;

/**
 * The answer when the order's fate is unknown (a deadline passed, the database timed out mid-commit): the
 * commit may still land, so the shopper is told so, and that the same Idempotency-Key makes a retry safe.
 */
export const orderOutcomeUnknown = () =>
  new HttpError(
    503,
    "order-outcome-unknown",
    "We could not confirm your order in time. It may have gone through: retrying with the same Idempotency-Key is safe and will not place it twice.",
    { headers: { "Retry-After": "2" } },
  );

const refusedBook = (book: ShelfBook) => ({
  bookId: book.id,
  title: book.title,
  stock: book.stock,
  unitPrice: priceInCents(book) / 100,
});

/** 409 naming the limit of SHOPPER_LIMITS an order would pass. */
function shopperLimitReached(result: { books: ShelfBook[] } & HoldingsLimit): HttpError {
  if (result.limit === "placed-orders") {
    return conflict(
      "placed-order-limit",
      `You already have ${SHOPPER_LIMITS.placedOrders} orders waiting to ship, the most one account may have. Cancel one or wait until one ships.`,
    );
  }
  const titles = result.books.filter((book) => result.bookIds.includes(book.id));
  const { who, held } = {
    account: { who: "One account", held: "you already have" },
    email: { who: "One email", held: "orders with this email already hold" },
    address: { who: "Guests on one network", held: "guest orders from this network already hold" },
  }[result.holder];
  return conflict(
    "title-copy-limit",
    `${who} may have at most ${SHOPPER_LIMITS.copiesPerTitle} copies of a book in orders waiting to ship, and ${held} that many of: ${titles.map((book) => book.title).join(", ")}.`,
    { books: titles.map(refusedBook) },
  );
}

const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

// A book deleted while it sat in a cart: a conflict with the catalog as it is now, named like a sold-out one.
const unknownBooks = (ids: string[]) =>
  conflict("unknown-books", `These books are no longer sold: ${ids.join(", ")}`, {
    books: ids.map((bookId) => ({ bookId, stock: 0 })),
  });

const outOfStock = (books: ShelfBook[]) =>
  conflict("out-of-stock", `Not enough copies of: ${books.map((book) => book.title).join(", ")}`, {
    books: books.map(refusedBook),
  });

/** An address's country must be one we know (a code or an English name) before anything else is read. */
function checkCountry(address: { country: string }) {
  if (!countryCodeOf(address.country))
    throw badRequest("The address's country is not one we know", {
      "address.country": ["Pick a country from the list"],
    });
}

/** The total the client says it showed, in cents; undefined when it sent none (older clients). */
export const shownTotalInCents = (totalPrice: number | undefined) =>
  totalPrice === undefined ? undefined : Math.round(totalPrice * 100);

/** The order's email a customer places it with: a signed-in shopper's token's, or the one a guest typed. */
function orderEmail(customer: Customer, input: ValidOrderInput): string {
  if (customer.guest) {
    if (input.email === undefined)
      throw badRequest("A guest's order needs an email", { email: [GUEST_EMAIL_REQUIRED] });
    return input.email.toLowerCase();
  }
  // The identity is the ID token's. A body email is accepted for compatibility but must agree with it.
  if (input.email !== undefined && input.email.toLowerCase() !== customer.email) {
    throw forbidden("Orders can only be placed for the signed-in account's email");
  }
  return customer.email;
}

export interface OrderPlacementDeps extends Pick<OrdersRepository, "placeOrder"> {
  /** Marks the shopper's saved address used, when the order ships to it exactly (GET /api/me/addresses). */
  markAddressUsed?(uid: string, addressId: string, shippedTo: ValidOrderInput["address"]): Promise<boolean>;
  quoteOrder: OrderQuoteRepository["quoteOrder"];
  /** Placements and cancellations counted per holder over a rolling hour (order-budget.ts). */
  orderBudget?: Pick<OrderBudgetRepository, "spend" | "exhausted">;
}

export function createOrderPlacement(repository: OrderPlacementDeps) {
  /** `clientAddress` is the caller's address bucket, read for a guest's order and for a discount code's budget. */
  async function placeOrder(
    customer: Customer,
    input: ValidOrderInput,
    idempotencyKey?: string,
    clientAddress?: () => string,
  ): Promise<{ order: Order; replayed: boolean }> {
    const shopper = { uid: customer.uid, email: orderEmail(customer, input), guest: customer.guest };
    checkCountry(input.address);
    // The copies-per-title limit holds per account, per email and, for a guest, per client address: a new
    // anonymous account for every order shares the others' email or address.
    const address = customer.guest ? clientAddress?.() : undefined;
    const holders = [
      accountHolder(customer.uid),
      emailHolder(shopper.email),
      ...(address === undefined ? [] : [addressHolder(address)]),
    ];
    // The total the shopper was shown is part of what they asked for: a replay of the key with another total is
    // another request (422), never an order silently placed at the first one's. The email's case is not.
    const { email: _ignored, totalPrice, ...rest } = input;
    const shownCents = shownTotalInCents(totalPrice);
    // A guest's email is part of what they asked for: the same key with another email is another request.
    const request = {
      ...rest,
      ...(shownCents === undefined ? {} : { shownCents }),
      ...(customer.guest ? { email: shopper.email } : {}),
    };
    // The budget's spend is a Firestore transaction too: one deadline covers it and the placement, so a stalled
    // database answers in time rather than hold the shopper until the platform's own timeout.
    const placement = spendOrderAction(repository.orderBudget, holders).then(() =>
      repository.placeOrder({
        shopper,
        holders,
        input,
        // Keys are scoped to the shopper, so one shopper's key can never replay another shopper's order.
        idempotencyDocId: idempotencyKey ? sha256(`${shopper.uid}\n${idempotencyKey}`) : undefined,
        requestHash: sha256(JSON.stringify(request)),
        priceInCents,
        shownCents,
        clientAddress: () => clientAddress?.() ?? NO_CLIENT_ADDRESS,
      }),
    );
    const result = await withDeadline(placement, ORDER_DEADLINE_MS, orderOutcomeUnknown).catch((error: unknown) => {
      // A timed-out or unreachable database may still have committed: the same answer as a passed deadline.
      throw firestoreHttpError(error)?.status === 503 ? orderOutcomeUnknown() : error;
    });

    switch (result.kind) {
      case "key-reused-with-other-request":
        throw new HttpError(
          422,
          "idempotency-key-reused",
          "This Idempotency-Key was already used for a different order",
        );
      case "unknown-books":
        throw unknownBooks(result.ids);
      case "short":
        throw outOfStock(result.books);
      case "price-changed":
        throw conflict(
          "price-changed",
          `Prices have changed: the order now comes to ${formatDollars(result.totalCents)}. Check the new prices and place the order again.`,
          { books: result.books.map(refusedBook) },
        );
      case "shopper-limit":
        throw shopperLimitReached(result);
      default:
        if (result.kind === "created" && input.addressId) await markAddressUsed(shopper, input);
        return { order: result.order, replayed: result.kind === "replayed" };
    }
  }

  /** What the order would be charged now (POST /api/orders/quote): the placement's own computation. */
  async function quoteOrder(customer: Customer, input: ValidQuoteInput, clientAddress: () => string): Promise<Quote> {
    checkCountry(input.address);
    const result = await repository.quoteOrder({
      input,
      customer: { uid: customer.uid, ...(customer.guest ? {} : { email: customer.email }) },
      clientAddress,
      priceInCents,
    });
    if (result.kind === "unknown-books") throw unknownBooks(result.ids);
    if (result.kind === "short") throw outOfStock(result.books);
    return result.quote;
  }

  /** The order is placed whatever happens here: a saved address's order in the list is not worth failing it. */
  async function markAddressUsed(shopper: Pick<Shopper, "uid">, input: ValidOrderInput) {
    try {
      await repository.markAddressUsed?.(shopper.uid, input.addressId!, input.address);
    } catch (error) {
      logger.warn("Could not mark a saved address used", error);
    }
  }

  return { placeOrder, quoteOrder };
}
