// @vitest-environment node
// No DOM needed: building jsdom costs seconds per file on the CI machine.
import { validateBookForm, type BookFormValues } from "@/features/admin/books/utils/book-form-values";

const noDetails = { isbn: "", publisher: "", publishedYear: "", pages: "", language: "", format: "" };

const valid: BookFormValues = {
  title: "The Silent Shore",
  author: "Mara Quill",
  description: "A quiet novel.",
  category: "fiction",
  trending: false,
  oldPrice: "29.99",
  newPrice: "19.99",
  stock: "12",
  coverImage: "silent-shore.png",
  ...noDetails,
};

describe("validateBookForm", () => {
  it("accepts a complete form and converts the prices to numbers", () => {
    expect(validateBookForm(valid)).toEqual({
      success: true,
      data: {
        ...valid,
        oldPrice: 29.99,
        newPrice: 19.99,
        stock: 12,
        ...Object.fromEntries(Object.keys(noDetails).map((field) => [field, null])),
      },
    });
  });

  it("reads the details as the API does: numbers from their text, an ISBN-10 as its ISBN-13", () => {
    const result = validateBookForm({
      ...valid,
      isbn: "0-306-40615-2",
      publisher: "Faber",
      publishedYear: "1999",
      pages: "320",
      language: "English",
      format: "paperback",
    });
    expect(result).toMatchObject({
      success: true,
      data: { isbn: "9780306406157", publishedYear: 1999, pages: 320, format: "paperback" },
    });
    expect(validateBookForm({ ...valid, isbn: "978-0-306-40615-8" })).toEqual({
      success: false,
      errors: { isbn: "The ISBN's check digit is wrong" },
    });
  });

  it("treats the trending box and the cover as optional", () => {
    const result = validateBookForm({ ...valid, coverImage: "", trending: false });
    expect(result.success).toBe(true);
  });

  it("reports every required field that is empty, next to its own field", () => {
    const empty: BookFormValues = {
      title: "  ",
      author: "",
      description: "",
      category: "",
      trending: false,
      oldPrice: "",
      newPrice: " ",
      stock: "",
      coverImage: "",
      ...noDetails,
    };
    expect(validateBookForm(empty)).toEqual({
      success: false,
      errors: {
        title: "Title is required",
        author: "Author is required",
        description: "Description is required",
        category: "Category is required",
        oldPrice: "Old price is required",
        newPrice: "New price is required",
        stock: "Stock is required",
      },
    });
  });

  it("counts the empty 'Choose A Category' option and unknown categories as missing", () => {
    for (const category of ["", "poetry"]) {
      const result = validateBookForm({ ...valid, category });
      expect(result).toEqual({ success: false, errors: { category: "Category is required" } });
    }
  });

  it("rejects prices that are not numbers or are negative", () => {
    const result = validateBookForm({ ...valid, oldPrice: "abc", newPrice: "-1" });
    expect(result).toEqual({
      success: false,
      errors: { oldPrice: "Old price must be a number", newPrice: "New price must not be negative" },
    });
  });
});

describe("the stock field", () => {
  it("takes a whole number of copies, zero included", () => {
    expect(validateBookForm({ ...valid, stock: "0" })).toMatchObject({ success: true, data: { stock: 0 } });
  });

  it.each(["-1", "2.5", "many"])("refuses %s next to the field", (stock) => {
    const result = validateBookForm({ ...valid, stock });
    expect(result.success).toBe(false);
    expect(Object.keys((result as { errors: object }).errors)).toEqual(["stock"]);
  });
});
