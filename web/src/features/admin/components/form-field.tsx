import type { ReactNode } from "react";

export type { FieldErrors } from "@/lib/form-errors";

/** What a control needs to announce its error: spread onto the input. */
export type ErrorDescription = { "aria-invalid": boolean; "aria-describedby"?: string };

export const inputClassName =
  "w-full rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-200 aria-[invalid=true]:border-danger";

/**
 * A label tied to its control, and the control's error right below it. The error is linked with
 * aria-describedby so a screen reader reads it with the field, not only when it appears.
 */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (description: ErrorDescription) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-700">
        {label}
      </label>
      {children({ "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
