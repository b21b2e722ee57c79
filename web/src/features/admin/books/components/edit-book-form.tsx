import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { StatusMessage } from "@/components/status-message";
import { useUpdateBook } from "@/features/admin/books/api/update-book";
import { BookFormFields } from "@/features/admin/books/components/book-form-fields";
import { SubmitButton } from "@/features/admin/books/components/submit-button";
import { useBookForm } from "@/features/admin/books/hooks/use-book-form";
import { inputClassName } from "@/features/admin/components/form-field";
import { bookQueryOptions } from "@/lib/api/books";

export function EditBookForm({ id }: { id: string }) {
  const { data: book, isPending, isError } = useQuery(bookQueryOptions(id));
  const updateBook = useUpdateBook();
  const { errors, validate, reportFailure } = useBookForm();

  if (isPending) return <StatusMessage kind="loading">Loading...</StatusMessage>;
  if (isError) return <StatusMessage kind="error">Error fetching book data</StatusMessage>;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = validate(event.currentTarget);
    if (!valid) return;
    // product §5: a cover left empty keeps the current one. A stock is sent only when the admin changed it, with
    // the stock the form showed: orders move it meanwhile, and the server refuses to overwrite what they did.
    const { stock, ...fields } = valid;
    const stockChange = stock === book.stock ? {} : { stock, expectedStock: book.stock };
    const input = { ...fields, ...stockChange, coverImage: valid.coverImage || book.coverImage };
    updateBook.mutate(
      { id, input },
      {
        onSuccess: () =>
          void showDialog({ title: "Book Updated", text: "Your book is updated successfully!", icon: "success" }),
        onError: (error) => reportFailure(error, "Failed to update book."),
      },
    );
  };

  return (
    // Keyed by book so moving to another book's edit page starts from that book's values.
    <form key={book._id} onSubmit={handleSubmit} noValidate aria-labelledby="edit-book-title">
      <BookFormFields
        book={book}
        errors={errors}
        renderCoverInput={(props) => (
          <input
            type="text"
            inputMode="url"
            placeholder="Cover Image URL"
            defaultValue={book.coverImage}
            className={inputClassName}
            {...props}
          />
        )}
      />
      <SubmitButton pending={updateBook.isPending}>Update Book</SubmitButton>
    </form>
  );
}
