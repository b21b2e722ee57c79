// ISBNs as a bookshop types them: ISBN-13, or ISBN-10 (converted), with hyphens or spaces. Zod-free, so the
// admin form and the server read them the same way.

const digitsOf = (text: string) => text.replace(/[\s-]/g, "");

/** The ISBN-13 check digit of its first 12 digits (weights 1, 3, 1, 3, ...). */
function isbn13CheckDigit(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** Whether an ISBN-10's check character (0-9 or X for 10) fits its first 9 digits (weights 10 down to 2). */
function isbn10Valid(isbn: string): boolean {
  const sum = [...isbn.slice(0, 9)].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const check = isbn[9] === "X" ? 10 : Number(isbn[9]);
  return (sum + check) % 11 === 0;
}

export type IsbnResult = { ok: true; isbn13: string } | { ok: false; reason: string };

/**
 * Reads an ISBN: 13 digits (978/979 prefix) or 10 characters (9 digits and a digit or X), hyphens and spaces
 * allowed; checks the check digit; answers the ISBN-13 to store.
 */
export function parseIsbn(input: string): IsbnResult {
  const text = digitsOf(input.trim()).toUpperCase();
  if (/^\d{13}$/.test(text)) {
    if (!/^97[89]/.test(text)) return { ok: false, reason: "An ISBN-13 starts with 978 or 979" };
    if (isbn13CheckDigit(text.slice(0, 12)) !== text[12])
      return { ok: false, reason: "The ISBN's check digit is wrong" };
    return { ok: true, isbn13: text };
  }
  if (/^\d{9}[\dX]$/.test(text)) {
    if (!isbn10Valid(text)) return { ok: false, reason: "The ISBN's check digit is wrong" };
    const first12 = `978${text.slice(0, 9)}`;
    return { ok: true, isbn13: first12 + isbn13CheckDigit(first12) };
  }
  return { ok: false, reason: "An ISBN has 13 digits (or 10, the last may be X)" };
}
