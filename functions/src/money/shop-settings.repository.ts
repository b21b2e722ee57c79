import type { ShopSettings, ShopSettingsInput } from "@bookstore/schema";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { changesBetween, recordActivity, type Actor } from "../lib/activity-log";
import { DEFAULT_SETTINGS, SETTINGS, SHOP_SETTINGS_ID, toSettings, type SettingsDocument } from "./money-documents";

export type SaveSettingsResult = { kind: "saved"; settings: ShopSettings } | { kind: "stale" };

/** The shop's settings: one document, the defaults while it is absent. */
export function createShopSettingsRepository(firestore: Firestore) {
  const ref = () => firestore.collection(SETTINGS).doc(SHOP_SETTINGS_ID);
  const fromSnapshot = (data: Partial<SettingsDocument> | undefined): SettingsDocument => ({
    ...DEFAULT_SETTINGS,
    ...data,
  });

  async function readSettings(): Promise<SettingsDocument> {
    return fromSnapshot((await ref().get()).data() as Partial<SettingsDocument> | undefined);
  }

  /**
   * Saves the settings if they are still those the form was loaded with (`expectedUpdatedAt`), with the activity
   * entry of what changed, in one transaction. Saving what is already stored writes nothing.
   */
  async function saveSettings(actor: Actor, input: ShopSettingsInput): Promise<SaveSettingsResult> {
    return firestore.runTransaction(async (tx) => {
      const before = fromSnapshot((await tx.get(ref())).data() as Partial<SettingsDocument> | undefined);
      const storedAt = before.updatedAt?.toDate().toISOString();
      if (input.expectedUpdatedAt !== undefined && input.expectedUpdatedAt !== storedAt) return { kind: "stale" };
      const after: Omit<SettingsDocument, "updatedAt"> = {
        shop: { name: input.shop.name, address: input.shop.address, taxId: input.shop.taxId ?? "" },
        pricesIncludeTax: input.pricesIncludeTax,
        returnWindowDays: input.returnWindowDays ?? before.returnWindowDays,
      };
      const changes = changesBetween(before, after, ["shop", "pricesIncludeTax", "returnWindowDays"]);
      if (Object.keys(changes).length === 0) return { kind: "saved", settings: toSettings(before) };
      const saved: SettingsDocument = { ...after, updatedAt: Timestamp.now() };
      tx.set(ref(), saved);
      recordActivity(tx, firestore, {
        actor,
        action: "settings.change",
        target: { type: "settings", id: SHOP_SETTINGS_ID, label: "Shop settings" },
        changes,
      });
      return { kind: "saved", settings: toSettings(saved) };
    });
  }

  /** The seed's: the demo shop's settings, unless the shop has saved its own. */
  async function seedSettings(settings: Omit<SettingsDocument, "updatedAt">): Promise<boolean> {
    return firestore.runTransaction(async (tx) => {
      if ((await tx.get(ref())).exists) return false;
      tx.create(ref(), { ...settings, updatedAt: null });
      return true;
    });
  }

  return { readSettings, saveSettings, seedSettings };
}
export type ShopSettingsRepository = ReturnType<typeof createShopSettingsRepository>;
