import type { StaffRole } from "@bookstore/schema";
import { CATEGORIES, COVER_UPLOAD } from "@bookstore/schema";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { deserialize, serialize } from "node:v8";
import sharp from "sharp";
import { Timestamp } from "firebase-admin/firestore";
import { toBookDocument, type BookDocument } from "../books";
import { processCover } from "../covers";
import type { CoverImage, CoversRepository } from "../covers";
import { hashPassword } from "../admin";
import type { AdminsRepository } from "../admin";
import { SEED_BOOKS, type SeedBook } from "./catalog";
import type { SeedRepository } from "./seed.repository";

const toDocument = (book: SeedBook): BookDocument => toBookDocument(book, Timestamp.fromDate(new Date(book.createdAt)));

/**
 * Synthetic books for scale tests (`--books N`): deterministic ids and fields, so reruns overwrite rather
 * than add. Dated before every hand-written book so the storefront's newest-first order still starts with those.
 */
export function syntheticBook(index: number): SeedBook {
  const category = CATEGORIES[index % CATEGORIES.length]!;
  const cents = 499 + ((index * 137) % 4000);
  return {
    id: `bulk-book-${String(index).padStart(5, "0")}`,
    title: `Volume ${index}: A ${category} story`,
    author: `Synthetic Author ${index % 250}`,
    description: `Synthetic catalog entry number ${index}, generated to measure how the store behaves with a large catalog of ${category} books.`,
    category,
    trending: index % 7 === 0,
    oldPrice: (cents + 500) / 100,
    newPrice: cents / 100,
    coverImage: "placeholder.svg",
    stock: 1 + (index % 40),
    createdAt: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
  };
}

/** The storefront's generated artwork (scripts/generate-art.mjs), found from wherever this code runs. */
function artworkDirectory(): string | undefined {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const covers = join(dir, "web", "public", "covers");
    if (existsSync(covers)) return covers;
  }
  return undefined;
}

/**
 * Covers made from the artwork before, in the checkout's .cache (never committed): every start of the local stack
 * seeds the same covers, seconds of image work each time. Keyed by the artwork and by this very build of the seed
 * (its file's hash), so changed artwork or changed cover code makes them again.
 */
function madeCovers(artwork: string) {
  const dir = join(artwork, "..", "..", "..", ".cache", "seed-covers");
  const build = createHash("sha256").update(readFileSync(__filename)).digest("hex").slice(0, 16);
  const file = (source: string) => join(dir, `${source}-${build}.v8`);
  return {
    read(source: string): CoverImage | undefined {
      try {
        return deserialize(readFileSync(file(source))) as CoverImage;
      } catch {
        return undefined; // not made yet (or unreadable): made again
      }
    },
    keep(source: string, cover: CoverImage) {
      mkdirSync(dir, { recursive: true });
      // A name of its own: two stacks may seed at once (npm test runs the stack tests beside its own suite).
      const written = `${file(source)}.${process.pid}.tmp`;
      writeFileSync(written, serialize(cover));
      renameSync(written, file(source));
    },
  };
}

interface Artwork {
  svg: Buffer;
  /** A hash of the file: a book whose cover was made from this very file keeps it. */
  source: string;
}

/** Each seeded book's artwork, when it is at hand (the repository's web/public/covers). */
function seedArtwork(): Map<string, Artwork> {
  const directory = artworkDirectory();
  const artwork = new Map<string, Artwork>();
  if (!directory) return artwork;
  for (const book of SEED_BOOKS) {
    const file = join(directory, book.coverImage);
    if (!book.coverImage.endsWith(".svg") || !existsSync(file)) continue;
    const svg = readFileSync(file);
    artwork.set(book.id, { svg, source: createHash("sha256").update(svg).digest("hex").slice(0, 20) });
  }
  return artwork;
}

/**
 * Writes the catalog with fixed ids, and the claims of their ISBNs: running it twice leaves the same books. A
 * seeded book keeps the cover an earlier seed uploaded from the same artwork (seedCovers makes the others).
 */
export async function seedBooks(seed: SeedRepository, extraBooks = 0): Promise<number> {
  const books = [...SEED_BOOKS, ...Array.from({ length: extraBooks }, (_, i) => syntheticBook(i + 1))];
  const artwork = seedArtwork();
  const stored = await seed.readBooks(SEED_BOOKS.map((book) => book.id));
  const kept = new Map<string, Pick<BookDocument, "cover" | "coverImage">>();
  for (const snapshot of stored) {
    const { cover, coverImage } = (snapshot.data() ?? {}) as Partial<BookDocument>;
    if (cover?.source && cover.source === artwork.get(snapshot.id)?.source)
      kept.set(snapshot.id, { cover, coverImage: coverImage! });
  }
  await seed.writeBooks(
    books.map((book) => ({ id: book.id, document: { ...toDocument(book), ...kept.get(book.id) }, isbn: book.isbn })),
  );
  return books.length;
}

/**
 * Gives each seeded book its artwork as an uploaded cover, through the upload's own pipeline (decoded,
 * re-encoded as WebP widths, stored with the book in one transaction), so seeded covers are served exactly as
 * uploaded ones. The artwork is SVG, which the upload refuses: it is drawn to a PNG at the largest width first,
 * as an artist exporting it would. A book whose cover was made from the same file is left alone; variants an
 * earlier seed left (artwork since redrawn) are deleted. Without the artwork at hand, the books keep its file
 * names, which the storefront ships.
 */
export async function seedCovers(seed: SeedRepository, covers: Pick<CoversRepository, "putCover">): Promise<number> {
  const largest = COVER_UPLOAD.widths.at(-1)!;
  const stored = await seed.readBooks(SEED_BOOKS.map((book) => book.id));
  const missing = [...seedArtwork()].filter(
    ([id, { source }]) => stored.find((snapshot) => snapshot.id === id)?.get("cover.source") !== source,
  );
  const directory = artworkDirectory();
  const made = directory ? madeCovers(directory) : undefined;
  const makeCover = async (svg: Buffer, source: string) => {
    const { width = largest } = await sharp(svg).metadata();
    const png = await sharp(svg, { density: (72 * largest) / width })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const cover = await processCover(png);
    made?.keep(source, cover);
    return cover;
  };
  // Two at a time: each decode uses one thread (cover-image.ts), and seeding runs on developers' 2-core machines.
  const queue = [...missing];
  const uploadNext = async (): Promise<void> => {
    const next = queue.shift();
    if (!next) return;
    const [id, { svg, source }] = next;
    const book = await covers.putCover(id, made?.read(source) ?? (await makeCover(svg, source)), source);
    const names = new Set(
      book?.cover?.variants.map(({ url }) =>
        url
          .split("/")
          .at(-1)!
          .replace(/\.webp$/, ""),
      ),
    );
    await seed.deleteCoverVariantsBut(id, names);
    return uploadNext();
  };
  await Promise.all([uploadNext(), uploadNext()]);
  return missing.length;
}

export async function seedAdmin(
  admins: Pick<AdminsRepository, "upsertAdmin">,
  username: string,
  password: string,
  role: StaffRole = "owner",
): Promise<void> {
  await admins.upsertAdmin(username, await hashPassword(password), role);
}
