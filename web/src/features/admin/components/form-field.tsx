import type { ReactNode } from "react";
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** What a control needs to announce its error: spread onto the input. */
export type ErrorDescription = { "aria-invalid": boolean; "aria-describedby"?: string };

/** The first message per field of a failed parse, to show next to each input. */
export function firstFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

export const inputClassName =
  "w-full rounded-md border border-gray-300 px-3 py-2 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-200 aria-[invalid=true]:border-red-500";

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
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
