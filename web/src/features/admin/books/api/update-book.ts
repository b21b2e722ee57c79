import { bookSchema, type Book, type ValidBookInput } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAdminToken } from "@/lib/admin-token";
import { apiFetch } from "@/lib/api-client";
import { bookKeys } from "@/lib/api/books";

// PUT /api/books/edit/:id (admin). An empty coverImage keeps the stored one.
export function updateBook({ id, input }: { id: string; input: ValidBookInput }): Promise<Book> {
  return apiFetch(`/books/edit/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    schema: bookSchema,
    token: getAdminToken(),
    admin: true,
  });
}

export function useUpdateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBook,
    // Refetches the edited book (product §4) and every list that shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
