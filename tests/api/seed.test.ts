import type { Book } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { ADMIN, DEMO_STAFF } from "@bookstore/testing/accounts";
import { signIn } from "@bookstore/testing/auth-actions";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { seed } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";

describe("seed", () => {
  it("is idempotent: seeding twice leaves the same catalog and the same staff, the admin an owner", async () => {
    const staff = async () =>
      Object.fromEntries(
        (await getFirestore().collection("admins").get()).docs.map((doc) => [doc.id, doc.get("role")]),
      );
    // A seed resets the seeded books' stock to the seed's figures (orders of earlier tests took copies).
    seed();
    const before = (await api<Book[]>("/api/books/")).body;
    const staffBefore = await staff();
    seed();
    const after = (await api<Book[]>("/api/books/")).body;
    expect(after).toEqual(before);
    const seeded = after.filter((book) => book._id.startsWith("seed-book-"));
    expect(seeded.length).toBeGreaterThanOrEqual(24);
    expect(new Set(seeded.map((book) => book.category))).toEqual(
      new Set(["business", "technology", "fiction", "horror", "adventure"]),
    );
    expect(await staff()).toEqual(staffBefore);
    // The owner, and in a demo- project one member of each other role for the browser tests.
    expect(staffBefore).toMatchObject({
      [ADMIN.username]: "owner",
      ...Object.fromEntries(DEMO_STAFF.map(({ username, role }) => [username, role])),
    });
  });

  it("creates the demo shoppers with verified addresses, so everything placed with them is theirs", async () => {
    const ada = await signIn("ada.reader@example.com", "shopper123");
    const claims = JSON.parse(Buffer.from(ada.idToken.split(".")[1]!, "base64url").toString());
    expect(claims.email_verified).toBe(true);
  });

  it("uploads each seeded book's artwork through the cover pipeline, leaving no variant behind on a rerun", async () => {
    const seeded = (await api<Book[]>("/api/books/")).body.filter((book) => book._id.startsWith("seed-book-"));
    for (const book of seeded) {
      expect(book.cover, book._id).toMatchObject({ width: 960, height: 1440 });
      expect(book.cover!.variants.map((variant) => variant.width)).toEqual([160, 320, 640, 960]);
      expect(book.coverImage).toBe(book.cover!.variants.at(-1)!.url);
      const stored = await getFirestore().collection("books").doc(book._id).collection("coverVariants").get();
      expect(stored.size).toBe(4);
    }
    const served = await fetch(`${HOSTING_URL}${seeded[0]!.cover!.variants[1]!.url}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
  });

  it("seeds the admin named by ADMIN_USERNAME / ADMIN_PASSWORD, hashed, who can then sign in", async () => {
    const owner = { username: `owner-${randomUUID().slice(0, 8)}`, password: "a-long-local-passphrase" };
    const printed = seed(["--no-catalog"], { ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password });
    expect(printed).toContain(`Owner "${owner.username}" is ready.`);
    expect(printed).not.toContain(owner.password);
    const stored = getFirestore().collection("admins").doc(owner.username);
    try {
      expect(JSON.stringify((await stored.get()).data())).not.toContain(owner.password);
      expect((await api("/api/auth/admin", { method: "POST", body: owner })).status).toBe(200);
    } finally {
      await stored.delete();
    }
  });

  it("refuses to seed a project that is not demo- without explicit admin credentials", () => {
    expect(() => seed([], { GCLOUD_PROJECT: "a-real-bookshop", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" })).toThrow(
      /a-real-bookshop is not a demo- project: set ADMIN_USERNAME and ADMIN_PASSWORD/,
    );
  });
});
