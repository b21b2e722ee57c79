import { fieldErrors } from "@bookstore/schema";
import type { z } from "zod";

/** A form's errors: the first message per input, keyed by the input's name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message per field, from the API's 400 `fields` or from the same contract run in the browser: both
 * use the contract's dotted paths, which `inputName` maps to the form's inputs (unmapped paths are dropped).
 */
export function formErrors(
  fields: Record<string, string[]> | undefined,
  inputName: (path: string) => string | undefined = (path) => path,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const input = inputName(path);
    if (input !== undefined && messages[0] !== undefined) errors[input] ??= messages[0];
  }
  return errors;
}

/** A failed parse as form errors. */
export const parseErrors = (error: z.ZodError, inputName?: (path: string) => string | undefined) =>
  formErrors(fieldErrors(error), inputName);
