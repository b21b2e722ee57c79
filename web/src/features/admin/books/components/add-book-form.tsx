import type { Book } from "@bookstore/schema";
import { useRef, useState, type FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { useUploadCover } from "@/features/admin/books/api/book-cover";
import { useCreateBook } from "@/features/admin/books/api/create-book";
import { BookFormFields } from "@/features/admin/books/components/book-form-fields";
import { CoverPicker, useCoverFile } from "@/features/admin/books/components/cover-picker";
import { SubmitButton } from "@/features/admin/books/components/submit-button";
import { useBookForm } from "@/features/admin/books/hooks/use-book-form";
import { coverFileProblem } from "@/features/admin/books/utils/cover-file";

const added = () =>
  void showDialog({
    title: "Book added",
    text: "Your book is uploaded successfully!",
    icon: "success",
    confirmButtonText: "Yes, It's Okay!",
  });

export function AddBookForm() {
  const createBook = useCreateBook();
  const uploadCover = useUploadCover();
  const { errors, validate, reportFailure } = useBookForm();
  const cover = useCoverFile();
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped when the form starts over, so the file input forgets its file.
  const [round, setRound] = useState(0);
  /** A book that was added but whose cover did not go up, and why: the admin may retry. */
  const [coverless, setCoverless] = useState<{ book: Book; reason: string }>();

  /** Uploads the picked cover of `book`; on failure the book stays, and the admin is told and may retry. */
  const sendCover = (book: Book) => {
    if (!cover.file || coverFileProblem(cover.file)) return;
    cover.setProgress(0);
    uploadCover.mutate(
      { id: book._id, file: cover.file, onProgress: cover.setProgress },
      {
        onSuccess: () => {
          setCoverless(undefined);
          startOver();
          added();
        },
        onError: (error) => {
          cover.setProgress(null);
          cover.refuse(error.message);
          setCoverless({ book, reason: error.message });
        },
      },
    );
  };

  // product §4: the fields, the shown cover name and the picked file all start over for the next book.
  const startOver = () => {
    formRef.current?.reset();
    cover.clear();
    setRound((n) => n + 1);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validate(form);
    if (!input || cover.problem) return;
    createBook.mutate(input, {
      onSuccess: (book) => {
        if (!cover.file) {
          startOver();
          added();
          return;
        }
        // The book exists now: its fields start over while its cover goes up, so it is never added twice.
        form.reset();
        sendCover(book);
      },
      onError: (error) => reportFailure(error, "Failed to add book. Please try again."),
    });
  };

  const busy = createBook.isPending || uploadCover.isPending;
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="add-book-title">
      <BookFormFields
        errors={errors}
        renderCoverInput={(props) => <CoverPicker cover={cover} inputProps={props} inputKey={round} />}
      />
      {coverless && (
        <div role="alert" className="mb-4 rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
          <p>
            “{coverless.book.title}” was added, but its cover did not go up: {coverless.reason} Choose another image if
            this one was refused, then retry.
          </p>
          <button
            type="button"
            disabled={!cover.file || uploadCover.isPending}
            onClick={() => sendCover(coverless.book)}
            className="mt-2 rounded-md bg-blue-600 px-4 py-2 text-white disabled:opacity-50"
          >
            Retry cover upload
          </button>
        </div>
      )}
      <SubmitButton pending={busy}>
        {createBook.isPending ? "Adding.." : uploadCover.isPending ? "Uploading cover.." : "Add Book"}
      </SubmitButton>
    </form>
  );
}
