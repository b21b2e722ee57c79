import type { ImportResult } from "@bookstore/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookCsvTools } from "@/features/admin/books/components/book-csv-tools";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
let token: string;
beforeEach(() => {
  token = signInAdmin();
});

const csvFile = (name = "books.csv") => new File(["title,author\nDune,Frank Herbert\n"], name, { type: "text/csv" });
const result = (overrides: Partial<ImportResult> = {}): ImportResult => ({
  dryRun: true,
  created: 2,
  updated: 1,
  unchanged: 4,
  errors: [],
  ...overrides,
});

async function chooseFile(file = csvFile()) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText("CSV file to import"), file);
  return user;
}

describe("BookCsvTools: import", () => {
  it("sends the file as a dry run, previews it, and imports it when confirmed", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(result()))
      .mockResolvedValueOnce(jsonResponse(result({ dryRun: false })));
    const { queryClient } = renderWithProviders(<BookCsvTools />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const file = csvFile("spring.csv");
    const user = await chooseFile(file);

    const preview = await screen.findByRole("region", { name: "Import preview: spring.csv" });
    expect(within(preview).getByRole("list", { name: "What the import does" })).toHaveTextContent(
      "2 to create1 to update4 unchanged",
    );
    expect(within(preview).getByRole("heading")).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/books/import?dryRun=true");
    expect(init).toMatchObject({ method: "POST", body: file });
    expect(init!.headers).toMatchObject({ "Content-Type": "text/csv", Authorization: `Bearer ${token}` });
    expect(invalidate).not.toHaveBeenCalled();

    await user.click(within(preview).getByRole("button", { name: "Import 3 books" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Import done: 2 created, 1 updated, 4 unchanged.");
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/books/import");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["books"] });
    expect(screen.queryByRole("region", { name: /Import preview/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import CSV" })).toHaveFocus();
  });

  it("lists the rows' problems in a table and offers no import while there are any", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        result({
          errors: [
            { row: 2, field: "newPrice", message: "New price must have at most 2 decimals" },
            { row: 5, field: "_", message: "The ISBN 9780306406157 is also in row 1" },
          ],
        }),
      ),
    );
    renderWithProviders(<BookCsvTools />);
    const user = await chooseFile();

    const preview = await screen.findByRole("region", { name: /Import preview/ });
    expect(within(preview).getByRole("alert")).toHaveTextContent("2 problems in the file");
    const rows = within(preview).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "RowColumnProblem",
      "2newPriceNew price must have at most 2 decimals",
      "5(whole row)The ISBN 9780306406157 is also in row 1",
    ]);
    expect(within(preview).queryByRole("button", { name: /^Import \d/ })).not.toBeInTheDocument();
    await user.click(within(preview).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: /Import preview/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows what the API says of a file it cannot read (unknown columns)", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: {
            code: "invalid-request",
            message: "The file's header is not valid (unknown columns: price).",
            fields: { price: ["Unknown column"] },
          },
        },
        400,
      ),
    );
    renderWithProviders(<BookCsvTools />);
    await chooseFile();
    expect(await screen.findByRole("alert")).toHaveTextContent("unknown columns: price");
  });

  it("shows the rows a real import refused (the catalog changed since the preview), 422 included", async () => {
    const refused = result({ dryRun: false, errors: [{ row: 1, field: "isbn", message: "The ISBN is taken" }] });
    fetchMock.mockResolvedValueOnce(jsonResponse(result())).mockResolvedValueOnce(jsonResponse(refused, 422));
    renderWithProviders(<BookCsvTools />);
    const user = await chooseFile();
    await user.click(await screen.findByRole("button", { name: "Import 3 books" }));
    expect(await screen.findByRole("cell", { name: "The ISBN is taken" })).toBeVisible();
  });
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
