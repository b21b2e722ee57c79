import { z } from "./zod";
import { ORDER_LIMITS } from "./constants";
import { documentIdSchema } from "./id";
import { requiredText as text } from "./text";

export const addressSchema = z.strictObject({
  // The checkout form's street address. Optional so clients that send only the four first fields still work.
  street: text("Address", ORDER_LIMITS.addressPart).optional(),
  city: text("City", ORDER_LIMITS.addressPart),
  country: text("Country", ORDER_LIMITS.addressPart),
  state: text("State", ORDER_LIMITS.addressPart),
  zipcode: text("Zipcode", ORDER_LIMITS.addressPart),
});

/**
 * The order as the SPA sends it (product §3). `email` and `totalPrice` are accepted for compatibility but never
 * trusted: the email comes from the ID token and the total is computed on the server from current prices.
 */
export const orderInputSchema = z.strictObject({
  name: text("Name", ORDER_LIMITS.name),
  email: z.email("Email is not valid").optional(),
  phone: text("Phone", ORDER_LIMITS.phone).regex(/^\+?[0-9 ()-]{3,}$/, "Phone must be a phone number"),
  address: addressSchema,
  productIds: z
    .array(documentIdSchema, { error: "productIds must be a list of book ids" })
    .min(1, "The order has no books")
    .max(ORDER_LIMITS.maxItems, `An order holds at most ${ORDER_LIMITS.maxItems} books`)
    .refine((ids) => new Set(ids).size === ids.length, "A book appears at most once in an order"),
  totalPrice: z.union([z.string().max(32), z.number()]).optional(),
});
export type OrderInput = z.input<typeof orderInputSchema>;
export type ValidOrderInput = z.output<typeof orderInputSchema>;

/** The order as read back (product §3). `totalPrice` is the server-computed total in dollars, 2 decimals. */
export const orderSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  totalPrice: z.number(),
  address: z.object({
    street: z.string().optional(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zipcode: z.string(),
  }),
  productIds: z.array(z.string()),
});
export type Order = z.infer<typeof orderSchema>;
