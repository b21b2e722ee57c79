import { screen, within, waitFor } from "@testing-library/react";
import { Recommended, RECOMMENDED_QUERY } from "@/features/home/components/recommended";
import { bookKeys } from "@/lib/api/books";
import { bookPage, makeBooks } from "@/testing/book";
import { layOutCarousels } from "@/testing/carousel";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
layOutCarousels();

describe("Recommended", () => {
  it("asks only for positions 8 to 17 of the best-selling books in stock and shows them", async () => {
    fetchMock.mockResolvedValue(jsonResponse(bookPage(makeBooks(10, "b", 9), "cursor")));
    renderWithProviders(<Recommended onAddToCart={vi.fn()} />);

    const carousel = await screen.findByRole("region", { name: "Recommended for you" });
    expect(screen.getByRole("heading", { name: "Recommended for you" })).toBeInTheDocument();
    // The carousel itself is built one (deferred) render after its section appears.
    const titles = await within(carousel).findAllByRole("heading", { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual(makeBooks(10, "b", 9).map((book) => book.title));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/books/?inStock=true&sort=bestselling&offset=8&limit=10");
  });

  it("shows nothing for a catalog with no book past position 8", async () => {
    fetchMock.mockResolvedValue(jsonResponse(bookPage([])));
    const { container, queryClient } = renderWithProviders(<Recommended onAddToCart={vi.fn()} />);
    await waitFor(() => expect(queryClient.getQueryState(bookKeys.page(RECOMMENDED_QUERY))?.status).toBe("success"));
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the spec's error text when the books cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderWithProviders(<Recommended onAddToCart={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error happending to load book info");
    expect(screen.getByRole("heading", { name: "Recommended for you" })).toBeInTheDocument();
  });
});
