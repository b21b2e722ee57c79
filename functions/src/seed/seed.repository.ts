// What the seed writes around the API: the catalog with fixed ids, its ISBN claims, and the demo orders.
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { BOOKS, COVER_VARIANTS } from "../books";
import { catalogChanged } from "../lib/catalog-version.repository";
import { ISBNS } from "../lib/isbn-claims";
import { ORDERS, type OrderDocument, derivedOrderNumber, ORDER_NUMBERS } from "../orders";

export function createSeedRepository(firestore: Firestore) {
  const bookRef = (id: string) => firestore.collection(BOOKS).doc(id);
  return {
    /** The stored books with these ids, in the order asked (missing ones read as not existing). */
    readBooks: (ids: readonly string[]) => firestore.getAll(...ids.map(bookRef)),

    /**
     * Writes each book in place of the stored one, and the claim of its ISBN; then marks the catalog changed, so
     * function instances running meanwhile do not keep serving the catalog they cached before the seed.
     */
    async writeBooks(books: readonly { id: string; document: DocumentData; isbn?: string | null }[]): Promise<void> {
      const writer = firestore.bulkWriter();
      for (const { id, document, isbn } of books) {
        writer.set(bookRef(id), document);
        if (isbn) writer.set(firestore.collection(ISBNS).doc(isbn), { bookId: id });
      }
      await writer.close();
      await firestore
        .batch()
        .set(...catalogChanged(firestore))
        .commit();
    },

    /** Deletes the book's cover variants other than those named in `keep`. */
    async deleteCoverVariantsBut(bookId: string, keep: ReadonlySet<string>): Promise<void> {
      const variants = await bookRef(bookId).collection(COVER_VARIANTS).listDocuments();
      await Promise.all(variants.filter((ref) => !keep.has(ref.id)).map((ref) => ref.delete()));
    },

    async orderExists(id: string): Promise<boolean> {
      return (await firestore.collection(ORDERS).doc(id).get()).exists;
    },

    async createOrders(orders: readonly { id: string; order: OrderDocument }[]): Promise<void> {
      const writer = firestore.bulkWriter();
      for (const { id, order } of orders) {
        // Numbered as the upgrade numbers older orders, with the claims the lookup reads.
        const number = derivedOrderNumber(id);
        writer.create(firestore.collection(ORDERS).doc(id), { ...order, number });
        writer.create(firestore.collection(ORDER_NUMBERS).doc(number), { orderId: id });
      }
      await writer.close();
    },
  };
}
export type SeedRepository = ReturnType<typeof createSeedRepository>;
