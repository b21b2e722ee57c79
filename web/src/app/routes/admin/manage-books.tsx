import { PermittedPage, useAdminCan } from "@/features/admin/auth/components/permitted-page";
import { BookCsvTools } from "@/features/admin/books/components/book-csv-tools";
import { SpreadsheetImport } from "@/features/admin/books/components/spreadsheet-import";
import { ManageBooksTable } from "@/features/admin/books/components/manage-books-table";

export function Component() {
  // Fulfilment reads the catalogue; only roles that change books get the imports, the export and the row actions.
  const canWrite = useAdminCan("books.write");
  return (
    <PermittedPage permission="books.read">
      <div className="space-y-6">
        {canWrite && <BookCsvTools />}
        {canWrite && <SpreadsheetImport />}
        <ManageBooksTable readOnly={!canWrite} />
      </div>
    </PermittedPage>
  );
}
