import type { Order, ValidOrderInput } from "@bookstore/schema";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { booksCollection, type BookDocument } from "../books/books.repository";
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
}

export const ordersCollection = () => db().collection(ORDERS);

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
  priceInCents: (book: BookDocument) => number;
}

/**
 * One transaction: the idempotency record, the price lookup and the order are read and written together, so
 * a retried or doubled request either finds the first order or creates exactly one.
 */
export async function placeOrder(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
  const { shopper, input } = command;
  const keyRef = command.idempotencyDocId ? db().collection(IDEMPOTENCY_KEYS).doc(command.idempotencyDocId) : undefined;
  const orderRef = ordersCollection().doc();

  return db().runTransaction(async (tx): Promise<PlaceOrderResult> => {
    if (keyRef) {
      const key = await tx.get(keyRef);
      if (key.exists) {
        const record = key.data() as IdempotencyDocument;
        if (record.requestHash !== command.requestHash) return { kind: "key-reused-with-other-request" };
        const existing = await tx.get(ordersCollection().doc(record.orderId));
        return { kind: "replayed", order: toOrder(existing) };
      }
    }

    const books = await tx.getAll(...input.productIds.map((id) => booksCollection().doc(id)));
    const missing = books.filter((book) => !book.exists).map((book) => book.id);
    if (missing.length) return { kind: "unknown-books", ids: missing };

    const createdAt = Timestamp.now();
    const document: OrderDocument = {
      uid: shopper.uid,
      email: shopper.email,
      name: input.name,
      phone: input.phone,
      address: input.address,
      productIds: input.productIds,
      totalCents: books.reduce((sum, book) => sum + command.priceInCents(book.data() as BookDocument), 0),
      createdAt,
    };
    tx.create(orderRef, document);
    if (keyRef) tx.create(keyRef, { orderId: orderRef.id, requestHash: command.requestHash, createdAt } satisfies IdempotencyDocument);
    return { kind: "created", order: toOrderFromDocument(orderRef.id, document) };
  });
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

export async function listOrdersByEmail(email: string): Promise<Order[]> {
  const snapshot = await ordersCollection().where("email", "==", email).orderBy("createdAt", "desc").get();
  return snapshot.docs.map(toOrder);
}
