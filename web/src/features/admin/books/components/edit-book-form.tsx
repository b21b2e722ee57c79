import type { Book } from "@bookstore/schema";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { StatusMessage } from "@/components/status-message";
import { useRemoveCover, useUploadCover } from "@/features/admin/books/api/book-cover";
import { useUpdateBook } from "@/features/admin/books/api/update-book";
import { CoverPicker, useCoverFile } from "@/features/admin/books/components/cover-picker";
import { BookFormFields } from "@/features/admin/books/components/book-form-fields";
import { SubmitButton } from "@/features/admin/books/components/submit-button";
import { useBookForm } from "@/features/admin/books/hooks/use-book-form";
import { changedFields } from "@/features/admin/books/utils/book-changes";
import { inputClassName } from "@/features/admin/components/admin-input";
import { ApiError } from "@/lib/api-client";
import { bookQueryOptions } from "@/lib/api/books";

export function EditBookForm({ id }: { id: string }) {
  const { data: book, isPending, isError } = useQuery(bookQueryOptions(id));
  const updateBook = useUpdateBook();
  const { errors, validate, reportFailure } = useBookForm();
  const uploadCover = useUploadCover();
  const removeCover = useRemoveCover();
  const cover = useCoverFile();
  const queryClient = useQueryClient();
  // The book as the fields were filled from, or as this form last saved it: an edit is sent with its updatedAt,
  // so a change saved by anyone else meanwhile is refused (book-changed) rather than silently undone. The query
  // itself is read again after every save and may already hold that other change.
  const [shown, setShown] = useState<Book>();
  // Bumped to fill the fields again from the book as it is now.
  const [filling, setFilling] = useState(0);
  if (book && shown?._id !== book._id) setShown(book);

  if (isPending) return <StatusMessage kind="loading">Loading...</StatusMessage>;
  if (isError) return <StatusMessage kind="error">Error fetching book data</StatusMessage>;
  const base = shown?._id === book._id ? shown : book;

  /** Says what changed since the form was filled, and fills it again from the book as it is now if asked. */
  const offerReload = async (refusal: Error) => {
    let now: Book;
    try {
      now = await queryClient.fetchQuery({ ...bookQueryOptions(id), staleTime: 0 });
    } catch {
      return reportFailure(refusal, "Failed to update book.");
    }
    const fields = changedFields(base, now);
    const answer = await showDialog({
      title: "This book was changed meanwhile",
      text:
        `Someone saved a change to this book after this form was opened (${fields.length ? fields.join(", ") : "nothing this form shows"}). ` +
        "Reload it to see the change; what you typed here is not saved.",
      icon: "warning",
      showCancelButton: true,
      confirmButtonText: "Reload the book",
      cancelButtonText: "Keep editing",
    });
    if (!answer?.isConfirmed) return;
    setShown(now);
    setFilling((count) => count + 1);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = validate(event.currentTarget);
    if (!valid || cover.problem) return;
    // product §5: a cover left empty keeps the current one. A stock is sent only when the admin changed it, with
    // the stock the form showed: orders move it meanwhile, and the server refuses to overwrite what they did.
    const { stock, ...fields } = valid;
    const stockChange = stock === book.stock ? {} : { stock, expectedStock: book.stock };
    const input = {
      ...fields,
      ...stockChange,
      coverImage: valid.coverImage || book.coverImage,
      expectedUpdatedAt: base.updatedAt,
    };
    const updated = () =>
      void showDialog({ title: "Book Updated", text: "Your book is updated successfully!", icon: "success" });
    updateBook.mutate(
      { id, input },
      {
        onSuccess: (saved) => {
          setShown(saved);
          if (!cover.file) return updated();
          // The fields are saved; a picked image then replaces the cover.
          cover.setProgress(0);
          uploadCover.mutate(
            { id, file: cover.file, onProgress: cover.setProgress },
            {
              onSuccess: (covered) => {
                setShown(covered);
                cover.clear();
                updated();
              },
              onError: (error) => {
                cover.setProgress(null);
                cover.refuse(error.message);
                reportFailure(error, "The book is updated, but its new cover did not go up.", error.message);
              },
            },
          );
        },
        onError: (error) =>
          error instanceof ApiError && error.code === "book-changed"
            ? void offerReload(error)
            : reportFailure(error, "Failed to update book."),
      },
    );
  };

  const handleRemoveCover = () =>
    removeCover.mutate(id, {
      onSuccess: (uncovered) => {
        setShown(uncovered);
        void showDialog({ title: "Cover removed", text: "The book shows the placeholder now.", icon: "success" });
      },
      onError: (error) => reportFailure(error, "Failed to remove the cover."),
    });

  return (
    // Keyed by book so moving to another book's edit page starts from that book's values (and so does a reload).
    <form key={`${book._id}:${filling}`} onSubmit={handleSubmit} noValidate aria-labelledby="edit-book-title">
      <BookFormFields
        book={book}
        errors={errors}
        renderCoverInput={(props) => (
          <>
            {/* Which cover the book shows comes first; an address is offered only as another way to set it. */}
            {book.cover && (
              <div className="mb-2 flex items-center gap-3 rounded-md border border-gray-200 bg-gray-50 p-2">
                <img
                  src={book.cover.variants[0]?.url}
                  alt="The current cover"
                  width={80}
                  height={Math.round((80 * book.cover.height) / book.cover.width)}
                  style={{ backgroundColor: book.cover.color }}
                  className="rounded border"
                />
                <div className="space-y-2">
                  <p className="text-sm text-gray-700">In use: the uploaded cover.</p>
                  <button
                    type="button"
                    onClick={handleRemoveCover}
                    disabled={removeCover.isPending}
                    className="rounded-md border border-danger px-3 py-1 text-sm text-danger disabled:opacity-50"
                  >
                    Remove uploaded cover
                  </button>
                </div>
              </div>
            )}
            {/* An uploaded cover is kept while this field stays empty; an https address replaces it. Keyed by the
                cover, so the field follows a cover uploaded or removed from this form. */}
            <input
              key={book.coverImage}
              type="text"
              inputMode="url"
              placeholder="Cover Image URL"
              defaultValue={book.cover ? "" : book.coverImage}
              className={inputClassName}
              {...props}
              aria-describedby={
                [book.cover ? "book-cover-url-hint" : "", props["aria-describedby"] ?? ""].join(" ").trim() || undefined
              }
            />
            {book.cover && (
              <p id="book-cover-url-hint" className="mt-1 text-sm text-gray-600">
                Or an image address (https) to use instead of the uploaded cover; leave it empty to keep it.
              </p>
            )}
            <label htmlFor="book-cover-file" className="mt-3 mb-1 block text-sm font-semibold text-gray-700">
              Upload a new cover
            </label>
            <CoverPicker cover={cover} inputProps={{ id: "book-cover-file" }} />
          </>
        )}
      />
      <SubmitButton pending={updateBook.isPending || uploadCover.isPending}>Update Book</SubmitButton>
    </form>
  );
}
