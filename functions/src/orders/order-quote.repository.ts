import type { Quote, ValidQuoteInput } from "@bookstore/schema";
import type { BookShelf, ShelfBook } from "../lib/book-shelf";
import type { OrderPricing } from "../lib/order-pricing";

export type QuoteResult =
  { kind: "quoted"; quote: Quote } | { kind: "unknown-books"; ids: string[] } | { kind: "short"; books: ShelfBook[] };

export interface QuoteCommand {
  input: ValidQuoteInput;
  customer: { uid: string; email?: string };
  clientAddress: () => string;
  priceInCents: (book: Pick<ShelfBook, "newPrice">) => number;
}

const dollars = (cents: number) => cents / 100;

/**
 * What an order would be charged now, by the very computation its placement runs (lib/order-pricing.ts): the
 * books as the shelf has them, nothing reserved, nothing written but a guessed code's count.
 */
export function createOrderQuoteRepository({
  shelf,
  pricing,
}: {
  shelf: Pick<BookShelf, "reserveCopies">;
  pricing: Pick<OrderPricing, "price">;
}) {
  async function quoteOrder({ input, customer, clientAddress, priceInCents }: QuoteCommand): Promise<QuoteResult> {
    const reservation = await shelf.reserveCopies(input.productIds);
    if (reservation.kind !== "available") return reservation;
    const lines = reservation.books.map((book) => ({
      bookId: book.id,
      title: book.title,
      unitPriceCents: priceInCents(book),
    }));
    const priced = await pricing.price(
      {
        country: input.address.country,
        deliveryMethod: input.deliveryMethod,
        discountCode: input.discountCode,
        customer,
        clientAddress,
      },
      lines,
    );
    const { charges } = priced;
    return {
      kind: "quoted",
      quote: {
        lines: lines.map((line) => ({
          bookId: line.bookId,
          title: line.title,
          unitPrice: dollars(line.unitPriceCents),
        })),
        subtotal: dollars(charges.subtotalCents),
        discount: charges.discount && { code: charges.discount.code, amount: dollars(charges.discount.amountCents) },
        deliveryMethods: priced.methods.map((m) => ({ id: m.id, name: m.name, price: dollars(m.priceCents) })),
        delivery: {
          method: charges.delivery.method,
          name: charges.delivery.name,
          price: dollars(charges.delivery.priceCents),
        },
        tax: { rate: charges.tax.rate, amount: dollars(charges.tax.amountCents), included: charges.tax.included },
        total: dollars(priced.totalCents),
      },
    };
  }

  return { quoteOrder };
}
export type OrderQuoteRepository = ReturnType<typeof createOrderQuoteRepository>;
