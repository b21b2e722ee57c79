import { MailButton, MailLayout } from "./mail-layout";
import { plainText, type MailParts, type MailSite } from "./mail-parts";

// The mails a book's stock causes: to a wisher when it comes back, to the shop when it runs low.

export interface MailBook {
  id: string;
  title: string;
  author?: string;
}

const byline = (book: MailBook) => (book.author ? `${book.title} by ${book.author}` : book.title);

/** To a shopper who wished for a sold-out book, once it is in stock again. */
export function backInStockMail(site: MailSite, book: MailBook): MailParts {
  const link = `${site.siteUrl}/books/${encodeURIComponent(book.id)}`;
  return {
    subject: `Back in stock: ${book.title}`,
    body: (
      <MailLayout
        storeName={site.storeName}
        heading="A book you wished for is back"
        footer="You get this mail because the book is on your wishlist. Take it off the list to get no more about it."
      >
        <p style={{ margin: "0 0 16px" }}>
          <strong>{byline(book)}</strong> was sold out when you wished for it. It is in stock again.
        </p>
        <MailButton href={link}>See the book</MailButton>
      </MailLayout>
    ),
    text: plainText(
      site,
      `${byline(book)} was sold out when you wished for it. It is in stock again.`,
      link,
      "You get this mail because the book is on your wishlist.",
    ),
  };
}

/** To the shop, when a title falls to its low-stock mark. */
export function lowStockMail(site: MailSite, book: MailBook, stock: number): MailParts {
  const link = `${site.siteUrl}/dashboard/edit-book/${encodeURIComponent(book.id)}`;
  const left = stock === 0 ? "is sold out" : `has ${stock} ${stock === 1 ? "copy" : "copies"} left`;
  return {
    subject: `Low stock: ${book.title} ${left}`,
    body: (
      <MailLayout storeName={site.storeName} heading="Running low">
        <p style={{ margin: "0 0 16px" }}>
          <strong>{byline(book)}</strong> {left}.
        </p>
        <MailButton href={link}>Edit its stock</MailButton>
      </MailLayout>
    ),
    text: plainText(site, `${byline(book)} ${left}.`, `Edit its stock: ${link}`),
  };
}
