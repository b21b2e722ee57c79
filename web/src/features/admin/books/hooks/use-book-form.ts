import { useState } from "react";
import { showDialog } from "@/components/dialogs";
import { readBookForm, validateBookForm } from "@/features/admin/books/utils/book-form-values";
import type { FieldErrors } from "@/lib/form-errors";
import { ApiError } from "@/lib/api-client";
import { formErrors } from "@/lib/form-errors";

/** What the add and the edit form do alike: validate on submit, and report a refused save. */
export function useBookForm() {
  const [errors, setErrors] = useState<FieldErrors>({});

  /** The valid input, or null after showing each field's error beside it. */
  const validate = (form: HTMLFormElement) => {
    const result = validateBookForm(readBookForm(form));
    setErrors(result.success ? {} : result.errors);
    return result.success ? result.data : null;
  };

  /** The failure alert (product §8), plus the API's own per-field messages when it sent any (400 `fields`). */
  /** `detail`, when given, is said in the dialog too (why a cover was refused), not only on the page behind it. */
  const reportFailure = (error: Error, message: string, detail = "") => {
    if (error instanceof ApiError && error.fields) setErrors(formErrors(error.fields));
    void showDialog({ title: message, text: detail, icon: "error" });
  };

  return { errors, validate, reportFailure };
}
