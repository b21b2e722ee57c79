import type { Order, ValidOrderInput } from "@bookstore/schema";
import {
  AggregateField,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from "firebase-admin/firestore";
import { db } from "../lib/firestore";

export const ORDERS = "orders";
export const IDEMPOTENCY_KEYS = "idempotencyKeys";

/** An order as stored. Money is integer cents so sums (Firestore `sum()`) are exact. */
export interface OrderDocument {
  uid: string;
  email: string;
  name: string;
  phone: string;
  address: Order["address"];
  productIds: string[];
  totalCents: number;
  createdAt: Timestamp;
}

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

const ordersCollection = () => db().collection(ORDERS);

export const toOrder = (snapshot: DocumentSnapshot): Order =>
  toOrderFromDocument(snapshot.id, snapshot.data() as OrderDocument);

export type PlaceOrderResult =
  | { kind: "created" | "replayed"; order: Order }
  | { kind: "key-reused-with-other-request" }
  | { kind: "unknown-books"; ids: string[] };

export interface PlaceOrderCommand {
  shopper: { uid: string; email: string };
  input: ValidOrderInput;
  /** Identifies one checkout attempt; already hashed with the shopper's uid by the service. */
  idempotencyDocId?: string;
  requestHash: string;
  priceInCents: (book: PricedBook) => number;
}

/** What an order needs to know of a book: its price. */
export interface PricedBook {
  newPrice: number;
}

/** What placing an order needs from the books feature: the stored books of some ids (`undefined`: no book). */
export type FindBooks = (ids: readonly string[]) => Promise<(PricedBook | undefined)[]>;

// gRPC status of a `create` whose document already exists.
const ALREADY_EXISTS = 6;

/**
 * The order and its idempotency record are created in ONE atomic commit, and `create` fails if the record
 * already exists: so a retried or doubled request either finds the first order or creates exactly one, and no
 * order ever exists without its record or the other way round.
 *
 * Deliberately not a read-write transaction: every retry of one key would read the record and then write it,
 * and under Firestore's pessimistic locking twenty such retries wait on each other until they time out. With
 * plain reads and a precondition on the commit, the first commit wins at once and the others replay it.
 * Prices are read just before the commit: that moment is the order's price time.
 */
export const createOrdersRepository = ({ findBooks }: { findBooks: FindBooks }) => ({
  placeOrder: (command: PlaceOrderCommand) => placeOrder(findBooks, command),
  listOrdersByEmail,
  orderTotalsBetween,
});
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

async function placeOrder(findBooks: FindBooks, command: PlaceOrderCommand): Promise<PlaceOrderResult> {
  const { shopper, input } = command;
  const keyRef = command.idempotencyDocId ? db().collection(IDEMPOTENCY_KEYS).doc(command.idempotencyDocId) : undefined;

  if (keyRef) {
    const replay = await replayOf(keyRef, command.requestHash);
    if (replay) return replay;
  }

  const books = await findBooks(input.productIds);
  const missing = input.productIds.filter((_, i) => !books[i]);
  if (missing.length) return { kind: "unknown-books", ids: missing };

  const orderRef = ordersCollection().doc();
  const createdAt = Timestamp.now();
  const document: OrderDocument = {
    uid: shopper.uid,
    email: shopper.email,
    name: input.name,
    phone: input.phone,
    address: input.address,
    productIds: input.productIds,
    totalCents: books.reduce((sum, book) => sum + command.priceInCents(book!), 0),
    createdAt,
  };
  const batch = db().batch().create(orderRef, document);
  if (keyRef) {
    const expireAt = Timestamp.fromMillis(createdAt.toMillis() + IDEMPOTENCY_KEY_TTL_MS);
    batch.create(keyRef, {
      orderId: orderRef.id,
      requestHash: command.requestHash,
      createdAt,
      expireAt,
    } satisfies IdempotencyDocument);
  }
  try {
    await batch.commit();
  } catch (error) {
    // Another request with the same key committed first: nothing of ours was written; answer with theirs.
    const replay =
      keyRef && (error as { code?: unknown }).code === ALREADY_EXISTS
        ? await replayOf(keyRef, command.requestHash)
        : undefined;
    if (replay) return replay;
    throw error;
  }
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

function toOrderFromDocument(id: string, data: OrderDocument): Order {
  return {
    _id: id,
    createdAt: data.createdAt.toDate().toISOString(),
    name: data.name,
    email: data.email,
    phone: data.phone,
    totalPrice: data.totalCents / 100,
    address: data.address,
    productIds: data.productIds,
  };
}

async function listOrdersByEmail(email: string): Promise<Order[]> {
  const snapshot = await ordersCollection().where("email", "==", email).orderBy("createdAt", "desc").get();
  return snapshot.docs.map(toOrder);
}

// Aggregation queries are billed per batch of index entries, not per document read, so the statistics cost
// stays flat as orders grow.
const orderTotals = { orders: AggregateField.count(), cents: AggregateField.sum("totalCents") };

/** The number of orders and their sum in cents, placed in [from, to) (all time without bounds). */
async function orderTotalsBetween(from?: Date, to?: Date) {
  let query: Query = ordersCollection();
  if (from) query = query.where("createdAt", ">=", Timestamp.fromDate(from));
  if (to) query = query.where("createdAt", "<", Timestamp.fromDate(to));
  const snapshot = await query.aggregate(orderTotals).get();
  return { orders: snapshot.data().orders, cents: snapshot.data().cents ?? 0 };
}
