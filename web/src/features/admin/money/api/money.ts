import {
  deliveryZoneSchema,
  discountSchema,
  shopSettingsSchema,
  type DeliveryZoneInput,
  type DiscountInput,
  type DiscountPatch,
  type ShopSettingsInput,
} from "@bookstore/schema";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";

export const moneyKeys = {
  all: ["admin", "money"] as const,
  settings: () => [...moneyKeys.all, "settings"] as const,
  zones: () => [...moneyKeys.all, "zones"] as const,
  discounts: () => [...moneyKeys.all, "discounts"] as const,
};

/** A change to the owner's money pages: the list or settings it changed are read again. */
const useMoneyMutation = <T, V>(key: QueryKey, mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
};

// GET /api/admin/settings (owner): the shop's details, how prices are taxed, the return window.
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: moneyKeys.settings(),
    queryFn: ({ signal }) => adminFetch("/admin/settings", { schema: shopSettingsSchema, signal }),
  });
export const useShopSettings = () => useQuery(settingsQueryOptions());

// PUT /api/admin/settings (owner): 409 settings-changed when someone saved them since they were loaded.
export const useSaveSettings = () =>
  useMoneyMutation(moneyKeys.settings(), (input: ShopSettingsInput) =>
    adminFetch("/admin/settings", { method: "PUT", body: input, schema: shopSettingsSchema }),
  );

// GET /api/admin/delivery-zones (owner): every zone, oldest first.
export const useDeliveryZones = () =>
  useQuery({
    queryKey: moneyKeys.zones(),
    queryFn: ({ signal }) => adminFetch("/admin/delivery-zones", { schema: deliveryZoneSchema.array(), signal }),
  });

// POST /api/admin/delivery-zones, PUT /api/admin/delivery-zones/:id (owner): 400 naming `countries` for a
// country another zone holds.
export const useSaveZone = () =>
  useMoneyMutation(moneyKeys.zones(), ({ id, input }: { id?: string; input: DeliveryZoneInput }) =>
    adminFetch(id ? `/admin/delivery-zones/${encodeURIComponent(id)}` : "/admin/delivery-zones", {
      method: id ? "PUT" : "POST",
      body: input,
      schema: deliveryZoneSchema,
    }),
  );

// DELETE /api/admin/delivery-zones/:id (owner).
export const useDeleteZone = () =>
  useMoneyMutation(moneyKeys.zones(), (id: string) =>
    adminFetch(`/admin/delivery-zones/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );

// GET /api/admin/discounts (owner): every code with its uses, newest first.
export const useDiscounts = () =>
  useQuery({
    queryKey: moneyKeys.discounts(),
    queryFn: ({ signal }) => adminFetch("/admin/discounts", { schema: discountSchema.array(), signal }),
  });

// POST /api/admin/discounts (owner): 409 discount-exists for a code the shop has.
export const useCreateDiscount = () =>
  useMoneyMutation(moneyKeys.discounts(), (input: DiscountInput) =>
    adminFetch("/admin/discounts", { method: "POST", body: input, schema: discountSchema }),
  );

// PATCH /api/admin/discounts/:code (owner): some of a code's terms (disabled to end it).
export const usePatchDiscount = () =>
  useMoneyMutation(moneyKeys.discounts(), ({ code, patch }: { code: string; patch: DiscountPatch }) =>
    adminFetch(`/admin/discounts/${encodeURIComponent(code)}`, {
      method: "PATCH",
      body: patch,
      schema: discountSchema,
    }),
  );
