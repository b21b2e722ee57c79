import { ManageBooksTable } from "@/features/admin/books/components/manage-books-table";

export function Component() {
  return <ManageBooksTable />;
}
