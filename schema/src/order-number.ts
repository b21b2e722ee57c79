// Zod-free (`@bookstore/schema/order-number`): the short number a shopper reads, types and says on the phone.

/** No 0/O, 1/I/L or U/V look-alikes: what is read off a screen or a mail is typed back right. */
export const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const ORDER_NUMBER_PREFIX = "BK";
/** Two groups of four: 29^8, about 5 * 10^11 numbers, drawn at random and claimed once each. */
export const ORDER_NUMBER_LENGTH = 8;

/** `BK-XXXX-XXXX` from eight characters of the alphabet. */
export const formatOrderNumber = (chars: string) =>
  `${ORDER_NUMBER_PREFIX}-${chars.slice(0, 4)}-${chars.slice(4, ORDER_NUMBER_LENGTH)}`;

/**
 * The order number a shopper typed, in any case, with or without its dashes, spaces or the `BK` prefix, as the
 * store writes it (`BK-7Q4M-2XKD`); undefined when it cannot be one.
 */
export function parseOrderNumber(typed: string): string | undefined {
  let chars = typed.toUpperCase().replace(/[\s-]+/g, "");
  if (chars.length === ORDER_NUMBER_PREFIX.length + ORDER_NUMBER_LENGTH && chars.startsWith(ORDER_NUMBER_PREFIX)) {
    chars = chars.slice(ORDER_NUMBER_PREFIX.length);
  }
  if (chars.length !== ORDER_NUMBER_LENGTH) return undefined;
  return [...chars].every((char) => ORDER_NUMBER_ALPHABET.includes(char)) ? formatOrderNumber(chars) : undefined;
}

/** An order number whose characters come from `pick(n)`, a whole number below n (random, or derived). */
export const orderNumberFrom = (pick: (n: number) => number) =>
  formatOrderNumber(
    Array.from({ length: ORDER_NUMBER_LENGTH }, () => ORDER_NUMBER_ALPHABET[pick(ORDER_NUMBER_ALPHABET.length)]).join(
      "",
    ),
  );
