import { bookSchema, type Book, type BookEdit } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";
import { bookKeys } from "@/lib/api/books";

// PUT /api/books/edit/:id (admin). An empty coverImage keeps the stored one; a stock left out keeps the stored
// one, and a stock sent with `expectedStock` is written only if orders did not move it meanwhile.
export function updateBook({ id, input }: { id: string; input: BookEdit }): Promise<Book> {
  return adminFetch(`/books/edit/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    schema: bookSchema,
  });
}

export function useUpdateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBook,
    // Refetches the edited book (product §4) and every list that shows it; after a refusal too, so a stock that
    // orders moved is the one the next save expects.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
