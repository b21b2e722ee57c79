import { describe, expect, it } from "vitest";
import { bookEditSchema, bookInputSchema } from "./book";
import { coverKind, coverPath } from "./cover-kind";
import { orderInputSchema } from "./order";

const book = { title: "T", author: "A", description: "D", category: "fiction", oldPrice: 10, newPrice: 8 };

describe("bookInputSchema", () => {
  it("converts prices sent as strings (HTML number inputs) to numbers", () => {
    expect(bookInputSchema.parse({ ...book, oldPrice: "12.50", newPrice: "9" })).toMatchObject({
      oldPrice: 12.5,
      newPrice: 9,
    });
  });

  it.each([[19.99], ["0.07"], [0.1 + 0.2], [100_000], [0]])("accepts the price %s, in whole cents", (value) => {
    expect(bookInputSchema.safeParse({ ...book, newPrice: value }).success).toBe(true);
  });

  it("refuses a fraction of a cent, naming the field", () => {
    const result = bookInputSchema.safeParse({ ...book, oldPrice: 19.999 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["oldPrice"], message: "Old price must have at most 2 decimals" }),
    ]);
  });

  it.each([["-1"], [""], ["abc"], [Number.NaN], [Infinity], [1e9], [null], ["0.005"]])(
    "refuses the price %s",
    (value) => {
      expect(bookInputSchema.safeParse({ ...book, newPrice: value }).success).toBe(false);
    },
  );

  it("treats the empty category option as missing", () => {
    const result = bookInputSchema.safeParse({ ...book, category: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Category is required");
  });

  it("defaults trending to false and coverImage to empty", () => {
    expect(bookInputSchema.parse(book)).toMatchObject({ trending: false, coverImage: "" });
  });

  it("refuses unknown keys, including prototype-pollution keys", () => {
    expect(bookInputSchema.safeParse({ ...book, role: "admin" }).success).toBe(false);
    expect(
      bookInputSchema.safeParse(
        JSON.parse(
          `{"title":"T","description":"D","category":"fiction","oldPrice":1,"newPrice":1,"__proto__":{"x":1}}`,
        ),
      ).success,
    ).toBe(false);
  });
});

describe("orderInputSchema", () => {
  const order = {
    name: "N",
    phone: "0123456789",
    address: { city: "c", country: "c", state: "s", zipcode: "z" },
    productIds: ["a", "b"],
  };

  it("accepts an order as product §3 describes it", () => {
    expect(orderInputSchema.safeParse({ ...order, email: "a@b.co", totalPrice: "12.00" }).success).toBe(true);
  });

  it("refuses duplicated, empty and path-like product ids", () => {
    expect(orderInputSchema.safeParse({ ...order, productIds: ["a", "a"] }).success).toBe(false);
    expect(orderInputSchema.safeParse({ ...order, productIds: [] }).success).toBe(false);
    expect(orderInputSchema.safeParse({ ...order, productIds: ["../admins/admin"] }).success).toBe(false);
    expect(orderInputSchema.safeParse({ ...order, productIds: ["__name__"] }).success).toBe(false);
  });

  it("refuses a phone that is not a number", () => {
    expect(orderInputSchema.safeParse({ ...order, phone: "call me" }).success).toBe(false);
  });
});

describe("prices", () => {
  it.each([[1e-9], [19.999999999], ["0x10"], ["1e3"], [" "], ["Infinity"], ["12,50"], ["+5"], ["-0.5"], [true]])(
    "refuses %j: a price is a plain amount with at most two decimals",
    (value) => {
      const result = bookInputSchema.safeParse({ ...book, oldPrice: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["oldPrice"]);
    },
  );

  it("says a missing price is missing, and a wrong one is not a number", () => {
    const messages = (value: unknown) =>
      bookInputSchema.safeParse({ ...book, newPrice: value }).error?.issues.map((issue) => issue.message);
    for (const missing of ["", "  ", null, undefined]) expect(messages(missing)).toEqual(["New price is required"]);
    expect(messages("abc")).toEqual(["New price must be a number"]);
  });

  it("stores exactly the two-decimal amount that is shown and charged", () => {
    expect(bookInputSchema.parse({ ...book, newPrice: 0.1 + 0.2 }).newPrice).toBe(0.3);
    expect(bookInputSchema.parse({ ...book, newPrice: " 12.5 " }).newPrice).toBe(12.5);
  });
});

describe("stock", () => {
  it.each([
    [0, 0],
    [7, 7],
    [1_000_000, 1_000_000],
    ["12", 12],
    [" 3 ", 3],
  ])("accepts %j as %d copies", (stock, copies) => {
    expect(bookInputSchema.parse({ ...book, stock }).stock).toBe(copies);
  });

  it("is optional: an older client's book or edit has none", () => {
    expect(bookInputSchema.parse(book).stock).toBeUndefined();
  });

  it.each([
    [-1, "Stock must not be negative"],
    [2.5, "Stock must be a whole number"],
    ["x", "Stock must be a whole number"],
    [1e9 + 1, "Stock must be at most 1000000"],
    [1_000_001, "Stock must be at most 1000000"],
    ["-1", "Stock must be a whole number"],
    ["2.5", "Stock must be a whole number"],
    ["1e3", "Stock must be a whole number"],
    ["", "Stock is required"],
    [Number.NaN, "Stock must be a whole number"],
    [Infinity, "Stock must be a whole number"],
    [null, "Stock is required"],
    [true, "Stock must be a whole number"],
  ])("refuses %j, naming the field: %s", (stock, message) => {
    const result = bookInputSchema.safeParse({ ...book, stock });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["stock"], message })]);
  });
});

describe("coverImage", () => {
  it.each([
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "\\\\evil.example\\x.png",
    "/covers/x.svg",
    "../x.png",
    ".hidden",
    "http://example.com/x.png",
    "https://user:pw@example.com/x.png",
    "https:///x.png",
    "x\u0000.png",
  ])("refuses %j, which is neither a file name nor an https address", (coverImage) => {
    const result = bookInputSchema.safeParse({ ...book, coverImage });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["coverImage"]);
  });

  it.each(["", "seed-book-01.svg", "My cover (2).png", "https://covers.example.com/a/b.jpg?w=300"])(
    "accepts %j",
    (coverImage) => {
      expect(bookInputSchema.safeParse({ ...book, coverImage }).success).toBe(true);
    },
  );

  const uploaded = "/api/covers/book-1/0123456789abcdef0123-960.webp";

  it("takes an uploaded cover's address in an edit (which keeps that cover), never for a new book", () => {
    expect(coverKind(uploaded)).toBe("upload");
    expect(coverPath(uploaded)).toBe(uploaded);
    expect(bookEditSchema.safeParse({ ...book, coverImage: uploaded }).success).toBe(true);
    const created = bookInputSchema.safeParse({ ...book, coverImage: uploaded });
    expect(created.error?.issues[0]?.message).toBe("A new book's cover is uploaded once the book exists");
  });

  it.each(["/api/covers/book-1/../x-960.webp", "/api/covers/book-1/xyz-960.png", "/api/covers/a/b/0123456789-1.webp"])(
    "refuses %j, which only looks like an uploaded cover",
    (coverImage) => {
      expect(coverKind(coverImage)).toBe("invalid");
    },
  );
});
