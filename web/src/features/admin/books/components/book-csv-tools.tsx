import { StatusMessage } from "@/components/status-message";
import { useExportBooks } from "@/features/admin/books/api/export-books";

/**
 * The catalog as a spreadsheet: Export downloads every book as a CSV file, which the one import (below it) reads
 * back as it is.
 */
export function BookCsvTools() {
  const exportBooks = useExportBooks();
  return (
    <section aria-labelledby="book-files-title" className="w-full rounded bg-white px-4 py-3 shadow-lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="book-files-title" className="text-base font-semibold text-gray-700">
            Export
          </h2>
          <p className="text-sm text-gray-600">Every book as a CSV file, to edit and import again.</p>
        </div>
        <button
          type="button"
          className="btn btn-quiet"
          onClick={() => exportBooks.mutate()}
          disabled={exportBooks.isPending}
          aria-busy={exportBooks.isPending}
        >
          {exportBooks.isPending ? "Exporting..." : "Export CSV"}
        </button>
      </div>
      {exportBooks.isError && (
        <StatusMessage kind="error">The export failed: {exportBooks.error.message}</StatusMessage>
      )}
    </section>
  );
}
