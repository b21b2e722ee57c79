import type { ActivityEntry } from "@bookstore/schema";
import { Link } from "react-router-dom";

/** The owner's money pages, where the entries of their kinds are changed. */
const MONEY_PAGES: Partial<Record<ActivityEntry["target"]["type"], string>> = {
  settings: "/dashboard/settings",
  zone: "/dashboard/delivery",
  discount: "/dashboard/discounts",
};

/**
 * What an entry changed, named as it was then (a book's title, an order's number), linked to where it is now: a
 * book's edit page (a review's book too), an order's page. A deleted book keeps its name without a link.
 */
export function ActivityTarget({ entry }: { entry: ActivityEntry }) {
  const { type, id, label } = entry.target;
  const bookId = type === "book" ? id : type === "review" ? id.split("/")[0] : undefined;
  const to =
    bookId && entry.action !== "book.delete"
      ? `/dashboard/edit-book/${encodeURIComponent(bookId)}`
      : type === "order"
        ? `/dashboard/orders/${encodeURIComponent(id)}`
        : type === "return"
          ? "/dashboard/returns"
          : entry.action === "zone.delete"
            ? undefined
            : MONEY_PAGES[type];
  // An order is stored as "Order BK-…": in a sentence it is "marked order BK-… as shipped".
  const name = type === "order" ? `order ${label.replace(/^Order /, "")}` : label;
  if (!to) return <span className="font-medium">{name}</span>;
  return (
    <Link to={to} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
      {name}
    </Link>
  );
}
