import type { Book } from "@bookstore/schema";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { BookCard } from "@/components/book-card";

const book: Book = {
  _id: "abc123",
  title: "The Long Road",
  description: "x".repeat(100),
  category: "adventure",
  trending: true,
  oldPrice: 29.9,
  newPrice: 19,
  coverImage: "long-road.svg",
  stock: 5,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  rating: { average: 0, count: 0 },
};

describe("BookCard", () => {
  it("links the title to the book, cuts the description and shows both prices", () => {
    render(<BookCard book={book} onAddToCart={() => {}} />, { wrapper: MemoryRouter });
    expect(screen.getByRole("link", { name: "The Long Road" })).toHaveAttribute("href", "/books/abc123");
    expect(screen.getByText(`${"x".repeat(80)}...`)).toBeInTheDocument();
    expect(screen.getByText("$19.00", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("$29.90").tagName).toBe("S");
    expect(screen.getByAltText("Cover of The Long Road")).toHaveAttribute("src", "/covers/long-road.svg");
  });

  it("shows the readers' rating once the book has reviews", () => {
    render(<BookCard book={{ ...book, rating: { average: 4.5, count: 3 } }} onAddToCart={() => {}} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5, 3 reviews" })).toBeInTheDocument();
  });

  it("shows the author under the title, linked to the author's page, and stays named by its title", () => {
    render(<BookCard book={{ ...book, author: "Tomás Ferreira" }} onAddToCart={() => {}} />, { wrapper: MemoryRouter });
    const card = screen.getByRole("article", { name: "The Long Road" });
    expect(within(card).getByRole("link", { name: "Tomás Ferreira" })).toHaveAttribute(
      "href",
      "/authors/tomas-ferreira",
    );
    expect(card).toHaveTextContent(/The Long Road\s*by Tomás Ferreira/);
  });

  it("shows no author line for a book stored without one", () => {
    render(<BookCard book={book} onAddToCart={() => {}} />, { wrapper: MemoryRouter });
    expect(screen.queryByText(/^by/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("hands the book to the caller on Add to Cart", async () => {
    const onAddToCart = vi.fn();
    render(<BookCard book={book} onAddToCart={onAddToCart} />, { wrapper: MemoryRouter });
    const card = screen.getByRole("article", { name: "The Long Road" });
    await userEvent.click(within(card).getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(book);
  });

  it("says nothing of plenty, 'Only N left' at 3 or fewer, and 'Out of stock' with the button disabled", async () => {
    const { rerender } = render(<BookCard book={book} onAddToCart={() => {}} />, { wrapper: MemoryRouter });
    expect(screen.queryByText(/left|Out of stock/)).not.toBeInTheDocument();
    rerender(<BookCard book={{ ...book, stock: 3 }} onAddToCart={() => {}} />);
    expect(screen.getByRole("button", { name: "Add to Cart" })).toHaveAccessibleDescription("Only 3 left");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    const onAddToCart = vi.fn();
    rerender(<BookCard book={{ ...book, stock: 0 }} onAddToCart={onAddToCart} />);
    const button = screen.getByRole("button", { name: "Add to Cart" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Out of stock");
    await userEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });
});
