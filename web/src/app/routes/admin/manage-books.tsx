import { BookCsvTools } from "@/features/admin/books/components/book-csv-tools";
import { ManageBooksTable } from "@/features/admin/books/components/manage-books-table";

export function Component() {
  return (
    <div className="space-y-6">
      <BookCsvTools />
      <ManageBooksTable />
    </div>
  );
}
