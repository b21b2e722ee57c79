import { useState, type ChangeEvent, type FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { useCreateBook } from "@/features/admin/books/api/create-book";
import { BookFormFields } from "@/features/admin/books/components/book-form-fields";
import { SubmitButton } from "@/features/admin/books/components/submit-button";
import { useBookForm } from "@/features/admin/books/hooks/use-book-form";

export function AddBookForm() {
  const createBook = useCreateBook();
  const { errors, validate, reportFailure } = useBookForm();
  const [coverName, setCoverName] = useState("");

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validate(form);
    if (!input) return;
    createBook.mutate(input, {
      onSuccess: () => {
        // product §4: the fields, the shown cover name and the picked file all start over for the next book.
        form.reset();
        setCoverName("");
        void showDialog({
          title: "Book added",
          text: "Your book is uploaded successfully!",
          icon: "success",
          confirmButtonText: "Yes, It's Okay!",
        });
      },
      onError: (error) => reportFailure(error, "Failed to add book. Please try again."),
    });
  };

  const handleCoverChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCoverName(event.target.files?.[0]?.name ?? "");
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="add-book-title">
      <BookFormFields
        errors={errors}
        renderCoverInput={(props) => (
          <>
            <input type="file" accept="image/*" onChange={handleCoverChange} className="w-full" {...props} />
            {coverName && <p className="mt-1 text-sm text-gray-500">Selected: {coverName}</p>}
          </>
        )}
      />
      <SubmitButton pending={createBook.isPending}>{createBook.isPending ? "Adding.." : "Add Book"}</SubmitButton>
    </form>
  );
}
