import { fireEvent, render, screen } from "@testing-library/react";
import { BookCover, coverImageUrl } from "@bookstore/views/book-cover";

describe("coverImageUrl", () => {
  it("resolves a file name against the covers the app ships", () => {
    expect(coverImageUrl("book-1.svg")).toBe("/covers/book-1.svg");
    expect(coverImageUrl("my cover?.png")).toBe("/covers/my%20cover%3F.png");
    // A name that looks like a scheme is still only a name under /covers.
    expect(coverImageUrl("javascript:alert(1)")).toBe("/covers/javascript%3Aalert(1)");
  });

  it("keeps an https address as it is", () => {
    expect(coverImageUrl("https://example.com/a.png")).toBe("https://example.com/a.png");
  });

  it.each([
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "\\\\evil.example\\x.png",
    "/covers/x.svg",
    "../secret",
    "http://example.com/a.png",
    "x\ud800.png",
  ])("shows the placeholder for %j, which is not a cover the store allows", (cover) => {
    expect(coverImageUrl(cover)).toBe("/covers/placeholder.svg");
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

describe("BookCover of an uploaded cover", () => {
  const cover = {
    width: 1200,
    height: 1800,
    color: "#7a3b2e",
    variants: [160, 320, 640, 960].map((width) => ({
      width,
      url: `/api/covers/b1/0123456789abcdef0123-${width}.webp`,
    })),
  };

  it("offers every width in srcset, sized by its place, in the cover's ratio on its dominant colour", () => {
    render(<BookCover coverImage={cover.variants[3]!.url} cover={cover} sizes="192px" title="Dune" />);
    const image = screen.getByRole("img", { name: "Cover of Dune" });
    expect(image).toHaveAttribute("src", cover.variants[3]!.url);
    expect(image).toHaveAttribute(
      "srcset",
      cover.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    );
    expect(image).toHaveAttribute("sizes", "192px");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "1800");
    expect(image).toHaveStyle({ backgroundColor: "#7a3b2e" });
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("drops the widths for the placeholder when the cover cannot be loaded", () => {
    render(<BookCover coverImage={cover.variants[3]!.url} cover={cover} sizes="192px" title="Dune" priority />);
    const image = screen.getByRole("img", { name: "Cover of Dune" });
    expect(image).toHaveAttribute("fetchpriority", "high");
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/covers/placeholder.svg");
    expect(image).not.toHaveAttribute("srcset");
  });
});
