import { BOOK_FORMATS, LIMITS, type Book } from "@bookstore/schema";
import { NumberField } from "@/features/admin/books/components/number-field";
import { capitalize } from "@/features/admin/books/utils/book-form-values";
import { FormField, inputClassName, type FieldErrors } from "@/features/admin/components/form-field";

/** A book's optional details: a field left empty means the book has none (on edit, it is removed). */
export function BookDetailsFields({ book, errors }: { book?: Book; errors: FieldErrors }) {
  return (
    <fieldset className="mb-4 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-700">Book details (optional)</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField name="isbn" label="ISBN" defaultValue={book?.isbn} error={errors.isbn} hint="ISBN-13 or ISBN-10" />
        <TextField name="publisher" label="Publisher" defaultValue={book?.publisher} error={errors.publisher} />
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
        <TextField name="language" label="Language" defaultValue={book?.language} error={errors.language} />
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

function TextField({
  name,
  label,
  defaultValue,
  error,
  hint,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
}) {
  const id = `book-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          placeholder={hint ?? label}
          defaultValue={defaultValue}
          className={inputClassName}
          {...described}
        />
      )}
    </FormField>
  );
}
