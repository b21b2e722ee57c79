import type { InputHTMLAttributes, ReactNode } from "react";

/** What a control needs to announce its error: spread onto the input. */
export type ErrorDescription = { "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A label tied to its control (`id`), and the control's error right below it. The error is linked with
 * aria-describedby so a screen reader reads it with the field, not only when it appears. The storefront and the
 * admin area draw it in their own looks, hence the class names; the markup is the same everywhere.
 */
export function FormField({
  id,
  label,
  error,
  className = "mb-4",
  labelClassName = "mb-1 block text-sm font-semibold text-gray-700",
  errorClassName = "mt-1 text-sm text-danger",
  announce = false,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** The wrapper's classes (its place in the form's grid). */
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
  /** The error is also announced the moment it appears (role="alert"), for forms that show one refusal at a time. */
  announce?: boolean;
  /** The field's rule, shown under it before anything is typed and read with it. */
  hint?: string;
  children: (description: ErrorDescription) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announce ? "alert" : undefined} className={errorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = {
  id: string;
  label: string;
  error?: string;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
  errorClassName?: string;
  announce?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

/** A FormField around a text input, in the storefront's look unless told otherwise (the shopper's forms). */
export function TextField({
  id,
  label,
  error,
  className = "",
  labelClassName = "",
  inputClassName = "mt-1 h-10 w-full rounded-sm border bg-gray-50 px-4 aria-invalid:border-danger",
  errorClassName = "mt-1 text-xs text-danger",
  announce,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className={className}
      labelClassName={labelClassName}
      errorClassName={errorClassName}
      announce={announce}
    >
      {(described) => <input id={id} className={inputClassName} {...input} {...described} />}
    </FormField>
  );
}
