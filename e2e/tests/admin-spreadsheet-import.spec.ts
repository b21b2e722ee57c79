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
import { expect, test } from "../fixtures/test";

test("a foreign spreadsheet is mapped, imported in the background, and reported row by row", async ({
  adminPage: page,
  catalog,
}) => {
  test.setTimeout(scaled(120_000));
  const word = `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
  const rows = foreignCatalog(10, word);
  const file = toCsv(
    rows.map((row) => row.cells),
    FOREIGN_HEADER,
  );

  await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
  const section = page.getByRole("region", { name: "Import from another system" });
  const chooser = page.waitForEvent("filechooser");
  await section.getByRole("button", { name: "Import spreadsheet" }).click();
  await (await chooser).setFiles({ name: "old-shop.csv", mimeType: "text/csv", buffer: Buffer.from(file) });

  const mapping = section.getByRole("region", { name: "Column mapping: old-shop.csv" });
  await expect(mapping).toContainText("10 rows · utf-8");
  await expect(mapping.getByRole("combobox", { name: "Field for Author(s)" })).toHaveValue("author");
  await expect(mapping.getByRole("combobox", { name: "Field for Genre" })).toHaveValue("category");
  // The admin keeps the publisher out of the store.
  await mapping.getByRole("combobox", { name: "Field for Publisher" }).selectOption({ label: "Ignore" });
  await mapping.getByRole("button", { name: "Import 10 rows" }).click();

  const progress = section.getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("heading")).toHaveText("Import done", { timeout: scaled(60_000) });
  await expect(progress.getByRole("status")).toContainText("Created 9, updated 0, unchanged 0, skipped 1");
  await expect(progress.getByRole("table", { name: "Errors" }).getByRole("row")).toHaveText([
    "RowColumnMessage",
    "9titleTitle is required",
  ]);
  await expect(progress.getByRole("table", { name: "Warnings" })).toContainText("9.78E+12 is a number in scientific");

  const download = page.waitForEvent("download");
  await progress.getByRole("button", { name: "Download report (CSV)" }).click();
  const report = await readFile((await (await download).path())!, "utf8");
  expect(report).toContain("error,9,title,Title is required");
  expect(report).toContain('warning,5,Author(s),"Several authors: Writer 4 is the author');

  const books = (await apiOk<BookPage>(`/api/books/?q=${word}&limit=20`)).books;
  books.forEach((book) => catalog.track(book._id));
  expect(books).toHaveLength(9);
  expect(books.every((book) => book.publisher === undefined)).toBe(true);

  // Leaving the app and coming back shows the same job.
  await page.goto("/dashboard");
  await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
  await expect(section.getByRole("region", { name: "Import progress" }).getByRole("heading")).toHaveText("Import done");
  await section.getByRole("button", { name: "Close" }).click();
  await expect(section.getByRole("region", { name: "Import progress" })).toBeHidden();

  // The book of the cell with three authors names the other two as contributors.
  const several = books.find((book) => book.title === `${word} title 4`)!;
  await page.goto(`/books/${several._id}`);
  await expect(page.getByText("Contributors:")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Second Hand" })).toHaveText("Second Hand, Third Hand");
});
