import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchResults } from "@/features/search/components/search-results";
import { bookPage, makeBooks } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("SearchResults", () => {
  it("asks the API for the first page of matches and the next one on 'Load more'", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("cursor=")
        ? jsonResponse(bookPage(makeBooks(2, "b", 13)))
        : jsonResponse(bookPage(makeBooks(12), "next-page")),
    );
    const user = userEvent.setup();
    renderWithProviders(<SearchResults query="  dune  " onAddToCart={vi.fn()} />);

    expect(screen.getByRole("heading", { name: "Search results for “dune”" })).toBeInTheDocument();
    expect(await screen.findByText("12 books found so far")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(12);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("14 books found")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual(["/api/books/?q=dune&limit=12", "/api/books/?q=dune&limit=12&cursor=next-page"]);
  });

  it("says when nothing matches, and asks nothing without words", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(bookPage([])));
    const { unmount } = renderWithProviders(<SearchResults query="zebra" onAddToCart={vi.fn()} />);
    expect(await screen.findByText("No books match “zebra”.")).toBeInTheDocument();
    unmount();

    fetchMock.mockClear();
    renderWithProviders(<SearchResults query="  " onAddToCart={vi.fn()} />);
    expect(screen.getByText("Type a title, author or category in the search box.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the error text when the search fails", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderWithProviders(<SearchResults query="dune" onAddToCart={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happending to load book info");
  });
});
