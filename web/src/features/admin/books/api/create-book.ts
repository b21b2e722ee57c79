import { bookSchema, type Book, type ValidBookInput } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";
import { bookKeys } from "@/lib/api/books";

// POST /api/books/create-book (admin)
export function createBook(input: ValidBookInput): Promise<Book> {
  return adminFetch("/books/create-book", {
    method: "POST",
    body: input,
    schema: bookSchema,
  });
}

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBook,
    // Every book list (storefront and admin) shares these keys, so the new book shows everywhere.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
