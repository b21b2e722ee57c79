import type { Book } from "@bookstore/schema";
import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmDialog, showDialog } from "@/components/dialogs";
import { ManageBooksTable } from "@/features/admin/books/components/manage-books-table";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { bookPage, makeBooks, sampleBook } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()), confirmDialog: vi.fn() }));

const makeBook = (_id: string, title: string, newPrice: number): Book => ({
  ...sampleBook,
  _id,
  title,
  category: "horror",
  newPrice,
});

const fetchMock = stubFetch();
beforeEach(() => {
  signInAdmin();
  vi.mocked(showDialog).mockClear();
  vi.mocked(confirmDialog).mockReset().mockResolvedValue(true);
});

describe("ManageBooksTable", () => {
  it("lists every book with its number, price and edit link", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        bookPage([
          makeBook("a", "Night House", 12),
          { ...makeBook("b", "Dark Tide", 8.5), stock: 2 },
          { ...makeBook("c", "Last Light", 5), stock: 0 },
        ]),
      ),
    );
    renderWithProviders(<ManageBooksTable />);

    const rows = await screen.findAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "#Book TitleCategoryPriceStockActions",
      "1Night HouseCategory:horrorPrice:$12.00Stock:12EditDelete",
      "2Dark TideCategory:horrorPrice:$8.50Stock:2 LowEditDelete",
      "3Last LightCategory:horrorPrice:$5.00Stock:0 Out of stockEditDelete",
    ]);
    expect(within(rows[2]!).getByRole("link", { name: "Edit Dark Tide" })).toHaveAttribute(
      "href",
      "/dashboard/edit-book/b",
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/books/?limit=20");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("loads the next page with 'Load more', numbering on from the first page", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("cursor=page-2")
        ? jsonResponse(bookPage([makeBook("last", "Last Light", 5)]))
        : jsonResponse(bookPage(makeBooks(20), "page-2")),
    );
    const user = userEvent.setup();
    renderWithProviders(<ManageBooksTable />);

    await user.click(await screen.findByRole("button", { name: "Load more" }));

    const lastRow = await screen.findByRole("row", { name: /Last Light/ });
    expect(lastRow.textContent).toBe("21Last LightCategory:horrorPrice:$5.00Stock:12EditDelete");
    expect(screen.getAllByRole("row")).toHaveLength(22);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      "/api/books/?limit=20",
      "/api/books/?limit=20&cursor=page-2",
    ]);
  });

  it("deletes a book, confirms and refetches the list", async () => {
    let books = [makeBook("a", "Night House", 12), makeBook("b", "Dark Tide", 8.5)];
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === "DELETE") {
        books = books.filter((book) => `/api/books/${book._id}` !== url);
        return jsonResponse({ message: "Book deleted" });
      }
      return jsonResponse(bookPage(books));
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageBooksTable />);

    await user.click(await screen.findByRole("button", { name: "Delete Night House" }));

    await waitFor(() => expect(screen.queryByText("Night House")).not.toBeInTheDocument());
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: "Book deleted successfully!" }));
    expect(screen.getByText("Dark Tide")).toBeInTheDocument();
  });

  it("asks first, naming the book, and deletes nothing when the admin keeps it", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(bookPage([makeBook("a", "Night House", 12)])));
    vi.mocked(confirmDialog).mockResolvedValue(false);
    const user = userEvent.setup();
    renderWithProviders(<ManageBooksTable />);

    await user.click(await screen.findByRole("button", { name: "Delete Night House" }));
    expect(confirmDialog).toHaveBeenCalledWith({
      title: "Delete this book?",
      text: '"Night House" will be removed from the store for good. Orders that hold it keep it as bought.',
      confirmButtonText: "Delete",
    });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    expect(screen.getByText("Night House")).toBeInTheDocument();
  });

  it("alerts the failure and keeps the row when the delete is refused", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE"
        ? jsonResponse({ error: { code: "not-found", message: "No such book" } }, 404)
        : jsonResponse(bookPage([makeBook("a", "Night House", 12)])),
    );
    const user = userEvent.setup();
    renderWithProviders(<ManageBooksTable />);

    await user.click(await screen.findByRole("button", { name: "Delete Night House" }));

    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Failed to delete book. Please try again." }),
      ),
    );
    expect(screen.getByText("Night House")).toBeInTheDocument();
  });
});
