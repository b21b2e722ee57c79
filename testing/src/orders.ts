// Orders placed through the API as the SPA's checkout places them, for tests that need a shopper with orders.
import type { Book, Order } from "@bookstore/schema";
import type { Shopper } from "./accounts";
import { apiOk } from "./api";

export const ADDRESS = { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" };

/** POST /api/orders/ as the shopper, one copy of each book (under `name`); the order as the API stored it. */
export function placeOrder(shopper: Shopper, books: Book[], { name = "Ada Shopper" } = {}): Promise<Order> {
  return apiOk<Order>("/api/orders/", {
    method: "POST",
    token: shopper.idToken,
    body: { name, phone: "+351 912 345 678", address: ADDRESS, productIds: books.map((b) => b._id) },
  });
}
