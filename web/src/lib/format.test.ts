// @vitest-environment node
// No DOM needed: building jsdom costs seconds per file on the CI machine.
import { formatDate, formatPrice, truncate } from "@/lib/format";

describe("formatPrice", () => {
  it("shows a dollar sign and exactly 2 decimals", () => {
    expect(formatPrice(10)).toBe("$10.00");
    expect(formatPrice(7.5)).toBe("$7.50");
    expect(formatPrice(0)).toBe("$0.00");
  });

  it("rounds to cents and groups thousands", () => {
    expect(formatPrice(19.999)).toBe("$20.00");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
  });

  it("writes what the en-US dollar currency format writes for any amount in whole cents", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const amounts = [0, 0.01, 0.1 + 0.2, 1, -3, 9.99, 999.99, 1000, 1234.5, -1234.56, 100_000, 1_000_000];
    // and a few thousand more, across nine orders of magnitude (sales totals go past the largest price), drawn
    // from a fixed-seed generator so a failure names the same amount on every run
    let seed = 1;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 3000; i++) amounts.push(Math.round(next() * 10 ** (i % 10)) / 100);
    for (const amount of amounts) expect(formatPrice(amount)).toBe(usd.format(amount));
  });
});

describe("truncate", () => {
  it("keeps text of at most 80 characters as is", () => {
    const exactly80 = "a".repeat(80);
    expect(truncate(exactly80)).toBe(exactly80);
    expect(truncate("short")).toBe("short");
  });

  it("cuts longer text at 80 characters and adds an ellipsis", () => {
    const text = "b".repeat(81);
    expect(truncate(text)).toBe(`${"b".repeat(80)}...`);
  });
});

describe("formatDate", () => {
  it("shows a valid ISO date as a local date", () => {
    const iso = "2026-03-04T10:00:00.000Z";
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString());
  });

  it("falls back to the raw value rather than 'Invalid Date'", () => {
    expect(formatDate("not a date")).toBe("not a date");
  });
});
