import { apiResponse } from "@/lib/api-client";
import { customerResponse } from "@/lib/auth/customer-fetch";

const PDF = { Accept: "application/pdf" };
const invoicePath = (id: string) => `/orders/${encodeURIComponent(id)}/invoice`;
const orderCreditNotePath = (id: string) => `/orders/${encodeURIComponent(id)}/credit-note`;
const creditNotePath = (id: string, returnId: string) =>
  `/orders/${encodeURIComponent(id)}/returns/${encodeURIComponent(returnId)}/credit-note`;
const byLookup = (email: string) => `?${new URLSearchParams({ email })}`;

// GET /api/orders/:id/invoice: the order's invoice PDF, for its shopper (their ID token).
export const fetchOwnInvoice = (id: string) => customerResponse(invoicePath(id), { headers: PDF });

// GET /api/orders/:id/invoice?email=: for a guest holding the order's number and email, as the lookup.
export const fetchLookedUpInvoice = (id: string, email: string) =>
  apiResponse(`${invoicePath(id)}${byLookup(email)}`, { headers: PDF });

// GET /api/orders/:id/credit-note(?email=): the credit note cancelling a refused order's invoice, read as the invoice.
export const fetchOwnOrderCreditNote = (id: string) => customerResponse(orderCreditNotePath(id), { headers: PDF });

export const fetchLookedUpOrderCreditNote = (id: string, email: string) =>
  apiResponse(`${orderCreditNotePath(id)}${byLookup(email)}`, { headers: PDF });

// GET /api/orders/:id/returns/:returnId/credit-note(?email=): a refund's credit note, read as the invoice is.
export const fetchOwnCreditNote = (id: string, returnId: string) =>
  customerResponse(creditNotePath(id, returnId), { headers: PDF });

export const fetchLookedUpCreditNote = (id: string, returnId: string, email: string) =>
  apiResponse(`${creditNotePath(id, returnId)}${byLookup(email)}`, { headers: PDF });
