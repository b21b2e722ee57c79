import { describe, expect, it } from "vitest";
import { decideStockChange, tells } from "./stock-notices";

const book = { id: "b1", title: "Dune", author: "Frank Herbert" };

describe("the stock room's notices", () => {
  it("tells the shop of a fall to the low-stock mark once, until the stock rises above it", () => {
    const fall = decideStockChange(book, { lowStockAlerts: 1 }, { before: 5, after: 3 });
    expect(fall).toMatchObject({ lowStock: { stock: 3, alert: 2 }, fields: { lowStock: true, lowStockAlerts: 2 } });
    expect(tells(decideStockChange(book, { lowStock: true }, { before: 3, after: 2 }))).toBe(false);
  });

  it("tells no fall when the stock rises or stays, even below the mark", () => {
    expect(tells(decideStockChange(book, {}, { before: 1, after: 2 }))).toBe(false);
    expect(tells(decideStockChange(book, {}, { before: 2, after: 2 }))).toBe(false);
  });

  it("tells the wishers of a return from sold out, counting the book's restocks", () => {
    const back = decideStockChange(book, { restocks: 2 }, { before: 0, after: 1 });
    expect(back).toEqual({ book, fields: { restocks: 3 }, backInStock: { restock: 3 } });
    expect(decideStockChange(book, {}, { before: 1, after: 4 }).backInStock).toBeUndefined();
  });

  it("tells nothing of a sold-out book that stays sold out", () => {
    expect(decideStockChange(book, { lowStock: true }, { before: 0, after: 0 })).toEqual({ book, fields: {} });
  });
});
