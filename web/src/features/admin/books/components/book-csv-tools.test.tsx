import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookCsvTools } from "@/features/admin/books/components/book-csv-tools";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
let token: string;
beforeEach(() => {
  token = signInAdmin();
});

describe("BookCsvTools: export", () => {
  it("downloads the CSV with the admin's token, under the name the server gives", async () => {
    const createObjectURL = vi.fn(() => "blob:books");
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute("href")}`);
    });
    fetchMock.mockResolvedValueOnce(
      new Response("id,title\n", {
        headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="books-2026-01-31.csv"' },
      }),
    );
    renderWithProviders(<BookCsvTools />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(clicked).toEqual(["books-2026-01-31.csv blob:books"]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/books/export");
    expect(init!.headers).toMatchObject({ Authorization: `Bearer ${token}`, Accept: "text/csv" });
    click.mockRestore();
  });
});
