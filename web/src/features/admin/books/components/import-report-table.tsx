import type { ImportError } from "@bookstore/schema";

/** The first hundred of an import's errors or warnings; the rest are in the downloadable report. */
export function ImportReportTable({ label, items, count }: { label: string; items: ImportError[]; count: number }) {
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
