import type { Book } from "@bookstore/schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { BookDetails } from "@/features/books/components/book-details";

const book: Book = {
  _id: "b1",
  title: "Untitled Author Book",
  description: "A full description that is not cut on the detail page.",
  category: "horror",
  trending: false,
  oldPrice: 20,
  newPrice: 15,
  coverImage: "b1.svg",
  stock: 5,
  createdAt: "2026-02-03T12:00:00.000Z",
  updatedAt: "2026-02-03T12:00:00.000Z",
  rating: { average: 0, count: 0 },
};

function renderDetails(status: number, body: unknown, onAddToCart = vi.fn()) {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookDetails id="b1" onAddToCart={onAddToCart} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onAddToCart;
}

afterEach(() => vi.restoreAllMocks());

describe("BookDetails", () => {
  it("shows 'Loading...', then the book with 'admin' as the default author", async () => {
    const onAddToCart = renderDetails(200, book);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { name: "Untitled Author Book" })).toBeInTheDocument();
    expect(screen.getByText("admin")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "admin" })).not.toBeInTheDocument();
    // A book without details has no details list.
    expect(screen.queryByRole("heading", { name: "Book details" })).not.toBeInTheDocument();
    expect(screen.getByText(new Date(book.createdAt).toLocaleDateString())).toBeInTheDocument();
    expect(screen.getByText(book.description)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(book);
  });

  it("links the author to the author's page and lists the details the book has", async () => {
    renderDetails(200, {
      ...book,
      author: "Inés Ortega",
      isbn: "9780306406157",
      publisher: "Harbour Lane Press",
      publishedYear: 2019,
      pages: 288,
      format: "ebook",
    });
    expect(await screen.findByRole("link", { name: "Inés Ortega" })).toHaveAttribute("href", "/authors/ines-ortega");
    // 'Published' is the year it was published, once, not the date it was added.
    expect(screen.getByText("Published:").nextElementSibling).toHaveTextContent(/^2019$/);
    const details = screen.getByRole("region", { name: "Book details" });
    const rows = within(details)
      .getAllByRole("term")
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(["ISBN: 9780306406157", "Publisher: Harbour Lane Press", "Pages: 288", "Format: E-book"]);
  });

  it("shows the spec's error text for an unknown book", async () => {
    renderDetails(404, { error: { code: "not-found", message: "No such book" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happending to load book info");
  });
});
