import {
  describeIgnored,
  filtersFromParams,
  noResultsText,
  paramsFromFilters,
  parsePrice,
  resultCount,
  searchHeading,
  wordsAloneText,
} from "@/features/search/utils/search-filters";

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe("filtersFromParams", () => {
  it("reads every filter a shared URL names", () => {
    expect(read("q=dune&category=fiction&minPrice=5&maxPrice=20.5&inStock=true&sort=price-asc")).toEqual({
      filters: { q: "dune", category: "fiction", minPrice: 5, maxPrice: 20.5, inStock: true, sort: "price-asc" },
      ignored: [],
    });
  });

  it("reads no filters from an empty URL, and leaves out what says nothing", () => {
    expect(read("")).toEqual({ filters: {}, ignored: [] });
    expect(read("q=%20%20&category=&minPrice=&inStock=false&sort=newest&page=3")).toEqual({
      filters: {},
      ignored: [],
    });
  });

  it("ignores values it cannot apply, and says which and why", () => {
    const { filters, ignored } = read("q=dune&sort=foo&minPrice=abc&maxPrice=1e3&category=poetry&inStock=maybe");
    expect(filters).toEqual({ q: "dune" });
    expect(ignored.map(({ name, value }) => [name, value])).toEqual([
      ["category", "poetry"],
      ["minPrice", "abc"],
      ["maxPrice", "1e3"],
      ["inStock", "maybe"],
      ["sort", "foo"],
    ]);
    expect(describeIgnored(ignored[0]!)).toBe("category “poetry” (not one of the store's categories)");
  });

  it("refuses prices the API would: negative, fractions of a cent, above the maximum, a range upside down", () => {
    for (const price of ["-1", "1.234", "100000.01", "Infinity", "0x10"]) {
      expect(read(`minPrice=${encodeURIComponent(price)}`).filters, price).toEqual({});
    }
    expect(read("minPrice=100000&maxPrice=0").filters).toEqual({ minPrice: 100000 });
    expect(read("minPrice=20&maxPrice=10").ignored).toEqual([
      { name: "maxPrice", value: "10", reason: "below the lowest price" },
    ]);
  });

  it("reads a category in any case, and cuts words beyond what the API reads", () => {
    expect(read("category=Fiction").filters).toEqual({ category: "fiction" });
    expect(read(`q=${"a".repeat(150)}`).filters.q).toHaveLength(100);
  });
});

describe("paramsFromFilters", () => {
  it("writes one address per search, in a fixed order, and round-trips", () => {
    const filters = { sort: "title", inStock: true, maxPrice: 9.5, category: "horror", q: "night owl" } as const;
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe("q=night+owl&category=horror&maxPrice=9.5&inStock=true&sort=title");
    expect(filtersFromParams(params).filters).toEqual(filters);
    expect(paramsFromFilters({}).toString()).toBe("");
  });
});

describe("parsePrice", () => {
  it("takes amounts as typed, with or without a $ sign", () => {
    expect(parsePrice(" 12.5 ")).toEqual({ ok: true, price: 12.5 });
    expect(parsePrice("$7")).toEqual({ ok: true, price: 7 });
    expect(parsePrice("twelve")).toEqual({ ok: false, reason: "Enter an amount such as 12.50" });
    expect(parsePrice("200000")).toEqual({ ok: false, reason: "Enter at most $100,000.00" });
  });
});

describe("what the page says", () => {
  it("heads the page with the words, or with what is browsed without them", () => {
    expect(searchHeading({ q: "dune", category: "fiction" })).toBe("Search results for “dune”");
    expect(searchHeading({ category: "fiction", sort: "price-asc" })).toBe("Fiction books");
    expect(searchHeading({ inStock: true })).toBe("All books");
  });

  it("counts with the API's total, and what was found so far without one", () => {
    expect(resultCount(12, 12, true)).toBe("12 books found");
    expect(resultCount(1, 1, false)).toBe("1 book found");
    expect(resultCount(null, 12, true)).toBe("12 books found so far");
    expect(resultCount(undefined, 14, false)).toBe("14 books found");
  });

  it("says what was searched and filtered when nothing matches", () => {
    expect(noResultsText({ q: "zebra" })).toBe("No books match “zebra”.");
    expect(noResultsText({ q: "dune", category: "fiction", minPrice: 5, maxPrice: 20, inStock: true })).toBe(
      "No books match “dune” in Fiction, between $5.00 and $20.00, in stock.",
    );
    expect(noResultsText({ maxPrice: 3, sort: "title" })).toBe("No books up to $3.00.");
    expect(noResultsText({ minPrice: 1000 })).toBe("No books from $1,000.00.");
    expect(wordsAloneText("dune", 3)).toBe("3 books match “dune” without these filters.");
    expect(wordsAloneText("dune", 1)).toBe("1 book matches “dune” without these filters.");
    expect(wordsAloneText("dune", undefined)).toBe("Books match “dune” without these filters.");
  });
});
