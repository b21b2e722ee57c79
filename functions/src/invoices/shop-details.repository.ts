import type { Firestore } from "firebase-admin/firestore";
import { STORE_NAME } from "../lib/mail-settings";

// The seller an invoice names: the `shop` of the `settings/shop` document the owner edits, or these defaults while
// it is absent. A read-only port: the settings feature owns the document and its writes.

export interface ShopDetails {
  name: string;
  address: string;
  taxId: string;
}

export const DEFAULT_SHOP: ShopDetails = { name: STORE_NAME, address: "", taxId: "" };

export type ReadShopDetails = () => Promise<ShopDetails>;

export function createShopDetailsRepository(firestore: Firestore): { readShopDetails: ReadShopDetails } {
  return {
    async readShopDetails() {
      const shop = (await firestore.collection("settings").doc("shop").get()).get("shop") as
        Partial<ShopDetails> | undefined;
      return {
        name: shop?.name || DEFAULT_SHOP.name,
        address: shop?.address ?? DEFAULT_SHOP.address,
        taxId: shop?.taxId ?? DEFAULT_SHOP.taxId,
      };
    },
  };
}
