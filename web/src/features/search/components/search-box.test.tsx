import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { SEARCH_DEBOUNCE_MS } from "@/features/search/api/use-book-search";
import { SearchBox } from "@/features/search/components/search-box";
import { bookPage, makeBook } from "@/testing/book";
import { jsonResponse, stubFetch } from "@/testing/render";

const catalog = [
  makeBook("1", { title: "Dune" }),
  makeBook("2", { title: "Dune Messiah" }),
  makeBook("3", { title: "Emma" }),
];

/** Stands in for the API's search: books whose title has a word starting with each typed word. */
function answerSearch(url: string) {
  const params = new URL(url, "http://localhost").searchParams;
  const words = (params.get("q") ?? "").toLowerCase().split(/\s+/);
  const matches = catalog.filter((book) => {
    const titleWords = book.title.toLowerCase().split(/\s+/);
    return words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
  });
  return jsonResponse(bookPage(matches));
}

const fetchMock = stubFetch();
beforeEach(() => fetchMock.mockImplementation(async (url) => answerSearch(String(url))));
const searchUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <SearchBox />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("SearchBox", () => {
  it("lists matching books as options and opens the highlighted one with Enter", async () => {
    renderSearch();
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
  });

  it("asks the API once per pause in typing, for at most 8 suggestions", async () => {
    renderSearch();
    // Keystrokes closer together than the debounce make one request, for all the words typed. They are sent
    // one after another in the same task, so they are closer than any debounce: user-event's typing, which
    // renders between keys, can take longer than the pause itself on a slow machine.
    const box = screen.getByRole("combobox");
    for (const prefix of ["d", "du", "dun", "dune", "dune ", "dune m"])
      fireEvent.change(box, { target: { value: prefix } });
    await screen.findByRole("option", { name: /Dune Messiah/ });
    expect(searchUrls()).toEqual(["/api/books/?q=dune+m&limit=8"]);

    const user = userEvent.setup();

    await user.type(screen.getByRole("combobox"), "e");
    await waitFor(() => expect(searchUrls()).toHaveLength(2));
    expect(searchUrls()[1]).toBe("/api/books/?q=dune+me&limit=8");
  });

  it("asks nothing for an empty or blank box", async () => {
    // shouldAdvanceTime: Testing Library waits a real 0 ms timer after each user event.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSearch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole("combobox"), "   ");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("keeps the last answer on screen while the next words are asked for", async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox"), "dune");
    expect(await screen.findAllByRole("option")).toHaveLength(2);

    let answerNext: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerNext = resolve)));
    await user.type(screen.getByRole("combobox"), " mes");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole("option")).toHaveLength(2);

    answerNext(answerSearch("/api/books/?q=dune+mes&limit=8"));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    expect(screen.getByRole("option")).toHaveTextContent("Dune Messiah");
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

  it("empties the box with Escape when no list is open", async () => {
    renderSearch();
    const input = screen.getByRole("combobox");
    await userEvent.type(input, "zebra");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No books found."));
    await userEvent.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("opens the results page with Enter when no suggestion is highlighted", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "emma{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/search?q=emma");
  });

  it("says so when nothing matches", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "zebra");
    expect(await screen.findByRole("status")).toHaveTextContent("Searching...");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No books found."));
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("says when the search cannot be made", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "dune");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Search is unavailable right now."));
  });

  it("opens a book on click", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "emm");
    await userEvent.click(await screen.findByRole("option", { name: /Emma/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/books/3");
  });
});
