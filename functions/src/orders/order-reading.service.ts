// Reading orders: a shopper's own, one looked up by its number and email (counted per client address), one by
// its id for its owner or the admin, and the admin's pages.
import type { Order, OrderListQuery, OrderLookup, OrderLookupQuery, OrderPage } from "@bookstore/schema";
import type { Customer, Shopper } from "../auth/require-user";
import type { Actor } from "../lib/activity-log";
import { forbidden, notFound, tooMany } from "../lib/http-error";
import type { LookupBudgetRepository } from "./lookup-budget.repository";
import type { OrdersRepository } from "./orders.repository";

export const orderNotFound = () => notFound("Order not found");

/** Who asks for an order: the admin sees every one, a shopper or guest only their own. */
export type OrderViewer = { admin: Actor } | { customer: Customer };

// Someone following their order looks it up a few times; a script guessing ids or emails gets this many per
// window from one client address, and a refused lookup reads nothing.
export const MAX_LOOKUPS_PER_ADDRESS = 20;
export const LOOKUP_WINDOW_MS = 15 * 60 * 1000;

/** What an order lookup shows: no address, phone or name, no admin's username (schema's orderLookupSchema). */
const toLookup = ({
  _id,
  number,
  createdAt,
  status,
  totalPrice,
  items,
  timeline,
  charges,
  invoice,
  creditNote,
  returnState,
  returnedBookIds,
  refunds,
}: Order): OrderLookup => ({
  _id,
  number,
  createdAt,
  status,
  totalPrice,
  items,
  timeline: timeline.map(({ status, at }) => ({ status, at })),
  charges,
  invoice,
  creditNote,
  returnState,
  returnedBookIds,
  refunds,
});

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

export interface OrderReadingDeps extends Pick<
  OrdersRepository,
  "listOrdersByEmail" | "listOrdersByUid" | "findOrder" | "findOrderByNumberOrId" | "listOrderPage"
> {
  /** Order lookups counted per client address. */
  lookupBudget: Pick<LookupBudgetRepository, "count">;
}

export function createOrderReading(repository: OrderReadingDeps) {
  /**
   * The orders placed with the shopper's address: every one once the address is verified; before, only those the
   * account placed itself, since anyone can sign up with anyone's address (decision 018).
   */
  async function listOrders(shopper: Shopper, email: string): Promise<Order[]> {
    if (email.toLowerCase() !== shopper.email) throw forbidden("You can only see your own orders");
    if (shopper.emailVerified) return repository.listOrdersByEmail(shopper.email);
    const own = await repository.listOrdersByUid(shopper.uid);
    return own.filter((order) => order.email === shopper.email);
  }

  /**
   * Everything placed under the customer's uid (a guest's orders, still theirs once the guest has created an
   * account), and for a signed-in shopper with a verified address whatever was placed with it, newest first.
   */
  async function listOwnOrders(customer: Customer): Promise<Order[]> {
    const [byUid, byEmail] = await Promise.all([
      repository.listOrdersByUid(customer.uid),
      !customer.guest && customer.emailVerified ? repository.listOrdersByEmail(customer.email) : [],
    ]);
    const unique = new Map([...byUid, ...byEmail].map((order) => [order._id, order]));
    return [...unique.values()].sort(newestFirst);
  }

  /**
   * One order for whoever holds its id and its email. A wrong id, a wrong email or both are one and the same
   * 404, so an answer never tells that an id exists; every lookup counts against the client's budget.
   */
  async function lookupOrder(query: OrderLookupQuery, clientAddress: string, now = Date.now()): Promise<OrderLookup> {
    const max = MAX_LOOKUPS_PER_ADDRESS;
    const { attempts, windowStart } = await repository.lookupBudget.count(clientAddress, max, LOOKUP_WINDOW_MS, now);
    if (attempts > max) {
      const window = { start: windowStart, ms: LOOKUP_WINDOW_MS };
      throw tooMany("too-many-lookups", "Too many order lookups from your network. Try again later.", window, now);
    }
    const found = await repository.findOrderByNumberOrId(query.id);
    if (!found || found.order.email !== query.email.toLowerCase()) {
      throw notFound("No order has that number and email. Check both and try again.");
    }
    return toLookup(found.order);
  }

  async function getOrder(viewer: OrderViewer, id: string): Promise<Order> {
    const found = await repository.findOrder(id);
    if (!found) throw orderNotFound();
    if ("customer" in viewer && found.uid !== viewer.customer.uid) throw forbidden("You can only see your own orders");
    return found.order;
  }

  const listOrderPage = (query: OrderListQuery): Promise<OrderPage> => repository.listOrderPage(query);

  return { listOrders, listOwnOrders, lookupOrder, getOrder, listOrderPage };
}
