import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fill } from "@/testing/fill";
import { showDialog } from "@/components/dialogs";
import { AddBookForm } from "@/features/admin/books/components/add-book-form";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { sampleBook } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()) }));

/** XMLHttpRequests the form made (the cover upload: fetch reports no upload progress), answered by the test. */
class FakeUpload {
  opened: string[] = [];
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(...args: string[]) {
    this.opened = args;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.body = body;
    uploads.push(this);
  }
  abort() {}
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}
let uploads: FakeUpload[] = [];
/** The `index`th upload, once the form has sent it. */
const sentUpload = (index: number) =>
  vi.waitFor(() => {
    const upload = uploads[index];
    if (!upload) throw new Error(`upload ${index} not sent yet`);
    return upload;
  });

const fetchMock = stubFetch();
beforeEach(() => {
  vi.mocked(showDialog).mockClear();
  uploads = [];
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText("Title"), sampleBook.title);
  await fill(user, screen.getByLabelText("Author"), sampleBook.author!);
  await fill(user, screen.getByLabelText("Description"), sampleBook.description);
  await user.selectOptions(screen.getByLabelText("Category"), sampleBook.category);
  await user.click(screen.getByLabelText("Trending"));
  await fill(user, screen.getByLabelText("Old Price"), String(sampleBook.oldPrice));
  await fill(user, screen.getByLabelText("New Price"), String(sampleBook.newPrice));
  await fill(user, screen.getByLabelText("Stock"), String(sampleBook.stock));
  await user.upload(screen.getByLabelText("Cover Image"), new File(["png"], "silent-shore.png", { type: "image/png" }));
}

describe("AddBookForm", () => {
  it("shows each required-field error next to its field and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddBookForm />);

    await user.click(screen.getByRole("button", { name: "Add Book" }));

    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("Title is required");
    expect(screen.getByLabelText("Author")).toHaveAccessibleDescription("Author is required");
    expect(screen.getByLabelText("Description")).toHaveAccessibleDescription("Description is required");
    expect(screen.getByLabelText("Category")).toHaveAccessibleDescription("Category is required");
    expect(screen.getByLabelText("Old Price")).toHaveAccessibleDescription("Old price is required");
    expect(screen.getByLabelText("New Price")).toHaveAccessibleDescription("New price is required");
    expect(screen.getByLabelText("Trending")).not.toHaveAccessibleDescription();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers the empty 'Choose A Category' option first, then the five categories", () => {
    renderWithProviders(<AddBookForm />);
    const options = within(screen.getByLabelText("Category"))
      .getAllByRole("option")
      .map((option) => [option.textContent, option.getAttribute("value")]);
    expect(options).toEqual([
      ["Choose A Category", ""],
      ["Business", "business"],
      ["Technology", "technology"],
      ["Fiction", "fiction"],
      ["Horror", "horror"],
      ["Adventure", "adventure"],
    ]);
    expect(screen.getByLabelText("Cover Image")).toHaveAttribute(
      "accept",
      "image/jpeg,image/png,image/webp,image/avif",
    );
  });

  it("creates the book, then uploads its cover with progress, confirms and clears the form", async () => {
    const token = signInAdmin();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<AddBookForm />);

    await fillValidForm(user);
    expect(screen.getByText("Selected: silent-shore.png")).toBeInTheDocument();
    expect(screen.getByAltText("Preview of the chosen cover")).toHaveAttribute("src", "blob:preview");
    await user.click(screen.getByRole("button", { name: "Add Book" }));

    expect(screen.getByRole("button", { name: "Adding.." })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/books/create-book");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${token}`);
    const { _id, createdAt: _createdAt, updatedAt: _updatedAt, rating: _rating, ...sent } = sampleBook;
    // Details left empty are sent as none; the cover is not a field: it is uploaded once the book exists.
    const noDetails = { isbn: null, publisher: null, publishedYear: null, pages: null, language: null, format: null };
    expect(JSON.parse(String(init?.body))).toEqual({ ...sent, coverImage: "", ...noDetails });

    answer(jsonResponse({ ...sampleBook, coverImage: "" }, 201));

    const upload = await sentUpload(0);
    expect(upload.opened).toEqual(["PUT", `/api/books/${sampleBook._id}/cover`]);
    expect(upload.headers).toMatchObject({ "Content-Type": "image/png", Authorization: `Bearer ${token}` });
    expect((upload.body as File).name).toBe("silent-shore.png");
    expect(await screen.findByRole("button", { name: "Uploading cover.." })).toBeDisabled();
    upload.progress(0.5);
    expect(await screen.findByRole("progressbar", { name: "Cover upload progress" })).toHaveAttribute("value", "0.5");
    upload.respond(200, { ...sampleBook, coverImage: "/api/covers/b1/0123456789abcdef0123-960.webp" });

    expect(await screen.findByRole("button", { name: "Add Book" })).toBeEnabled();
    expect(showDialog).toHaveBeenCalledWith({
      title: "Book added",
      text: "Your book is uploaded successfully!",
      icon: "success",
      confirmButtonText: "Yes, It's Okay!",
    });
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Category")).toHaveValue("");
    expect(screen.getByLabelText("Trending")).not.toBeChecked();
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("says the book was added but its cover did not go up, and retries the upload", async () => {
    signInAdmin();
    fetchMock.mockResolvedValue(jsonResponse({ ...sampleBook, coverImage: "" }, 201));
    const user = userEvent.setup();
    renderWithProviders(<AddBookForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Add Book" }));
    const refused = "The image is damaged or incomplete: it cannot be read to its end";
    (await sentUpload(0)).respond(400, { error: { code: "invalid-request", message: refused } });

    const alert = await screen.findByText(/was added, but its cover did not go up/);
    expect(alert).toHaveTextContent(`“${sampleBook.title}” was added, but its cover did not go up: ${refused}`);
    expect(showDialog).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Retry cover upload" }));
    const retry = await sentUpload(1);
    expect(retry.opened).toEqual(["PUT", `/api/books/${sampleBook._id}/cover`]);
    retry.respond(200, sampleBook);
    await vi.waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: "Book added" })));
    expect(screen.queryByText(/did not go up/)).not.toBeInTheDocument();
    // The book was created once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refuses a file that is not an accepted image before sending anything", async () => {
    signInAdmin();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<AddBookForm />);
    await fillValidForm(user);
    await user.upload(screen.getByLabelText("Cover Image"), new File(["gif"], "moving.gif", { type: "image/gif" }));
    expect(screen.getByRole("alert")).toHaveTextContent("“moving.gif” is not a JPEG, PNG, WebP or AVIF image.");
    await user.click(screen.getByRole("button", { name: "Add Book" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("alerts the failure and shows the API's field messages, keeping what was typed", async () => {
    signInAdmin();
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: "validation", message: "Invalid book", fields: { title: ["Title is taken"] } } },
        400,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AddBookForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Add Book" }));

    expect(await screen.findByText("Title is taken")).toBeInTheDocument();
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Failed to add book. Please try again." }),
    );
    expect(screen.getByLabelText("Title")).toHaveValue("The Silent Shore");
  });
});
