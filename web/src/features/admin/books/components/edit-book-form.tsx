import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { StatusMessage } from "@/components/status-message";
import { useUpdateBook } from "@/features/admin/books/api/update-book";
import { BookFormFields } from "@/features/admin/books/components/book-form-fields";
import { SubmitButton } from "@/features/admin/books/components/submit-button";
import { apiFieldErrors, readBookForm, validateBookForm } from "@/features/admin/books/utils/book-form-values";
import { FormField, inputClassName, type FieldErrors } from "@/features/admin/components/form-field";
import { ApiError } from "@/lib/api-client";
import { bookQueryOptions } from "@/lib/api/books";

export function EditBookForm({ id }: { id: string }) {
  const { data: book, isPending, isError } = useQuery(bookQueryOptions(id));
  const updateBook = useUpdateBook();
  const [errors, setErrors] = useState<FieldErrors>({});

  if (isPending) return <StatusMessage kind="loading">Loading...</StatusMessage>;
  if (isError) return <StatusMessage kind="error">Error fetching book data</StatusMessage>;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateBookForm(readBookForm(event.currentTarget));
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    // SPEC §5: a cover left empty keeps the current one.
    const input = { ...result.data, coverImage: result.data.coverImage || book.coverImage };
    updateBook.mutate(
      { id, input },
      {
        onSuccess: () =>
          void showDialog({ title: "Book Updated", text: "Your book is updated successfully!", icon: "success" }),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(apiFieldErrors(error.fields));
          void showDialog({ title: "Failed to update book.", text: "", icon: "error" });
        },
      },
    );
  };

  return (
    // Keyed by book so moving to another book's edit page starts from that book's values.
    <form key={book._id} onSubmit={handleSubmit} noValidate aria-labelledby="edit-book-title">
      <BookFormFields
        book={book}
        errors={errors}
        coverField={
          <FormField id="book-cover" label="Cover Image" error={errors.coverImage}>
            {(described) => (
              <input
                id="book-cover"
                name="coverImage"
                type="text"
                inputMode="url"
                placeholder="Cover Image URL"
                defaultValue={book.coverImage}
                className={inputClassName}
                {...described}
              />
            )}
          </FormField>
        }
      />
      <SubmitButton pending={updateBook.isPending}>Update Book</SubmitButton>
    </form>
  );
}
