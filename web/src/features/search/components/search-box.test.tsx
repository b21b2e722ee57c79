import type { Book } from "@bookstore/schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { SearchBox } from "@/features/search/components/search-box";
import { bookKeys } from "@/lib/api/books";

const book = (id: string, title: string): Book => ({
  _id: id,
  title,
  description: "",
  category: "fiction",
  trending: false,
  oldPrice: 2,
  newPrice: 1,
  coverImage: "",
  createdAt: "2026-01-01T00:00:00.000Z",
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderSearch() {
  // The list is already cached (as after the home page): the box must not need a request per keystroke.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(bookKeys.list(), [book("1", "Dune"), book("2", "Dune Messiah"), book("3", "Emma")]);
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  const router = createMemoryRouter(
    [{ path: "*", element: <><SearchBox /><Where /></> }],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchSpy };
}

afterEach(() => vi.restoreAllMocks());

describe("SearchBox", () => {
  it("lists matching books as options and opens the highlighted one with Enter", async () => {
    const { fetchSpy } = renderSearch();
    const input = screen.getByRole("combobox", { name: "Search books" });
    expect(input).toHaveAttribute("placeholder", "Search here");

    await userEvent.type(input, "dune");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining("Dune"),
      expect.stringContaining("Dune Messiah"),
    ]);
    expect(input).toHaveAttribute("aria-expanded", "true");

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");

    await userEvent.keyboard("{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/books/2");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("wraps around with the arrow keys and closes with Escape", async () => {
    renderSearch();
    const input = screen.getByRole("combobox");
    await userEvent.type(input, "dune");
    const options = await screen.findAllByRole("option");
    await userEvent.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await userEvent.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);

    await userEvent.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("opens the results page with Enter when no suggestion is highlighted", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "emma{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/search?q=emma");
  });

  it("says so when nothing matches", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "zebra");
    expect(await screen.findByRole("status")).toHaveTextContent("No books found.");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("opens a book on click", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "emm");
    await userEvent.click(await screen.findByRole("option", { name: /Emma/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/books/3");
  });
});
