import { BOOK_CSV_COLUMNS } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import { columnKey, isStoreLayout, proposeMapping, rememberedMapping } from "./import-mapping";

describe("proposeMapping", () => {
  it("recognises other systems' names in any case and spacing", () => {
    const columns = [
      "Book Title",
      "AUTHOR(S)",
      "isbn-13",
      "List Price",
      "RRP",
      "qty",
      "Genre",
      "Num Pages",
      "Image URL",
      "Notes",
    ];
    expect(proposeMapping(columns)).toEqual({
      "Book Title": "title",
      "AUTHOR(S)": "author",
      "isbn-13": "isbn",
      "List Price": "newPrice",
      RRP: "oldPrice",
      qty: "stock",
      Genre: "category",
      "Num Pages": "pages",
      "Image URL": "coverImage",
      Notes: null,
    });
  });

  it("maps the store's own export to its own fields, createdAt aside", () => {
    const mapping = proposeMapping(BOOK_CSV_COLUMNS);
    expect(isStoreLayout(BOOK_CSV_COLUMNS)).toBe(true);
    for (const column of BOOK_CSV_COLUMNS) expect(mapping[column]).toBe(column === "createdAt" ? null : column);
  });

  it("proposes the mapping used last for the same names, however they are spelt now", () => {
    const last = rememberedMapping({ "Writer Name": "author", "Internal code": null, Price: "oldPrice" });
    expect(proposeMapping(["writer_name", "INTERNAL CODE", "price", "Title"], last)).toEqual({
      writer_name: "author",
      "INTERNAL CODE": null,
      price: "oldPrice",
      Title: "title",
    });
    expect(columnKey("Author(s)")).toBe("authors");
  });

  it("gives a field to its first column only, but for the ISBN, which several columns may feed", () => {
    expect(proposeMapping(["Title", "Name", "ISBN", "EAN", "Price", "Sale Price"])).toEqual({
      Title: "title",
      Name: null,
      ISBN: "isbn",
      EAN: "isbn",
      Price: "newPrice",
      "Sale Price": null,
    });
    // A column named twice keeps its one entry: the second never takes the first's field away.
    expect(proposeMapping(["Title", "Title"])).toEqual({ Title: "title" });
  });
});
