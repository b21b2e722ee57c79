import { describe, expect, it } from "vitest";
import { changedStars, NO_STARS, ratingFields, summaryOf } from "./book-rating";

describe("a book's rating from its star counts", () => {
  it("is 0 and 0 without reviews", () => {
    expect(summaryOf(NO_STARS)).toEqual({ average: 0, count: 0 });
    expect(summaryOf(undefined)).toEqual({ average: 0, count: 0 });
  });

  it("averages to one decimal, halves rounding up", () => {
    expect(summaryOf({ 1: 0, 2: 0, 3: 0, 4: 3, 5: 1 })).toEqual({ average: 4.3, count: 4 }); // 4.25
    expect(summaryOf({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 2 })).toEqual({ average: 3.7, count: 3 }); // 3.666…
    expect(summaryOf({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 7 })).toEqual({ average: 5, count: 7 });
  });

  it("moves one count per review arriving, leaving or changing its stars", () => {
    const one = changedStars(NO_STARS, { add: 4 });
    expect(one).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 });
    expect(changedStars(one, { remove: 4, add: 2 })).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 });
    expect(changedStars(one, { remove: 4 })).toEqual(NO_STARS);
    expect(one).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 });
  });

  it("stores the counts with the shown average and count the catalog sorts by", () => {
    expect(ratingFields({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 })).toEqual({
      ratingStars: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
      ratingAverage: 3.5,
      ratingCount: 2,
    });
  });
});
