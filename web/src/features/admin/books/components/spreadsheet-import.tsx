import { IMPORT_JOB, type ImportJob } from "@bookstore/schema";
import { useRef, useState, type ChangeEvent } from "react";
import { StatusMessage } from "@/components/status-message";
import { usePreviewImport, useStartImport, type StartImport } from "@/features/admin/books/api/import-jobs";
import { ImportJobPanel } from "@/features/admin/books/components/import-job-panel";
import { ImportMappingForm, type ImportStartOptions } from "@/features/admin/books/components/import-mapping-form";
import { errorMessage } from "@/features/admin/books/utils/error-message";
import { counted } from "@/features/admin/books/utils/import-fields";

/** The job followed here survives leaving the page: it is kept in this browser until another starts. */
const JOB_KEY = "bookstore.importJob";
const MAX_MEGABYTES = IMPORT_JOB.maxBytes / (1024 * 1024);

/**
 * The one import, of any spreadsheet (CSV, TSV or xlsx; the store's own export included): the admin maps its
 * columns to the store's fields, then checks or imports it as a background job whose progress is shown here,
 * even after leaving the page. "Only if every row is valid" checks the whole file first and imports it only
 * when no row has an error.
 */
export function SpreadsheetImport() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [encoding, setEncoding] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [jobId, setJobId] = useState<string | null>(() => localStorage.getItem(JOB_KEY));
  // The import that waits for its check ("only if every row is valid"), and what stopped one.
  const [waiting, setWaiting] = useState<{ checkId: string; run: StartImport }>();
  const [refused, setRefused] = useState<string>();
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

  const launch = (run: StartImport, thenImport: boolean) => {
    setRefused(undefined);
    start.mutate(thenImport ? { ...run, dryRun: true } : run, {
      onSuccess: ({ id }) => {
        localStorage.setItem(JOB_KEY, id);
        setJobId(id);
        setWaiting(thenImport ? { checkId: id, run } : undefined);
        // A check keeps the file, its mapping and defaults on screen: the real import is then one click.
        if (run.dryRun || thenImport) return;
        setFile(undefined);
        preview.reset();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const begin = ({ onlyIfValid, ...options }: ImportStartOptions) => {
    if (file) launch({ file, encoding, ...options }, onlyIfValid && !options.dryRun);
  };

  /** A check that an import waits for ends: the import starts if no row has an error. */
  const ended = (job: ImportJob) => {
    if (!waiting || waiting.checkId !== job.id) return;
    setWaiting(undefined);
    if (job.status === "done" && job.errorCount === 0) launch(waiting.run, false);
    else if (job.status === "failed") setRefused("Nothing was imported: the check failed.");
    else setRefused(`Nothing was imported: the check found ${counted(job.skipped, "row")} with errors.`);
  };

  const closeJob = () => {
    setRefused(undefined);
    localStorage.removeItem(JOB_KEY);
    setJobId(null);
  };

  return (
    <section aria-labelledby="spreadsheet-import-title" className="w-full rounded bg-white px-4 py-3 shadow-lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="spreadsheet-import-title" className="text-base font-semibold text-gray-700">
            Import books
          </h2>
          <p className="text-sm text-gray-600">
            Any spreadsheet (CSV, TSV or Excel, this store&apos;s export too): map its columns, then import up to{" "}
            {IMPORT_JOB.maxRows.toLocaleString("en-US")} rows in the background.
          </p>
        </div>
        <button type="button" className="btn btn-action" onClick={() => fileInput.current?.click()}>
          Import
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
      {refused && <StatusMessage kind="error">{refused}</StatusMessage>}
      {jobId && <ImportJobPanel key={jobId} id={jobId} onClose={closeJob} onEnded={ended} />}
    </section>
  );
}
