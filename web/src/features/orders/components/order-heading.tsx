import type { Order } from "@bookstore/schema";
import type { ElementType } from "react";

/** The books' titles as one line ("Dune, Emma and 1 more"); an order kept before titles were, says nothing. */
export function titlesLine(order: Order): string | null {
  const titles = order.items.map((item) => item.title);
  if (titles.length === 0) return null;
  if (titles.length <= 2) return titles.join(" and ");
  return `${titles.slice(0, 2).join(", ")} and ${titles.length - 2} more`;
}

/**
 * What a shopper looks for first in an order: its number (the one in the mails) and what they bought. The
 * spec's lines (Order ID, product ids) follow it.
 */
export function OrderHeading({ order, as: Heading = "h2" }: { order: Order; as?: ElementType }) {
  const titles = titlesLine(order);
  return (
    <>
      <Heading className="text-lg font-bold wrap-anywhere">Order {order.number}</Heading>
      {titles && <p className="font-medium wrap-anywhere text-gray-800">{titles}</p>}
    </>
  );
}
