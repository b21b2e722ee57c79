import { z } from "./zod";
import { isWellFormedText } from "./unicode";

// Control characters other than tab and newlines have no place in anything a shopper or an admin types.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * What no line of an order may hold: every C0 control (tab, CR and LF too: a name is one line, and a line break
 * in it would start a new line in a mail's header or on the order desk), DEL and C1, the zero-width characters
 * and the bidirectional controls (which make a line read otherwise than it is stored).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/;

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

/**
 * A required one-line field of an order (a name, a part of an address, a phone): checked before it is trimmed,
 * so a control character is refused wherever it stands, then trimmed, not empty, at most `max` characters.
 */
export const lineText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .refine((value) => !LINE_CONTROL.test(value), { error: `${field} contains control characters`, abort: true })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(isWellFormedText, `${field} contains characters that are not valid text`);
