import type {
  DeliveryZone,
  DeliveryZoneInput,
  Discount,
  DiscountInput,
  DiscountPatch,
  ShopSettings,
  ShopSettingsInput,
} from "@bookstore/schema";
import { countryName } from "@bookstore/schema";
import type { Actor } from "../lib/activity-log";
import { badRequest, conflict, notFound } from "../lib/http-error";
import type { DeliveryZonesRepository, ZoneWriteResult } from "./delivery-zones.repository";
import type { DiscountsRepository, DiscountWriteResult } from "./discounts.repository";
import { toSettings } from "./money-documents";
import type { ShopSettingsRepository } from "./shop-settings.repository";

export interface MoneyServiceDeps {
  settings: Pick<ShopSettingsRepository, "readSettings" | "saveSettings">;
  zones: Pick<DeliveryZonesRepository, "listZones" | "createZone" | "updateZone" | "deleteZone">;
  discounts: Pick<DiscountsRepository, "listDiscounts" | "createDiscount" | "patchDiscount">;
}

const zoneNotFound = () => notFound("No such delivery zone");
const discountNotFound = () => notFound("No such discount code");

function savedZone(result: ZoneWriteResult): DeliveryZone {
  if (result.kind === "not-found") throw zoneNotFound();
  if (result.kind === "taken") {
    const message = `${countryName(result.country)} (${result.country}) is already in the zone ${result.zoneName}`;
    throw badRequest(message, { countries: [message] });
  }
  return result.zone;
}

function savedDiscount(result: DiscountWriteResult, code: string): Discount {
  if (result.kind === "not-found") throw discountNotFound();
  if (result.kind === "exists") {
    throw conflict("discount-exists", `The code ${code} already exists`, {
      fields: { code: [`The code ${code} already exists`] },
    });
  }
  return result.discount;
}

/** The owner's settings of the shop's money: its details, delivery zones and discount codes. */
export function createMoneyService({ settings, zones, discounts }: MoneyServiceDeps) {
  return {
    getSettings: async (): Promise<ShopSettings> => toSettings(await settings.readSettings()),

    async saveSettings(actor: Actor, input: ShopSettingsInput): Promise<ShopSettings> {
      const result = await settings.saveSettings(actor, input);
      if (result.kind === "stale") {
        throw conflict(
          "settings-changed",
          "The settings were changed since you opened them. Reload them and make your changes again.",
        );
      }
      return result.settings;
    },

    listZones: () => zones.listZones(),
    createZone: async (actor: Actor, input: DeliveryZoneInput) => savedZone(await zones.createZone(actor, input)),
    updateZone: async (actor: Actor, id: string, input: DeliveryZoneInput) =>
      savedZone(await zones.updateZone(actor, id, input)),
    async deleteZone(actor: Actor, id: string): Promise<void> {
      if ((await zones.deleteZone(actor, id)).kind === "not-found") throw zoneNotFound();
    },

    listDiscounts: () => discounts.listDiscounts(),
    createDiscount: async (actor: Actor, input: DiscountInput) =>
      savedDiscount(await discounts.createDiscount(actor, input), String(input.code).trim().toUpperCase()),
    patchDiscount: async (actor: Actor, code: string, patch: DiscountPatch) =>
      savedDiscount(await discounts.patchDiscount(actor, code, patch), code),
  };
}
export type MoneyService = ReturnType<typeof createMoneyService>;
