import type { DeliveryZone, DeliveryZoneInput, Discount, DiscountInput, Quote, ShopSettings } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { api, apiOk, type ApiResponse } from "@bookstore/testing/api";
import { adminToken } from "@bookstore/testing/accounts";

// The shop's money as tests set it up through the owner's API: zones of the test's own (for countries no other
// test delivers to) and codes with names of their own, so files that use them run beside the others.

/** A code no other test (or earlier run) uses. */
export const uniqueCode = (label: string) => `${label}-${randomUUID().slice(0, 8)}`.toUpperCase();

export async function createZone(zone: DeliveryZoneInput): Promise<DeliveryZone> {
  const res = await api<DeliveryZone>("/api/admin/delivery-zones", {
    method: "POST",
    token: await adminToken(),
    body: zone,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function deleteZone(id: string): Promise<void> {
  const res = await api(`/api/admin/delivery-zones/${id}`, { method: "DELETE", token: await adminToken() });
  expect([204, 404], res.text).toContain(res.status);
}

export async function createCode(terms: Omit<DiscountInput, "code"> & { code?: string }): Promise<Discount> {
  const body = { code: uniqueCode("test"), ...terms };
  const res = await api<Discount>("/api/admin/discounts", { method: "POST", token: await adminToken(), body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export const readSettings = async () => apiOk<ShopSettings>("/api/admin/settings", { token: await adminToken() });

export const listCodes = async () => apiOk<Discount[]>("/api/admin/discounts", { token: await adminToken() });

/** POST /api/orders/quote with the caller's token. */
export const quote = (
  token: string,
  body: unknown,
): Promise<ApiResponse<Quote & { error: { code: string; message: string; fields?: Record<string, string[]> } }>> =>
  api("/api/orders/quote", { method: "POST", token, body });

export const cents = (dollars: number) => Math.round(dollars * 100);
