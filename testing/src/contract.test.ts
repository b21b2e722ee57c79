import { describe, expect, it } from "vitest";
import { checkAgainstContract, type ReceivedAnswer } from "./contract";

const book = {
  _id: "b1",
  title: "T",
  description: "D",
  category: "fiction",
  trending: false,
  oldPrice: 2,
  newPrice: 1,
  coverImage: "",
  stock: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  rating: { average: 0, count: 0 },
};
const answer = (overrides: Partial<ReceivedAnswer>): ReceivedAnswer => ({
  method: "GET",
  path: "/api/books/b1",
  status: 200,
  contentType: "application/json; charset=utf-8",
  body: book,
  text: JSON.stringify(book),
  ...overrides,
});

describe("checkAgainstContract", () => {
  it("accepts an answer the document describes, with or without a trailing slash and query", () => {
    expect(() => checkAgainstContract(answer({}))).not.toThrow();
    expect(() => checkAgainstContract(answer({ path: "/api/books/?limit=2", body: [book] }))).not.toThrow();
    const error = { error: { code: "not-found", message: "Book not found" } };
    expect(() => checkAgainstContract(answer({ status: 404, body: error }))).not.toThrow();
  });

  it("refuses a body that does not match, a status the route does not name, and an unlisted route", () => {
    expect(() => checkAgainstContract(answer({ body: { ...book, stock: "3" } }))).toThrow(/does not match/);
    expect(() => checkAgainstContract(answer({ body: { ...book, secret: 1 } }))).toThrow(/does not match/);
    // The error body every route documents is a shared component, referred to from each answer's schema.
    expect(() => checkAgainstContract(answer({ status: 404, body: { message: 1 } }))).toThrow(/does not match/);
    expect(() => checkAgainstContract(answer({ status: 418 }))).toThrow(/names no 418/);
    expect(() => checkAgainstContract(answer({ path: "/api/wishlist" }))).toThrow(/not in the OpenAPI document/);
    expect(() => checkAgainstContract(answer({ method: "PUT", path: "/api/books/export" }))).toThrow(/not in the/);
  });

  it("lets an unlisted route answer only the app's 404, and leaves the storefront's own files alone", () => {
    const error = { error: { code: "not-found", message: "No such route" } };
    expect(() => checkAgainstContract(answer({ path: "/api/wishlist", status: 404, body: error }))).not.toThrow();
    expect(() =>
      checkAgainstContract(answer({ path: "/cart", contentType: "text/html", body: undefined })),
    ).not.toThrow();
  });

  it("leaves the platform's own answers alone (HTML before the app runs, OPTIONS), but not HTML from the app", () => {
    const platform = { method: "POST", path: "/api/orders/", contentType: "text/html", body: undefined, text: "<pre>" };
    expect(() => checkAgainstContract(answer({ ...platform, status: 400 }))).not.toThrow();
    expect(() => checkAgainstContract(answer({ method: "OPTIONS", path: "/api/orders/" }))).not.toThrow();
    expect(() => checkAgainstContract(answer({ ...platform, status: 500 }))).toThrow(/as text\/html/);
  });
});
