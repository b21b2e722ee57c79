import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TOP_SELLERS_PAGE_SIZE, TopSellers } from "@/features/home/components/top-sellers";
import { bookPage, makeBook, makeBooks } from "@/testing/book";
import { layOutCarousels } from "@/testing/carousel";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
layOutCarousels();

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));
const carousel = () => screen.getByRole("region", { name: "Top Sellers" });
const shownTitles = () =>
  within(carousel())
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("TopSellers", () => {
  it("asks for the first page of the books in stock, best selling first, and shows it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(bookPage(makeBooks(TOP_SELLERS_PAGE_SIZE), "cursor-2")));
    renderWithProviders(<TopSellers onAddToCart={vi.fn()} />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.getByRole("combobox", { name: "Genre" })).toHaveDisplayValue("Choose a genre");
    expect(await screen.findByRole("link", { name: "Book b1" })).toBeInTheDocument();
    expect(shownTitles()).toHaveLength(12);
    // The first screens are full, and the end is far: nothing more is asked for yet.
    expect(requestedUrls()).toEqual(["/api/books/?inStock=true&sort=bestselling&limit=12"]);
  });

  it("loads the next page as the shopper moves towards the end, and stops at the last page", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("cursor=cursor-2")
        ? jsonResponse(bookPage(makeBooks(3, "b", 13)))
        : jsonResponse(bookPage(makeBooks(12), "cursor-2")),
    );
    const user = userEvent.setup();
    renderWithProviders(<TopSellers onAddToCart={vi.fn()} />);
    await screen.findByRole("link", { name: "Book b1" });
    const next = within(carousel()).getByRole("button", { name: "Next slide" });

    // One slide per view here: slides 1 to 9 are more than a screen from the end.
    for (let slide = 1; slide <= 9; slide++) await user.click(next);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(next);
    expect(await screen.findByRole("link", { name: "Book b15" })).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      "/api/books/?inStock=true&sort=bestselling&limit=12",
      "/api/books/?inStock=true&sort=bestselling&limit=12&cursor=cursor-2",
    ]);

    // The last page has no cursor: reaching the very end asks for nothing more.
    for (let slide = 11; slide <= 15; slide++) await user.click(next);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(shownTitles()).toHaveLength(15);
  });

  it("asks for the chosen genre's own first page and starts that carousel again", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("category=horror")
        ? jsonResponse(bookPage([makeBook("h1", { title: "Night House", category: "horror" })]))
        : jsonResponse(bookPage(makeBooks(12), "cursor-2")),
    );
    const user = userEvent.setup();
    renderWithProviders(<TopSellers onAddToCart={vi.fn()} />);
    await screen.findByRole("link", { name: "Book b1" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Genre" }), "Horror");

    expect(await screen.findByRole("link", { name: "Night House" })).toBeInTheDocument();
    expect(shownTitles()).toEqual(["Night House"]);
    expect(requestedUrls()).toEqual([
      "/api/books/?inStock=true&sort=bestselling&limit=12",
      "/api/books/?category=horror&inStock=true&sort=bestselling&limit=12",
    ]);
  });

  it("offers the spec's genres and says so when a genre has no books", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(bookPage([])));
    const user = userEvent.setup();
    renderWithProviders(<TopSellers onAddToCart={vi.fn()} />);
    const select = screen.getByRole("combobox", { name: "Genre" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a genre", "Business", "Fiction", "Horror", "Adventure"]);

    await user.selectOptions(select, "Adventure");
    expect(await screen.findByText("No books in this genre yet.")).toBeInTheDocument();
  });

  it("shows a genre's sold-out books only when none of its books is in stock", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("inStock=true")
        ? jsonResponse(bookPage([]))
        : jsonResponse(bookPage([makeBook("s1", { title: "Sold Out Saga", stock: 0 })])),
    );
    renderWithProviders(<TopSellers onAddToCart={vi.fn()} />);

    expect(await screen.findByRole("link", { name: "Sold Out Saga" })).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      "/api/books/?inStock=true&sort=bestselling&limit=12",
      "/api/books/?sort=bestselling&limit=12",
    ]);
  });

  it("shows the spec's error text when the books cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderWithProviders(<TopSellers onAddToCart={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happending to load book info");
  });
});
