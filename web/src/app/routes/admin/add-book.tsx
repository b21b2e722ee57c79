import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { AddBookForm } from "@/features/admin/books/components/add-book-form";

export function Component() {
  return (
    <PermittedPage permission="books.write">
      <section className="mx-auto max-w-lg rounded-lg bg-white p-6 shadow-md md:p-8">
        <h2 id="add-book-title" className="mb-4 text-2xl font-bold text-gray-800">
          Add New Book
        </h2>
        <AddBookForm />
      </section>
    </PermittedPage>
  );
}
