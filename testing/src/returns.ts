// Delivered orders of a test's own, for the returns: placed through the API as the checkout places them (stock
// taken, figures counted), then shipped and delivered by the seeded owner on the order desk.
import type { Book, Order, Return } from "@bookstore/schema";
import { adminToken } from "./accounts";
import { apiOk } from "./api";
import { ADDRESS } from "./orders";

/** A shopper's or a guest's ID token; a guest gives the email the order goes to. */
export interface Orderer {
  idToken: string;
  email?: string;
}

export async function placeDeliveredOrder(orderer: Orderer, books: Book[], owner?: string): Promise<Order> {
  const order = await apiOk<Order>("/api/orders/", {
    method: "POST",
    token: orderer.idToken,
    body: {
      name: "Rita Returner",
      phone: "+351 912 345 678",
      address: ADDRESS,
      productIds: books.map((book) => book._id),
      ...(orderer.email ? { email: orderer.email } : {}),
    },
  });
  const token = owner ?? (await adminToken());
  for (const status of ["shipped", "delivered"]) {
    await apiOk(`/api/orders/${order._id}`, { method: "PATCH", token, body: { status } });
  }
  return apiOk<Order>(`/api/orders/${order._id}`, { token: orderer.idToken });
}

/**
 * Takes books of a delivered order back as the shop does: the shopper asks, the owner approves and receives them
 * with the refund: what was paid, less `keepCents` when the shop keeps some back. Returns the received return.
 */
export async function refundBooks(
  orderer: Orderer,
  orderId: string,
  bookIds: string[],
  { owner, keepCents = 0 }: { owner?: string; keepCents?: number } = {},
): Promise<Return> {
  const asked = await apiOk<Return>(`/api/orders/${orderId}/returns`, {
    method: "POST",
    token: orderer.idToken,
    body: { bookIds, reason: "damaged" },
  });
  const token = owner ?? (await adminToken());
  const move = (body: unknown) => apiOk<Return>(`/api/admin/returns/${asked.id}`, { method: "PATCH", token, body });
  await move({ status: "approved" });
  const amount = (Math.round(asked.refundable * 100) - keepCents) / 100;
  return move({ status: "received", refund: { method: "cash", amount } });
}
