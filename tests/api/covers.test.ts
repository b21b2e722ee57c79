// Uploaded covers (PUT/DELETE /api/books/:id/cover, GET /api/covers/...): real images made with sharp, sent
// through the Hosting rewrite to the function, stored in the Firestore emulator.
import type { Book } from "@bookstore/schema";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { api, type ApiResponse } from "@bookstore/testing/api";
import { exportBooks, importBooks, readCsv, toCsv } from "@bookstore/testing/books-csv";
import { createBook, deleteBook, getBook, uniqueTitle } from "@bookstore/testing/catalog";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { animatedWebp, decompressionBomb, photoJpeg, plainImage } from "@bookstore/testing/images";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const newBook = () =>
  createBook({
    title: uniqueTitle("Covered"),
    author: "Cora Ver",
    description: "A book whose cover the tests upload.",
    category: "fiction",
    oldPrice: 20,
    newPrice: 15,
  });

/** PUT /api/books/:id/cover with the admin's token unless `auth` says otherwise (null: none). */
const upload = (id: string, bytes: Uint8Array, type = "image/jpeg", auth: string | null = token) =>
  api<Book>(`/api/books/${id}/cover`, {
    method: "PUT",
    rawBody: new Uint8Array(bytes),
    token: auth ?? undefined,
    headers: { "Content-Type": type },
  });

/** The colour's channels, each within the quantisation of a dominant-colour histogram (16 levels). */
function expectColourNear(color: string | undefined, expected: string) {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const got = channels(color ?? "");
  channels(expected).forEach((channel, i) => expect(Math.abs(got[i]! - channel)).toBeLessThanOrEqual(16));
}

/** A variant as the browser fetches it; its bytes, decoded size and headers. */
async function fetchVariant(url: string) {
  const response = await fetch(`${HOSTING_URL}${url}`, { headers: { Connection: "close" } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

/** The variant documents stored under a book: what must match its cover exactly (no orphans). */
async function storedVariants(bookId: string): Promise<string[]> {
  const snapshot = await getFirestore().collection("books").doc(bookId).collection("coverVariants").get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

const variantNames = (book: Book) =>
  (book.cover?.variants ?? []).map((variant) => /\/([^/]+)\.webp$/.exec(variant.url)![1]!).sort();

function expectRefused(res: ApiResponse, status: number, reason: RegExp) {
  expectApiError(res, status);
  expect(res.body.error.message).toMatch(reason);
}

describe("PUT /api/books/:id/cover", () => {
  it("stores WebP widths of a photo, serves them for a year, and puts the largest in coverImage", async () => {
    const book = await newBook();
    const res = await upload(book._id, await photoJpeg(1200, 1800));
    expect(res.status).toBe(200);
    const { cover } = res.body;
    expect(cover).toMatchObject({ width: 1200, height: 1800, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(cover!.variants.map((variant) => variant.width)).toEqual([160, 320, 640, 960]);
    expect(res.body.coverImage).toBe(cover!.variants.at(-1)!.url);
    expect(await getBook(book._id)).toEqual(res.body);

    for (const variant of cover!.variants) {
      expect(variant.url).toMatch(new RegExp(`^/api/covers/${book._id}/[0-9a-f]{20}-${variant.width}\\.webp$`));
      const { response, bytes } = await fetchVariant(variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const decoded = await sharp(bytes).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual(["webp", variant.width, variant.width * 1.5]);
    }
    expect(await storedVariants(book._id)).toEqual(variantNames(res.body));
  });

  it.each(["png", "webp", "avif"] as const)(
    "takes a %s, never making a width wider than the original",
    async (format) => {
      const book = await newBook();
      const res = await upload(book._id, await plainImage(500, 700, format), `image/${format}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.cover!.variants.map((variant) => variant.width)).toEqual([160, 320, 500]);
      expect(res.body.cover).toMatchObject({ width: 500, height: 700 });
      expectColourNear(res.body.cover?.color, "#2a6f97");
    },
  );

  it("keeps nothing of the file as sent: no EXIF, no bytes appended to it", async () => {
    const book = await newBook();
    const tagged = await sharp(await photoJpeg(800, 1200))
      .withExif({ IFD0: { Artist: "Secret Person", ImageDescription: "taken at 51.5007N 0.1246W" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    // A polyglot: a valid JPEG that is also an HTML page with a script, for a browser that sniffs.
    const polyglot = Buffer.concat([tagged, Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const res = await upload(book._id, polyglot);
    expect(res.status).toBe(200);
    for (const variant of res.body.cover!.variants) {
      const { bytes } = await fetchVariant(variant.url);
      const stored = await sharp(bytes).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(bytes.includes("<script>")).toBe(false);
      expect(bytes.includes("Secret Person")).toBe(false);
    }
  });

  describe("refuses, storing nothing", () => {
    let book: Book;
    beforeAll(async () => {
      book = await newBook();
    });

    /** The book is as it was and no variant was stored. */
    async function expectUnchanged() {
      expect(await getBook(book._id)).toEqual(book);
      expect(await storedVariants(book._id)).toEqual([]);
    }

    it("another content type, with 415 naming the accepted ones", async () => {
      const res = await upload(book._id, await photoJpeg(400, 600), "image/gif");
      expectRefused(res, 415, /image\/jpeg, image\/png, image\/webp, image\/avif/);
      expectRefused(await upload(book._id, await photoJpeg(400, 600), "application/octet-stream"), 415, /image\/jpeg/);
      await expectUnchanged();
    });

    // A body over 10 MiB is refused with 413 before any route runs (functions/src/app.test.ts): sent through the
    // emulators, such a body can crash the Functions emulator (docs/reliability.md, "Known platform limits").

    it.each([
      ["not an image", () => Promise.resolve(Buffer.from("%PDF-1.7\nnot a picture at all")), /not an image/],
      ["a truncated image", async () => (await photoJpeg(600, 900)).subarray(0, 20_000), /damaged or incomplete/],
      [
        "an SVG (whatever its header says)",
        () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"/>')),
        /SVG/,
      ],
      ["an animated image", animatedWebp, /Animated/],
    ])("%s, with 400 naming the reason", async (_label, make, reason) => {
      expectRefused(await upload(book._id, await make(), "image/png"), 400, reason);
      await expectUnchanged();
    });

    it("a decompression bomb, with 400 and at once", async () => {
      const bomb = await decompressionBomb(30_000);
      expect(bomb.length).toBeLessThan(1_000);
      const started = performance.now();
      expectRefused(await upload(book._id, bomb, "image/png"), 400, /too many pixels \(30000 × 30000\)/);
      expect(performance.now() - started).toBeLessThan(scaled(2_000));
      await expectUnchanged();
    });

    it("anyone but an admin (401, 403), and a book that does not exist (404)", async () => {
      const jpeg = await photoJpeg(400, 600);
      expectApiError(await upload(book._id, jpeg, "image/jpeg", null), 401);
      const shopper = await createShopper();
      expectApiError(await upload(book._id, jpeg, "image/jpeg", shopper.idToken), 403);
      expectApiError(await upload("no-such-book", jpeg), 404);
      await expectUnchanged();
    });
  });
});

describe("replacing and removing a cover", () => {
  it("deletes the old widths when a cover is replaced, removed, or its book deleted", async () => {
    const book = await newBook();
    const first = (await upload(book._id, await photoJpeg(1000, 1500))).body;
    const second = (await upload(book._id, await photoJpeg(700, 1000))).body;
    expect(second.cover!.variants.map((variant) => variant.width)).toEqual([160, 320, 640, 700]);
    for (const { url } of first.cover!.variants) expect((await fetchVariant(url)).response.status).toBe(404);
    expect(await storedVariants(book._id)).toEqual(variantNames(second));

    const removed = await api<Book>(`/api/books/${book._id}/cover`, { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect(removed.body.cover).toBeUndefined();
    expect(removed.body.coverImage).toBe("");
    for (const { url } of second.cover!.variants) expect((await fetchVariant(url)).response.status).toBe(404);
    expect(await storedVariants(book._id)).toEqual([]);

    const third = (await upload(book._id, await photoJpeg(400, 600))).body;
    await deleteBook(book._id);
    for (const { url } of third.cover!.variants) expect((await fetchVariant(url)).response.status).toBe(404);
    expect(await storedVariants(book._id)).toEqual([]);
    expectApiError(await api(`/api/books/${book._id}/cover`, { method: "DELETE", token }), 404);
  });

  it("ends two racing uploads with one cover and no orphans", async () => {
    const book = await newBook();
    const [a, b] = await Promise.all([
      upload(book._id, await photoJpeg(900, 1200)),
      upload(book._id, await photoJpeg(800, 1200)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const final = await getBook(book._id);
    expect([a.body.cover, b.body.cover]).toContainEqual(final.cover);
    expect(await storedVariants(book._id)).toEqual(variantNames(final));
  });

  it("keeps the cover when an edit sends its address back, and drops it for an https address", async () => {
    const book = await newBook();
    const uploaded = (await upload(book._id, await photoJpeg(400, 600))).body;
    const { _id, createdAt: _createdAt, stock: _stock, cover, ...fields } = uploaded;
    const kept = await api<Book>(`/api/books/edit/${book._id}`, { method: "PUT", token, body: fields });
    expect(kept.status).toBe(200);
    expect(kept.body.cover).toEqual(cover);

    const pasted = "https://images.example/cover.jpg";
    const edited = await api<Book>(`/api/books/edit/${book._id}`, {
      method: "PUT",
      token,
      body: { ...fields, coverImage: pasted },
    });
    expect(edited.body.coverImage).toBe(pasted);
    expect(edited.body.cover).toBeUndefined();
    expect(await storedVariants(book._id)).toEqual([]);
  });

  it("refuses an uploaded cover's address on a new book", async () => {
    const res = await api("/api/books/create-book", {
      method: "POST",
      token,
      body: {
        title: uniqueTitle("Borrowed cover"),
        author: "A",
        description: "D",
        category: "fiction",
        oldPrice: 1,
        newPrice: 1,
        coverImage: "/api/covers/another-book/0123456789abcdef0123-960.webp",
      },
    });
    expectApiError(res, 400);
    expect(res.body.error.fields.coverImage[0]).toMatch(/uploaded once the book exists/);
  });
});

describe("CSV export and import of a book with an uploaded cover", () => {
  it("exports the cover's address, and an import of that file leaves the cover as it is", async () => {
    const book = await newBook();
    const uploaded = (await upload(book._id, await photoJpeg(400, 600))).body;
    const rows = readCsv((await exportBooks(token)).text).filter((row) => row.id === book._id);
    expect(rows.map((row) => row.coverImage)).toEqual([uploaded.coverImage]);

    const unchanged = await importBooks(toCsv(rows), { token, dryRun: false });
    expect(unchanged.body).toMatchObject({ updated: 0, unchanged: 1, errors: [] });
    expect(await getBook(book._id)).toEqual(uploaded);

    const pasted = "https://images.example/imported.jpg";
    const replaced = await importBooks(toCsv([{ ...rows[0], coverImage: pasted }]), { token, dryRun: false });
    expect(replaced.body).toMatchObject({ updated: 1, errors: [] });
    const after = await getBook(book._id);
    expect(after.coverImage).toBe(pasted);
    expect(after.cover).toBeUndefined();
    expect(await storedVariants(book._id)).toEqual([]);
  });
});
