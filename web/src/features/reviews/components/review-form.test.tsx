import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewForm } from "@/features/reviews/components/review-form";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token-123" }));

const fetchMock = stubFetch();

const saved = {
  id: "uid-1",
  rating: 4,
  text: "Kind.",
  name: "Ada L.",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  hidden: false,
};

describe("ReviewForm", () => {
  it("asks for a rating before sending anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm bookId="b1" review={null} />);
    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a rating from 1 to 5 stars.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the stars and words with the shopper's token", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(saved, 201));
    renderWithProviders(<ReviewForm bookId="b1" review={null} />);
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText("Your review (optional)"), "Kind.");
    await user.click(screen.getByRole("button", { name: "Post review" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you: your review is saved.");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/books/b1/reviews/mine");
    expect(init).toMatchObject({ method: "PUT", body: JSON.stringify({ rating: 4, text: "Kind." }) });
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer id-token-123");
  });

  it("shows what the store refused, and a hidden review says so", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: "not-a-buyer", message: "Only a shopper who has received this book can review it." } },
        403,
      ),
    );
    renderWithProviders(<ReviewForm bookId="b1" review={{ ...saved, hidden: true }} />);
    expect(screen.getByText("The store has hidden your review from this page.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Update review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only a shopper who has received this book can review it.",
    );
  });
});
