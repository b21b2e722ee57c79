import type { Book } from "@bookstore/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useNavigate } from "react-router-dom";
import { SearchResults } from "@/features/search/components/search-results";
import { bookPage, makeBook, makeBooks } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const catalog: Book[] = [
  makeBook("1", { title: "Dune", category: "fiction", newPrice: 9, stock: 4 }),
  makeBook("2", { title: "Dune Messiah", category: "fiction", newPrice: 15, stock: 0 }),
  makeBook("3", { title: "Dune Atlas", category: "adventure", newPrice: 30, stock: 2 }),
  makeBook("4", { title: "Emma", category: "fiction", newPrice: 5, stock: 9 }),
];

/** Stands in for GET /api/books/: the catalog filtered and sorted as asked, counted on one page. */
function answer(url: string) {
  const params = new URL(url, "http://localhost").searchParams;
  const words = (params.get("q") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const num = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const [min, max] = [num("minPrice"), num("maxPrice")];
  const books = catalog.filter(
    (book) =>
      words.every((word) =>
        book.title
          .toLowerCase()
          .split(" ")
          .some((titleWord) => titleWord.startsWith(word)),
      ) &&
      (!params.has("category") || book.category === params.get("category")) &&
      (min === undefined || book.newPrice >= min) &&
      (max === undefined || book.newPrice <= max) &&
      (params.get("inStock") !== "true" || book.stock > 0),
  );
  if (params.get("sort") === "price-asc") books.sort((a, b) => a.newPrice - b.newPrice);
  const limit = Number(params.get("limit"));
  return jsonResponse({ ...bookPage(books.slice(0, limit)), total: books.length });
}

const fetchMock = stubFetch();
beforeEach(() => fetchMock.mockImplementation(async (url) => answer(String(url))));
const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

/** Where the router is, and the browser's Back button. */
function Browser() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderSearch(url: string) {
  return renderWithProviders(
    <>
      <SearchResults onAddToCart={vi.fn()} />
      <Browser />
    </>,
    { url },
  );
}

const titles = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const where = () => screen.getByTestId("where").textContent;

describe("SearchResults", () => {
  it("asks the API for the first page of matches and the next one on 'Load more'", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("cursor=")
        ? jsonResponse(bookPage(makeBooks(2, "b", 13)))
        : jsonResponse(bookPage(makeBooks(12), "next-page")),
    );
    const user = userEvent.setup();
    renderSearch("/search?q=%20%20dune%20%20");

    expect(screen.getByRole("heading", { name: "Search results for “dune”" })).toBeInTheDocument();
    expect(await screen.findByText("12 books found so far")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(12);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("14 books found")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual(["/api/books/?q=dune&limit=12", "/api/books/?q=dune&limit=12&cursor=next-page"]);
  });

  it("counts with the API's total, and applies a shared URL's filters", async () => {
    renderSearch("/search?q=dune&category=fiction&maxPrice=20&sort=price-asc");
    // The count is announced as it changes.
    expect((await screen.findByText("2 books found")).closest('[role="status"]')).not.toBeNull();
    expect(titles()).toEqual(["Dune", "Dune Messiah"]);
    expect(requestedUrls()).toEqual(["/api/books/?q=dune&category=fiction&maxPrice=20&sort=price-asc&limit=12"]);
    expect(screen.getByLabelText("Category")).toHaveValue("fiction");
    expect(screen.getByLabelText("Max price ($)")).toHaveValue("20");
    expect(screen.getByLabelText("Min price ($)")).toHaveValue("");
    expect(screen.getByLabelText("In stock only")).not.toBeChecked();
    expect(screen.getByLabelText("Sort by")).toHaveValue("price-asc");
  });

  it("puts each filter in the URL as a new step, and Back restores the filters and results before it", async () => {
    const user = userEvent.setup();
    renderSearch("/search?q=dune");
    await screen.findByText("3 books found");

    await user.selectOptions(screen.getByLabelText("Category"), "fiction");
    expect(where()).toBe("?q=dune&category=fiction");
    await waitFor(() => expect(titles()).toEqual(["Dune", "Dune Messiah"]));

    await user.click(screen.getByLabelText("In stock only"));
    expect(where()).toBe("?q=dune&category=fiction&inStock=true");
    await waitFor(() => expect(titles()).toEqual(["Dune"]));

    await user.selectOptions(screen.getByLabelText("Sort by"), "Price: low to high");
    expect(where()).toBe("?q=dune&category=fiction&inStock=true&sort=price-asc");

    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(where()).toBe("?q=dune&category=fiction");
    expect(screen.getByLabelText("In stock only")).not.toBeChecked();
    expect(screen.getByLabelText("Sort by")).toHaveValue("newest");
    await waitFor(() => expect(titles()).toEqual(["Dune", "Dune Messiah"]));

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Category")).toHaveValue("");
    await waitFor(() => expect(titles()).toEqual(["Dune", "Dune Messiah", "Dune Atlas"]));
  });

  it("applies a price when it is complete (Enter, Apply or leaving the fields), not at each keystroke", async () => {
    const user = userEvent.setup();
    renderSearch("/search?q=dune");
    await screen.findByText("3 books found");

    await user.type(screen.getByLabelText("Min price ($)"), "10");
    await user.type(screen.getByLabelText("Max price ($)"), "20");
    expect(where()).toBe("?q=dune");
    await user.keyboard("{Enter}");
    expect(where()).toBe("?q=dune&minPrice=10&maxPrice=20");
    await waitFor(() => expect(titles()).toEqual(["Dune Messiah"]));

    await user.clear(screen.getByLabelText("Max price ($)"));
    await user.click(screen.getByLabelText("In stock only")); // leaves the price fields: the range applies first
    expect(where()).toBe("?q=dune&minPrice=10&inStock=true");

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(where()).toBe("?q=dune&minPrice=10");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Max price ($)")).toHaveValue("20");
    expect(screen.getByLabelText("Min price ($)")).toHaveValue("10");
  });

  it("says what is wrong with a price typed, and applies nothing", async () => {
    const user = userEvent.setup();
    renderSearch("/search");
    await screen.findByText("4 books found");
    await user.type(screen.getByLabelText("Min price ($)"), "abc{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter an amount such as 12.50");
    expect(screen.getByLabelText("Min price ($)")).toHaveAccessibleDescription("Enter an amount such as 12.50");

    await user.clear(screen.getByLabelText("Min price ($)"));
    await user.type(screen.getByLabelText("Min price ($)"), "30");
    await user.type(screen.getByLabelText("Max price ($)"), "10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The highest price must not be below the lowest");
    expect(where()).toBe("");
  });

  it("browses without words, headed by what it shows", async () => {
    renderSearch("/search?category=fiction&sort=price-asc");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Fiction books");
    await screen.findByText("3 books found");
    expect(titles()).toEqual(["Emma", "Dune", "Dune Messiah"]);
    expect(requestedUrls()).toEqual(["/api/books/?category=fiction&sort=price-asc&limit=12"]);
  });

  it("ignores what a URL names that cannot be applied, says so, and never asks the API for it", async () => {
    renderSearch("/search?q=dune&sort=foo&minPrice=abc");
    await screen.findByText("3 books found");
    expect(requestedUrls()).toEqual(["/api/books/?q=dune&limit=12"]);
    expect(
      screen.getByText(
        "Not applied from the address: lowest price “abc” (not an amount); sort “foo” (not a sort the store offers).",
      ),
    ).toBeInTheDocument();
  });

  it("says what was searched and filtered when nothing matches, that the words alone would, and clears", async () => {
    const user = userEvent.setup();
    renderSearch("/search?q=dune&category=horror&inStock=true");
    expect(await screen.findByText("No books match “dune” in Horror, in stock.")).toBeInTheDocument();
    expect(await screen.findByText("3 books match “dune” without these filters.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");

    const [, clearInEmptyState] = screen.getAllByRole("button", { name: "Clear filters" });
    await user.click(clearInEmptyState!);
    expect(where()).toBe("?q=dune");
    expect(await screen.findByText("3 books found")).toBeInTheDocument();
  });

  it("says when nothing matches the words, without offering to clear filters", async () => {
    renderSearch("/search?q=zebra");
    expect(await screen.findByText("No books match “zebra”.")).toBeInTheDocument();
    expect(screen.getByText("Check the spelling, or try fewer or shorter words.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
    // Nothing to compare with: the words alone were what was asked.
    expect(requestedUrls()).toEqual(["/api/books/?q=zebra&limit=12"]);
  });

  it("shows the error text when the search fails", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderSearch("/search?q=dune");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happending to load book info");
  });
});
