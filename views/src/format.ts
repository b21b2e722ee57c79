/** An ISO date in the reader's own locale (the server's when the function draws it), or as stored if unreadable. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : date.toLocaleDateString();
}
