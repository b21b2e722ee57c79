import type { Book, BookFormat } from "@bookstore/schema";
import { useId } from "react";

const FORMAT_LABELS: Record<BookFormat, string> = { paperback: "Paperback", hardcover: "Hardcover", ebook: "E-book" };

/**
 * What the catalog knows of a book's edition, only the parts it knows. The year it was published is not repeated
 * here: 'Published' above shows it.
 */
export function PublicationDetails({ book }: { book: Book }) {
  const headingId = useId();
  const rows: [label: string, value: string][] = [];
  if (book.contributors?.length) rows.push(["Contributors", book.contributors.join(", ")]);
  if (book.isbn) rows.push(["ISBN", book.isbn]);
  if (book.publisher) rows.push(["Publisher", book.publisher]);
  if (book.pages !== undefined) rows.push(["Pages", String(book.pages)]);
  if (book.language) rows.push(["Language", book.language]);
  if (book.format) rows.push(["Format", FORMAT_LABELS[book.format]]);
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        Book details
      </h2>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-2 gap-y-2 text-gray-700 wrap-anywhere">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
