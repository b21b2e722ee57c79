import { isDeepStrictEqual } from "node:util";
import type { Firestore } from "firebase-admin/firestore";
import { BOOKS, derivedFields, type BookDocument, type DerivedFields } from "../books";
import { NO_STARS, ratingFields } from "../lib/book-rating";
import { catalogChanged } from "../lib/catalog-version.repository";
import { copiesOnShelf } from "../stock";
import { shardsOf, spreadStock, STOCK, STOCK_SHARDS } from "../lib/stock-shards";
import { GrpcStatus, grpcCode } from "../lib/grpc-status";
import { CUSTOMER, ORDERS, type OrderDocument, derivedOrderNumber, ORDER_NUMBERS } from "../orders";

/** Books sharded at once; each book's shards and its mark are one commit. */
const SHARDING_IN_FLIGHT = 10;

// One-off upgrades of a store's data stored by an older version (maintenance/cli.ts runs them).
export function createBackfillRepository(firestore: Firestore) {
  /**
   * Brings every book stored by an older version up to date: gives `stock` copies to books stored before books had
   * a stock (they sell nothing until then), an empty rating to books stored before reviews (the "rating" sort lists
   * only books that have one), and computes the fields the catalog's queries read (search words, title order, author
   * address, in stock) where they are missing or stale. Returns how many books got a stock and how
   * many were changed at all.
   */
  async function upgradeBooks(stock: number): Promise<{ stocked: number; changed: number }> {
    const books = await firestore.collection(BOOKS).get();
    const writer = firestore.bulkWriter();
    let stocked = 0;
    let changed = 0;
    for (const book of books.docs) {
      const data = book.data() as BookDocument;
      const update: Partial<BookDocument> = data.stock === undefined ? { stock } : {};
      if (data.ratingStars === undefined) Object.assign(update, ratingFields(NO_STARS));
      const derived = derivedFields({ ...data, ...update });
      for (const field of Object.keys(derived) as (keyof DerivedFields)[]) {
        if (!isDeepStrictEqual(derived[field], data[field])) Object.assign(update, { [field]: derived[field] });
      }
      if (Object.keys(update).length === 0) continue;
      // Only if unchanged since read: what the admin or an order writes meanwhile is kept.
      writer.update(book.ref, update, { lastUpdateTime: book.updateTime });
      if (update.stock !== undefined) stocked += 1;
      changed += 1;
    }
    await writer.close();
    if (changed)
      await firestore
        .batch()
        .set(...catalogChanged(firestore))
        .commit();
    return { stocked, changed };
  }

  /**
   * Gives orders stored before the lifecycle its first step (placed, by the customer, when they were placed), so
   * the order desk's status filter finds them. Returns how many orders it changed.
   */
  async function backfillOrderStatus(): Promise<number> {
    const orders = await firestore.collection(ORDERS).get();
    const writer = firestore.bulkWriter();
    let changed = 0;
    for (const order of orders.docs) {
      const data = order.data() as OrderDocument;
      if (data.status !== undefined) continue;
      const timeline = [{ status: "placed", at: data.createdAt, by: CUSTOMER }];
      writer.update(order.ref, { status: "placed", timeline }, { lastUpdateTime: order.updateTime });
      changed += 1;
    }
    await writer.close();
    return changed;
  }

  /**
   * Spreads the copies of every book whose `stock` field still holds them over stock shards (stock-shards.ts), each
   * book in one commit, conditioned on the book being unchanged since it was read (a book changed meanwhile is left
   * for its first order, which shards it the same way). Returns how many books it sharded.
   */
  async function shardStocks(): Promise<number> {
    const unsharded = (await firestore.collection(BOOKS).get()).docs.filter((book) => !shardsOf(book.data()));
    let sharded = 0;
    let next = 0;
    const worker = async () => {
      while (next < unsharded.length) {
        const book = unsharded[next++]!;
        const data = book.data() as BookDocument;
        const stock = copiesOnShelf(data.stock);
        const batch = firestore.batch();
        // The first shard carries the copies the book counted as sold before.
        spreadStock(stock).forEach((copies, shard) =>
          batch.set(book.ref.collection(STOCK).doc(String(shard)), {
            copies,
            sold: shard ? 0 : copiesOnShelf(data.soldCount),
          }),
        );
        batch.update(book.ref, { stockShards: STOCK_SHARDS }, { lastUpdateTime: book.updateTime });
        try {
          await batch.commit();
          sharded += 1;
        } catch (error) {
          if (grpcCode(error) !== GrpcStatus.FAILED_PRECONDITION) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: SHARDING_IN_FLIGHT }, worker));
    return sharded;
  }

  /**
   * Gives each order stored before order numbers its number, the one its answers already show (derived from its
   * id), with its claim in the same commit; a number already claimed by another order draws the next one. An order
   * changed meanwhile keeps its turn for the next run. Returns how many orders got a number.
   */
  async function backfillOrderNumbers(): Promise<number> {
    const orders = await firestore.collection(ORDERS).get();
    let numbered = 0;
    for (const order of orders.docs) {
      if ((order.data() as OrderDocument).number !== undefined) continue;
      for (let attempt = 0; ; attempt++) {
        const number = derivedOrderNumber(order.id, attempt);
        const batch = firestore.batch();
        batch.create(firestore.collection(ORDER_NUMBERS).doc(number), { orderId: order.id });
        batch.update(order.ref, { number }, { lastUpdateTime: order.updateTime });
        try {
          await batch.commit();
          numbered += 1;
          break;
        } catch (error) {
          if (grpcCode(error) === GrpcStatus.FAILED_PRECONDITION) break;
          if (grpcCode(error) !== GrpcStatus.ALREADY_EXISTS) throw error;
        }
      }
    }
    return numbered;
  }

  /**
   * Gives each wish saved before wishes named their book its `bookId` (the document's id), so that the book's
   * return from sold out finds its wisher. A wish removed or changed meanwhile is left. Returns how many it gave one.
   */
  async function backfillWishBookIds(): Promise<number> {
    const wishes = await firestore.collectionGroup("wishlist").select("bookId").get();
    const writer = firestore.bulkWriter();
    let changed = 0;
    const writes = wishes.docs
      .filter((wish) => wish.get("bookId") === undefined)
      .map((wish) =>
        writer.update(wish.ref, { bookId: wish.id }, { lastUpdateTime: wish.updateTime }).then(
          () => void (changed += 1),
          (error: unknown) => {
            if (grpcCode(error) !== GrpcStatus.FAILED_PRECONDITION && grpcCode(error) !== GrpcStatus.NOT_FOUND)
              throw error;
          },
        ),
      );
    await writer.close();
    await Promise.all(writes);
    return changed;
  }

  return { upgradeBooks, backfillOrderStatus, backfillOrderNumbers, backfillWishBookIds, shardStocks };
}
