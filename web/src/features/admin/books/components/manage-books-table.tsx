import type { Book } from "@bookstore/schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { confirmDialog, showDialog } from "@/components/dialogs";
import { coverImageUrl } from "@bookstore/views/book-cover";
import { AdminPagedSection, AdminTableHead } from "@/features/admin/components/admin-paged-section";
import { useDeleteBook } from "@/features/admin/books/api/delete-book";
import { bookPagesQueryOptions } from "@/lib/api/books";
import { formatPrice } from "@/lib/format";
import { LOW_STOCK } from "@bookstore/schema/constants";

// On phones and tablets each row is a card: its cells stack or sit side by side, so Edit and Delete stay on screen.
const cellBase = "border-t-0 px-6 py-4 align-middle text-sm max-lg:px-0 max-lg:py-1 max-lg:pr-4";
const cellClassName = `${cellBase} lg:whitespace-nowrap max-lg:inline-block`;
// A title wraps (long words too) rather than pushing the table wider than the page.
const titleCellClassName = `${cellBase} wrap-anywhere max-lg:block max-lg:font-semibold`;
/** The narrowest width of an uploaded cover (160 px, shown at 40), or the book's cover as it is otherwise. */
function BookThumbnail({ book }: { book: Book }) {
  const thumbnail = book.cover?.variants[0];
  const height = book.cover ? Math.round((40 * book.cover.height) / book.cover.width) : 60;
  return (
    <img
      src={thumbnail?.url ?? coverImageUrl(book.coverImage)}
      alt=""
      width={40}
      height={height}
      loading="lazy"
      style={book.cover ? { backgroundColor: book.cover.color } : undefined}
      className="shrink-0 rounded border border-gray-200 object-cover"
    />
  );
}

/** Rows per page: the catalog is paged through rather than downloaded whole. */
export const MANAGE_BOOKS_PAGE_SIZE = 20;

/** Every book, a page at a time; `readOnly` (a role that only reads the catalogue) leaves out Edit and Delete. */
export function ManageBooksTable({ readOnly = false }: { readOnly?: boolean }) {
  const paged = useInfiniteQuery(bookPagesQueryOptions({ limit: MANAGE_BOOKS_PAGE_SIZE }));
  const deleteBook = useDeleteBook();

  const handleDelete = async (book: Book) => {
    const confirmed = await confirmDialog({
      title: "Delete this book?",
      text: `"${book.title}" will be removed from the store for good. Orders that hold it keep it as bought.`,
      confirmButtonText: "Delete",
    });
    if (!confirmed) return;
    deleteBook.mutate(book._id, {
      // The mutation invalidates the book keys, so every loaded page refetches without the deleted row.
      onSuccess: () => void showDialog({ title: "Book deleted successfully!", text: "", icon: "success" }),
      onError: () => void showDialog({ title: "Failed to delete book. Please try again.", text: "", icon: "error" }),
    });
  };

  return (
    <AdminPagedSection
      id="all-books-title"
      title="All Books"
      actions={
        // Product §2: 'See all' is shown but has no behaviour.
        <button type="button" className="btn btn-action px-3 py-1 text-xs uppercase">
          See all
        </button>
      }
      query={paged}
      rows={paged.data?.pages.flatMap((page) => page.books)}
      error="The books could not be loaded."
      empty="No books yet."
    >
      {(books) => (
        <div className="w-full overflow-x-auto">
          <table className="w-full border-collapse items-center bg-transparent">
            <AdminTableHead
              cardsBelow="lg"
              columns={["#", "Book Title", "Category", "Price", "Stock", ...(readOnly ? [] : ["Actions"])]}
            />
            <tbody>
              {books.map((book, index) => (
                // Each action's name includes the title (starting with its visible word) so rows are told apart.
                <tr
                  key={book._id}
                  className="max-lg:block max-lg:border-t max-lg:border-gray-100 max-lg:px-4 max-lg:py-2"
                >
                  <th scope="row" className={`${cellClassName} text-left text-gray-700`}>
                    {index + 1}
                  </th>
                  <td className={titleCellClassName}>
                    <span className="flex items-center gap-3">
                      <BookThumbnail book={book} />
                      {book.title}
                    </span>
                  </td>
                  <td className={`${cellClassName} capitalize`}>
                    <CardLabel>Category</CardLabel>
                    {book.category}
                  </td>
                  <td className={cellClassName}>
                    <CardLabel>Price</CardLabel>
                    {formatPrice(book.newPrice)}
                  </td>
                  <td className={cellClassName}>
                    <CardLabel>Stock</CardLabel>
                    <StockLevel stock={book.stock} />
                  </td>
                  {!readOnly && (
                    <td className={`${cellClassName} space-x-4`}>
                      <Link
                        to={`/dashboard/edit-book/${book._id}`}
                        aria-label={`Edit ${book.title}`}
                        className="font-medium text-indigo-600 hover:underline"
                      >
                        Edit
                      </Link>
                      <button
                        type="button"
                        onClick={() => void handleDelete(book)}
                        aria-label={`Delete ${book.title}`}
                        disabled={deleteBook.isPending && deleteBook.variables === book._id}
                        className="btn btn-danger px-4 py-1"
                      >
                        Delete
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPagedSection>
  );
}

/**
 * A value's name inside its cell, where a row is a card and the table's header is hidden: seen and read with the
 * value. From 1024 px the column header names it instead.
 */
function CardLabel({ children }: { children: string }) {
  return <span className="mr-1 font-semibold text-gray-600 lg:hidden">{children}:</span>;
}

/** The copies left, and in words (not colour alone) when they run low or out. */
function StockLevel({ stock }: { stock: number }) {
  if (stock > LOW_STOCK) return <>{stock}</>;
  const label = stock <= 0 ? "Out of stock" : "Low";
  const tone = stock <= 0 ? "bg-danger-soft text-danger" : "bg-caution-soft text-caution";
  return (
    <>
      {stock} <span className={`badge ml-1 text-xs ${tone}`}>{label}</span>
    </>
  );
}
