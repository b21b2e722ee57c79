import { fireEvent, render, screen } from "@testing-library/react";
import { BookCover, coverImageUrl } from "@/components/book-cover";

describe("coverImageUrl", () => {
  it("resolves a file name against the covers the app ships", () => {
    expect(coverImageUrl("book-1.svg")).toBe("/covers/book-1.svg");
    expect(coverImageUrl("my cover?.png")).toBe("/covers/my%20cover%3F.png");
    expect(coverImageUrl("../secret")).toBe("/covers/..%2Fsecret");
  });

  it("keeps a full URL or a site path as it is", () => {
    for (const url of ["https://example.com/a.png", "http://example.com/a.png", "data:image/png;base64,AA", "/covers/x.svg"]) {
      expect(coverImageUrl(url)).toBe(url);
    }
  });

  it("answers the placeholder for an empty cover", () => {
    expect(coverImageUrl("")).toBe("/covers/placeholder.svg");
  });
});

describe("BookCover", () => {
  const cover = () => screen.getByRole("img", { name: "Cover of Dune" });

  it("falls back to the placeholder when the image cannot be loaded, and tries a new cover afresh", () => {
    const { rerender } = render(<BookCover coverImage="missing.png" title="Dune" />);
    expect(cover()).toHaveAttribute("src", "/covers/missing.png");
    fireEvent.error(cover());
    expect(cover()).toHaveAttribute("src", "/covers/placeholder.svg");

    rerender(<BookCover coverImage="https://example.com/dune.png" title="Dune" />);
    expect(cover()).toHaveAttribute("src", "https://example.com/dune.png");
  });

  it("loads lazily, except the page's main cover, which is fetched first", () => {
    const { rerender } = render(<BookCover coverImage="a.svg" title="Dune" />);
    expect(cover()).toHaveAttribute("loading", "lazy");
    rerender(<BookCover coverImage="a.svg" title="Dune" priority />);
    expect(cover()).toHaveAttribute("loading", "eager");
    expect(cover()).toHaveAttribute("fetchpriority", "high");
  });
});
