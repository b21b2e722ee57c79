import type { Order, OrderListQuery, OrderPage, ValidOrderInput } from "@bookstore/schema";
import { isDocumentId, ORDER_PAGE, parseOrderNumber } from "@bookstore/schema";
import { FieldPath, Timestamp, type DocumentReference, type Firestore, type Query } from "firebase-admin/firestore";
import type { BookShelf, ShelfBook } from "../lib/book-shelf";
import { NEWEST_FIRST } from "../lib/cursor";
import { readPage } from "../lib/cursor-page.repository";
import type { OrderCountersRepository } from "./order-counters.repository";
import { CUSTOMER, ORDERS, timelineEntry, toOrder, toOrderFromDocument, type OrderDocument } from "./order-document";
import { GrpcStatus } from "../lib/grpc-status";
import type { ShopperHoldingsRepository } from "./shopper-holdings.repository";
import type { HoldingsLimit } from "./shopper-holdings";
import { retryLostRaces } from "../lib/lost-races";
import type { OrderMailsRepository } from "./order-mails.repository";
import { ORDER_NUMBERS, randomOrderNumber, type OrderNumberClaim } from "./order-number";

export const IDEMPOTENCY_KEYS = "idempotencyKeys";

interface IdempotencyDocument {
  orderId: string;
  requestHash: string;
  createdAt: Timestamp;
  /** A Firestore TTL policy (firestore.indexes.json) deletes the record after this. */
  expireAt: Timestamp;
}

/**
 * How long a checkout's Idempotency-Key protects against a double order. The SPA retries within seconds; a
 * client retrying a day later with the same key places a new order, the price of not keeping keys forever.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type PlaceOrderResult =
  | { kind: "created" | "replayed"; order: Order }
  | { kind: "key-reused-with-other-request" }
  | { kind: "unknown-books"; ids: string[] }
  | { kind: "short"; books: ShelfBook[] }
  | { kind: "price-changed"; books: ShelfBook[]; totalCents: number }
  | ({ kind: "shopper-limit"; books: ShelfBook[] } & HoldingsLimit);

export interface PlaceOrderCommand {
  shopper: { uid: string; email: string; guest?: boolean };
  /** Who the order's copies count against for SHOPPER_LIMITS (shopper-holdings.ts): the account first. */
  holders: string[];
  input: ValidOrderInput;
  /** Identifies one checkout attempt; already hashed with the shopper's uid by the service. */
  idempotencyDocId?: string;
  requestHash: string;
  priceInCents: (book: Pick<ShelfBook, "newPrice">) => number;
  /** The total the shopper was shown, in cents: the order is placed only at that total. */
  shownCents?: number;
}

const { ALREADY_EXISTS } = GrpcStatus;

/** What placing and moving orders need (this and order-moves.repository.ts), built once by the composition root. */
export interface OrdersRepositoryDeps {
  shelf: BookShelf;
  counters: Pick<OrderCountersRepository, "countOrder" | "readCustomer">;
  holdings: Pick<ShopperHoldingsRepository, "readHoldings" | "releaseHoldings">;
  mails: Pick<OrderMailsRepository, "placed" | "moved">;
}

/**
 * An order is ONE atomic commit: one copy less of each book (from one of its stock shards), the order, its
 * idempotency record and the statistics' counters, all or nothing. Optimistic rather than a read-write transaction: the books and the
 * shopper's counter are read plainly and the commit requires them unchanged; a commit that lost a race reads
 * again and retries. Under Firestore's locking, fifty transactions on one popular book wait on each other for
 * seconds; optimistic commits settle the same race in about one (docs/decisions/007-orders-stock-and-counted-statistics.md),
 * and shards keep orders of one title off one document (docs/decisions/015-stock-shards.md).
 * The idempotency record is created with `create`, which fails if it exists: a retried or doubled request finds
 * the first order or creates exactly one.
 */
/** How long an order keeps trying after lost races, within the service's deadline (ORDER_DEADLINE_MS). */
const RETRY_LOST_RACES_MS = 8_000;

export function createOrdersRepository(
  firestore: Firestore,
  { shelf, counters, holdings, mails }: OrdersRepositoryDeps,
) {
  const ordersCollection = () => firestore.collection(ORDERS);

  async function placeOrder(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    const keyRef = command.idempotencyDocId
      ? firestore.collection(IDEMPOTENCY_KEYS).doc(command.idempotencyDocId)
      : undefined;
    if (keyRef) {
      const replay = await replayOf(keyRef, command.requestHash);
      if (replay) return replay;
    }

    const orderRef = ordersCollection().doc();
    return retryLostRaces(
      async () => {
        try {
          const result = await commitOrder(command, orderRef, keyRef);
          if (result.kind === "created") await shelf.settleFigures(command.input.productIds);
          return result;
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          // Another request with the same key committed first: nothing of ours was written; answer with theirs.
          const replay = keyRef && code === ALREADY_EXISTS ? await replayOf(keyRef, command.requestHash) : undefined;
          if (replay) return replay;
          throw error;
        }
      },
      { forMs: RETRY_LOST_RACES_MS },
    );
  }

  async function commitOrder(
    command: PlaceOrderCommand,
    orderRef: DocumentReference,
    keyRef: DocumentReference | undefined,
  ): Promise<PlaceOrderResult> {
    const { shopper, input } = command;
    const [reservation, customer, held] = await Promise.all([
      shelf.reserveCopies(input.productIds),
      counters.readCustomer(shopper.email, (ref) => ref.get()),
      holdings.readHoldings(command.holders, (ref) => ref.get()),
    ]);
    if (reservation.kind !== "available") return reservation;
    // Checked against the holdings as read; the commit requires them unchanged, so parallel orders cannot pass it.
    const limit = held.limitPassed(input.productIds);
    if (limit) return { kind: "shopper-limit", books: reservation.books, ...limit };

    const createdAt = Timestamp.now();
    const items = reservation.books.map((book) => ({
      bookId: book.id,
      title: book.title,
      unitPriceCents: command.priceInCents(book),
      category: book.category,
    }));
    const totalCents = items.reduce((sum, item) => sum + item.unitPriceCents, 0);
    if (command.shownCents !== undefined && command.shownCents !== totalCents) {
      return { kind: "price-changed", books: reservation.books, totalCents };
    }
    // Drawn anew for each try: a number already claimed fails the claim's `create`, and the order tries again.
    const number = randomOrderNumber();
    const document: OrderDocument = {
      number,
      uid: shopper.uid,
      email: shopper.email,
      name: input.name,
      phone: input.phone,
      address: input.address,
      productIds: input.productIds,
      totalCents,
      createdAt,
      status: "placed",
      items,
      timeline: [timelineEntry("placed", CUSTOMER, createdAt)],
      holders: command.holders,
      ...(shopper.guest ? { guest: true } : {}),
    };
    const batch = firestore.batch();
    reservation.take(batch);
    batch.create(orderRef, document);
    batch.create(firestore.collection(ORDER_NUMBERS).doc(number), { orderId: orderRef.id } satisfies OrderNumberClaim);
    mails.placed(batch, orderRef.id, document);
    if (keyRef) {
      const expireAt = Timestamp.fromMillis(createdAt.toMillis() + IDEMPOTENCY_KEY_TTL_MS);
      batch.create(keyRef, {
        orderId: orderRef.id,
        requestHash: command.requestHash,
        createdAt,
        expireAt,
      } satisfies IdempotencyDocument);
    }
    counters.countOrder(batch, document, { sale: 1, open: 1 });
    customer.write(batch, document, 1);
    held.write(batch, input.productIds, 1);
    await batch.commit();
    return { kind: "created", order: toOrderFromDocument(orderRef.id, document) };
  }

  async function replayOf(keyRef: DocumentReference, requestHash: string): Promise<PlaceOrderResult | undefined> {
    const key = await keyRef.get();
    if (!key.exists) return undefined;
    const record = key.data() as IdempotencyDocument;
    if (record.requestHash !== requestHash) return { kind: "key-reused-with-other-request" };
    const order = await ordersCollection().doc(record.orderId).get();
    if (!order.exists) throw new Error(`Idempotency record ${keyRef.id} points to a missing order ${record.orderId}`);
    return { kind: "replayed", order: toOrder(order) };
  }

  /** The order and the uid of the shopper who placed it (none once their account is deleted); undefined when there is none. */
  async function findOrder(id: string): Promise<{ order: Order; uid: string | undefined } | undefined> {
    const snapshot = await ordersCollection().doc(id).get();
    return snapshot.exists ? { order: toOrder(snapshot), uid: (snapshot.data() as OrderDocument).uid } : undefined;
  }

  /** The order a number names (`BK-7Q4M-2XKD` as order-number.ts writes it), through its claim. */
  async function findOrderByNumber(number: string): Promise<{ order: Order; uid: string | undefined } | undefined> {
    const claim = await firestore.collection(ORDER_NUMBERS).doc(number).get();
    return claim.exists ? findOrder((claim.data() as OrderNumberClaim).orderId) : undefined;
  }

  /** The order a shopper or the desk names: by its number in any case and with or without dashes, else by its id. */
  async function findOrderByNumberOrId(typed: string): Promise<{ order: Order; uid: string | undefined } | undefined> {
    const number = parseOrderNumber(typed);
    const byNumber = number ? await findOrderByNumber(number) : undefined;
    return byNumber ?? (isDocumentId(typed) ? findOrder(typed) : undefined);
  }

  async function listOrdersByEmail(email: string): Promise<Order[]> {
    const snapshot = await ordersCollection().where("email", "==", email).orderBy("createdAt", "desc").get();
    return snapshot.docs.map(toOrder);
  }

  /** The orders placed under one account, a guest's included (their uid stays when they create an account). */
  async function listOrdersByUid(uid: string): Promise<Order[]> {
    const snapshot = await ordersCollection().where("uid", "==", uid).orderBy("createdAt", "desc").get();
    return snapshot.docs.map(toOrder);
  }

  /**
   * One page of every order, newest first: of one status, of one email (a search with an @), or the one order a
   * search names by id. Reads at most limit + 1 documents whatever the number of orders.
   */
  async function listOrderPage(params: OrderListQuery): Promise<OrderPage> {
    const limit = params.limit ?? ORDER_PAGE.defaultLimit;
    const search = params.q?.trim();
    if (search && !search.includes("@")) {
      if (params.cursor) return { orders: [], nextCursor: null };
      const found = await findOrderByNumberOrId(search);
      const matches = found && (!params.status || found.order.status === params.status);
      return { orders: matches ? [found.order] : [], nextCursor: null };
    }

    let query: Query = ordersCollection();
    if (search) query = query.where("email", "==", search.toLowerCase());
    if (params.status) query = query.where("status", "==", params.status);
    query = query.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
    const { docs, nextCursor } = await readPage(query, NEWEST_FIRST, { cursor: params.cursor, limit });
    return { orders: docs.map(toOrder), nextCursor };
  }

  return { placeOrder, findOrder, findOrderByNumberOrId, listOrdersByEmail, listOrdersByUid, listOrderPage };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
