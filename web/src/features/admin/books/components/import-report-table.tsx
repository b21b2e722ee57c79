import type { ImportError } from "@bookstore/schema";
import { useId } from "react";
import { fieldLabel } from "@/features/admin/books/utils/import-fields";

/** The first hundred of an import's errors or warnings under a heading; the rest are in the downloadable report. */
export function ImportReportTable({ label, items, count }: { label: string; items: ImportError[]; count: number }) {
  const headingId = useId();
  const shown = items.slice(0, 100);
  return (
    <div className="mt-3">
      <h4 id={headingId} className="text-sm font-semibold text-gray-700">
        {label} ({count.toLocaleString("en-US")})
      </h4>
      <div className="max-h-64 overflow-auto">
        <table className="w-full text-left text-sm" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th className="pr-3">Row</th>
              <th className="pr-3">Field</th>
              <th>Message</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item, i) => (
              <tr key={`${item.row}-${item.field}-${i}`}>
                <td className="pr-3 align-top">{item.row}</td>
                <td className="pr-3 align-top">{fieldLabel(item.field)}</td>
                <td className="wrap-anywhere">{item.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {count > shown.length && (
        <p className="text-sm text-gray-600">
          {(count - shown.length).toLocaleString("en-US")} more in the downloaded report.
        </p>
      )}
    </div>
  );
}
