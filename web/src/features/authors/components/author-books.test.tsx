import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useParams } from "react-router-dom";
import { AuthorBooks } from "@/features/authors/components/author-books";
import { bookPage, makeBook, makeBooks } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

function AuthorRoute() {
  const { slug = "" } = useParams();
  return <AuthorBooks slug={slug} onAddToCart={vi.fn()} />;
}

function renderAuthor(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/authors/:slug" element={<AuthorRoute />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { url },
  );
}

describe("AuthorBooks", () => {
  it("heads the page with the author's name and lists their books, a page at a time", async () => {
    const first = makeBooks(12).map((book) => ({ ...book, author: "Tomás Ferreira" }));
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("cursor=")
        ? jsonResponse(bookPage([makeBook("b13", { author: "Tomás Ferreira" })]))
        : jsonResponse({ ...bookPage(first, "next"), total: 13 }),
    );
    const user = userEvent.setup();
    renderAuthor("/authors/tomas-ferreira");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { level: 1, name: "Tomás Ferreira" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("13 books");
    expect(screen.getAllByRole("article")).toHaveLength(12);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findAllByRole("article")).toHaveLength(13);
    expect(requestedUrls()).toEqual([
      "/api/books/?author=tomas-ferreira&limit=12",
      "/api/books/?author=tomas-ferreira&limit=12&cursor=next",
    ]);
  });

  it("says not found for an author with no books, as the function's page does, with a way home", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...bookPage([]), total: 0 }));
    renderAuthor("/authors/nobody-here");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.queryByText("No books by this author yet.")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the store" })).toHaveAttribute("href", "/");
  });

  it("says when the books cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderAuthor("/authors/tomas-ferreira");
    expect(await screen.findByRole("alert")).toHaveTextContent("This author's books could not be loaded.");
  });

  it("moves an address typed another way to the author's own, and asks nothing for one of no words", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...bookPage([makeBook("b1", { author: "Tomás Ferreira" })]) }));
    const { unmount } = renderAuthor("/authors/Tom%C3%A1s%20Ferreira");
    expect(await screen.findByRole("heading", { level: 1, name: "Tomás Ferreira" })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(["/api/books/?author=tomas-ferreira&limit=12"]);

    unmount();
    fetchMock.mockClear();
    renderAuthor("/authors/---");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
