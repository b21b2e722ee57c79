import type { OrderItem } from "@bookstore/schema";
import { formatPrice } from "@/lib/format";

/** The books of an order as bought: title and unit price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul aria-label="Books in this order" className="space-y-0.5">
      {items.map((item) => (
        <li key={item.bookId} className="flex justify-between gap-4 break-words">
          <span className="min-w-0">{item.title}</span>
          <span className="shrink-0">{formatPrice(item.unitPrice)}</span>
        </li>
      ))}
    </ul>
  );
}
