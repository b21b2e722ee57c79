import { CATEGORIES, type Book } from "@bookstore/schema";
import type { ReactNode } from "react";
import { BookDetailsFields } from "@/features/admin/books/components/book-details-fields";
import { BookInputField, NumberField } from "@/features/admin/books/components/book-input-field";
import { capitalize } from "@/features/admin/books/utils/book-form-values";
import { FormField, type ErrorDescription } from "@/components/form-field";
import { inputClassName } from "@/features/admin/components/admin-input";
import type { FieldErrors } from "@/lib/form-errors";

/**
 * The fields the add and the edit form share (product §2). Inputs are uncontrolled: the edit form passes the
 * book as defaults, and resetting the add form is a plain `form.reset()`. The cover input differs per form
 * (file picker on add, URL text on edit), so each form renders its own into the shared labelled field.
 */
export function BookFormFields({
  book,
  errors,
  renderCoverInput,
}: {
  book?: Book;
  errors: FieldErrors;
  renderCoverInput: (props: ErrorDescription & { id: string; name: string }) => ReactNode;
}) {
  return (
    <>
      <BookInputField
        name="title"
        label="Title"
        required
        placeholder="Enter book title"
        defaultValue={book?.title}
        error={errors.title}
      />
      <BookInputField
        name="author"
        label="Author"
        required
        autoComplete="off"
        placeholder="Enter the author's name"
        defaultValue={book?.author}
        error={errors.author}
      />
      <FormField id="book-description" label="Description" error={errors.description}>
        {(described) => (
          <textarea
            id="book-description"
            name="description"
            required
            rows={5}
            placeholder="Enter book description"
            defaultValue={book?.description}
            className={inputClassName}
            {...described}
          />
        )}
      </FormField>
      <FormField id="book-category" label="Category" error={errors.category}>
        {(described) => (
          <select
            id="book-category"
            name="category"
            required
            defaultValue={book?.category ?? ""}
            className={inputClassName}
            {...described}
          >
            <option value="">Choose A Category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {capitalize(category)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="mb-4 flex items-center gap-2">
        <input
          id="book-trending"
          name="trending"
          type="checkbox"
          defaultChecked={book?.trending}
          className="size-4 rounded text-blue-600 focus:ring-blue-500"
        />
        <label htmlFor="book-trending" className="text-sm font-semibold text-gray-700">
          Trending
        </label>
      </div>
      <NumberField name="oldPrice" label="Old Price" defaultValue={book?.oldPrice} error={errors.oldPrice} />
      <NumberField name="newPrice" label="New Price" defaultValue={book?.newPrice} error={errors.newPrice} />
      {/* Orders move a stock while the form is open: when the book is read again, the field shows the new count. */}
      <NumberField
        key={book?.stock}
        name="stock"
        label="Stock"
        defaultValue={book?.stock}
        error={errors.stock}
        wholeNumber
      />
      <FormField id="book-cover" label="Cover Image" error={errors.coverImage}>
        {(described) => renderCoverInput({ id: "book-cover", name: "coverImage", ...described })}
      </FormField>
      <BookDetailsFields book={book} errors={errors} />
    </>
  );
}
