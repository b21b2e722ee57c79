import { render, screen } from "@testing-library/react";
import { ratingLabel, StarRating } from "@/components/star-rating";

describe("StarRating", () => {
  it("names the stars, average and count as one image for screen readers", () => {
    render(<StarRating rating={{ average: 4.2, count: 12 }} />);
    const rating = screen.getByRole("img", { name: "Rated 4.2 out of 5, 12 reviews" });
    expect(rating).toHaveTextContent("★★★★☆4.2(12)");
    expect(ratingLabel({ average: 5, count: 1 })).toBe("Rated 5 out of 5, 1 review");
  });

  it("fills as many stars as the average rounds to", () => {
    render(<StarRating rating={{ average: 3.5, count: 2 }} />);
    expect(screen.getByRole("img")).toHaveTextContent(/^★★★★☆/);
  });

  it("shows nothing for a book without reviews, unless asked to say so", () => {
    const { container, rerender } = render(<StarRating rating={{ average: 0, count: 0 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<StarRating rating={{ average: 0, count: 0 }} showEmpty />);
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
  });
});
