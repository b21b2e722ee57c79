import type { SavedAddress, SavedAddressList } from "@bookstore/schema";
import { SAVED_ADDRESSES } from "@bookstore/schema";
import type { Shopper } from "../auth/require-user";
import { conflict } from "../lib/http-error";
import type { Address, AddressesRepository, Recipient, StoredAddress } from "./addresses.repository";

export const toSavedAddress = (stored: StoredAddress): SavedAddress => ({
  id: stored.id,
  ...stored.recipient,
  ...stored.address,
  lastUsedAt: stored.lastUsedAt?.toISOString() ?? null,
});

/** When an address was last chosen: the last order shipped to it, or, never used, when it was saved. */
const lastChosen = (stored: StoredAddress) => (stored.lastUsedAt ?? stored.savedAt).getTime();

export function createAddressesService(
  repository: Pick<AddressesRepository, "listAddresses" | "saveAddress" | "deleteAddress">,
  max: number = SAVED_ADDRESSES.max,
) {
  return {
    /** The last used first; ties (never happens but in tests) by id, so the order is stable. */
    async list(shopper: Shopper): Promise<SavedAddressList> {
      const stored = await repository.listAddresses(shopper.uid);
      stored.sort((a, b) => lastChosen(b) - lastChosen(a) || a.id.localeCompare(b.id));
      return { addresses: stored.map(toSavedAddress) };
    },

    async save(
      shopper: Shopper,
      id: string,
      address: Address & Recipient,
    ): Promise<{ address: SavedAddress; created: boolean }> {
      const result = await repository.saveAddress(shopper.uid, id, address, max);
      if (result.kind === "full") {
        throw conflict(
          "address-limit",
          `You already keep ${max} addresses, the most an account may. Delete one to save another.`,
        );
      }
      return { address: toSavedAddress(result.stored), created: result.kind === "created" };
    },

    remove: (shopper: Shopper, id: string) => repository.deleteAddress(shopper.uid, id),
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
