import {
  savedAddressListSchema,
  savedAddressSchema,
  type Order,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressList,
} from "@bookstore/schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customerFetch } from "@/lib/auth/customer-fetch";

/** An address exactly as an order holds it: what is saved. */
export type Address = Order["address"];

export const addressKeys = {
  all: ["addresses"] as const,
  of: (uid: string) => [...addressKeys.all, uid] as const,
};

// GET /api/me/addresses: the shopper's saved addresses, the last used first.
export async function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddressList> {
  return customerFetch("/me/addresses", { schema: savedAddressListSchema, signal });
}

export const savedAddressesQueryOptions = (uid: string) =>
  queryOptions({ queryKey: addressKeys.of(uid), queryFn: ({ signal }) => getSavedAddresses(signal) });

export const useSavedAddresses = (uid: string) => useQuery(savedAddressesQueryOptions(uid));

/** A new address's id, chosen here so that retrying a save never keeps it twice. */
export const newAddressId = () => crypto.randomUUID();

// PUT /api/me/addresses/:id: saves a new address (201) or replaces the one under that id (200); 409 past the limit.
export async function saveAddress({ id, address }: { id: string; address: SavedAddressInput }): Promise<SavedAddress> {
  return customerFetch(`/me/addresses/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: address,
    schema: savedAddressSchema,
  });
}

// DELETE /api/me/addresses/:id.
export async function deleteAddress(id: string): Promise<void> {
  await customerFetch(`/me/addresses/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useSaveAddress(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.of(uid) }),
  });
}

export function useDeleteAddress(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.of(uid) }),
  });
}

/** One line for an address, as lists and choices show it. */
export const addressLine = (address: Address) =>
  [address.street, address.city, address.state, address.zipcode, address.country].filter(Boolean).join(", ");

/** Whom a saved address ships to, when it was saved with them: "Ada Lovelace, +351 912 345 678". */
export const recipientLine = (saved: Pick<SavedAddress, "name" | "phone">) =>
  [saved.name, saved.phone].filter(Boolean).join(", ");
