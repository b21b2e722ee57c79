// Importing another system's spreadsheet from Manage Books: the admin sees each column's proposed store field,
// changes one, imports the file as a background job, follows its progress (also after leaving the page), reads
// the rows that were repaired or skipped, downloads them as CSV, and finds a book with its contributors.
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { BookPage } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { toCsv } from "@bookstore/testing/books-csv";
import { FOREIGN_HEADER, foreignCatalog } from "@bookstore/testing/foreign-catalog";
import { scaled } from "@bookstore/testing/timeouts";
import { AXE_WIDTHS, expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

test("a foreign spreadsheet is mapped, imported in the background, and reported row by row", async ({
  adminPage: page,
  catalog,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const word = `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
  const rows = foreignCatalog(10, word);
  const file = toCsv(
    rows.map((row) => row.cells),
    FOREIGN_HEADER,
  );

  await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
  const section = page.getByRole("region", { name: "Import books" });
  const chooser = page.waitForEvent("filechooser");
  await section.getByRole("button", { name: "Import", exact: true }).click();
  await (await chooser).setFiles({ name: "old-shop.csv", mimeType: "text/csv", buffer: Buffer.from(file) });

  const mapping = section.getByRole("region", { name: "Column mapping: old-shop.csv" });
  await expect(mapping).toContainText("10 rows · utf-8");
  await expect(mapping.getByRole("combobox", { name: "Field for Author(s)" })).toHaveValue("author");
  await expect(mapping.getByRole("combobox", { name: "Field for Genre" })).toHaveValue("category");
  // The admin keeps the publisher out of the store, and the file's stock column too, as a file without one:
  // the form says the books could not sell, and offers a stock for every row.
  await mapping.getByRole("combobox", { name: "Field for Publisher" }).selectOption({ label: "Ignore" });
  await mapping.getByRole("combobox", { name: "Field for Qty" }).selectOption({ label: "Ignore" });
  await expect(mapping).toContainText("new books will show as out of stock");
  // A check without a stock says, when done, how many books could not sell.
  await mapping.getByRole("button", { name: "Check only" }).click();
  const progress = section.getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("heading", { level: 3 })).toHaveText("Check done", { timeout: scaled(60_000) });
  await expect(progress).toContainText("9 books would have no stock: they would show as out of stock");
  await mapping.getByRole("textbox", { name: "Stock" }).fill("4");
  await expect(mapping).not.toContainText("new books will show as out of stock");

  await expectAccessible(page, testInfo, "column mapping");
  // The mapping fits a phone: the page never grows wider than the screen (which would zoom it out).
  await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(AXE_WIDTHS[0]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A check keeps the mapping and the defaults: the real import is one more click.
  await mapping.getByRole("button", { name: "Check only" }).click();
  // The new check's panel replaces the first one's (its no-stock line goes) before it is awaited.
  await expect(progress).not.toContainText("no stock");
  await expect(progress.getByRole("heading", { level: 3 })).toHaveText("Check done", { timeout: scaled(60_000) });
  await expect(mapping.getByRole("textbox", { name: "Stock" })).toHaveValue("4");
  await mapping.getByRole("button", { name: "Import 10 rows" }).click();

  await expect(progress.getByRole("heading", { level: 3 })).toHaveText("Import done", { timeout: scaled(60_000) });
  await expect(progress.getByRole("status")).toContainText("Created 9, updated 0, unchanged 0, skipped 1");
  await expect(progress.getByRole("heading", { name: "Errors (1)" })).toBeVisible();
  await expect(progress.getByRole("table", { name: /^Errors/ }).getByRole("row")).toHaveText([
    "RowFieldMessage",
    "10TitleTitle is required",
  ]);
  // Warnings grouped by kind, each with its count and its first row (the header is row 1).
  const kinds = progress.getByRole("table", { name: /^Warnings by kind/ });
  await expect(kinds.getByRole("row").filter({ hasText: "ISBN not valid, left out" })).toContainText(
    "2Row 4, ISBN-13: 9.78E+12 is a number in scientific",
  );
  await expectAccessible(page, testInfo, "import report");

  const download = page.waitForEvent("download");
  await progress.getByRole("button", { name: "Download report (CSV)" }).click();
  const report = await readFile((await (await download).path())!, "utf8");
  expect(report).toContain("error,10,title,Title is required");
  expect(report).toContain('warning,6,Author(s),"Several authors: Writer 4 is the author');

  const books = (await apiOk<BookPage>(`/api/books/?q=${word}&limit=20`)).books;
  books.forEach((book) => catalog.track(book._id));
  expect(books).toHaveLength(9);
  expect(books.every((book) => book.publisher === undefined && book.stock === 4)).toBe(true);

  // Leaving the app and coming back shows the same job.
  await page.goto("/dashboard");
  await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
  await expect(section.getByRole("region", { name: "Import progress" }).getByRole("heading", { level: 3 })).toHaveText(
    "Import done",
  );
  await section.getByRole("button", { name: "Close" }).click();
  await expect(section.getByRole("region", { name: "Import progress" })).toBeHidden();

  // The book of the cell with three authors names the other two as contributors.
  const several = books.find((book) => book.title === `${word} title 4`)!;
  await page.goto(`/books/${several._id}`);
  await expect(page.getByText("Contributors:")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Second Hand" })).toHaveText("Second Hand, Third Hand");
});
