import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { jsonResponse } from "@/testing/render";
import { sampleBook } from "@/testing/book";
import { BookMeta } from "@/features/books/components/book-meta";

const STORE_HEAD =
  '<title>Book Store</title><meta name="description" content="The store." data-store-default="">' +
  '<meta property="og:site_name" content="Book Store"><meta property="og:title" content="Book Store" data-store-default="">';

const content = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector)).map((tag) => tag.getAttribute("content"));

beforeEach(() => {
  document.head.innerHTML = STORE_HEAD;
  vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse({ ...sampleBook, _id: "b1" }));
});
afterEach(() => vi.restoreAllMocks());

function renderMeta() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BookMeta id="b1" />
    </QueryClientProvider>,
  );
}

describe("BookMeta", () => {
  it("puts the book's tags in the head in place of the store's, and gives the store's back when it goes", async () => {
    const { unmount } = renderMeta();
    await vi.waitFor(() => expect(document.title).toBe("The Silent Shore by Mara Quill | Book Store"));
    // One description and one og:title, the book's; the store's name stays.
    expect(content('meta[name="description"]')).toEqual(["A quiet novel."]);
    expect(content('meta[property="og:title"]')).toEqual(["The Silent Shore"]);
    expect(content('meta[property="og:site_name"]')).toEqual(["Book Store"]);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${window.location.origin}/books/b1`,
    );

    unmount();
    expect(document.title).toBe("Book Store");
    expect(document.head.innerHTML).toBe(STORE_HEAD);
  });

  it("adds nothing while the book is loading or cannot be loaded", async () => {
    vi.mocked(fetch).mockResolvedValue(jsonResponse({ error: { code: "not-found", message: "No such book" } }, 404));
    const { container } = renderMeta();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe("Book Store");
    expect(document.head.innerHTML).toBe(STORE_HEAD);
    expect(container).toBeEmptyDOMElement();
  });
});
