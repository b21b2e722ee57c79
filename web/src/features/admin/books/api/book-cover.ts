import { bookSchema, type Book } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch, adminUpload } from "@/lib/auth/admin-fetch";
import { bookKeys } from "@/lib/api/books";

export interface CoverUpload {
  id: string;
  file: File;
  /** 0 to 1, as the file goes up. */
  onProgress?: (fraction: number) => void;
}

// PUT /api/books/:id/cover (admin): the body is the image itself.
export function uploadCover({ id, file, onProgress }: CoverUpload): Promise<Book> {
  return adminUpload(`/books/${encodeURIComponent(id)}/cover`, {
    method: "PUT",
    file: { data: file, type: file.type },
    schema: bookSchema,
    onProgress,
  });
}

// DELETE /api/books/:id/cover (admin)
export function removeCover(id: string): Promise<Book> {
  return adminFetch(`/books/${encodeURIComponent(id)}/cover`, { method: "DELETE", schema: bookSchema });
}

export function useUploadCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCover,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}

export function useRemoveCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCover,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
