import type { ImportJob } from "@bookstore/schema";
import { useEffect } from "react";
import { StatusMessage } from "@/components/status-message";
import { useDownloadImportReport, useImportJob } from "@/features/admin/books/api/import-jobs";
import { ImportReportTable } from "@/features/admin/books/components/import-report-table";
import { ImportWarningKindsTable } from "@/features/admin/books/components/import-warning-kinds-table";
import { errorMessage } from "@/features/admin/books/utils/error-message";
import { counted, rowCount } from "@/features/admin/books/utils/import-fields";

/** A job's progress, figures and report; it follows the job until it ends. */
export function ImportJobPanel({
  id,
  onClose,
  onEnded,
}: {
  id: string;
  onClose: () => void;
  onEnded?: (job: ImportJob) => void;
}) {
  const job = useImportJob(id);
  const report = useDownloadImportReport();
  const endedJob = job.data?.status === "done" || job.data?.status === "failed" ? job.data : undefined;
  useEffect(() => {
    if (endedJob) onEnded?.(endedJob);
    // Told once, when the job ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endedJob?.status]);
  if (job.isError) return <StatusMessage kind="error">{errorMessage(job.error)}</StatusMessage>;
  if (!job.data) return <StatusMessage kind="loading">Reading the import...</StatusMessage>;
  const { status, processed, total, created, updated, unchanged, skipped, errors, dryRun } = job.data;
  const { warningCount, warningKinds, errorCount, noStock } = job.data;
  const ended = status === "done" || status === "failed";
  return (
    <section aria-label="Import progress" className="mt-4 rounded border border-gray-200 px-4 py-3">
      <h3 className="font-semibold text-gray-700">
        {dryRun ? "Check" : "Import"} {status === "done" ? "done" : status === "failed" ? "failed" : "running"}
      </h3>
      <label className="mt-2 block text-sm text-gray-600">
        {processed.toLocaleString("en-US")} of {rowCount(total)}
        <progress className="mt-1 block w-full" max={total || 1} value={processed} />
      </label>
      <p role="status" className="mt-2 text-gray-700">
        {dryRun ? "Would create" : "Created"} {created}, {dryRun ? "would update" : "updated"} {updated}, unchanged{" "}
        {unchanged}, skipped {skipped}; {counted(warningCount, "warning")}, {counted(errorCount, "error")}.
      </p>
      {noStock > 0 && <p className="mt-2 font-semibold text-gray-700">{noStockText(noStock, dryRun)}</p>}
      {errors.length > 0 && <ImportReportTable label="Errors" items={errors} count={errorCount} />}
      {warningKinds.length > 0 && <ImportWarningKindsTable kinds={warningKinds} count={warningCount} />}
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

/** Books created with no stock cannot be sold: said plainly, as the shop would see them. */
function noStockText(count: number, dryRun: boolean): string {
  const books = count === 1 ? "1 book" : `${count.toLocaleString("en-US")} books`;
  if (dryRun) return `${books} would have no stock: ${count === 1 ? "it" : "they"} would show as out of stock`;
  return `${books} ${count === 1 ? "has" : "have"} no stock: ${count === 1 ? "it shows" : "they show"} as out of stock`;
}
