// What a test makes for itself so it can run beside every other file: books with stock, shoppers, staff members
// and orders, each new and uniquely named per call, made as the SPA and the admin make them (through the API and
// the Auth emulator). Nothing here reads or changes the seeded catalogue or the demo accounts.
import { randomUUID } from "node:crypto";
import type { Book, BookInput, Order, OrderStatus, StaffRole, StaffSetupLink } from "@bookstore/schema";
import { adminToken, createShopper, type Shopper } from "./accounts";
import { api, apiOk } from "./api";
import { verifyEmail } from "./auth-actions";
import { createBook, uniqueIsbn, uniqueTitle } from "./catalog";
import { placeOrder } from "./orders";

export { createStockedBooks as makeBooks } from "./catalog";

/**
 * A new book with `stock` copies (10 unless given), a unique title and ISBN, made as the admin's form makes it;
 * anything in `input` replaces the defaults.
 */
export async function makeBook(input: Partial<BookInput> & { label?: string } = {}): Promise<Book> {
  const { label = "Test book", ...rest } = input;
  return createBook({
    title: uniqueTitle(label),
    author: "Test Author",
    description: "A book a test made for itself.",
    category: "fiction",
    trending: false,
    oldPrice: 20,
    newPrice: 12.5,
    coverImage: "",
    isbn: uniqueIsbn(),
    stock: 10,
    ...rest,
  });
}

/** A new email/password shopper of the Auth emulator; `verified` clicks the verification link as a shopper does. */
export async function makeShopper({ verified = false, prefix = "shopper" } = {}): Promise<Shopper> {
  const shopper = await createShopper(prefix);
  return verified ? verifyEmail(shopper) : shopper;
}

export interface StaffMember {
  id: string;
  username: string;
  password: string;
  role: StaffRole;
  /** An admin token of the member's own, from POST /api/auth/admin. */
  token: string;
}

export const STAFF_PASSWORD = "a long enough password";

/** A new staff member of `role`, invited by the owner, set up through its link and signed in. */
export async function makeStaff(role: StaffRole, label: string = role): Promise<StaffMember> {
  const username = `${label}-${randomUUID().slice(0, 8)}`;
  const created = await apiOk<StaffSetupLink>("/api/admin/staff", {
    method: "POST",
    token: await adminToken(),
    body: { username, role },
  });
  const token = new URL(created.setupUrl, "http://shop").searchParams.get("token");
  await apiOk("/api/auth/admin/setup", { method: "POST", body: { token, password: STAFF_PASSWORD } });
  const session = await apiOk<{ token: string }>("/api/auth/admin", {
    method: "POST",
    body: { username, password: STAFF_PASSWORD },
  });
  return { id: created.id, username, password: STAFF_PASSWORD, role, token: session.token };
}

/** The moves from `placed` to `status`, and who makes each (schema/src/order-status.ts). */
const MOVES: Record<OrderStatus, { to: OrderStatus; by: "admin" | "customer" }[]> = {
  placed: [],
  shipped: [{ to: "shipped", by: "admin" }],
  delivered: [
    { to: "shipped", by: "admin" },
    { to: "delivered", by: "admin" },
  ],
  cancelled: [{ to: "cancelled", by: "customer" }],
};

/**
 * An order placed now through the API (one copy of each book; a new book of its own and a new shopper unless
 * given), then moved to `status` as the admin and the shopper move it. The order as the API last answered.
 * For orders dated in the past, see stored-orders.ts.
 */
export async function makeOrder({
  shopper,
  books,
  status = "placed",
}: { shopper?: Shopper; books?: Book[]; status?: OrderStatus } = {}): Promise<Order & { shopper: Shopper }> {
  const buyer = shopper ?? (await makeShopper({ prefix: "buyer" }));
  let order = await placeOrder(buyer, books ?? [await makeBook()]);
  for (const move of MOVES[status]) {
    const response =
      move.by === "admin"
        ? await api<Order>(`/api/orders/${order._id}`, {
            method: "PATCH",
            token: await adminToken(),
            body: { status: move.to },
          })
        : await api<Order>(`/api/orders/${order._id}/cancel`, { method: "POST", token: buyer.idToken });
    if (response.status !== 200)
      throw new Error(`moving order to ${move.to} answered ${response.status}: ${response.text}`);
    order = response.body;
  }
  return { ...order, shopper: buyer };
}
