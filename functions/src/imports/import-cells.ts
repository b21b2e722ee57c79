// A foreign file's cells read as the store writes them: ISBNs a spreadsheet mangled, amounts as people write
// them, language codes, bindings and genres in other systems' words (import-repair.ts puts them together).
import { BOOK_FORMATS, CATEGORIES, parseIsbn, type ImportWarningKind } from "@bookstore/schema";

/** "9.78E+12": what a spreadsheet shows of a 13-digit number, whose last digits are lost. */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e[+-]?\d+$/i;
const invalidIsbn = (warning: string) => ({ kind: "isbnInvalid" as const, warning });

/**
 * The ISBN-13 of a cell, or why it has none. An ISBN-10 whose leading zeros a spreadsheet dropped (it took the
 * ISBN for a number) is padded back when its check digit then holds.
 */
export function repairIsbn(cell: string): { isbn13?: string; warning?: string; kind?: ImportWarningKind } {
  const text = cell.trim();
  if (!text) return {};
  if (SCIENTIFIC.test(text))
    return invalidIsbn(`${text} is a number in scientific notation, not an ISBN (its last digits are lost)`);
  const digits = text.replace(/[\s\-‐‑–]/g, "").toUpperCase();
  const read = parseIsbn(digits);
  if (read.ok) return { isbn13: read.isbn13 };
  // At most three zeros lost: a shorter number is some other code, whatever its last digit.
  if (/^\d{6,8}[\dX]$/.test(digits)) {
    const padded = digits.padStart(10, "0");
    const read10 = parseIsbn(padded);
    if (read10.ok) {
      const warning = `ISBN ${text} had lost its leading zeros: read as ${padded}`;
      return { isbn13: read10.isbn13, kind: "isbnRepaired" as const, warning };
    }
  }
  return invalidIsbn(`${text} is not a valid ISBN (${read.reason.replace(/^The /, "the ")}): left out`);
}

/** Authors in one cell, "A; B" or "A, B, C": the first is the author, the others contributors. */
export function splitAuthors(cell: string): string[] {
  const separator = cell.includes(";") ? ";" : ",";
  return cell
    .split(separator)
    .map((name) => name.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/**
 * An amount as a person writes it: currency signs and spaces around it, thousands separators, a decimal comma
 * ("1.234,50 €", "$12.99", "12,5"). Undefined when it is no amount at all.
 */
export function readAmount(cell: string): string | undefined {
  const text = cell.replace(/[\s\u00a0\u202f]/g, "").replace(/^[^\d.,-]+|[^\d.,]+$/g, "");
  if (!/^-?[\d.,']+$/.test(text) || !/\d/.test(text)) return undefined;
  const plain = text.replace(/'/g, "");
  const lastSeparator = Math.max(plain.lastIndexOf("."), plain.lastIndexOf(","));
  if (lastSeparator === -1) return plain;
  const decimals = plain.slice(lastSeparator + 1);
  const whole = plain.slice(0, lastSeparator).replace(/[.,]/g, "");
  // "1,234" and "1.234" with three digits after the only separator are thousands, as spreadsheets write them.
  const onlyOne = plain.indexOf(plain[lastSeparator]!) === lastSeparator && !/[.,]/.test(plain.slice(0, lastSeparator));
  if (decimals.length === 3 && onlyOne && plain[lastSeparator] === ",") return whole + decimals;
  return `${whole || "0"}.${decimals}`;
}

/** A whole number in a cell, allowing a spreadsheet's "352.0" and words after it ("352 pages"). */
export function readWhole(cell: string): number | undefined {
  const match = /^\s*(-?\d+)(?:[.,]0+)?\b/.exec(cell);
  return match ? Number(match[1]) : undefined;
}

const displayNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A language code ("en", "en-US", "eng", "fre") as the store writes languages: "English", "French". */
export function readLanguage(cell: string): string {
  const text = cell.trim();
  if (!/^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i.test(text)) return text;
  try {
    const [locale] = Intl.getCanonicalLocales(text.replace(/_/g, "-"));
    const language = new Intl.Locale(locale!).language;
    const name = displayNames.of(language);
    return name && name.toLowerCase() !== language ? name : text;
  } catch {
    return text;
  }
}

/** How other systems name a binding, as one of the store's formats. */
export function readFormat(cell: string): string | undefined {
  const text = cell.trim().toLowerCase();
  if ((BOOK_FORMATS as readonly string[]).includes(text)) return text;
  if (/hard|cloth|gebunden|reli[eé]/.test(text)) return "hardcover";
  if (/paper|soft|mass\s*market|trade|pocket|broch/.test(text)) return "paperback";
  if (/e-?book|kindle|epub|digital|electronic|nook/.test(text)) return "ebook";
  return undefined;
}

/** A genre as one of the store's categories: the category itself, or the first listed genre that is one. */
export function readCategory(cell: string): string | undefined {
  const genres = cell
    .toLowerCase()
    .split(/[,;/|>]/)
    .map((genre) => genre.trim());
  return genres.find((genre) => (CATEGORIES as readonly string[]).includes(genre));
}
