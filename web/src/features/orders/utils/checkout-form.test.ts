// @vitest-environment node
// No DOM needed: building jsdom costs seconds per file on the CI machine.
import { orderInputSchema } from "@bookstore/schema";
import { errorsFromApiFields, toOrderInput, validateCheckoutForm } from "@/features/orders/utils/checkout-form";
import { createIdempotencyKeys } from "@/features/orders/utils/idempotency-key";

const filled = {
  name: "Ada Lovelace",
  phone: "+44 20 7946 0000",
  street: "12 St James's Square",
  city: "London",
  country: "United Kingdom",
  state: "Greater London",
  zipcode: "SW1Y 4JH",
  terms: true as const,
};
const values = { ...filled, country: "GB" };

describe("validateCheckoutForm", () => {
  it("accepts a complete form", () => {
    expect(validateCheckoutForm(filled)).toEqual({ ok: true, values });
  });

  it("takes the country as a name or a code from the list, and keeps its code", () => {
    expect(validateCheckoutForm({ ...filled, country: " portugal " })).toMatchObject({ values: { country: "PT" } });
    expect(validateCheckoutForm({ ...filled, country: "de" })).toMatchObject({ values: { country: "DE" } });
    expect(validateCheckoutForm({ ...filled, country: "Atlantis" })).toEqual({
      ok: false,
      errors: { country: "Choose a country from the list" },
    });
  });

  it("requires every field, blank or whitespace alike", () => {
    const result = validateCheckoutForm({ name: "   ", terms: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "city",
      "country",
      "name",
      "phone",
      "state",
      "street",
      "zipcode",
    ]);
    expect(result.errors.name).toBe("Name is required");
  });

  it("refuses a phone that is not a phone number", () => {
    const result = validateCheckoutForm({ ...filled, phone: "call me" });
    expect(result).toEqual({ ok: false, errors: { phone: "Phone must be a phone number" } });
  });

  it("requires the terms to be accepted", () => {
    const result = validateCheckoutForm({ ...filled, terms: false });
    expect(result).toEqual({ ok: false, errors: { terms: "Please accept the terms and conditions" } });
  });
});

describe("toOrderInput", () => {
  it("builds an order the API contract accepts, with the quote's method, code and total (2 decimals)", () => {
    const quote = {
      subtotal: 32,
      discount: { code: "SPRING", amount: 5 },
      delivery: { method: "standard", name: "Standard", price: 3.5 },
      tax: { rate: 0.2, amount: 5.08, included: true },
      total: 30.5,
    };
    const input = toOrderInput(values, "ada@example.com", ["b1", "b2"], quote);
    expect(input).toEqual({
      name: filled.name,
      email: "ada@example.com",
      phone: filled.phone,
      address: {
        street: "12 St James's Square",
        city: "London",
        country: "GB",
        state: "Greater London",
        zipcode: "SW1Y 4JH",
      },
      productIds: ["b1", "b2"],
      totalPrice: "30.50",
      deliveryMethod: "standard",
      discountCode: "SPRING",
    });
    expect(orderInputSchema.parse(input).address.street).toBe("12 St James's Square");
  });
});

describe("errorsFromApiFields", () => {
  it("maps the API's field paths to the form's inputs and ignores unknown ones", () => {
    expect(
      errorsFromApiFields({
        "address.city": ["City is required"],
        "address.street": ["Address is required"],
        phone: ["Bad"],
        productIds: ["x"],
      }),
    ).toEqual({ city: "City is required", street: "Address is required", phone: "Bad" });
    expect(errorsFromApiFields(undefined)).toEqual({});
  });
});

describe("idempotency keys", () => {
  it("reuses the key for a retry of the same order and makes a new one for a changed order", () => {
    let n = 0;
    const keyFor = createIdempotencyKeys(() => `key-${++n}`);
    expect(keyFor({ a: 1 })).toBe("key-1");
    expect(keyFor({ a: 1 })).toBe("key-1");
    expect(keyFor({ a: 2 })).toBe("key-2");
  });
});
