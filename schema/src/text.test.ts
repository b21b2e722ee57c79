import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminLoginSchema } from "./admin";
import { bookInputSchema, bookListQuerySchema } from "./book";
import { documentIdSchema } from "./id";
import { orderInputSchema } from "./order";
import { reviewInputSchema } from "./review";
import { isWellFormedText } from "./unicode";

const book = { title: "T", author: "A", description: "D", category: "fiction", oldPrice: 10, newPrice: 8 };
const order = {
  name: "N",
  phone: "0123456789",
  address: { street: "1 Main St", city: "c", country: "c", state: "s", zipcode: "z" },
  productIds: ["a"],
};

type Parse = (value: string) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
const field = (name: string, parse: Parse): [string, Parse] => [name, parse];

// Every free-text field the API accepts, named by its path in the request.
const TEXT_FIELDS = [
  ...["title", "author", "description", "coverImage"].map((key) =>
    field(key, (value) => bookInputSchema.safeParse({ ...book, [key]: value })),
  ),
  field("name", (value) => orderInputSchema.safeParse({ ...order, name: value })),
  ...["street", "city", "country", "state", "zipcode"].map((key) =>
    field(`address.${key}`, (value) =>
      orderInputSchema.safeParse({ ...order, address: { ...order.address, [key]: value } }),
    ),
  ),
  field("username", (value) => adminLoginSchema.safeParse({ username: value, password: "p" })),
  field("password", (value) => adminLoginSchema.safeParse({ username: "admin", password: value })),
  field("q", (value) => bookListQuerySchema.safeParse({ q: value })),
  field("text", (value) => reviewInputSchema.safeParse({ rating: 4, text: value })),
];

describe("text fields", () => {
  it("tell a lone surrogate from a pair", () => {
    expect(isWellFormedText("x\ud800")).toBe(false);
    expect(isWellFormedText("\udc00")).toBe(false);
    expect(isWellFormedText("🔑 é")).toBe(true);
  });

  it.each(TEXT_FIELDS)("%s refuses any string holding a lone surrogate, naming the field", (name, parse) => {
    const withLoneSurrogate = fc
      .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 10 }))
      .map(([before, unit, after]) => `a${before}${String.fromCharCode(unit)}${after}`)
      .filter((value) => !isWellFormedText(value));
    fc.assert(
      fc.property(withLoneSurrogate, (value) => {
        const result = parse(value);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(name);
      }),
      { numRuns: 50 },
    );
  });

  it("accept any well-formed Unicode a person could type in a title", () => {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
    const control = /[\u0000-\u001f\u007f]/;
    const typed = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 50 })
      .filter((value) => value.trim() !== "" && !control.test(value));
    fc.assert(
      fc.property(typed, (title) => {
        expect(bookInputSchema.safeParse({ ...book, title }).success).toBe(true);
      }),
    );
  });
});

describe("order fields", () => {
  // Every text field of an order, by its path in the request.
  const ORDER_FIELDS = TEXT_FIELDS.filter(([name]) => name === "name" || name.startsWith("address."));
  ORDER_FIELDS.push(field("phone", (value) => orderInputSchema.safeParse({ ...order, phone: value })));
  const CONTROLS = {
    CR: "\r",
    LF: "\n",
    "CR LF": "\r\n",
    tab: "\t",
    NUL: "\u0000",
    ESC: "\u001b",
    DEL: "\u007f",
    "C1 NEL": "\u0085",
    "C1 CSI": "\u009b",
    "zero-width space": "\u200b",
    "zero-width joiner": "\u200d",
    "word joiner": "\u2060",
    BOM: "\ufeff",
    "left-to-right mark": "\u200e",
    "right-to-left override": "\u202e",
    "first-strong isolate": "\u2068",
    "Arabic letter mark": "\u061c",
  };
  const cases = ORDER_FIELDS.flatMap(([name, parse]) =>
    Object.entries(CONTROLS).flatMap(([label, control]) =>
      [`Eve${control}Bcc: x`, `${control}0123456`, `0123456${control}`].map(
        (value) => [name, label, value, parse] as const,
      ),
    ),
  );

  it.each(cases)("%s refuses a %s, wherever it stands, naming the field", (name, _label, value, parse) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(name);
  });

  it("still take odd text a real address holds: a URL, accents, a right-to-left script", () => {
    for (const value of ["WIN a prize at http://evil.example/claim", "Ção Ñandú", "شارع الملك ١٢"]) {
      expect(
        orderInputSchema.safeParse({ ...order, name: value, address: { ...order.address, street: value } }),
      ).toMatchObject({ success: true });
    }
  });
});

describe("documentIdSchema", () => {
  it.each(["__x__", "__name__", "a/b", ".", "..", "", "x".repeat(129), "é"])("refuses %j", (id) => {
    expect(documentIdSchema.safeParse(id).success).toBe(false);
  });

  it.each(["abc", "AbC_123-x", "_x_", "x".repeat(128)])("accepts %j", (id) => {
    expect(documentIdSchema.safeParse(id).success).toBe(true);
  });
});
