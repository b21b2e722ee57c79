// Manage Books' CSV export and import, as an admin uses them: the export downloads every book, and an import
// shows a preview of its dry run (counts and each row's problems) before anything is imported.
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { Book, BookPage } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { readCsv, toCsv } from "@bookstore/testing/books-csv";
import { scaled } from "@bookstore/testing/timeouts";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
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

async function openManageBooks(page: Page) {
  await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
  await expect(page).toHaveURL("/dashboard/manage-books");
  await expect(page.getByRole("main").getByRole("button", { name: "Import CSV" })).toBeVisible();
}

/** Picks a file through the Import CSV button, as the admin would in the file dialog. */
async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("main").getByRole("button", { name: "Import CSV" }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  return page.getByRole("region", { name: `Import preview: ${name}` });
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

test("a file with a bad row: the preview counts the rest, lists the problem, and imports nothing", async ({
  adminPage: page,
}) => {
  const word = marker();
  await openManageBooks(page);
  const preview = await chooseFile(
    page,
    "bad.csv",
    toCsv([newRow(`Good ${word}`), newRow(`Bad ${word}`, { newPrice: "12.345" })], Object.keys(newRow(""))),
  );
  await expect(preview.getByRole("list", { name: "What the import does" })).toHaveText(
    /1 to create\s*0 to update\s*0 unchanged/,
  );
  await expect(preview.getByRole("alert")).toHaveText(/^1 problem in the file/);
  await expect(preview.getByRole("row")).toHaveText([
    "RowColumnProblem",
    "2newPriceNew price must have at most 2 decimals",
  ]);
  await expect(preview.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(preview).toBeHidden();
  const found = await apiOk<BookPage>(`/api/books/?q=${word}&limit=10`);
  expect(found.books).toEqual([]);
});

test("a good file: the preview's counts, then Import N books, and the books are in Manage Books", async ({
  adminPage: page,
  catalog,
}) => {
  const word = marker();
  const existing = await catalog.create({ title: `To update ${word}`, newPrice: 12.5 });
  await openManageBooks(page);
  const file = toCsv([
    { ...newRow(`Imported one ${word}`), id: "" },
    { ...newRow(`Imported two ${word}`, { category: "fiction" }), id: "" },
    { ...newRow(`Updated ${word}`, { newPrice: "9.99" }), id: existing._id },
  ]);
  const preview = await chooseFile(page, "spring.csv", file);
  await expect(preview.getByRole("list", { name: "What the import does" })).toHaveText(
    /2 to create\s*1 to update\s*0 unchanged/,
  );
  await expect(preview.getByRole("alert")).toHaveCount(0);
  // Nothing is written before the admin confirms.
  expect((await apiOk<BookPage>(`/api/books/?q=${word}&limit=10`)).books).toHaveLength(1);

  await preview.getByRole("button", { name: "Import 3 books" }).click();
  await expect(page.getByRole("region", { name: "Import and export" }).getByRole("status")).toHaveText(
    "Import done: 2 created, 1 updated, 0 unchanged.",
  );
  await expect(preview).toBeHidden();
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

test("the import preview is accessible and fits 375, 800 and 1280 px", async ({ adminPage: page }, testInfo) => {
  test.setTimeout(scaled(90_000));
  await openManageBooks(page);
  const rows = [
    newRow(`A title long enough to wrap on a phone ${marker()}`, { newPrice: "free", trending: "maybe" }),
    newRow(""),
  ];
  const preview = await chooseFile(page, "a-file-name-that-is-rather-long-for-a-phone.csv", toCsv(rows));
  await expect(preview.getByRole("row")).toHaveCount(4);
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(preview.getByRole("button", { name: "Close" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `Manage Books with the preview at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page, testInfo, `import preview @ ${width}`);
  }
});
