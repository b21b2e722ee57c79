import type { Book } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import { api, seed } from "../support/emulators";
import { getFirestore } from "../support/firestore-admin";

describe("seed", () => {
  it("is idempotent: seeding twice leaves the same catalog and one admin", async () => {
    const before = (await api<Book[]>("/api/books/")).body;
    seed();
    seed();
    const after = (await api<Book[]>("/api/books/")).body;
    expect(after).toEqual(before);
    const seeded = after.filter((book) => book._id.startsWith("seed-book-"));
    expect(seeded.length).toBeGreaterThanOrEqual(24);
    expect(new Set(seeded.map((book) => book.category))).toEqual(
      new Set(["business", "technology", "fiction", "horror", "adventure"]),
    );
    const admins = await getFirestore().collection("admins").get();
    expect(admins.size).toBe(1);
  });
});
