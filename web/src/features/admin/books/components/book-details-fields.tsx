import { BOOK_FORMATS, LIMITS, type Book } from "@bookstore/schema";
import { BookInputField, NumberField } from "@/features/admin/books/components/book-input-field";
import { capitalize } from "@/features/admin/books/utils/book-form-values";
import { FormField } from "@/components/form-field";
import { inputClassName } from "@/features/admin/components/admin-input";
import type { FieldErrors } from "@/lib/form-errors";

/** A book's optional details: a field left empty means the book has none (on edit, it is removed). */
export function BookDetailsFields({ book, errors }: { book?: Book; errors: FieldErrors }) {
  return (
    <fieldset className="mb-4 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-700">Book details (optional)</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <BookInputField
          name="isbn"
          label="ISBN"
          defaultValue={book?.isbn}
          error={errors.isbn}
          placeholder="ISBN-13 or ISBN-10"
          autoComplete="off"
        />
        <BookInputField
          name="publisher"
          label="Publisher"
          defaultValue={book?.publisher}
          error={errors.publisher}
          autoComplete="off"
        />
        <NumberField
          name="publishedYear"
          label="Published year"
          defaultValue={book?.publishedYear}
          error={errors.publishedYear}
          wholeNumber
          optional
          min={LIMITS.firstYear}
        />
        <NumberField
          name="pages"
          label="Pages"
          defaultValue={book?.pages}
          error={errors.pages}
          wholeNumber
          optional
          min={1}
        />
        <BookInputField
          name="language"
          label="Language"
          defaultValue={book?.language}
          error={errors.language}
          autoComplete="off"
        />
        <FormField id="book-format" label="Format" error={errors.format}>
          {(described) => (
            <select
              id="book-format"
              name="format"
              defaultValue={book?.format ?? ""}
              className={inputClassName}
              {...described}
            >
              <option value="">Not set</option>
              {BOOK_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {capitalize(format)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
