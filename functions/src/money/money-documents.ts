import type { Discount, DeliveryZone, DiscountKind, ShopSettings } from "@bookstore/schema";
import { MONEY_LIMITS } from "@bookstore/schema";
import type { Timestamp } from "firebase-admin/firestore";
import type { ChargeZone } from "./charges";

// The money feature's documents as stored (amounts in cents), and how the API reads them (in dollars).

export const SETTINGS = "settings";
export const SHOP_SETTINGS_ID = "shop";
export const DELIVERY_ZONES = "deliveryZones";
/** `deliveryCountries/<code>` → the zone that delivers there: a country is claimed by one zone at a time. */
export const DELIVERY_COUNTRIES = "deliveryCountries";
export const DISCOUNTS = "discounts";
/** `discountClaims/<code>:<hash>`: a once-per-customer code carried by this account or order email. */
export const DISCOUNT_CLAIMS = "discountClaims";
/** Unknown codes tried, per client address and window (POST /api/orders/quote and /api/orders/). */
export const CODE_BUDGETS = "discountCodeBudgets";

export interface SettingsDocument {
  shop: { name: string; address: string; taxId: string };
  pricesIncludeTax: boolean;
  returnWindowDays: number;
  updatedAt: Timestamp | null;
}

/** What a shop that never saved its settings runs on. */
export const DEFAULT_SETTINGS: SettingsDocument = {
  shop: { name: "Book store", address: "", taxId: "" },
  pricesIncludeTax: true,
  returnWindowDays: MONEY_LIMITS.returnWindowDays,
  updatedAt: null,
};

export const toSettings = (data: SettingsDocument): ShopSettings => ({
  shop: data.shop,
  pricesIncludeTax: data.pricesIncludeTax,
  returnWindowDays: data.returnWindowDays,
  updatedAt: data.updatedAt?.toDate().toISOString() ?? null,
});

export interface ZoneDocument {
  name: string;
  countries: string[];
  taxRate: number;
  methods: { id: string; name: string; priceCents: number; freeOverCents: number | null }[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

export const toZoneMethods = (
  methods: readonly { id: string; name: string; price: number; freeOver: number | null }[],
) =>
  methods.map((m) => ({
    id: m.id,
    name: m.name,
    priceCents: cents(m.price),
    freeOverCents: m.freeOver === null ? null : cents(m.freeOver),
  }));

export const toZone = (id: string, data: ZoneDocument): DeliveryZone => ({
  id,
  name: data.name,
  countries: data.countries,
  taxRate: data.taxRate,
  methods: data.methods.map((m) => ({
    id: m.id,
    name: m.name,
    price: dollars(m.priceCents),
    freeOver: m.freeOverCents === null ? null : dollars(m.freeOverCents),
  })),
  updatedAt: data.updatedAt.toDate().toISOString(),
});

export const toChargeZone = (id: string, data: ZoneDocument): ChargeZone => ({
  id,
  taxRate: data.taxRate,
  methods: data.methods,
});

export interface DiscountDocument {
  code: string;
  kind: DiscountKind;
  /** A percentage for `percent`, cents for `amount`, 0 for `free-delivery`. */
  value: number;
  minSubtotalCents: number | null;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  maxUses: number | null;
  oncePerCustomer: boolean;
  disabled: boolean;
  /** Placed orders carrying it; a cancellation gives its use back. */
  uses: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

const iso = (at: Timestamp | null) => at?.toDate().toISOString() ?? null;

export const toDiscount = (data: DiscountDocument): Discount => ({
  code: data.code,
  kind: data.kind,
  value: data.kind === "amount" ? dollars(data.value) : data.value,
  minSubtotal: data.minSubtotalCents === null ? null : dollars(data.minSubtotalCents),
  startsAt: iso(data.startsAt),
  endsAt: iso(data.endsAt),
  maxUses: data.maxUses,
  oncePerCustomer: data.oncePerCustomer,
  disabled: data.disabled,
  uses: data.uses,
  createdAt: data.createdAt.toDate().toISOString(),
  updatedAt: data.updatedAt.toDate().toISOString(),
});
