import {
  IMPORT_MEDIA_TYPES,
  importJobSchema,
  importJobStartedSchema,
  importPreviewSchema,
  type ImportDefaults,
  type ImportJob,
  type ImportMapping,
} from "@bookstore/schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { adminFetch, adminResponse } from "@/lib/auth/admin-fetch";
import { attachmentName, saveFile } from "@/lib/download";
import { bookKeys } from "@/lib/api/books";

export const importJobKeys = {
  all: ["import-jobs"] as const,
  detail: (id: string) => [...importJobKeys.all, id] as const,
};

/** The media type the API reads a file as, from its name (a browser may give a .tsv or .xlsx no type at all). */
export function importFileType(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith(".xlsx")) return IMPORT_MEDIA_TYPES.xlsx;
  if (name.endsWith(".tsv") || name.endsWith(".tab")) return IMPORT_MEDIA_TYPES.tsv;
  return IMPORT_MEDIA_TYPES.csv;
}

// POST /api/books/imports/preview (admin): how the file reads, the proposed mapping and its first rows.
export const previewImport = ({ file, encoding }: { file: File; encoding?: string }) =>
  adminFetch(`/books/imports/preview${encoding ? `?encoding=${encodeURIComponent(encoding)}` : ""}`, {
    method: "POST",
    file: { data: file, type: importFileType(file) },
    schema: importPreviewSchema,
  });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

export interface StartImport {
  file: File;
  dryRun: boolean;
  encoding?: string;
  mapping: ImportMapping;
  defaults: ImportDefaults;
}

// POST /api/books/imports (admin): starts the job; 409 while another runs.
export function startImport({ file, dryRun, encoding, mapping, defaults }: StartImport) {
  const query = new URLSearchParams({
    dryRun: String(dryRun),
    mapping: JSON.stringify(mapping),
    defaults: JSON.stringify(defaults),
  });
  if (encoding) query.set("encoding", encoding);
  return adminFetch(`/books/imports?${query}`, {
    method: "POST",
    file: { data: file, type: importFileType(file) },
    schema: importJobStartedSchema,
  });
}

export const useStartImport = () => useMutation({ mutationFn: startImport });

// GET /api/books/imports/:id/report (admin): every warning and error as a CSV file, saved as the server names it.
export async function downloadImportReport(id: string): Promise<void> {
  const response = await adminResponse(`/books/imports/${encodeURIComponent(id)}/report`, {
    headers: { Accept: "text/csv" },
  });
  saveFile(await response.blob(), attachmentName(response.headers.get("Content-Disposition")) ?? "import-report.csv");
}

export const useDownloadImportReport = () => useMutation({ mutationFn: downloadImportReport });

const running = (job: ImportJob | undefined) => job?.status === "queued" || job?.status === "running";

// GET /api/books/imports/:id (admin): read every second while the job runs.
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: importJobKeys.detail(id),
    queryFn: () => adminFetch(`/books/imports/${encodeURIComponent(id)}`, { schema: importJobSchema }),
    refetchInterval: (query) => (running(query.state.data) || !query.state.data ? 1000 : false),
  });

/** The job; once a real import has finished, every book list is read again. */
export function useImportJob(id: string) {
  const queryClient = useQueryClient();
  const job = useQuery(importJobQuery(id));
  const wroteBooks = job.data?.status === "done" && !job.data.dryRun && job.data.created + job.data.updated > 0;
  useEffect(() => {
    if (wroteBooks) void queryClient.invalidateQueries({ queryKey: bookKeys.all });
  }, [wroteBooks, queryClient]);
  return job;
}
