import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showDialog } from "@/components/dialogs";
import { EditBookForm } from "@/features/admin/books/components/edit-book-form";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { sampleBook } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()) }));

const book = sampleBook;

const fetchMock = stubFetch();
const bookReads = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET").length;

beforeEach(() => {
  signInAdmin();
  vi.mocked(showDialog).mockClear();
});

describe("EditBookForm", () => {
  it("prefills every field from the book, with the cover as a text field", async () => {
    fetchMock.mockResolvedValue(jsonResponse(book));
    renderWithProviders(<EditBookForm id="b1" />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByLabelText("Title")).toHaveValue("The Silent Shore");
    expect(screen.getByLabelText("Description")).toHaveValue("A quiet novel.");
    expect(screen.getByLabelText("Category")).toHaveValue("fiction");
    expect(screen.getByLabelText("Trending")).toBeChecked();
    expect(screen.getByLabelText("Old Price")).toHaveValue(29.99);
    expect(screen.getByLabelText("New Price")).toHaveValue(19.99);
    expect(screen.getByLabelText("Cover Image")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Cover Image")).toHaveValue("https://example.com/shore.png");
  });

  it("keeps an uploaded cover behind an empty address field, shows it, sends it back, and can remove it", async () => {
    const variants = [160, 320].map((width) => ({ width, url: `/api/covers/b1/0123456789abcdef0123-${width}.webp` }));
    const covered = {
      ...book,
      coverImage: variants[1]!.url,
      cover: { width: 400, height: 600, color: "#334455", variants },
    };
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE" ? jsonResponse({ ...book, coverImage: "" }) : jsonResponse(covered),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditBookForm id="b1" />);

    expect(await screen.findByLabelText("Cover Image")).toHaveValue("");
    expect(screen.getByAltText("The current cover")).toHaveAttribute("src", variants[0]!.url);
    expect(screen.getByLabelText("Upload a new cover")).toHaveAttribute("type", "file");

    await user.click(screen.getByRole("button", { name: "Update Book" }));
    const put = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
      if (!call) throw new Error("no PUT yet");
      return call;
    });
    expect(JSON.parse(String(put[1]?.body)).coverImage).toBe(covered.coverImage);

    await user.click(screen.getByRole("button", { name: "Remove uploaded cover" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => init?.method === "DELETE" && url === "/api/books/b1/cover"),
      ).toBe(true),
    );
    await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: "Cover removed" })));
  });

  it("shows 'Error fetching book data' when the book cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "not-found", message: "No such book" } }, 404));
    renderWithProviders(<EditBookForm id="missing" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error fetching book data");
  });

  it("validates like the add form before sending anything", async () => {
    fetchMock.mockResolvedValue(jsonResponse(book));
    const user = userEvent.setup();
    renderWithProviders(<EditBookForm id="b1" />);

    await user.clear(await screen.findByLabelText("Title"));
    await user.clear(screen.getByLabelText("New Price"));
    await user.click(screen.getByRole("button", { name: "Update Book" }));

    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("Title is required");
    expect(screen.getByLabelText("New Price")).toHaveAccessibleDescription("New price is required");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends numbers, keeps the current cover when emptied, confirms and refetches the book", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "PUT" ? jsonResponse({ ...book, newPrice: 15 }) : jsonResponse(book),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditBookForm id="b1" />);

    const newPrice = await screen.findByLabelText("New Price");
    await user.clear(newPrice);
    await user.type(newPrice, "15");
    await user.clear(screen.getByLabelText("Cover Image"));
    await user.click(screen.getByRole("button", { name: "Update Book" }));

    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith({
        title: "Book Updated",
        text: "Your book is updated successfully!",
        icon: "success",
      }),
    );
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(url).toBe("/api/books/edit/b1");
    // The stock was not touched: it is left out, so the copies orders take meanwhile are not given back.
    expect(JSON.parse(String(init?.body))).toEqual({
      title: book.title,
      author: book.author,
      description: book.description,
      category: book.category,
      trending: true,
      oldPrice: 29.99,
      newPrice: 15,
      coverImage: book.coverImage,
      expectedUpdatedAt: book.updatedAt,
      isbn: null,
      publisher: null,
      publishedYear: null,
      pages: null,
      language: null,
      format: null,
    });
    await waitFor(() => expect(bookReads()).toBe(2));
  });

  it("sends a changed stock with the stock it showed, and after a stock-changed refusal expects the new one", async () => {
    let stockNow = book.stock;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method !== "PUT") return jsonResponse({ ...book, stock: stockNow });
      const sent = JSON.parse(String(init.body)) as { stock: number; expectedStock: number };
      if (sent.expectedStock !== stockNow) {
        const message = `Orders changed the stock of “${book.title}” from ${sent.expectedStock} to ${stockNow} while it was being edited. Check the stock and save again.`;
        return jsonResponse({ error: { code: "stock-changed", message, fields: { stock: [message] } } }, 409);
      }
      stockNow = sent.stock;
      return jsonResponse({ ...book, stock: stockNow });
    });
    const user = userEvent.setup();
    renderWithProviders(<EditBookForm id="b1" />);

    const stock = await screen.findByLabelText("Stock");
    stockNow = 10; // two copies sold while the form is open
    await user.clear(stock);
    await user.type(stock, "20");
    await user.click(screen.getByRole("button", { name: "Update Book" }));

    const refreshed = () => screen.getByLabelText("Stock");
    await waitFor(() => expect(refreshed()).toHaveAccessibleDescription(expect.stringContaining("from 12 to 10")));
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: "Failed to update book." }));
    // The book is read again and the field shows the stock the orders left, for the admin to decide anew.
    await waitFor(() => expect(refreshed()).toHaveValue(10));

    await user.clear(refreshed());
    await user.type(refreshed(), "20");
    await user.click(screen.getByRole("button", { name: "Update Book" }));
    await waitFor(() => expect(stockNow).toBe(20));
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)) as object)).toEqual([
      expect.objectContaining({ stock: 20, expectedStock: 12 }),
      expect.objectContaining({ stock: 20, expectedStock: 10 }),
    ]);
  });

  it("sends the updatedAt it was filled from, and on book-changed says what changed and reloads when asked", async () => {
    let stored = book;
    const theirs = { ...book, title: "The Loud Shore", newPrice: 9.99, updatedAt: "2025-03-02T08:00:00.000Z" };
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method !== "PUT") return jsonResponse(stored);
      const sent = JSON.parse(String(init.body)) as { title: string; expectedUpdatedAt: string };
      if (sent.expectedUpdatedAt !== stored.updatedAt) {
        return jsonResponse({ error: { code: "book-changed", message: "It was changed." } }, 409);
      }
      stored = { ...stored, title: sent.title, updatedAt: "2025-03-03T08:00:00.000Z" };
      return jsonResponse(stored);
    });
    vi.mocked(showDialog).mockResolvedValueOnce({ isConfirmed: true } as never);
    const user = userEvent.setup();
    renderWithProviders(<EditBookForm id="b1" />);

    const title = await screen.findByLabelText("Title");
    stored = theirs; // another admin saves while this form is open
    await user.clear(title);
    await user.type(title, "My Shore");
    await user.click(screen.getByRole("button", { name: "Update Book" }));

    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "This book was changed meanwhile",
          text: expect.stringContaining("(Title, New Price)"),
          confirmButtonText: "Reload the book",
        }),
      ),
    );
    expect(showDialog).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Failed to update book." }));
    // Reloaded: the fields show their change, and the next save is checked against it.
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("The Loud Shore"));
    expect(screen.getByLabelText("New Price")).toHaveValue(9.99);
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Our Shore");
    await user.click(screen.getByRole("button", { name: "Update Book" }));
    await waitFor(() => expect(stored.title).toBe("Our Shore"));
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)) as object)).toEqual([
      expect.objectContaining({ title: "My Shore", expectedUpdatedAt: book.updatedAt }),
      expect.objectContaining({ title: "Our Shore", expectedUpdatedAt: theirs.updatedAt }),
    ]);
  });

  it("alerts 'Failed to update book.' when the API refuses", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "PUT" ? jsonResponse({ error: { code: "internal", message: "boom" } }, 500) : jsonResponse(book),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditBookForm id="b1" />);

    await user.click(await screen.findByRole("button", { name: "Update Book" }));

    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: "Failed to update book." })),
    );
  });
});
