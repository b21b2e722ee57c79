import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fill } from "@/testing/fill";
import { showDialog } from "@/components/dialogs";
import { AddBookForm } from "@/features/admin/books/components/add-book-form";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { sampleBook } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()) }));

const fetchMock = stubFetch();
beforeEach(() => {
  vi.mocked(showDialog).mockClear();
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
    expect(screen.getByLabelText("Cover Image")).toHaveAttribute("accept", "image/*");
  });

  it("sends only the cover's file name, shows 'Adding..', then confirms and clears the form", async () => {
    const token = signInAdmin();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<AddBookForm />);

    await fillValidForm(user);
    expect(screen.getByText("Selected: silent-shore.png")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Book" }));

    expect(screen.getByRole("button", { name: "Adding.." })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/books/create-book");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${token}`);
    const { _id, createdAt: _createdAt, rating: _rating, ...sent } = sampleBook;
    // Details left empty are sent as none.
    const noDetails = { isbn: null, publisher: null, publishedYear: null, pages: null, language: null, format: null };
    expect(JSON.parse(String(init?.body))).toEqual({ ...sent, coverImage: "silent-shore.png", ...noDetails });

    answer(jsonResponse({ ...sampleBook, coverImage: "silent-shore.png" }, 201));

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
    // The picked file itself is cleared by form.reset(); user-event's upload stub survives a reset in jsdom,
    // so that part is left to the browser tests.
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
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
