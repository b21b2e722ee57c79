import { z } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";
import { bookKeys } from "@/lib/api/books";

// DELETE /api/books/:id (admin). Nothing in the answer is used, only its success.
export function deleteBook(id: string): Promise<unknown> {
  return adminFetch(`/books/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: z.unknown(),
  });
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
