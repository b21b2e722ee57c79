import type { ImportResult } from "@bookstore/schema";
import { BOOK_IMPORT } from "@bookstore/schema/admin-constants";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { StatusMessage } from "@/components/status-message";
import { useExportBooks } from "@/features/admin/books/api/export-books";
import { useImportBooks } from "@/features/admin/books/api/import-books";
import { ImportPreview } from "@/features/admin/books/components/import-preview";

type Step =
  | { kind: "idle" }
  | { kind: "checking"; file: File }
  | { kind: "preview"; file: File; result: ImportResult }
  | { kind: "done"; result: ImportResult }
  | { kind: "failed"; message: string };

const failed = (error: unknown): Step => ({
  kind: "failed",
  message: error instanceof Error ? error.message : "The import failed. Please try again.",
});

const MAX_MEGABYTES = BOOK_IMPORT.maxBytes / (1024 * 1024);

/**
 * The catalog as a spreadsheet: Export downloads every book as a CSV file; Import checks a CSV file first (a dry
 * run, shown as a preview) and imports it only when the admin confirms.
 */
export function BookCsvTools() {
  const exportBooks = useExportBooks();
  const importBooks = useImportBooks();
  const fileInput = useRef<HTMLInputElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<Step>({ kind: "idle" });

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again (after correcting it) must still be a change.
    event.target.value = "";
    if (!file) return;
    if (file.size > BOOK_IMPORT.maxBytes) {
      setStep(failed(new Error(`The file is larger than ${MAX_MEGABYTES} MB: split it and import each part.`)));
      return;
    }
    setStep({ kind: "checking", file });
    try {
      setStep({ kind: "preview", file, result: await importBooks.mutateAsync({ file, dryRun: true }) });
    } catch (error) {
      setStep(failed(error));
    }
  };

  const confirm = async (file: File) => {
    try {
      const result = await importBooks.mutateAsync({ file, dryRun: false });
      // The catalog may have changed since the preview: a refused import shows its problems the same way.
      setStep(result.errors.length ? { kind: "preview", file, result } : { kind: "done", result });
    } catch (error) {
      setStep(failed(error));
    }
  };

  const close = () => {
    setStep({ kind: "idle" });
    importButton.current?.focus();
  };

  // When the preview closes, its buttons go: keyboard focus returns to the button that started the import.
  useEffect(() => {
    if (step.kind === "done") importButton.current?.focus();
  }, [step.kind]);

  const busy = step.kind === "checking" || importBooks.isPending;

  return (
    <section aria-labelledby="book-files-title" className="w-full rounded bg-white px-4 py-3 shadow-lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="book-files-title" className="text-base font-semibold text-gray-700">
            Import and export
          </h2>
          <p className="text-sm text-gray-600">
            Export every book as a CSV file, or import one to add and update books.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-quiet"
            onClick={() => exportBooks.mutate()}
            disabled={exportBooks.isPending}
            aria-busy={exportBooks.isPending}
          >
            {exportBooks.isPending ? "Exporting..." : "Export CSV"}
          </button>
          <button
            ref={importButton}
            type="button"
            className="btn btn-action"
            onClick={() => fileInput.current?.click()}
            disabled={busy}
          >
            Import CSV
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file to import"
            className="hidden"
            onChange={(event) => void check(event)}
          />
        </div>
      </div>

      {exportBooks.isError && (
        <StatusMessage kind="error">The export failed: {exportBooks.error.message}</StatusMessage>
      )}
      {step.kind === "failed" && <StatusMessage kind="error">{step.message}</StatusMessage>}
      {/* One polite region for progress and the outcome, there from the start so each change is announced. */}
      <div role="status">
        {step.kind === "checking" && <p className="py-3 text-gray-600">Checking {step.file.name}...</p>}
        {step.kind === "done" && (
          <p className="mt-3 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
            Import done: {step.result.created} created, {step.result.updated} updated, {step.result.unchanged}{" "}
            unchanged.
          </p>
        )}
      </div>
      {step.kind === "preview" && (
        <ImportPreview
          fileName={step.file.name}
          result={step.result}
          importing={importBooks.isPending}
          onConfirm={() => void confirm(step.file)}
          onCancel={close}
        />
      )}
    </section>
  );
}
