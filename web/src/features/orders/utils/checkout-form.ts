import {
  addressSchema,
  GUEST_EMAIL_REQUIRED,
  orderInputSchema,
  z,
  type Charges,
  type OrderInput,
} from "@bookstore/schema";
import { countryCodeOf } from "@bookstore/schema/countries";
import { formErrors, parseErrors } from "@/lib/form-errors";

/**
 * The checkout form (product §5): every field required, built from the order contract so the browser refuses
 * exactly what the API would. `street` is the form's 'Address' line, sent as `address.street`: optional in the
 * contract (for clients that send only the product's four fields), required here (product §5).
 */
export const checkoutFormSchema = z.object({
  name: orderInputSchema.shape.name,
  phone: orderInputSchema.shape.phone,
  street: addressSchema.shape.street.unwrap(),
  city: addressSchema.shape.city,
  // Typed as a name from the list; the order keeps its code.
  country: addressSchema.shape.country.transform((text, ctx) => {
    const code = countryCodeOf(text);
    if (code) return code;
    ctx.addIssue({ code: "custom", message: "Choose a country from the list" });
    return z.NEVER;
  }),
  state: addressSchema.shape.state,
  zipcode: addressSchema.shape.zipcode,
  terms: z.literal(true, { error: "Please accept the terms and conditions" }),
});
/** A guest has no account email: they type the one their order is sent to, and the API requires it. */
export const guestCheckoutFormSchema = checkoutFormSchema.extend({
  email: z.email(GUEST_EMAIL_REQUIRED).max(254, "Email is too long"),
});
export type CheckoutFormValues = z.output<typeof checkoutFormSchema> & { email?: string };
export type CheckoutField = keyof z.output<typeof guestCheckoutFormSchema>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export function validateCheckoutForm(
  raw: Record<string, unknown>,
  { guest = false } = {},
): { ok: true; values: CheckoutFormValues } | { ok: false; errors: CheckoutErrors } {
  const result = (guest ? guestCheckoutFormSchema : checkoutFormSchema).safeParse(raw);
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, errors: parseErrors(result.error) as CheckoutErrors };
}

/**
 * product §3 'Order as sent', with the delivery method and code of the quote the shopper was shown: the server
 * places the order only at that quote's total (409 price-changed otherwise).
 */
export function toOrderInput(
  values: CheckoutFormValues,
  email: string,
  productIds: readonly string[],
  quote: Charges,
): OrderInput {
  return {
    name: values.name,
    email,
    phone: values.phone,
    address: {
      street: values.street,
      city: values.city,
      country: values.country,
      state: values.state,
      zipcode: values.zipcode,
    },
    productIds: [...productIds],
    totalPrice: quote.total.toFixed(2),
    deliveryMethod: quote.delivery.method,
    ...(quote.discount ? { discountCode: quote.discount.code } : {}),
  };
}

/** Maps the API's field paths ("address.city", "phone") back to the form's inputs. */
export function errorsFromApiFields(fields: Record<string, string[]> | undefined): CheckoutErrors {
  return formErrors(fields, (path) => {
    const input = path.replace(/^address\./, "");
    return input in guestCheckoutFormSchema.shape ? input : undefined;
  }) as CheckoutErrors;
}
