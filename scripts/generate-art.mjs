#!/usr/bin/env node
// Generates the store's own artwork (no dependencies, deterministic):
//   web/public/covers/<id>.svg      one cover per seed book (functions/src/seed/catalog.json)
//   web/public/covers/placeholder.svg
//   web/public/news/news-1.svg .. news-5.svg
// Usage: node scripts/generate-art.mjs (the drawings are in scripts/art/)
// Every run writes byte-identical files: all variation is seeded from the book id.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PALETTES } from "./art/category-art.mjs";
import { cover, placeholder } from "./art/covers.mjs";
import { newsAward, newsBookFair, newsFestival, newsInterview, newsStoreOpening } from "./art/news.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const coversDir = join(root, "web", "public", "covers");
const newsDir = join(root, "web", "public", "news");
const MAX_BYTES = 6000;

function write(path, svg) {
  const bytes = Buffer.byteLength(svg, "utf8");
  if (bytes > MAX_BYTES) throw new Error(`${path} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
  writeFileSync(path, svg);
  return bytes;
}

const books = JSON.parse(readFileSync(join(root, "functions", "src", "seed", "catalog.json"), "utf8"));
if (!Array.isArray(books) || books.length === 0) throw new Error("catalog.json holds no books");
mkdirSync(coversDir, { recursive: true });
mkdirSync(newsDir, { recursive: true });

let largest = 0;
for (const book of books) {
  if (!/^[a-z0-9-]+$/.test(book.id) || !PALETTES[book.category])
    throw new Error(`Unexpected book ${JSON.stringify(book.id)}`);
  largest = Math.max(largest, write(join(coversDir, `${book.id}.svg`), cover(book)));
}
write(join(coversDir, "placeholder.svg"), placeholder());
const news = [newsBookFair, newsInterview, newsFestival, newsStoreOpening, newsAward];
news.forEach((draw, i) => {
  largest = Math.max(largest, write(join(newsDir, `news-${i + 1}.svg`), draw()));
});
console.log(`Wrote ${books.length} covers, a placeholder and ${news.length} news images (largest ${largest} bytes).`);
