import type { ImportError } from "@bookstore/schema";
import { useId } from "react";
import { fieldLabel } from "@/features/admin/books/utils/import-fields";

/** The first hundred of an import's errors or warnings under a heading; the rest are in the downloadable report. */
export function ImportReportTable({
  label,
  items,
  count,
  level = 4,
}: {
  label: string;
  items: ImportError[];
  count: number;
  /** The heading's level, one below the section's. */
  level?: 3 | 4;
}) {
  const headingId = useId();
  const Heading = level === 3 ? "h3" : "h4";
  const shown = items.slice(0, 100);
  return (
    <div className="mt-3">
      <Heading id={headingId} className="text-sm font-semibold text-gray-700">
        {label} ({count.toLocaleString("en-US")})
      </Heading>
      {/* A long list scrolls inside itself; focusable, so a keyboard scrolls it too. */}
      <div className="max-h-64 overflow-auto" role="region" aria-labelledby={headingId} tabIndex={0}>
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
