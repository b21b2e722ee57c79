// A book's reviews are read on the storefront and moderated in the admin area, so both use these keys: a
// moderation that invalidates `reviewKeys.book(id)` refreshes the book's list and the shopper's own review.
export const reviewKeys = {
  all: ["reviews"] as const,
  book: (bookId: string) => [...reviewKeys.all, bookId] as const,
  pages: (bookId: string) => [...reviewKeys.book(bookId), "pages"] as const,
  mine: (bookId: string, uid: string) => [...reviewKeys.book(bookId), "mine", uid] as const,
};
