// A catalogue as another shop system exports it: its own column names, and the dirty cells such exports have
// (ISBNs that lost their leading zeros or were written as 9.78E+12, wrong check digits, several authors in a
// cell, prices with currency signs and decimal commas, language codes, ancient years, rows without a title).
// The API tests, the browser test and the benchmark import it; each row's kind says what the store should make
// of it.
import { randomInt } from "node:crypto";

export const FOREIGN_HEADER = [
  "Title",
  "Author(s)",
  "ISBN",
  "ISBN-13",
  "Original Publication Year",
  "Qty",
  "Genre",
  "List Price",
  "Publisher",
  "Language Code",
  "Binding",
  "num pages",
  "image_url",
  "Description",
];

const digits = (count) => Array.from({ length: count }, () => randomInt(10)).join("");

function isbn13Check(first12) {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** A random valid ISBN-13 in the 979-8 range (never an ISBN-10's). */
export const randomIsbn13 = () => {
  const first12 = `9798${digits(8)}`;
  return first12 + isbn13Check(first12);
};

/** A random ISBN-10 starting with a zero (so a spreadsheet drops it), its check digit a digit; and its ISBN-13. */
export function randomIsbn10WithZero() {
  for (;;) {
    const first9 = `0${digits(8)}`;
    const sum = [...first9].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check === 10) continue;
    const first12 = `978${first9}`;
    return { isbn10: first9 + check, isbn13: first12 + isbn13Check(first12) };
  }
}

/** The kinds of row, in the order they repeat. */
export const ROW_KINDS = [
  "clean",
  "lost-zeros",
  "scientific",
  "wrong-check-digit",
  "several-authors",
  "comma-price",
  "ancient",
  "mass-market",
  "no-title",
  "genres",
];

/**
 * `count` rows whose titles hold `word`; each row's `kind` and the ISBN-13 the store should store (`isbn`, or
 * none). Rows of kind no-title cannot be books.
 */
export function foreignCatalog(count, word) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const kind = ROW_KINDS[i % ROW_KINDS.length];
    const isbn13 = randomIsbn13();
    const cells = {
      Title: `${word} title ${i}`,
      "Author(s)": `Writer ${i}`,
      ISBN: "",
      "ISBN-13": isbn13,
      "Original Publication Year": String(1950 + (i % 70)),
      Qty: String(i % 40),
      Genre: "Fiction",
      "List Price": `${10 + (i % 30)}.99`,
      Publisher: "Harbour Lane",
      "Language Code": "en",
      Binding: "Paperback",
      "num pages": String(100 + (i % 400)),
      image_url: "",
      Description: `A book of a foreign catalogue, number ${i}.`,
    };
    let isbn = isbn13;
    if (kind === "lost-zeros") {
      const ten = randomIsbn10WithZero();
      cells.ISBN = String(Number(ten.isbn10));
      cells["ISBN-13"] = "";
      isbn = ten.isbn13;
    } else if (kind === "scientific") {
      const ten = randomIsbn10WithZero();
      cells.ISBN = `${ten.isbn10.slice(0, 1)}-${ten.isbn10.slice(1, 5)}-${ten.isbn10.slice(5, 9)}-${ten.isbn10.slice(9)}`;
      cells["ISBN-13"] = "9.78E+12";
      isbn = ten.isbn13;
    } else if (kind === "wrong-check-digit") {
      cells["ISBN-13"] = isbn13.slice(0, 12) + String((Number(isbn13[12]) + 1) % 10);
      isbn = undefined;
    } else if (kind === "several-authors") {
      cells["Author(s)"] = `Writer ${i}, Second Hand, Third Hand`;
    } else if (kind === "comma-price") {
      cells["List Price"] = `€${12 + (i % 30)},50`;
      cells["Language Code"] = "en-US";
    } else if (kind === "ancient") {
      cells["Original Publication Year"] = "-750";
      cells["Language Code"] = "eng";
    } else if (kind === "mass-market") {
      cells.Binding = "Mass Market Paperback";
      cells["List Price"] = `$${9 + (i % 30)}.99`;
    } else if (kind === "no-title") {
      cells.Title = "";
      isbn = undefined;
    } else if (kind === "genres") {
      cells.Genre = "Science Fiction; Fiction";
      cells["Author(s)"] = `Writer ${i}; Co Writer`;
    }
    rows.push({ kind, isbn, cells });
  }
  return rows;
}
