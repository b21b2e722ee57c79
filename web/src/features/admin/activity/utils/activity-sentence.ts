import type { ActivityAction, ActivityEntry } from "@bookstore/schema";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@bookstore/schema/order-status";
import { ROLE_LABELS, type StaffRole } from "@bookstore/schema/staff-roles";
import { formatPrice } from "@/lib/format";

/**
 * An entry as a sentence a shop owner reads: "{member} {before} {target} {after}", and a line of details under
 * it. The server stores what happened (action, target, fields before and after); the dashboard alone words it,
 * so a new action gets its words here and nowhere else (the record below does not compile without them).
 */
export interface ActivitySentence {
  before: string;
  /** False where the target says nothing more than the verb (an import). */
  showTarget: boolean;
  after: string;
  details: string;
}

/** A book's fields as the book form labels them. */
const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  author: "Author",
  description: "Description",
  category: "Category",
  trending: "Trending",
  oldPrice: "Old Price",
  newPrice: "New Price",
  stock: "Stock",
  isbn: "ISBN",
  publisher: "Publisher",
  publishedYear: "Published year",
  pages: "Pages",
  language: "Language",
  format: "Format",
  pricesIncludeTax: "Prices include tax",
  returnWindowDays: "Return window (days)",
  taxRate: "Tax rate",
  countries: "Countries",
  methods: "Methods",
  value: "Value",
  maxUses: "Max uses",
  disabled: "Disabled",
};
const PRICES = new Set(["oldPrice", "newPrice"]);
const COVERS = new Set(["coverImage", "cover"]);

const shown = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === "") return "none";
  if (PRICES.has(field) && typeof value === "number") return formatPrice(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
};

/** "New Price $20.00 → $18.50, Stock 3 → 5, cover changed": each field once, by its form's name. */
export function bookChangesText(changes: ActivityEntry["changes"]): string {
  const parts: string[] = [];
  let cover = false;
  for (const [field, { before, after }] of Object.entries(changes)) {
    if (COVERS.has(field)) cover = true;
    else parts.push(`${FIELD_LABELS[field] ?? field} ${shown(field, before)} → ${shown(field, after)}`);
  }
  if (cover) parts.push("cover changed");
  return parts.join(", ");
}

const afterOf = (entry: ActivityEntry, field: string): unknown => entry.changes[field]?.after;
const count = (value: unknown, one: string, many: string) => `${Number(value ?? 0)} ${value === 1 ? one : many}`;

function importFigures(entry: ActivityEntry): string {
  if (afterOf(entry, "status") === "failed") return "it failed";
  return [
    count(afterOf(entry, "created"), "book added", "books added"),
    `${Number(afterOf(entry, "updated") ?? 0)} updated`,
    `${Number(afterOf(entry, "skipped") ?? 0)} skipped`,
    count(afterOf(entry, "errors"), "error", "errors"),
  ].join(", ");
}

function staffChange(entry: ActivityEntry): Pick<ActivitySentence, "before" | "after"> {
  const disabled = afterOf(entry, "disabled");
  const role = afterOf(entry, "role") as StaffRole | undefined;
  if (disabled === true) return { before: "disabled", after: "" };
  if (disabled === false) return { before: "enabled", after: role ? `as ${ROLE_LABELS[role]}` : "" };
  return { before: "made", after: role ? ROLE_LABELS[role] : "" };
}

type Words = (entry: ActivityEntry) => Partial<ActivitySentence> & Pick<ActivitySentence, "before">;

const WORDS: Record<ActivityAction, Words> = {
  "book.create": () => ({ before: "added" }),
  "book.edit": (entry) => ({ before: "edited", details: bookChangesText(entry.changes) }),
  "book.delete": () => ({ before: "deleted" }),
  "book.stock": (entry) => ({ before: "changed the stock of", details: bookChangesText(entry.changes) }),
  "cover.set": () => ({ before: "changed the cover of" }),
  "cover.remove": () => ({ before: "removed the cover of" }),
  "import.start": (entry) => ({
    before: "started an import",
    showTarget: false,
    details: count(afterOf(entry, "total"), "row", "rows"),
  }),
  "import.end": (entry) => ({ before: "finished an import", showTarget: false, details: importFigures(entry) }),
  "order.status": (entry) => ({
    before: "marked",
    after: `as ${ORDER_STATUS_LABELS[afterOf(entry, "status") as OrderStatus]?.toLowerCase() ?? "moved"}`,
  }),
  "order.cancel": () => ({ before: "cancelled" }),
  "return.approve": () => ({ before: "approved" }),
  "return.refuse": () => ({ before: "refused" }),
  "return.receive": (entry) => {
    // Stored as "12.50 cash": the amount and how it was paid back.
    const [amount, method] = String(afterOf(entry, "refund") ?? "").split(" ");
    return { before: "received", details: amount ? `refunded ${formatPrice(Number(amount))} (${method})` : "" };
  },
  "review.hide": () => ({ before: "hid a review of" }),
  "review.show": () => ({ before: "showed again a review of" }),
  "staff.create": (entry) => {
    const role = afterOf(entry, "role") as StaffRole | undefined;
    return { before: "added", after: role ? `as ${ROLE_LABELS[role]}` : "" };
  },
  "staff.change": staffChange,
  "staff.reset": () => ({ before: "reset the password of" }),
  "settings.change": (entry) => ({ before: "changed", details: bookChangesText(entry.changes) }),
  "zone.create": () => ({ before: "added the delivery zone" }),
  "zone.change": (entry) => ({ before: "changed the delivery zone", details: bookChangesText(entry.changes) }),
  "zone.delete": () => ({ before: "deleted the delivery zone" }),
  "discount.create": () => ({ before: "added the discount code" }),
  "discount.change": (entry) => ({ before: "changed the discount code", details: bookChangesText(entry.changes) }),
};

/** The entry's sentence; an action this dashboard does not know yet still reads, by its name. */
export function activitySentence(entry: ActivityEntry): ActivitySentence {
  const words = WORDS[entry.action]?.(entry) ?? { before: entry.action };
  return { showTarget: true, after: "", details: "", ...words };
}

/** The action filter's options, in the owner's words. */
export const ACTION_NAMES: Record<ActivityAction, string> = {
  "book.create": "Book added",
  "book.edit": "Book edited",
  "book.delete": "Book deleted",
  "book.stock": "Stock changed",
  "cover.set": "Cover changed",
  "cover.remove": "Cover removed",
  "import.start": "Import started",
  "import.end": "Import finished",
  "order.status": "Order moved",
  "order.cancel": "Order cancelled",
  "return.approve": "Return approved",
  "return.refuse": "Return refused",
  "return.receive": "Return received",
  "review.hide": "Review hidden",
  "review.show": "Review shown again",
  "staff.create": "Member added",
  "staff.change": "Member changed",
  "staff.reset": "Member reset",
  "settings.change": "Settings changed",
  "zone.create": "Delivery zone added",
  "zone.change": "Delivery zone changed",
  "zone.delete": "Delivery zone deleted",
  "discount.create": "Discount code added",
  "discount.change": "Discount code changed",
};
