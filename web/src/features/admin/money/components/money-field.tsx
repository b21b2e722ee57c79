import type { InputHTMLAttributes } from "react";
import { FormField } from "@/components/form-field";
import { inputClassName } from "@/features/admin/components/admin-input";

/** A labelled admin input with its error, `id` its name prefixed by the form's. */
export function MoneyField({
  form,
  name,
  label,
  error,
  className,
  ...input
}: { form: string; name: string; label: string; error?: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "className"
>) {
  const id = `${form}-${name}`;
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(described) => <input id={id} name={name} className={inputClassName} {...input} {...described} />}
    </FormField>
  );
}
