import {
  CATEGORIES,
  IMPORT_ENCODINGS,
  IMPORT_FIELDS,
  IMPORT_JOB,
  type ImportDefaults,
  type ImportError,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from "@bookstore/schema";
import { useRef, useState, type ChangeEvent } from "react";
import { StatusMessage } from "@/components/status-message";
import {
  useDownloadImportReport,
  useImportJob,
  usePreviewImport,
  useStartImport,
} from "@/features/admin/books/api/import-jobs";

const FIELD_LABELS: Record<ImportField, string> = {
  id: "Book id",
  title: "Title",
  author: "Author",
  contributors: "Contributors",
  description: "Description",
  category: "Category",
  trending: "Trending",
  oldPrice: "Old price",
  newPrice: "Price",
  stock: "Stock",
  coverImage: "Cover image",
  isbn: "ISBN",
  publisher: "Publisher",
  publishedYear: "Year",
  pages: "Pages",
  language: "Language",
  format: "Format",
};

/** What a new book needs that a file may lack: each gets a value for every row when no column feeds it. */
const DEFAULTABLE = ["author", "description", "category", "newPrice"] as const;

/** The job followed here survives leaving the page: it is kept in this browser until another starts. */
const JOB_KEY = "bookstore.importJob";
const MAX_MEGABYTES = IMPORT_JOB.maxBytes / (1024 * 1024);

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");

function ReportTable({ label, items, count }: { label: string; items: ImportError[]; count: number }) {
  const shown = items.slice(0, 100);
  return (
    <div className="mt-3 max-h-64 overflow-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead>
          <tr>
            <th className="pr-3">Row</th>
            <th className="pr-3">Column</th>
            <th>Message</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((item, i) => (
            <tr key={`${item.row}-${item.field}-${i}`}>
              <td className="pr-3">{item.row}</td>
              <td className="pr-3">{item.field}</td>
              <td>{item.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {count > shown.length && (
        <p className="text-sm text-gray-600">{count - shown.length} more in the downloaded report.</p>
      )}
    </div>
  );
}

/** A job's progress, figures and report; it follows the job until it ends. */
function ImportJobPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const job = useImportJob(id);
  const report = useDownloadImportReport();
  if (job.isError) return <StatusMessage kind="error">{errorMessage(job.error)}</StatusMessage>;
  if (!job.data) return <StatusMessage kind="loading">Reading the import...</StatusMessage>;
  const { status, processed, total, created, updated, unchanged, skipped, warnings, errors, dryRun } = job.data;
  const { warningCount, errorCount } = job.data;
  const ended = status === "done" || status === "failed";
  return (
    <section aria-label="Import progress" className="mt-4 rounded border border-gray-200 px-4 py-3">
      <h3 className="font-semibold text-gray-700">
        {dryRun ? "Check" : "Import"} {status === "done" ? "done" : status === "failed" ? "failed" : "running"}
      </h3>
      <label className="mt-2 block text-sm text-gray-600">
        {processed} of {total} rows
        <progress className="mt-1 block w-full" max={total || 1} value={processed} />
      </label>
      <p role="status" className="mt-2 text-gray-700">
        {dryRun ? "Would create" : "Created"} {created}, {dryRun ? "would update" : "updated"} {updated}, unchanged{" "}
        {unchanged}, skipped {skipped}; {warningCount} warnings, {errorCount} errors.
      </p>
      {errors.length > 0 && <ReportTable label="Errors" items={errors} count={errorCount} />}
      {warnings.length > 0 && <ReportTable label="Warnings" items={warnings} count={warningCount} />}
      <div className="mt-3 flex flex-wrap gap-3">
        {warningCount + errorCount > 0 && (
          <button type="button" className="btn btn-quiet" disabled={report.isPending} onClick={() => report.mutate(id)}>
            Download report (CSV)
          </button>
        )}
        {report.isError && <StatusMessage kind="error">{errorMessage(report.error)}</StatusMessage>}
        {ended && (
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Close
          </button>
        )}
      </div>
    </section>
  );
}

function MappingForm({
  file,
  preview,
  onEncoding,
  onStart,
  starting,
}: {
  file: File;
  preview: ImportPreview;
  onEncoding: (encoding: string) => void;
  onStart: (options: { dryRun: boolean; mapping: ImportMapping; defaults: ImportDefaults }) => void;
  starting: boolean;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(preview.mapping);
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  const mapped = new Set(Object.values(mapping));
  const missing = DEFAULTABLE.filter((field) => !mapped.has(field));
  const sample = (column: string) => {
    const field = mapping[column];
    return field ? (preview.rows[0]?.[field] ?? "") : "";
  };
  const options = { mapping, defaults: Object.fromEntries(Object.entries(defaults).filter(([, v]) => v)) };

  return (
    <section aria-label={`Column mapping: ${file.name}`} className="mt-4">
      <p className="text-sm text-gray-600">
        {preview.total} rows · {preview.encoding}
        {preview.delimiter !== null &&
          ` · separated by ${preview.delimiter === "\t" ? "tabs" : `"${preview.delimiter}"`}`}
        {preview.storeLayout && " · the store's own layout"}
      </p>
      {preview.delimiter !== null && (
        <label className="mt-2 block text-sm">
          Encoding{" "}
          <select value={preview.encoding} onChange={(event) => onEncoding(event.target.value)}>
            {IMPORT_ENCODINGS.map((encoding) => (
              <option key={encoding}>{encoding}</option>
            ))}
          </select>
        </label>
      )}
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th className="pr-3">Column</th>
            <th className="pr-3">Store field</th>
            <th>First row</th>
          </tr>
        </thead>
        <tbody>
          {preview.columns.map((column) => (
            <tr key={column}>
              <td className="pr-3">{column}</td>
              <td className="pr-3">
                <select
                  aria-label={`Field for ${column}`}
                  value={mapping[column] ?? ""}
                  onChange={(event) =>
                    setMapping({ ...mapping, [column]: (event.target.value || null) as ImportField | null })
                  }
                >
                  <option value="">Ignore</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {FIELD_LABELS[field]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="text-gray-600">{sample(column)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {missing.length > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold text-gray-700">For every row (no column has it)</legend>
          {missing.map((field) => (
            <label key={field} className="mt-1 block text-sm">
              {FIELD_LABELS[field]}{" "}
              {field === "category" ? (
                <select
                  value={defaults.category ?? ""}
                  onChange={(event) => setDefaults({ ...defaults, category: event.target.value })}
                >
                  <option value="">None</option>
                  {CATEGORIES.map((category) => (
                    <option key={category}>{category}</option>
                  ))}
                </select>
              ) : (
                <input
                  className="rounded border px-2"
                  value={defaults[field] ?? ""}
                  onChange={(event) => setDefaults({ ...defaults, [field]: event.target.value })}
                />
              )}
            </label>
          ))}
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-quiet"
          disabled={starting}
          onClick={() => onStart({ dryRun: true, ...options })}
        >
          Check only
        </button>
        <button
          type="button"
          className="btn btn-action"
          disabled={starting}
          onClick={() => onStart({ dryRun: false, ...options })}
        >
          Import {preview.total} rows
        </button>
      </div>
    </section>
  );
}

/**
 * A catalogue from any spreadsheet (CSV, TSV or xlsx): the admin maps its columns to the store's fields, then
 * checks or imports it as a background job whose progress is shown here, even after leaving the page.
 */
export function SpreadsheetImport() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [encoding, setEncoding] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [jobId, setJobId] = useState<string | null>(() => localStorage.getItem(JOB_KEY));
  const preview = usePreviewImport();
  const start = useStartImport();

  const read = (chosen: File, chosenEncoding?: string) => {
    setProblem(undefined);
    setFile(chosen);
    setEncoding(chosenEncoding);
    preview.mutate({ file: chosen, encoding: chosenEncoding }, { onError: (error) => setProblem(errorMessage(error)) });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    if (chosen.size > IMPORT_JOB.maxBytes) {
      setProblem(`The file is larger than ${MAX_MEGABYTES} MB: split it and import each part.`);
      return;
    }
    read(chosen);
  };

  const begin = (options: { dryRun: boolean; mapping: ImportMapping; defaults: ImportDefaults }) => {
    if (!file) return;
    start.mutate(
      { file, encoding, ...options },
      {
        onSuccess: ({ id }) => {
          localStorage.setItem(JOB_KEY, id);
          setJobId(id);
          setFile(undefined);
          preview.reset();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const closeJob = () => {
    localStorage.removeItem(JOB_KEY);
    setJobId(null);
  };

  return (
    <section aria-labelledby="spreadsheet-import-title" className="w-full rounded bg-white px-4 py-3 shadow-lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="spreadsheet-import-title" className="text-base font-semibold text-gray-700">
            Import from another system
          </h2>
          <p className="text-sm text-gray-600">
            Any spreadsheet (CSV, TSV or Excel): map its columns, then import up to{" "}
            {IMPORT_JOB.maxRows.toLocaleString("en-US")} rows in the background.
          </p>
        </div>
        <button type="button" className="btn btn-action" onClick={() => fileInput.current?.click()}>
          Import spreadsheet
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values"
          aria-label="Spreadsheet to import"
          className="hidden"
          onChange={choose}
        />
      </div>
      {problem && <StatusMessage kind="error">{problem}</StatusMessage>}
      {preview.isPending && <StatusMessage kind="loading">Reading {file?.name}...</StatusMessage>}
      {file && preview.data && (
        <MappingForm
          key={`${file.name}-${preview.data.encoding}`}
          file={file}
          preview={preview.data}
          onEncoding={(chosen) => read(file, chosen)}
          onStart={begin}
          starting={start.isPending}
        />
      )}
      {jobId && <ImportJobPanel key={jobId} id={jobId} onClose={closeJob} />}
    </section>
  );
}
