import { useState, type ChangeEvent, type FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { useCreateBook } from "@/features/admin/books/api/create-book";
import { BookFormFields } from "@/features/admin/books/components/book-form-fields";
import { SubmitButton } from "@/features/admin/books/components/submit-button";
import { apiFieldErrors, readBookForm, validateBookForm } from "@/features/admin/books/utils/book-form-values";
import { FormField, type FieldErrors } from "@/features/admin/components/form-field";
import { ApiError } from "@/lib/api-client";

export function AddBookForm() {
  const createBook = useCreateBook();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [coverName, setCoverName] = useState("");

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateBookForm(readBookForm(form));
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    createBook.mutate(result.data, {
      onSuccess: () => {
        // SPEC §4: the fields, the shown cover name and the picked file all start over for the next book.
        form.reset();
        setCoverName("");
        void showDialog({
          title: "Book added",
          text: "Your book is uploaded successfully!",
          icon: "success",
          confirmButtonText: "Yes, It's Okay!",
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(apiFieldErrors(error.fields));
        void showDialog({ title: "Failed to add book. Please try again.", text: "", icon: "error" });
      },
    });
  };

  const handleCoverChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCoverName(event.target.files?.[0]?.name ?? "");
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="add-book-title">
      <BookFormFields
        errors={errors}
        coverField={
          <FormField id="book-cover" label="Cover Image" error={errors.coverImage}>
            {(described) => (
              <>
                <input
                  id="book-cover"
                  name="coverImage"
                  type="file"
                  accept="image/*"
                  onChange={handleCoverChange}
                  className="w-full"
                  {...described}
                />
                {coverName && <p className="mt-1 text-sm text-gray-500">Selected: {coverName}</p>}
              </>
            )}
          </FormField>
        }
      />
      <SubmitButton pending={createBook.isPending}>{createBook.isPending ? "Adding.." : "Add Book"}</SubmitButton>
    </form>
  );
}
