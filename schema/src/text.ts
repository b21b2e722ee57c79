import { z } from "./zod";
import { isWellFormedText } from "./unicode";

// Control characters other than tab and newlines have no place in anything a shopper or an admin types.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Any text the API accepts: well-formed Unicode, at most `max` characters. */
export const text = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .max(max, `${field} must be at most ${max} characters`)
    .refine(isWellFormedText, `${field} contains characters that are not valid text`);

/** A required one-line or multi-line field: trimmed, not empty, no control characters but tab and newlines. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(isWellFormedText, `${field} contains characters that are not valid text`)
    .refine((value) => !CONTROL.test(value), `${field} contains control characters`);

/** Optional multi-line text (a review's words): may be empty; trimmed; the same characters as requiredText. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine(isWellFormedText, `${field} contains characters that are not valid text`)
    .refine((value) => !CONTROL.test(value), `${field} contains control characters`);
