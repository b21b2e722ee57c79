import { IMPORT_JOB } from "@bookstore/schema";
import { useRef, useState, type ChangeEvent } from "react";
import { StatusMessage } from "@/components/status-message";
import { usePreviewImport, useStartImport } from "@/features/admin/books/api/import-jobs";
import { ImportJobPanel } from "@/features/admin/books/components/import-job-panel";
import { ImportMappingForm, type ImportStartOptions } from "@/features/admin/books/components/import-mapping-form";
import { errorMessage } from "@/features/admin/books/utils/error-message";

/** The job followed here survives leaving the page: it is kept in this browser until another starts. */
const JOB_KEY = "bookstore.importJob";
const MAX_MEGABYTES = IMPORT_JOB.maxBytes / (1024 * 1024);

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

  const begin = (options: ImportStartOptions) => {
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
        <ImportMappingForm
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
