import { parseIsbn, type ImportDefaults } from "@bookstore/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAmount, readFormat, readLanguage, repairIsbn, splitAuthors } from "./import-cells";
import { fieldColumns, repairRow, repeatedColumns } from "./import-repair";

/** A valid ISBN-10 from its first nine digits. */
function isbn10(first9: string): string {
  const sum = [...first9].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return first9 + (check === 10 ? "X" : String(check));
}

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => d.join(""));

describe("repairIsbn", () => {
  it("reads any valid ISBN-10 with hyphens or spaces as its ISBN-13, without a warning", () => {
    fc.assert(
      fc.property(nineDigits, fc.constantFrom("-", " ", ""), (first9, separator) => {
        const isbn = isbn10(first9);
        const typed = [isbn.slice(0, 1), isbn.slice(1, 5), isbn.slice(5, 9), isbn.slice(9)].join(separator);
        expect(repairIsbn(typed)).toEqual({ isbn13: (parseIsbn(isbn) as { isbn13: string }).isbn13 });
      }),
    );
  });

  it("pads an ISBN-10 that lost up to three leading zeros, with a warning", () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 1, max: 3 }), (digits, zeros) => {
        const isbn = isbn10("0".repeat(zeros) + digits.slice(zeros).replace(/^0/, "1"));
        if (isbn.endsWith("X")) return;
        const lost = isbn.slice(zeros);
        const repaired = repairIsbn(lost);
        expect(repaired.isbn13).toBe((parseIsbn(isbn) as { isbn13: string }).isbn13);
        expect(repaired.warning).toMatch(/lost its leading zeros/);
      }),
    );
  });

  it("never takes a number in scientific notation, and leaves out a wrong check digit", () => {
    expect(repairIsbn("9.78E+12")).toEqual({
      kind: "isbnInvalid",
      warning: expect.stringMatching(/scientific notation/),
    });
    expect(repairIsbn("9,78014E+12").isbn13).toBeUndefined();
    expect(repairIsbn("978-0-14-044913-7")).toEqual({
      kind: "isbnInvalid",
      warning: expect.stringMatching(/check digit is wrong/),
    });
    expect(repairIsbn("")).toEqual({});
  });
});

describe("cells read in the store's terms", () => {
  it("reads amounts with currency signs, thousands separators and decimal commas", () => {
    expect(readAmount("€12,50")).toBe("12.50");
    expect(readAmount("$9.99")).toBe("9.99");
    expect(readAmount("1.234,50 €")).toBe("1234.50");
    expect(readAmount("1,234.50")).toBe("1234.50");
    expect(readAmount("12")).toBe("12");
    expect(readAmount("GBP 7.5")).toBe("7.5");
    expect(readAmount("free")).toBeUndefined();
  });

  it("keeps any plain two-decimal amount as it is", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const amount = `${whole}.${String(cents).padStart(2, "0")}`;
        expect(readAmount(amount)).toBe(amount);
        expect(readAmount(`€${whole},${String(cents).padStart(2, "0")}`)).toBe(amount);
      }),
    );
  });

  it("splits authors on semicolons, else commas", () => {
    expect(splitAuthors("A, B, C")).toEqual(["A", "B", "C"]);
    expect(splitAuthors("Smith, Jr.; Jones")).toEqual(["Smith, Jr.", "Jones"]);
    expect(splitAuthors("  Solo  Writer ")).toEqual(["Solo Writer"]);
  });

  it("names languages from their codes and formats from other systems' bindings", () => {
    expect(["en", "en-US", "eng", "fre", "pt_BR", "English", "Klingon"].map(readLanguage)).toEqual([
      "English",
      "English",
      "English",
      "French",
      "Portuguese",
      "English",
      "Klingon",
    ]);
    expect(["Hardcover", "Mass Market Paperback", "Kindle Edition", "paperback", "Audio CD"].map(readFormat)).toEqual([
      "hardcover",
      "paperback",
      "ebook",
      "paperback",
      undefined,
    ]);
  });
});

describe("repairRow", () => {
  const header = ["Title", "Authors", "ISBN", "ISBN13", "Year", "Price", "Genre", "Qty"];
  const mapping = {
    Title: "title",
    Authors: "author",
    ISBN: "isbn",
    ISBN13: "isbn",
    Year: "publishedYear",
    Price: "newPrice",
    Genre: "category",
    Qty: "stock",
  } as const;
  const columns = fieldColumns(header, mapping);
  const repair = (cells: string[], row: number, defaults?: ImportDefaults) =>
    repairRow({ row, cells }, columns, header, defaults);

  it("uses the row's other ISBN column when one is in scientific notation, and reports it", () => {
    const { row, warnings } = repair(["T", "A", "0-306-40615-2", "9.78E+12", "2001", "5", "fiction", "3"], 4);
    expect(row.cells.isbn).toBe("9780306406157");
    expect(warnings).toEqual([
      { row: 4, field: "ISBN13", message: expect.stringMatching(/scientific notation/), kind: "isbnInvalid" },
    ]);
  });

  it("leaves out an unreadable ISBN so that an updated book keeps its own, where an empty cell removes it", () => {
    const unreadable = repair(["T", "A", "12345", "9.78E+12", "", "5", "fiction", ""], 3);
    expect(unreadable.row.cells).not.toHaveProperty("isbn");
    expect(unreadable.warnings.map(({ kind }) => kind)).toEqual(["isbnInvalid", "isbnInvalid"]);
    const empty = repair(["T", "A", "", "", "", "5", "fiction", ""], 3);
    expect(empty.row.cells.isbn).toBe("");
  });

  it("takes off the apostrophe an export puts before a cell a spreadsheet would run as a formula", () => {
    const { row } = repair(["'=SUM(A1)", "''@x", "", "", "", "5", "fiction", ""], 2);
    expect(row.cells).toMatchObject({ title: "=SUM(A1)", author: "'@x" });
  });

  it("makes the first of several authors the author and the others contributors", () => {
    const { row } = repair(["T", "Ann; Ben; Cy", "", "", "", "5", "fiction", ""], 1);
    expect(row.cells).toMatchObject({ author: "Ann", contributors: "Ben; Cy" });
  });

  it("keeps the first 20 contributors of a row naming more, with a warning", () => {
    const names = Array.from({ length: 22 }, (_, i) => `Name ${i + 1}`);
    const { row, warnings } = repair(["T", names.join("; "), "", "", "", "5", "fiction", ""], 2);
    expect(row.cells.author).toBe("Name 1");
    expect(row.cells.contributors).toBe(names.slice(1, 21).join("; "));
    expect(warnings).toContainEqual({
      row: 2,
      field: "Authors",
      message: "21 contributors: the first 20 kept, 1 left out",
      kind: "tooManyContributors",
    });
  });

  it("leaves out a year before print and reports it; fills defaults where the file has nothing", () => {
    const { row, warnings } = repair(["T", "A", "", "", "-750", "", "Poetry", "x"], 2, {
      newPrice: "9",
      category: "fiction",
    });
    expect(row.cells.publishedYear).toBeUndefined();
    expect(row.cells).toMatchObject({ newPrice: "9", oldPrice: "9", category: "fiction" });
    expect(warnings.map((warning) => warning.field)).toEqual(["Qty", "Year", "Genre"]);
  });
});

describe("columns that share a name", () => {
  it("are read from the first, and each later one is named in a warning on the header (row 1)", () => {
    const header = ["Title", "Author", "Title", "", ""];
    expect(fieldColumns(header, { Title: "title", Author: "author" })).toEqual({ title: [0], author: [1] });
    expect(
      repairRow({ row: 1, cells: ["Dune", "Herbert", "Other"] }, fieldColumns(header, { Title: "title" }), header).row
        .cells.title,
    ).toBe("Dune");
    expect(repeatedColumns(header)).toEqual([
      {
        row: 1,
        field: "Title",
        kind: "repeatedColumn",
        message: "Column 3 has the name of column 1: only the first is read; rename it to import it",
      },
    ]);
  });
});
