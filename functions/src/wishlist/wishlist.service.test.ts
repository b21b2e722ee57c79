import type { Book } from "@bookstore/schema";
import { describe, expect, it, vi } from "vitest";
import type { AddWishResult, Wish } from "./wishlist.repository";
import { createWishlistService } from "./wishlist.service";

// The service's own rules, with an in-memory stand-in for the repositories; the API tests prove them end to end.
const shopper = { uid: "u1", email: "ada@example.com", emailVerified: true, signedInAt: 0 };
const book = (id: string, stock: number) => ({ _id: id, title: id, stock }) as Book;
const wish = (bookId: string, soldOutWhenWished: boolean, at = 1): Wish => ({
  bookId,
  addedAt: new Date(at),
  soldOutWhenWished,
});

function serviceWith(books: Book[], wishes: Wish[], added: AddWishResult = { kind: "full" }) {
  const deps = {
    findBooks: vi.fn(async (ids: readonly string[]) => books.filter((b) => ids.includes(b._id))),
    addWish: vi.fn(async () => added),
    removeWishes: vi.fn(async () => {}),
    listWishPage: vi.fn(async () => ({ wishes, nextCursor: "next" })),
    listAllWishes: vi.fn(async () => wishes),
  };
  return { service: createWishlistService(deps, 2), deps };
}

describe("the wishlist", () => {
  it("lists each wished book with its stock now, back in stock only if it was sold out when wished", async () => {
    const { service } = serviceWith(
      [book("a", 3), book("b", 4), book("c", 0)],
      [wish("a", true), wish("b", false), wish("c", true)],
    );
    const page = await service.listPage(shopper, {});
    expect(page.nextCursor).toBe("next");
    expect(page.books.map((b) => [b._id, b.stock, b.backInStock])).toEqual([
      ["a", 3, true],
      ["b", 4, false],
      ["c", 0, false],
    ]);
  });

  it("leaves out books deleted since they were wished, and takes their wishes off the list", async () => {
    const { service, deps } = serviceWith([book("a", 1)], [wish("a", false), wish("gone", true)]);
    expect((await service.listPage(shopper, {})).books.map((b) => b._id)).toEqual(["a"]);
    expect(deps.removeWishes).toHaveBeenCalledWith("u1", ["gone"]);
  });

  it("sums up every id and those back in stock", async () => {
    const { service } = serviceWith(
      [book("a", 2), book("c", 0)],
      [wish("a", true), wish("b", false), wish("c", true), wish("gone", true)],
    );
    expect(await service.summary(shopper)).toEqual({ bookIds: ["a", "b", "c"], backInStock: ["a"] });
  });

  it("adds a known book with whether it is sold out now; 404 for an unknown one, 409 when full", async () => {
    const added = serviceWith([book("a", 0)], [], { kind: "added", wish: wish("a", true) });
    const answer = await added.service.add(shopper, "a");
    expect(answer.added).toBe(true);
    expect(added.deps.addWish).toHaveBeenCalledWith("u1", "a", true, 2);
    await expect(added.service.add(shopper, "nope")).rejects.toMatchObject({ status: 404 });
    const full = serviceWith([book("a", 1)], []);
    await expect(full.service.add(shopper, "a")).rejects.toMatchObject({ status: 409, code: "wishlist-full" });
  });
});
