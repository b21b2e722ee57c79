import { adminHeadClassName } from "@/features/admin/components/admin-paged-section";
import { inputClassName } from "@/features/admin/components/admin-input";
import {
  CATEGORIES,
  IMPORT_ENCODINGS,
  IMPORT_FIELDS,
  type ImportDefaults,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from "@bookstore/schema";
import { useState } from "react";
import { ImportReportTable } from "@/features/admin/books/components/import-report-table";
import { FIELD_LABELS, rowCount } from "@/features/admin/books/utils/import-fields";

export interface ImportStartOptions {
  dryRun: boolean;
  /** Import only once a check of the whole file finds no row with an error. */
  onlyIfValid: boolean;
  mapping: ImportMapping;
  defaults: ImportDefaults;
}

/**
 * What a file may lack, each given one value for every row when no column feeds it: first what a new book needs,
 * then Stock (without it a new book cannot sell), then every other optional field. Ids, titles and ISBNs are
 * each book's own.
 */
const DEFAULTABLE = [
  "author",
  "description",
  "category",
  "newPrice",
  "stock",
  "oldPrice",
  "trending",
  "contributors",
  "coverImage",
  "publisher",
  "publishedYear",
  "pages",
  "language",
  "format",
] as const satisfies readonly ImportField[];
const NUMERIC = new Set<ImportField>(["newPrice", "oldPrice", "stock", "publishedYear", "pages"]);

/** The file's columns, each mapped to a store field (or ignored), values for what no column has, and the start. */
export function ImportMappingForm({
  file,
  preview,
  onEncoding,
  onStart,
  starting,
}: {
  file: File;
  preview: ImportPreview;
  onEncoding: (encoding: string) => void;
  onStart: (options: ImportStartOptions) => void;
  starting: boolean;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(preview.mapping);
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  const [onlyIfValid, setOnlyIfValid] = useState(false);
  const mapped = new Set(Object.values(mapping));
  const missing = DEFAULTABLE.filter((field) => !mapped.has(field));
  const sample = (column: string) => {
    const field = mapping[column];
    return field ? (preview.rows[0]?.[field] ?? "") : "";
  };
  const noStock = !mapped.has("stock") && !defaults.stock;
  const options = {
    onlyIfValid,
    mapping,
    defaults: Object.fromEntries(Object.entries(defaults).filter(([, v]) => v)),
  };

  return (
    <section aria-label={`Column mapping: ${file.name}`} className="mt-4">
      <p className="text-sm text-gray-600">
        {preview.total === null ? `More than ${rowCount(preview.rows.length)}` : rowCount(preview.total)} ·{" "}
        {preview.encoding}
        {preview.delimiter !== null &&
          ` · separated by ${preview.delimiter === "\t" ? "tabs" : `"${preview.delimiter}"`}`}
        {preview.storeLayout && " · the store's own layout"}
      </p>
      {preview.delimiter !== null && (
        <label className="mt-3 block max-w-xs text-sm font-semibold text-gray-700">
          Encoding
          <select
            value={preview.encoding}
            onChange={(event) => onEncoding(event.target.value)}
            className={`${inputClassName} mt-1 font-normal`}
          >
            {IMPORT_ENCODINGS.map((encoding) => (
              <option key={encoding}>{encoding}</option>
            ))}
          </select>
        </label>
      )}
      {preview.warnings.length > 0 && (
        <ImportReportTable
          label="Warnings in the first rows"
          items={preview.warnings}
          count={preview.warnings.length}
          level={3}
        />
      )}
      {preview.errors.length > 0 && (
        <ImportReportTable
          label="Errors in the first rows"
          items={preview.errors}
          count={preview.errors.length}
          level={3}
        />
      )}
      {/* Long cells wrap and the table scrolls inside itself: a phone never zooms the page out. */}
      <div
        className="mt-3 max-w-full overflow-x-auto rounded-md border border-gray-200"
        role="region"
        aria-label="Columns"
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <th className={adminHeadClassName}>Column</th>
              <th className={adminHeadClassName}>Store field</th>
              <th className={adminHeadClassName}>First row</th>
            </tr>
          </thead>
          <tbody>
            {/* A file may repeat a column's name: the position keeps each row apart. */}
            {preview.columns.map((column, index) => (
              <tr key={`${index}-${column}`} className="border-t border-gray-100">
                <td className="px-4 py-2 align-middle font-medium wrap-anywhere sm:px-6">{column}</td>
                <td className="px-4 py-2 sm:px-6">
                  <select
                    className={`${inputClassName} min-w-36`}
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
                <td className="px-4 py-2 align-middle text-gray-600 wrap-anywhere sm:px-6">{sample(column)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {missing.length > 0 && (
        <fieldset className="mt-4 grid gap-x-4 gap-y-3 rounded-md border border-gray-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-gray-700">For every row (no column has it)</legend>
          {missing.map((field) => (
            <label key={field} className="block text-sm font-semibold text-gray-700">
              {FIELD_LABELS[field]}
              {field === "category" ? (
                <select
                  className={`${inputClassName} mt-1 font-normal`}
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
                  className={`${inputClassName} mt-1 font-normal`}
                  inputMode={NUMERIC.has(field) ? "decimal" : undefined}
                  value={defaults[field] ?? ""}
                  onChange={(event) => setDefaults({ ...defaults, [field]: event.target.value })}
                />
              )}
            </label>
          ))}
        </fieldset>
      )}
      {noStock && (
        <p className="mt-2 text-sm text-amber-800">
          No column gives the stock and no stock is set for every row: new books will show as out of stock.
        </p>
      )}
      <label className="mt-4 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={onlyIfValid}
          onChange={(event) => setOnlyIfValid(event.target.checked)}
        />
        <span>
          Only if every row is valid
          <span className="block text-gray-600">
            The whole file is checked first; if any row has an error, nothing is imported.
          </span>
        </span>
      </label>
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
          {preview.total === null ? "Import every row" : `Import ${rowCount(preview.total)}`}
        </button>
      </div>
    </section>
  );
}
