/** An ISO date in the reader's own locale (the server's when the function draws it), or as stored if unreadable. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : date.toLocaleDateString();
}

/** product §9: card descriptions are cut at 80 characters, followed by an ellipsis when longer. */
export const DESCRIPTION_PREVIEW_LENGTH = 80;

export function truncate(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** "1 book", "12 books". */
export const bookCount = (count: number) => `${count} ${count === 1 ? "book" : "books"}`;
