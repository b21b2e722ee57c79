// Stock arithmetic, kept apart from Firestore so its rules are tested on their own.

/** Copies on the shelf; a book stored before stock existed has none, so it sells nothing until given some. */
export const copiesOnShelf = (stock: number | undefined) =>
  Number.isInteger(stock) && (stock as number) > 0 ? (stock as number) : 0;

/** The stock after an order takes `copies`; never below zero: an order that would go below is refused before. */
export function afterTaking(stock: number | undefined, copies: number): number {
  const onShelf = copiesOnShelf(stock);
  if (!Number.isInteger(copies) || copies < 0 || copies > onShelf) {
    throw new RangeError(`Cannot take ${copies} of ${onShelf} copies`);
  }
  return onShelf - copies;
}

/** The stock after a cancelled order puts `copies` back. */
export function afterReturning(stock: number | undefined, copies: number): number {
  if (!Number.isInteger(copies) || copies < 0) throw new RangeError(`Cannot return ${copies} copies`);
  return copiesOnShelf(stock) + copies;
}

/** The books of an order that do not have the copies it asks for. */
export const shortOf = <B extends { stock?: number }>(books: readonly B[], copiesEach = 1): B[] =>
  books.filter((book) => copiesOnShelf(book.stock) < copiesEach);
