import { apiResponse } from "@/lib/api-client";
import { customerResponse } from "@/lib/auth/customer-fetch";

const PDF = { Accept: "application/pdf" };
const invoicePath = (id: string) => `/orders/${encodeURIComponent(id)}/invoice`;

// GET /api/orders/:id/invoice: the order's invoice PDF, for its shopper (their ID token).
export const fetchOwnInvoice = (id: string) => customerResponse(invoicePath(id), { headers: PDF });

// GET /api/orders/:id/invoice?email=: for a guest holding the order's number and email, as the lookup.
export const fetchLookedUpInvoice = (id: string, email: string) =>
  apiResponse(`${invoicePath(id)}?${new URLSearchParams({ email })}`, { headers: PDF });
