import { useMutation } from "@tanstack/react-query";
import { getAdminToken } from "@/lib/admin-token";
import { apiResponse } from "@/lib/api-client";
import { attachmentName, saveFile } from "@/lib/download";

// GET /api/books/export (admin): every book as a CSV file, saved under the name the server gives it.
export async function exportBooks(): Promise<void> {
  const response = await apiResponse("/books/export", {
    token: getAdminToken(),
    admin: true,
    headers: { Accept: "text/csv" },
  });
  saveFile(await response.blob(), attachmentName(response.headers.get("Content-Disposition")) ?? "books.csv");
}

export function useExportBooks() {
  return useMutation({ mutationFn: exportBooks });
}
