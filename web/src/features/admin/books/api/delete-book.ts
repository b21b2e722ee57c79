import { z } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAdminToken } from "@/lib/admin-token";
import { apiFetch } from "@/lib/api-client";
import { bookKeys } from "@/lib/api/books";

// DELETE /api/books/:id (admin). Nothing in the answer is used, only its success.
export function deleteBook(id: string): Promise<unknown> {
  return apiFetch(`/books/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: z.unknown(),
    token: getAdminToken(),
    admin: true,
  });
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
