import type { ImportField } from "@bookstore/schema";

/** The store's fields as the forms name them: the import screens never show an internal name. */
export const FIELD_LABELS: Record<ImportField, string> = {
  id: "Book id",
  title: "Title",
  author: "Author",
  contributors: "Contributors",
  description: "Description",
  category: "Category",
  trending: "Trending",
  oldPrice: "Old price",
  newPrice: "New price",
  stock: "Stock",
  coverImage: "Cover image",
  isbn: "ISBN",
  publisher: "Publisher",
  publishedYear: "Published year",
  pages: "Pages",
  language: "Language",
  format: "Format",
};

/** A report's field as the form names it; a name that is no store field (a file's column) as it is. */
export const fieldLabel = (field: string | undefined) =>
  field && field in FIELD_LABELS ? FIELD_LABELS[field as ImportField] : (field ?? "");

/** "1 warning", "2 warnings", "9,996 warnings". */
export const counted = (count: number, noun: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? noun : `${noun}s`}`;

/** "1 row", "2 rows", "9,996 rows". */
export const rowCount = (count: number) => counted(count, "row");
