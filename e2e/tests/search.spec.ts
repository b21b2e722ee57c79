// The header's 'Search here' box (product §2 'Layout shell'): suggestions from the API as the shopper types,
// keyboard navigation, and Enter for the full results page.
import { randomUUID } from "node:crypto";
import { openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

test("suggests matching books as you type; arrows move and wrap, Enter opens the book, Escape closes", async ({
  page,
  catalog,
}) => {
  const tag = `q${randomUUID().slice(0, 7)}`; // one word no other book has
  const older = await catalog.create({ title: `Harbour Lights ${tag}` });
  const newer = await catalog.create({ title: `Harbour Tides ${tag}` });
  await openApp(page, "/about");

  const box = page.getByRole("banner").getByRole("combobox", { name: "Search books" });
  await expect(box).toHaveAttribute("placeholder", "Search here");
  await box.fill(`harb ${tag}`);
  const options = page.getByRole("listbox", { name: "Matching books" }).getByRole("option");
  await expect(options).toHaveText([new RegExp(newer.title), new RegExp(older.title)]);
  await expect(page.getByRole("status").filter({ hasText: "2 books found." })).toBeAttached();

  await box.press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await box.press("ArrowDown"); // past the last: back to the first
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp"); // before the first: the last
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");

  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("ArrowDown");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(`/books/${newer._id}`);
  await expect(page.getByRole("main").getByRole("heading", { name: newer.title })).toBeVisible();
});

test("Enter with nothing highlighted opens /search with every match, and says so when nothing matches", async ({
  page,
  catalog,
}) => {
  const tag = `q${randomUUID().slice(0, 7)}`;
  const books = [
    await catalog.create({ title: `Quiet Orchard ${tag}` }),
    await catalog.create({ title: `Quiet Meadow ${tag}` }),
  ];
  await openApp(page, "/");

  const box = page.getByRole("banner").getByRole("combobox", { name: "Search books" });
  await box.fill(tag);
  await expect(page.getByRole("listbox", { name: "Matching books" }).getByRole("option")).toHaveCount(2);
  await box.press("Enter");
  await expect(page).toHaveURL(`/search?q=${tag}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("status")).toHaveText("2 books found");
  for (const book of books) await expect(main.getByRole("heading", { name: book.title })).toBeVisible();

  await box.fill(`${tag}zz`);
  // The visible line is aria-hidden; a screen reader hears the same words from the status beside it.
  await expect(
    page.getByRole("banner").getByText("No books found.").and(page.locator("[aria-hidden=true]")),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("No books found.");
  await box.press("Enter");
  await expect(main.getByText(`No books match “${tag}zz”.`)).toBeVisible();
});
