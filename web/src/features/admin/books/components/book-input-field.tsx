import type { InputHTMLAttributes } from "react";
import { FormField } from "@/components/form-field";
import { inputClassName } from "@/features/admin/components/admin-input";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">;

/** One labelled input of the book form, its error under it; `book-{name}` is its id. */
export function BookInputField({
  name,
  label,
  error,
  ...input
}: InputProps & { name: string; label: string; error?: string }) {
  const id = `book-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      {(described) => (
        <input id={id} name={name} placeholder={label} className={inputClassName} {...input} {...described} />
      )}
    </FormField>
  );
}

/** A price (two decimals) or, with `wholeNumber`, a count; `optional` for the details a book may lack. */
export function NumberField({
  wholeNumber = false,
  optional = false,
  min = 0,
  ...field
}: {
  name: string;
  label: string;
  defaultValue?: number;
  error?: string;
  wholeNumber?: boolean;
  optional?: boolean;
  min?: number;
}) {
  return (
    <BookInputField
      type="number"
      inputMode={wholeNumber ? "numeric" : "decimal"}
      min={min}
      step={wholeNumber ? 1 : 0.01}
      required={!optional}
      {...field}
    />
  );
}
