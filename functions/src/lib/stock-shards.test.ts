import { describe, expect, it } from "vitest";
import {
  copiesIn,
  FIGURE_INTERVAL_MS,
  figureIsDue,
  pickShard,
  randomShard,
  shardsOf,
  spreadStock,
  STOCK_SHARDS,
} from "./stock-shards";

describe("stock shards", () => {
  it("spread a stock evenly, the first shards taking the remainder, and add up to it", () => {
    expect(spreadStock(19, 8)).toEqual([3, 3, 3, 2, 2, 2, 2, 2]);
    expect(spreadStock(3, 8)).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect(spreadStock(0)).toEqual(Array(STOCK_SHARDS).fill(0));
    for (const stock of [0, 1, 7, 8, 9, 1_000]) expect(spreadStock(stock).reduce((a, b) => a + b)).toBe(stock);
    expect(() => spreadStock(-1)).toThrow(RangeError);
    expect(() => spreadStock(1.5)).toThrow(RangeError);
  });

  it("take a copy only from a shard that has one, any of them", () => {
    const copies = [0, 2, 0, 1];
    expect(pickShard(copies, () => 0)).toBe(1);
    expect(pickShard(copies, () => 0.99)).toBe(3);
    expect(pickShard([0, 0, 0])).toBeUndefined();
    const picked = new Set(Array.from({ length: 200 }, () => pickShard([1, 1, 1, 1])));
    expect(picked).toEqual(new Set([0, 1, 2, 3]));
  });

  it("put copies back into any shard", () => {
    expect(randomShard(8, () => 0)).toBe(0);
    expect(randomShard(8, () => 0.999)).toBe(7);
  });

  it("count a missing or broken shard as empty, and a book without shards as unsharded", () => {
    expect([undefined, {}, { copies: -1 }, { copies: 1.5 }, { copies: 4 }].map(copiesIn)).toEqual([0, 0, 0, 0, 4]);
    expect([undefined, {}, { stockShards: 0 }, { stockShards: 8 }].map(shardsOf)).toEqual([0, 0, 0, 8]);
  });

  it("rewrite a book's catalog figure at most once a second, but at once when it sells out or comes back", () => {
    const recent = FIGURE_INTERVAL_MS - 1;
    expect(figureIsDue({ stock: 5, inStock: true }, 5, 10 * FIGURE_INTERVAL_MS)).toBe(false);
    expect(figureIsDue({ stock: 5, inStock: true }, 4, recent)).toBe(false);
    expect(figureIsDue({ stock: 5, inStock: true }, 4, FIGURE_INTERVAL_MS)).toBe(true);
    expect(figureIsDue({ stock: 1, inStock: true }, 0, 0)).toBe(true);
    expect(figureIsDue({ stock: 0, inStock: false }, 1, 0)).toBe(true);
    expect(figureIsDue({ stock: 3 }, 3, 0)).toBe(true);
  });
});
