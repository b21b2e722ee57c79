import { bookSchema, type Book, type ValidBookInput } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAdminToken } from "@/lib/admin-token";
import { apiFetch } from "@/lib/api-client";
import { bookKeys } from "@/lib/api/books";

// POST /api/books/create-book (admin)
export function createBook(input: ValidBookInput): Promise<Book> {
  return apiFetch("/books/create-book", {
    method: "POST",
    body: input,
    schema: bookSchema,
    token: getAdminToken(),
    admin: true,
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
