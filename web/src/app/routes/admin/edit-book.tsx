import { useParams } from "react-router-dom";
import { BookLastChange } from "@/features/admin/activity/components/book-last-change";
import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { EditBookForm } from "@/features/admin/books/components/edit-book-form";

export function Component() {
  const { id = "" } = useParams();
  return (
    <PermittedPage permission="books.write">
      <section className="mx-auto max-w-lg rounded-lg bg-white p-6 shadow-md md:p-8">
        <h2 id="edit-book-title" className="mb-4 text-2xl font-bold text-gray-800">
          Update Book
        </h2>
        <BookLastChange bookId={id} />
        <EditBookForm id={id} />
      </section>
    </PermittedPage>
  );
}
