import type {
  AdminReturn,
  LookupReturnRequestInput,
  OrderLookupQuery,
  Return,
  ReturnListQuery,
  ReturnMove,
  ReturnRequestInput,
} from "@bookstore/schema";
import type { Customer } from "../auth/require-user";
import type { Actor } from "../lib/activity-log";
import { badRequest, conflict, HttpError, notFound, tooMany } from "../lib/http-error";
import { toReturn } from "./return-document";
import type { Claimant, ReturnsRepository } from "./returns.repository";

/** The lookup's budget of one client address: the guest's return goes through the order lookup and its throttle. */
export interface LookupGate {
  count(
    address: string,
    max: number,
    windowMs: number,
    now: number,
  ): Promise<{ attempts: number; windowStart: number }>;
  max: number;
  windowMs: number;
}

export interface ReturnsServiceDeps {
  repository: Pick<ReturnsRepository, "requestReturn" | "moveReturn" | "listOrderReturns" | "listReturns">;
  /** The order's id from the number (or id) a guest typed. */
  findOrderId(numberOrId: string): Promise<string | undefined>;
  lookup: LookupGate;
}

const orderNotFound = () => notFound("Order not found");
const lookupNotFound = () => notFound("No order has that number and email. Check both and try again.");

/** Staff's list is the returns waiting and recent: more than a day's work, a page's worth. */
const LIST_LIMIT = 200;

export function createReturnsService({ repository, findOrderId, lookup }: ReturnsServiceDeps) {
  async function request(orderId: string, claimant: Claimant, input: ReturnRequestInput): Promise<Return> {
    const result = await repository.requestReturn(orderId, claimant, input);
    switch (result.kind) {
      case "not-found":
        throw orderNotFound();
      case "not-delivered":
        throw conflict("not-delivered", "Books can be returned once the order is delivered.");
      case "window-closed":
        throw conflict(
          "return-window-closed",
          `Books can be returned within ${result.days} days of delivery, and this order's time is up.`,
        );
      case "not-in-order":
        throw badRequest(`These books are not in the order: ${result.bookIds.join(", ")}`, {
          bookIds: ["Pick books of this order"],
        });
      case "already-returned":
        throw conflict(
          "already-returned",
          `These books are already in a return: ${result.bookIds.join(", ")}. A book can be returned once.`,
        );
      default:
        return toReturn(result.id, result.data);
    }
  }

  /** Whoever holds the order's number and email: counted against the lookup's budget first. */
  async function guestOrder(query: OrderLookupQuery, clientAddress: string, now = Date.now()) {
    const { attempts, windowStart } = await lookup.count(clientAddress, lookup.max, lookup.windowMs, now);
    if (attempts > lookup.max) {
      const window = { start: windowStart, ms: lookup.windowMs };
      throw tooMany("too-many-lookups", "Too many order lookups from your network. Try again later.", window, now);
    }
    const orderId = await findOrderId(query.id);
    if (!orderId) throw lookupNotFound();
    return { orderId, claimant: { email: query.email } };
  }

  async function list(orderId: string, claimant: Claimant, notFoundError: () => HttpError): Promise<Return[]> {
    const found = await repository.listOrderReturns(orderId, claimant);
    if (!found) throw notFoundError();
    return found.map(({ id, data }) => toReturn(id, data));
  }

  return {
    /** POST /api/orders/:id/returns: the shopper or guest who placed the order. */
    requestReturn: (customer: Customer, orderId: string, input: ReturnRequestInput) =>
      request(orderId, { uid: customer.uid }, input),

    listOrderReturns: (customer: Customer, orderId: string) => list(orderId, { uid: customer.uid }, orderNotFound),

    /** POST /api/orders/lookup/returns: a guest through the lookup. A wrong email answers as a wrong number. */
    async requestLookupReturn(input: LookupReturnRequestInput, clientAddress: string): Promise<Return> {
      const { id, email, ...request_ } = input;
      const { orderId, claimant } = await guestOrder({ id, email }, clientAddress);
      return request(orderId, claimant, request_).catch((error: unknown) => {
        throw error instanceof HttpError && error.status === 404 ? lookupNotFound() : error;
      });
    },

    async listLookupReturns(query: OrderLookupQuery, clientAddress: string): Promise<Return[]> {
      const { orderId, claimant } = await guestOrder(query, clientAddress);
      return list(orderId, claimant, lookupNotFound);
    },

    async listReturns(query: ReturnListQuery): Promise<AdminReturn[]> {
      const found = await repository.listReturns(query.status, LIST_LIMIT);
      return found.map(({ id, data }) => ({ ...toReturn(id, data), customer: { name: data.name, email: data.email } }));
    },

    async moveReturn(staff: Actor, id: string, move: ReturnMove): Promise<Return> {
      const result = await repository.moveReturn(id, move, staff);
      switch (result.kind) {
        case "not-found":
          throw notFound("Return not found");
        case "moved-on":
          throw conflict(
            "return-moved-on",
            result.from === "requested"
              ? `A return that is requested cannot be marked ${move.status}: approve it first.`
              : `This return is already ${result.from} and cannot be marked ${move.status}.`,
          );
        case "too-much":
          throw badRequest(
            `The refund can be at most ${(result.refundableCents / 100).toFixed(2)}, what the shopper paid.`,
            { "refund.amount": [`At most ${(result.refundableCents / 100).toFixed(2)}`] },
          );
        default:
          return toReturn(result.id, result.data);
      }
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
