import type { ActivityAction, ActivityEntry } from "@bookstore/schema";
import { Link } from "react-router-dom";

/** How the log names each action. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  "book.create": "added the book",
  "book.edit": "edited the book",
  "book.delete": "deleted the book",
  "book.stock": "changed the stock of",
  "cover.set": "set the cover of",
  "cover.remove": "removed the cover of",
  "import.start": "started the import",
  "import.end": "finished the import",
  "order.status": "moved the order",
  "order.cancel": "cancelled the order",
  "review.hide": "hid a review of",
  "review.show": "showed a review of",
  "staff.create": "added the member",
  "staff.change": "changed the member",
  "staff.reset": "reset the member",
  "settings.change": "changed the",
  "zone.create": "added the delivery zone",
  "zone.change": "changed the delivery zone",
  "zone.delete": "deleted the delivery zone",
  "discount.create": "added the discount code",
  "discount.change": "changed the discount code",
};

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
        : entry.action === "zone.delete"
          ? undefined
          : MONEY_PAGES[type];
  const name = type === "order" ? `order ${label}` : label;
  if (!to) return <span className="font-medium">{name}</span>;
  return (
    <Link to={to} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
      {name}
    </Link>
  );
}

/** "price: 20 → 18.5, stock: 3 → 5": only what changed. */
export function changesText(entry: ActivityEntry): string {
  const show = (value: unknown) => (value === null || value === undefined ? "none" : String(value));
  return Object.entries(entry.changes)
    .map(([field, { before, after }]) => `${field}: ${show(before)} → ${show(after)}`)
    .join(", ");
}
