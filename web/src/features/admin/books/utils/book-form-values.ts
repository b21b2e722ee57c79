import { bookInputSchema, type ValidBookInput } from "@bookstore/schema";
import { parseErrors, type FieldErrors } from "@/lib/form-errors";

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The book form as the browser holds it: every field a string, except the checkbox. */
export interface BookFormValues {
  title: string;
  author: string;
  description: string;
  category: string;
  trending: boolean;
  oldPrice: string;
  newPrice: string;
  stock: string;
  coverImage: string;
  isbn: string;
  publisher: string;
  publishedYear: string;
  pages: string;
  language: string;
  format: string;
}

/**
 * Reads the add and the edit form alike. A picked cover file is not a field: it is uploaded on its own once the
 * book exists (PUT /api/books/:id/cover); the edit form's text field holds an https address.
 */
export function readBookForm(form: HTMLFormElement): BookFormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    author: text("author"),
    description: text("description"),
    category: text("category"),
    trending: data.get("trending") !== null,
    oldPrice: text("oldPrice"),
    newPrice: text("newPrice"),
    stock: text("stock"),
    coverImage: text("coverImage"),
    isbn: text("isbn"),
    publisher: text("publisher"),
    publishedYear: text("publishedYear"),
    pages: text("pages"),
    language: text("language"),
    format: text("format"),
  };
}

export type BookFormResult = { success: true; data: ValidBookInput } | { success: false; errors: FieldErrors };

/** Validates with the same contract the API enforces, so the form and the server never disagree. */
export function validateBookForm(values: BookFormValues): BookFormResult {
  const parsed = bookInputSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  // The contract itself says an empty number input is missing ("… is required"), not "not a number".
  return { success: false, errors: parseErrors(parsed.error) };
}
