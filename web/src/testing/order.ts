import type { Order, OrderPage } from "@bookstore/schema";

export const sampleOrder: Order = {
  _id: "o1",
  number: "BK-7Q4M-2XKD",
  createdAt: "2025-03-02T09:30:00.000Z",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "0123456789",
  totalPrice: 39.98,
  address: { street: "12 Analytical Row", city: "London", state: "LDN", country: "UK", zipcode: "N1 7AA" },
  productIds: ["b1", "b2"],
  status: "placed",
  items: [
    { bookId: "b1", title: "The Silent Shore", unitPrice: 19.99 },
    { bookId: "b2", title: "Book b2", unitPrice: 19.99 },
  ],
  timeline: [{ status: "placed", at: "2025-03-02T09:30:00.000Z", by: "customer" }],
  charges: {
    subtotal: 39.98,
    discount: null,
    delivery: { method: "", name: "", price: 0 },
    tax: null,
    total: 39.98,
  },
  invoice: null,
  creditNote: null,
  returnState: "none",
  returnedBookIds: [],
  refunds: [],
};

/** A distinct order per id, newest first when ids count down. */
export const makeOrder = (_id: string, fields: Partial<Order> = {}): Order => ({
  ...sampleOrder,
  _id,
  number: `BK-TEST-${_id.toUpperCase()}`,
  ...fields,
});

/** One page as GET /api/orders/ answers it. */
export const orderPage = (orders: Order[], nextCursor: string | null = null): OrderPage => ({ orders, nextCursor });
