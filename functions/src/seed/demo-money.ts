import type { DeliveryZoneInput } from "@bookstore/schema";
import type { DeliveryZonesRepository, ShopSettingsRepository } from "../money";

// The demo shop's money: a bookshop in Bath that delivers at home, to its neighbours and to the rest of the world.
// Standard delivery is free everywhere (the shop's promise, as some large online bookshops make it), express is
// paid; UK prices include VAT at 20 %, and so do the EU's (distance sales under the OSS threshold are taxed at
// home); sales to the rest of the world leave without VAT.

export const DEMO_SHOP = {
  shop: {
    name: "Chapter & Verse Books Ltd",
    address: "14 Milsom Street\nBath BA1 1DE\nUnited Kingdom",
    taxId: "GB 284 6193 57",
  },
  pricesIncludeTax: true,
  returnWindowDays: 30,
};

const EU = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ");

/** Fixed ids, so the demo's zones read the same on every machine. */
export const DEMO_ZONES: { id: string; zone: DeliveryZoneInput }[] = [
  {
    id: "home",
    zone: {
      name: "United Kingdom",
      countries: ["GB"],
      taxRate: 0.2,
      methods: [
        { id: "standard", name: "Standard (2–4 working days)", price: 0, freeOver: null },
        { id: "express", name: "Express (next working day)", price: 5.99, freeOver: 75 },
      ],
    },
  },
  {
    id: "europe",
    zone: {
      name: "European Union",
      countries: EU,
      taxRate: 0.2,
      methods: [
        { id: "standard", name: "Standard (4–8 working days)", price: 0, freeOver: null },
        { id: "express", name: "Express (2–3 working days)", price: 12.99, freeOver: null },
      ],
    },
  },
  {
    id: "world",
    zone: {
      name: "Rest of the world",
      countries: ["*"],
      taxRate: 0,
      methods: [
        { id: "standard", name: "Standard (7–21 working days)", price: 0, freeOver: null },
        { id: "express", name: "Express (3–5 working days)", price: 24.99, freeOver: null },
      ],
    },
  },
];

/** What a real shop upgraded to delivery zones starts with: what it did before, free delivery anywhere, no tax. */
export const EVERYWHERE: DeliveryZoneInput = {
  name: "Everywhere",
  countries: ["*"],
  taxRate: 0,
  methods: [{ id: "standard", name: "Standard", price: 0, freeOver: null }],
};

/**
 * The shop's settings and zones, unless it has its own: the demo shop on the emulators, elsewhere one zone that
 * keeps the shop delivering as it did. Returns whether anything was written.
 */
export async function seedMoney(
  repositories: {
    settings: Pick<ShopSettingsRepository, "seedSettings">;
    zones: Pick<DeliveryZonesRepository, "hasZones" | "createZone">;
  },
  demo: boolean,
): Promise<{ settings: boolean; zones: number }> {
  const settings = demo ? await repositories.settings.seedSettings(DEMO_SHOP) : false;
  if (await repositories.zones.hasZones()) return { settings, zones: 0 };
  const zones = demo ? DEMO_ZONES : [{ id: "everywhere", zone: EVERYWHERE }];
  for (const { id, zone } of zones) await repositories.zones.createZone(undefined, zone, id);
  return { settings, zones: zones.length };
}
