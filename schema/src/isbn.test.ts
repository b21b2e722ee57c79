import { describe, expect, it } from "vitest";
import { parseIsbn } from "./isbn";

describe("parseIsbn", () => {
  it.each([
    ["9780306406157", "9780306406157"],
    ["978-0-306-40615-7", "9780306406157"],
    [" 978 0 306 40615 7 ", "9780306406157"],
    ["0-306-40615-2", "9780306406157"],
    ["080442957X", "9780804429573"],
    ["080442957x", "9780804429573"],
    ["979-10-90636-07-1", "9791090636071"],
  ])("reads %j as %s", (input, isbn13) => {
    expect(parseIsbn(input)).toEqual({ ok: true, isbn13 });
  });

  it.each([
    ["9780306406158", "The ISBN's check digit is wrong"],
    ["0-306-40615-3", "The ISBN's check digit is wrong"],
    ["1234567890123", "An ISBN-13 starts with 978 or 979"],
    ["97803064061", "An ISBN has 13 digits (or 10, the last may be X)"],
    ["X306406152", "An ISBN has 13 digits (or 10, the last may be X)"],
    ["978030640615X", "An ISBN has 13 digits (or 10, the last may be X)"],
    ["", "An ISBN has 13 digits (or 10, the last may be X)"],
  ])("refuses %j: %s", (input, reason) => {
    expect(parseIsbn(input)).toEqual({ ok: false, reason });
  });
});
