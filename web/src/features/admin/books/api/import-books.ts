import { importResultSchema, type ImportResult } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";
import { bookKeys } from "@/lib/api/books";

// POST /api/books/import?dryRun=true (admin): a CSV file. A dry run says what the import would do and writes
// nothing; a real import of a file with any invalid row writes nothing either and answers 422 with its rows.
export function importBooks({ file, dryRun }: { file: Blob; dryRun: boolean }): Promise<ImportResult> {
  return adminFetch(`/books/import${dryRun ? "?dryRun=true" : ""}`, {
    method: "POST",
    file: { data: file, type: "text/csv" },
    schema: importResultSchema,
    answerStatuses: [422],
  });
}

export function useImportBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBooks,
    // Every book list (storefront and admin) shares these keys, so imported books show everywhere.
    onSuccess: (result) => {
      if (!result.dryRun && result.created + result.updated > 0) {
        return queryClient.invalidateQueries({ queryKey: bookKeys.all });
      }
    },
  });
}
