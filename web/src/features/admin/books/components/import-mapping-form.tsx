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

export interface ImportStartOptions {
  dryRun: boolean;
  mapping: ImportMapping;
  defaults: ImportDefaults;
}

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
