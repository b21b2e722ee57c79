import { useMutation } from "@tanstack/react-query";
import { adminResponse } from "@/lib/auth/admin-fetch";
import { attachmentName, saveFile } from "@/lib/download";

// GET /api/books/export (admin): every book as a CSV file, saved under the name the server gives it.
export async function exportBooks(): Promise<void> {
  const response = await adminResponse("/books/export", {
    headers: { Accept: "text/csv" },
  });
  saveFile(await response.blob(), attachmentName(response.headers.get("Content-Disposition")) ?? "books.csv");
}

export function useExportBooks() {
  return useMutation({ mutationFn: exportBooks });
}
