import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel } from "@/components/carousel";
import { layOutCarousels } from "@/testing/carousel";

layOutCarousels();

const ITEMS = ["one", "two", "three", "four", "five"];
const renderCarousel = () =>
  render(<Carousel label="Words" items={ITEMS} itemKey={(word) => word} renderItem={(word) => <p>{word}</p>} />);
const activeSlide = (container: HTMLElement) => container.querySelector(".swiper-slide-active")?.textContent;

describe("Carousel", () => {
  it("renders every slide before Swiper starts, then Swiper takes the same markup", async () => {
    const { container } = renderCarousel();
    // At once: the slides and the arrows, with no Swiper yet.
    expect(screen.getAllByText(/^(one|two|three|four|five)$/)).toHaveLength(5);
    expect(container.querySelector(".swiper")).not.toHaveClass("swiper-initialized");
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    // Started when the browser is idle: the same slides, now Swiper's.
    await waitFor(() => expect(container.querySelector(".swiper")).toHaveClass("swiper-initialized"));
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(5);
    expect(activeSlide(container)).toBe("one");
  });

  it("plays the arrow presses made before Swiper started", async () => {
    const user = userEvent.setup();
    const { container } = renderCarousel();
    const next = screen.getByRole("button", { name: "Next slide" });
    await user.click(next);
    await user.click(next);
    await waitFor(() => expect(activeSlide(container)).toBe("three"));
  });
});
