import type { ImportWarningKind, ImportWarningKindCount } from "@bookstore/schema";
import { useId } from "react";
import { fieldLabel } from "@/features/admin/books/utils/import-fields";

/** What each kind of warning is, in the admin's words. */
const KIND_LABELS: Record<ImportWarningKind, string> = {
  severalAuthors: "Several authors in one cell",
  tooManyContributors: "More than 20 contributors",
  isbnRepaired: "ISBN repaired",
  isbnInvalid: "ISBN not valid, left out",
  priceRead: "Price read",
  numberRead: "Number read",
  numberInvalid: "Not a number, left out",
  yearInvalid: "Year not usable, left out",
  languageRead: "Language read",
  formatRead: "Format read",
  formatUnknown: "Unknown format, left out",
  categoryRead: "Category read",
  categoryDefault: "Not a category, default used",
  strayQuote: "Stray quote",
  repeatedColumn: "Repeated column name",
};

/** An import's warnings grouped by kind, each with its count and one example; every one is in the report. */
export function ImportWarningKindsTable({ kinds, count }: { kinds: ImportWarningKindCount[]; count: number }) {
  const headingId = useId();
  return (
    <div className="mt-3">
      <h4 id={headingId} className="text-sm font-semibold text-gray-700">
        Warnings by kind ({count.toLocaleString("en-US")})
      </h4>
      <div className="overflow-auto" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="w-full text-left text-sm" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th className="pr-3">Kind</th>
              <th className="pr-3">Rows</th>
              <th>Example</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map(({ kind, count: kindCount, example }) => (
              <tr key={kind}>
                <td className="pr-3 align-top">{KIND_LABELS[kind]}</td>
                <td className="pr-3 align-top">{kindCount.toLocaleString("en-US")}</td>
                <td className="wrap-anywhere">
                  Row {example.row}, {fieldLabel(example.field)}: {example.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
