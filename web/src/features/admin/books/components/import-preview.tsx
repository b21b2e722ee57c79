import type { ImportResult } from "@bookstore/schema";
import { useEffect, useRef } from "react";

/** Problems listed at once: a file that is wrong throughout is fixed from its first rows. */
const SHOWN_PROBLEMS = 100;

const cellClassName = "border-t border-gray-100 px-3 py-2 align-top text-sm";
const headClassName = "bg-gray-50 px-3 py-2 text-left text-xs font-semibold uppercase text-gray-600";

const books = (count: number) => `${count} ${count === 1 ? "book" : "books"}`;

/**
 * What importing a file would do, from its dry run: how many books it creates, updates and leaves as they are,
 * and every problem in it (row, column, message). Confirming imports it; a file with problems cannot be.
 */
export function ImportPreview({
  fileName,
  result,
  importing,
  onConfirm,
  onCancel,
}: {
  fileName: string;
  result: ImportResult;
  importing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview replaces the button that asked for it: reading and keyboard focus move on to it.
  useEffect(() => heading.current?.focus(), []);
  const changes = result.created + result.updated;
  const { errors } = result;

  return (
    <section aria-labelledby="import-preview-title" className="mt-4 rounded border border-gray-200 p-4">
      <h3 id="import-preview-title" ref={heading} tabIndex={-1} className="font-semibold text-gray-800 wrap-anywhere">
        Import preview: {fileName}
      </h3>
      <ul aria-label="What the import does" className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
        <li>
          <strong>{result.created}</strong> to create
        </li>
        <li>
          <strong>{result.updated}</strong> to update
        </li>
        <li>
          <strong>{result.unchanged}</strong> unchanged
        </li>
      </ul>

      {errors.length > 0 && (
        <>
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {errors.length === 1 ? "1 problem" : `${errors.length} problems`} in the file: nothing is imported until the
            file is corrected and chosen again.
          </p>
          <div
            role="region"
            aria-label="Problems in the file"
            tabIndex={0}
            className="mt-3 max-h-96 overflow-auto rounded border border-gray-100"
          >
            <table className="w-full border-collapse">
              <caption className="px-3 py-2 text-left text-xs text-gray-600">
                Rows are counted from the first book, below the header line.
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={headClassName}>
                    Row
                  </th>
                  <th scope="col" className={headClassName}>
                    Column
                  </th>
                  <th scope="col" className={headClassName}>
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody>
                {errors.slice(0, SHOWN_PROBLEMS).map((error, index) => (
                  <tr key={index}>
                    <td className={cellClassName}>{error.row}</td>
                    <td className={`${cellClassName} wrap-anywhere`}>
                      {error.field === "_" ? "(whole row)" : error.field}
                    </td>
                    <td className={`${cellClassName} wrap-anywhere`}>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errors.length > SHOWN_PROBLEMS && (
            <p className="mt-2 text-sm text-gray-600">
              The first {SHOWN_PROBLEMS} of {errors.length} problems are shown.
            </p>
          )}
        </>
      )}
      {errors.length === 0 && changes === 0 && (
        <p className="mt-3 text-sm text-gray-700">
          Every book in the file already matches the store: nothing to import.
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        {errors.length === 0 && changes > 0 && (
          <button
            type="button"
            className="btn btn-action"
            onClick={onConfirm}
            disabled={importing}
            aria-busy={importing}
          >
            {importing ? "Importing..." : `Import ${books(changes)}`}
          </button>
        )}
        <button type="button" className="btn btn-quiet" onClick={onCancel} disabled={importing}>
          {errors.length === 0 && changes > 0 ? "Cancel" : "Close"}
        </button>
      </div>
    </section>
  );
}
