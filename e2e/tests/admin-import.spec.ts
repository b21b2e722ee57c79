// Manage Books' CSV export and the store's own layout imported back, as an admin uses them: the export downloads
// every book, and "only if every row is valid" imports a file whole or not at all.
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { Book, BookPage } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { readCsv, toCsv } from "@bookstore/testing/books-csv";
import { scaled } from "@bookstore/testing/timeouts";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";

/** A word in no other book's title, to find a test's own books. */
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

const newRow = (title: string, overrides: Record<string, string> = {}) => ({
  title,
  author: "Edith Example",
  description: "A book a browser test imported. It is deleted again when the test ends.",
  category: "business",
  trending: "false",
  oldPrice: "20",
  newPrice: "12.5",
  stock: "5",
  ...overrides,
});

const importSection = (page: Page) => page.getByRole("region", { name: "Import books" });

async function openManageBooks(page: Page) {
  await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
  await expect(page).toHaveURL("/dashboard/manage-books");
  await expect(importSection(page).getByRole("button", { name: "Import", exact: true })).toBeVisible();
}

/** Picks a file through the Import button, as the admin would in the file dialog: its column mapping shows. */
async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent("filechooser");
  await importSection(page).getByRole("button", { name: "Import", exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  return importSection(page).getByRole("region", { name: `Column mapping: ${name}` });
}

const bookRow = (page: Page, title: string) =>
  page.getByRole("region", { name: "All Books" }).getByRole("row").filter({ hasText: title });

test("Export CSV downloads every book, named by the day", async ({ adminPage: page, catalog }) => {
  const book = await catalog.create({ title: `Exported, "quoted" ${marker()}` });
  await openManageBooks(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^books-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = readCsv(await readFile((await file.path())!, "utf8"));
  expect(rows.find((row) => row.id === book._id)).toMatchObject({
    title: book.title,
    author: "Edith Example",
    newPrice: "12.5",
    stock: "10",
    trending: "false",
  });
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
});

test("only if every row is valid: a file with a bad row is checked, reported, and imports nothing", async ({
  adminPage: page,
}) => {
  test.setTimeout(scaled(90_000));
  const word = marker();
  await openManageBooks(page);
  const mapping = await chooseFile(
    page,
    "bad.csv",
    toCsv([newRow(`Good ${word}`), newRow(`Bad ${word}`, { newPrice: "12.345" })], Object.keys(newRow(""))),
  );
  await expect(mapping).toContainText('2 rows · utf-8 · separated by "," · the store\'s own layout');
  await mapping.getByRole("checkbox", { name: /Only if every row is valid/ }).check();
  await mapping.getByRole("button", { name: "Import 2 rows" }).click();

  const section = importSection(page);
  await expect(section.getByText("Nothing was imported: the check found 1 row with errors.")).toBeVisible({
    timeout: scaled(60_000),
  });
  const progress = section.getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("heading", { level: 3 })).toHaveText("Check done");
  await expect(progress.getByRole("table", { name: /^Errors/ }).getByRole("row")).toHaveText([
    "RowFieldMessage",
    // The header is row 1: the second book is row 3, as a spreadsheet numbers it.
    "3New priceNew price must have at most 2 decimals",
  ]);
  const found = await apiOk<BookPage>(`/api/books/?q=${word}&limit=10`);
  expect(found.books).toEqual([]);
});

test("the store's own export imports as it is, and the books are in Manage Books", async ({
  adminPage: page,
  catalog,
}) => {
  test.setTimeout(scaled(90_000));
  const word = marker();
  const existing = await catalog.create({ title: `To update ${word}`, newPrice: 12.5 });
  await openManageBooks(page);
  const file = toCsv([
    { ...newRow(`Imported one ${word}`), id: "" },
    { ...newRow(`Imported two ${word}`, { category: "fiction" }), id: "" },
    { ...newRow(`Updated ${word}`, { newPrice: "9.99" }), id: existing._id },
  ]);
  const mapping = await chooseFile(page, "spring.csv", file);
  // Nothing is written before the admin confirms.
  expect((await apiOk<BookPage>(`/api/books/?q=${word}&limit=10`)).books).toHaveLength(1);
  await mapping.getByRole("checkbox", { name: /Only if every row is valid/ }).check();
  await mapping.getByRole("button", { name: "Import 3 rows" }).click();

  const progress = importSection(page).getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("heading", { level: 3 })).toHaveText("Import done", { timeout: scaled(60_000) });
  await expect(progress.getByRole("status")).toContainText("Created 2, updated 1, unchanged 0, skipped 0");
  const books = (await apiOk<BookPage>(`/api/books/?q=${word}&limit=10`)).books;
  books.forEach((book: Book) => catalog.track(book._id));
  expect(books.map((book) => book.title).sort()).toEqual(
    [`Imported one ${word}`, `Imported two ${word}`, `Updated ${word}`].sort(),
  );
  // The list refreshed without a reload: the new books and the new price are on screen.
  await expect(bookRow(page, `Imported one ${word}`)).toBeVisible();
  await expect(bookRow(page, `Imported two ${word}`)).toContainText(/fiction/i);
  await expect(bookRow(page, `Updated ${word}`)).toContainText("$9.99");
});
