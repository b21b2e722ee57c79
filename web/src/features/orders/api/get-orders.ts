import { orderSchema, type Order } from "@bookstore/schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { customerFetch } from "@/lib/auth/customer-fetch";

export const orderKeys = {
  all: ["orders"] as const,
  byEmail: (email: string) => [...orderKeys.all, "email", email] as const,
  mine: (uid: string) => [...orderKeys.all, "mine", uid] as const,
};

// GET /api/orders/email/:email: the signed-in shopper's own orders, newest first (403 for another email).
export async function getOrdersByEmail(email: string, signal?: AbortSignal): Promise<Order[]> {
  return customerFetch(`/orders/email/${encodeURIComponent(email)}`, {
    schema: orderSchema.array(),
    signal,
  });
}

export const ordersQueryOptions = (email: string) =>
  queryOptions({ queryKey: orderKeys.byEmail(email), queryFn: ({ signal }) => getOrdersByEmail(email, signal) });

export function useOrders(email: string) {
  return useQuery(ordersQueryOptions(email));
}

// GET /api/orders/mine: the orders of the signed-in shopper or guest, newest first (a guest's stay theirs once
// they create an account, whatever email they typed).
export async function getOwnOrders(signal?: AbortSignal): Promise<Order[]> {
  return customerFetch("/orders/mine", { schema: orderSchema.array(), signal });
}

/** Keyed by the user, so another account signing in in the same tab never sees the last one's list. */
export function useOwnOrders(uid: string) {
  return useQuery({ queryKey: orderKeys.mine(uid), queryFn: ({ signal }) => getOwnOrders(signal) });
}
