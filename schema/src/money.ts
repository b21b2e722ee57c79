// The money of the shop: its settings, delivery zones, discount codes, the quote and what an order was charged.
// The API speaks dollars with 2 decimals (as every price the store shows); the server computes and stores cents.
// Why the sums are made as they are: docs/decisions/021-delivery-tax-and-discounts.md.
import { z } from "./zod";
import { amount } from "./book";
import { LIMITS } from "./constants";
import { isCountryCode, REST_OF_WORLD } from "./countries";
import { optionalText, requiredText } from "./text";

export const MONEY_LIMITS = {
  shopName: 120,
  shopAddress: 500,
  taxId: 40,
  zoneName: 80,
  methodName: 60,
  maxZones: 50,
  maxMethods: 10,
  maxCountries: 250,
  /** Delivery prices and thresholds, like book prices, stay under this. */
  maxAmount: 100_000,
  codeLength: 40,
  maxUses: 1_000_000,
  /** How long after delivery a shopper may ask to return books, unless the owner sets another window. */
  returnWindowDays: 30,
  maxReturnWindowDays: 365,
} as const;

// ---------------------------------------------------------------------------------------------------- settings

export const shopDetailsSchema = z.strictObject({
  name: requiredText("Shop name", MONEY_LIMITS.shopName),
  /** Printed on invoices as written: several lines. */
  address: requiredText("Shop address", MONEY_LIMITS.shopAddress),
  /** A VAT or sales-tax registration; empty for a shop that has none. */
  taxId: optionalText("Tax id", MONEY_LIMITS.taxId),
});

/** PUT /api/admin/settings. `expectedUpdatedAt` is the `updatedAt` the form was loaded with: 409 settings-changed if stale. */
export const shopSettingsInputSchema = z.strictObject({
  shop: shopDetailsSchema,
  pricesIncludeTax: z.boolean({ error: "Prices include tax must be true or false" }),
  returnWindowDays: z
    .number({ error: "Return window must be a number of days" })
    .int("Return window must be a whole number of days")
    .min(0, "Return window must not be negative")
    .max(MONEY_LIMITS.maxReturnWindowDays, `Return window must be at most ${MONEY_LIMITS.maxReturnWindowDays} days`)
    .optional(),
  expectedUpdatedAt: z.string().optional(),
});
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

export const shopSettingsSchema = z.object({
  shop: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  pricesIncludeTax: z.boolean(),
  returnWindowDays: z.number(),
  /** Null until the owner first saves them (the seed's or the defaults are shown). */
  updatedAt: z.string().nullable(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

// ------------------------------------------------------------------------------------------------ delivery zones

/** A delivery method's id: what the checkout sends and an order keeps (`standard`, `express`). */
export const deliveryMethodIdSchema = z
  .string({ error: "Delivery method is required" })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "Delivery method ids are 1–40 lowercase letters, digits or -");

export const deliveryMethodSchema = z.strictObject({
  id: deliveryMethodIdSchema,
  name: requiredText("Method name", MONEY_LIMITS.methodName),
  price: amount("Delivery price", MONEY_LIMITS.maxAmount),
  /** Free when the books come to at least this (after any discount); null: never free. */
  freeOver: amount("Free over", MONEY_LIMITS.maxAmount).nullable(),
});
export type DeliveryMethod = z.output<typeof deliveryMethodSchema>;

const zoneCountrySchema = z
  .string({ error: "Countries must be ISO 3166-1 alpha-2 codes" })
  .transform((code) => code.trim().toUpperCase())
  .refine((code) => code === REST_OF_WORLD || isCountryCode(code), {
    error: (issue) => `Unknown country code: ${String(issue.input)}`,
  });

/** POST /api/admin/delivery-zones, PUT /api/admin/delivery-zones/:id. A country in two zones is a 400. */
export const deliveryZoneInputSchema = z.strictObject({
  name: requiredText("Zone name", MONEY_LIMITS.zoneName),
  countries: z
    .array(zoneCountrySchema, { error: "Countries must be a list of country codes" })
    .min(1, "A zone needs at least one country")
    .max(MONEY_LIMITS.maxCountries)
    .refine((codes) => new Set(codes).size === codes.length, "A country appears at most once in a zone"),
  /** The tax rate on books delivered there, 0–1 (0.2 is 20 %). */
  taxRate: z
    .number({ error: "Tax rate must be a number" })
    .min(0, "Tax rate must not be negative")
    .max(1, "Tax rate must be at most 1 (100 %)"),
  methods: z
    .array(deliveryMethodSchema, { error: "Methods must be a list" })
    .min(1, "A zone needs at least one delivery method")
    .max(MONEY_LIMITS.maxMethods)
    .refine((methods) => new Set(methods.map((m) => m.id)).size === methods.length, "Method ids must differ"),
});
export type DeliveryZoneInput = z.input<typeof deliveryZoneInputSchema>;

export const deliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  taxRate: z.number(),
  methods: z.array(z.object({ id: z.string(), name: z.string(), price: z.number(), freeOver: z.number().nullable() })),
  updatedAt: z.string(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

// ------------------------------------------------------------------------------------------------ discount codes

export const DISCOUNT_KINDS = ["percent", "amount", "free-delivery"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * A code as typed: letters, digits, - and _; matched without regard to case or surrounding spaces, stored and
 * shown upper-cased.
 */
export const discountCodeSchema = z
  .string({ error: "Code must be text" })
  .trim()
  .min(1, "Code is required")
  .max(MONEY_LIMITS.codeLength, `Code must be at most ${MONEY_LIMITS.codeLength} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, "Codes hold only letters, digits, - and _")
  .transform((code) => code.toUpperCase());

/** Why a code does not apply; each is the `code` of the refusal (409 for used-up and already-used, 422 else). */
export const DISCOUNT_REFUSALS = [
  "discount-unknown",
  "discount-expired",
  "discount-not-started",
  "discount-used-up",
  "discount-minimum",
  "discount-already-used",
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

const isoInstant = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be a date and time` });

const discountTerms = {
  kind: z.enum(DISCOUNT_KINDS, { error: "Kind must be percent, amount or free-delivery" }),
  /** Percent: 0–100 off the books; amount: dollars off the books; free-delivery: ignored (0). */
  value: z.number({ error: "Value must be a number" }).min(0, "Value must not be negative"),
  minSubtotal: amount("Minimum subtotal", MONEY_LIMITS.maxAmount).nullable().optional(),
  startsAt: isoInstant("Starts at").nullable().optional(),
  endsAt: isoInstant("Ends at").nullable().optional(),
  maxUses: z.number().int("Max uses must be a whole number").min(1).max(MONEY_LIMITS.maxUses).nullable().optional(),
  /** Once per customer: per account and per order e-mail (case-folded). */
  oncePerCustomer: z.boolean().optional(),
  disabled: z.boolean().optional(),
};

type Terms = { kind?: DiscountKind; value?: number; startsAt?: string | null; endsAt?: string | null };
function checkTerms(terms: Terms, ctx: z.RefinementCtx) {
  if (terms.kind === "percent" && terms.value !== undefined && (terms.value <= 0 || terms.value > 100))
    ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage must be over 0 and at most 100" });
  if (terms.kind === "amount" && terms.value !== undefined) {
    if (terms.value <= 0) ctx.addIssue({ code: "custom", path: ["value"], message: "An amount off must be over 0" });
    else if (terms.value > LIMITS.maxPrice || Math.round(terms.value * 100) !== terms.value * 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: "An amount off has at most 2 decimals" });
  }
  if (terms.startsAt && terms.endsAt && Date.parse(terms.endsAt) <= Date.parse(terms.startsAt))
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "Ends at must be after starts at" });
}

/** POST /api/admin/discounts. */
export const discountInputSchema = z
  .strictObject({ code: discountCodeSchema, ...discountTerms })
  .superRefine(checkTerms);
export type DiscountInput = z.input<typeof discountInputSchema>;

/** PATCH /api/admin/discounts/:code: any of the terms; the code itself never changes. */
export const discountPatchSchema = z.strictObject(discountTerms).partial().superRefine(checkTerms);
export type DiscountPatch = z.input<typeof discountPatchSchema>;

export const discountSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  minSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  oncePerCustomer: z.boolean(),
  disabled: z.boolean(),
  /** Orders carrying it now (a cancelled order gives its use back). */
  uses: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

// --------------------------------------------------------------------------------------------------- the quote

const money = z.number();

/** What an order was (or would be) charged, line by line; `total = subtotal − discount + delivery (+ tax when added)`. */
export const chargesSchema = z.object({
  subtotal: money,
  discount: z.object({ code: z.string(), amount: money }).nullable(),
  delivery: z.object({ method: z.string(), name: z.string(), price: money }),
  /**
   * The rate of the zone; `included`: already inside the prices (shown as "includes"), else added to the total.
   * Null on orders placed before the shop charged tax (their delivery reads as 0).
   */
  tax: z.object({ rate: z.number(), amount: money, included: z.boolean() }).nullable(),
  total: money,
});
const taxLine = chargesSchema.shape.tax.unwrap();
export type Charges = z.infer<typeof chargesSchema>;

export const quoteSchema = chargesSchema.extend({
  tax: taxLine,
  lines: z.array(z.object({ bookId: z.string(), title: z.string(), unitPrice: money })),
  /** Every method of the address's zone, with what it would cost this order (free past its threshold). */
  deliveryMethods: z.array(z.object({ id: z.string(), name: z.string(), price: money })),
});
export type Quote = z.infer<typeof quoteSchema>;
