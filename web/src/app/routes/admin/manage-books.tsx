import { BookCsvTools } from "@/features/admin/books/components/book-csv-tools";
import { SpreadsheetImport } from "@/features/admin/books/components/spreadsheet-import";
import { ManageBooksTable } from "@/features/admin/books/components/manage-books-table";

export function Component() {
  return (
    <div className="space-y-6">
      <BookCsvTools />
      <SpreadsheetImport />
      <ManageBooksTable />
    </div>
  );
}
