// product §2 'Manage Books', 'Add New Book form', 'Update Book form'; §4 add/edit/delete and the book list cache;
// §5 book validation; §8 book messages. Every test makes its own books (unique titles) and removes them.
import { deleteBook, getBook, listBooks, uniqueIsbn, uniqueTitle } from "@bookstore/testing/catalog";
import { photoJpeg, plainImage } from "@bookstore/testing/images";
import { api } from "@bookstore/testing/api";
import { adminToken, type Shopper } from "@bookstore/testing/accounts";
import { answerDialog, expectAlert, expectDialog, openApp, priceText } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { scaled } from "@bookstore/testing/timeouts";
import { expect, test } from "../fixtures/test";
import type { Page, Request } from "@playwright/test";

const isCreatePost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/books/create-book";

function bookForm(page: Page) {
  const main = page.getByRole("main");
  return {
    title: main.getByLabel("Title", { exact: true }),
    author: main.getByLabel("Author", { exact: true }),
    isbn: main.getByLabel("ISBN", { exact: true }),
    publishedYear: main.getByLabel("Published year", { exact: true }),
    format: main.getByLabel("Format", { exact: true }),
    description: main.getByLabel("Description", { exact: true }),
    category: main.getByLabel("Category", { exact: true }),
    trending: main.getByLabel("Trending", { exact: true }),
    oldPrice: main.getByLabel("Old Price", { exact: true }),
    newPrice: main.getByLabel("New Price", { exact: true }),
    stock: main.getByLabel("Stock", { exact: true }),
    cover: main.getByLabel("Cover Image", { exact: true }),
  };
}

async function openManageBooks(page: Page) {
  await page.getByRole("main").getByRole("link", { name: "Manage Books" }).click();
  await expect(page).toHaveURL("/dashboard/manage-books");
  await expect(page.getByRole("main").getByRole("table")).toBeVisible();
}

/** In-app trips between the admin area and the storefront: no reload, so the app's book cache is what shows. */
/**
 * Back to the storefront without a reload, to the newest of the tests' books (their titles start "E2E") in
 * `genre`: where a book the admin just added or changed shows first. Top Sellers ranks by copies sold, so a new
 * book is not there.
 */
async function toStorefront(page: Page, genre?: string) {
  await page.getByRole("complementary").locator('a[href="/"]').click();
  await expect(page).toHaveURL("/");
  const search = page.getByRole("banner").getByRole("combobox", { name: "Search books" });
  await search.fill("E2E");
  await search.press("Enter");
  await expect(page).toHaveURL("/search?q=E2E");
  const main = page.getByRole("main");
  if (genre) await main.getByRole("combobox", { name: "Category" }).selectOption({ label: genre });
  return main;
}
async function toDashboard(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
}

/** An order of one copy, placed through the API as a shopper's checkout would. */
async function placeOrderFor(shopper: Shopper, bookId: string) {
  const order = await api("/api/orders/", {
    method: "POST",
    token: shopper.idToken,
    body: {
      name: "E2E Shopper",
      phone: "0123456789",
      address: { city: "Porto", country: "Portugal", state: "Porto", zipcode: "4000-001" },
      productIds: [bookId],
    },
  });
  expect(order.status, order.text).toBe(201);
}

const bookRow = (page: Page, title: string) => page.getByRole("main").getByRole("row").filter({ hasText: title });

test.describe("Manage Books", () => {
  test("the 'All Books' table: #, Book Title, Category, Price, Actions with Edit and Delete", async ({
    adminPage: page,
    catalog,
  }) => {
    const book = await catalog.create({ category: "technology", newPrice: 12.5 });
    await openManageBooks(page);
    const main = page.getByRole("main");
    await expect(main.getByText("All Books", { exact: true })).toBeVisible();
    await expect(main.getByRole("columnheader")).toHaveText(
      ["#", "Book Title", "Category", "Price", "Stock", "Actions"],
      {
        ignoreCase: true,
      },
    );
    await expect(main.getByRole("button", { name: /see all/i })).toBeVisible();

    const row = bookRow(page, book.title);
    await expect(row).toContainText(/technology/i);
    // What the cell shows: at this width the column header names the value, not a label in the cell.
    await expect(row.getByRole("cell").nth(2)).toHaveText(priceText(12.5), { useInnerText: true });
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(book.stock), { useInnerText: true });
    await expect(row.getByRole("link", { name: /^Edit/ })).toHaveAttribute("href", `/dashboard/edit-book/${book._id}`);
    await expect(row.getByRole("button", { name: /^Delete/ })).toBeVisible();
  });

  test("Delete: 'Book deleted successfully!', the row goes, and the storefront no longer has the book", async ({
    adminPage: page,
    alerts,
    catalog,
  }) => {
    // A second book of the test's own stays, so the list after the delete has loaded when it shows that one.
    const [book, kept] = await Promise.all([catalog.create(), catalog.create()]);
    // The storefront shows the book first, so the app's cached book list holds it.
    await expect((await toStorefront(page, "Business")).getByRole("article", { name: book.title })).toBeVisible();
    await toDashboard(page);
    await openManageBooks(page);
    await bookRow(page, book.title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    // Asked first, naming the book; keeping it changes nothing.
    await expect(page.getByRole("dialog", { name: "Delete this book?" })).toContainText(book.title);
    await answerDialog(page, "Delete this book?", "Keep it");
    await expect(bookRow(page, book.title)).toBeVisible();
    await bookRow(page, book.title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await answerDialog(page, "Delete this book?", "Delete");
    await expectAlert(page, alerts, "Book deleted successfully!");
    await page.keyboard.press("Escape");
    await expect(bookRow(page, book.title)).toHaveCount(0);

    // Back on the storefront without a reload: the cached list was refreshed by the delete.
    const newest = await toStorefront(page, "Business");
    await expect(newest.getByRole("article", { name: kept.title })).toBeVisible();
    await expect(newest.getByRole("article", { name: book.title })).toHaveCount(0);
    await openApp(page, `/books/${book._id}`);
    await expect(page.getByText("Error happending to load book info", { exact: true })).toBeVisible();
  });

  test("a delete that fails shows 'Failed to delete book. Please try again.'", async ({
    adminPage: page,
    alerts,
    catalog,
  }) => {
    const book = await catalog.create();
    await openManageBooks(page);
    await expect(bookRow(page, book.title)).toBeVisible();
    // Someone else removed it first: the server answers that it is not there.
    await deleteBook(book._id);
    await bookRow(page, book.title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await answerDialog(page, "Delete this book?", "Delete");
    await expectAlert(page, alerts, "Failed to delete book. Please try again.");
    await expect(page).toHaveURL("/dashboard/manage-books");
  });
});

test.describe("Add New Book", () => {
  test("adds a book: 'Adding..', the success dialog, a cleared form, and the book on the storefront", async ({
    adminPage: page,
    catalog,
  }) => {
    const title = uniqueTitle("E2E Added");
    // The storefront's Fiction list is in the app's cache before the book is added (empty, or other tests' books).
    const before = await toStorefront(page, "Fiction");
    await expect(
      before
        .getByRole("article")
        .first()
        .or(before.getByText(/^No books match “E2E”/)),
    ).toBeVisible();
    await toDashboard(page);
    await page.getByRole("main").getByRole("link", { name: "Add New Book" }).click();
    await expect(page).toHaveURL("/dashboard/add-new-book");
    const form = bookForm(page);

    await expect(form.category.getByRole("option")).toHaveText(
      ["Choose A Category", "business", "technology", "fiction", "horror", "adventure"],
      { ignoreCase: true },
    );
    await expect(form.cover).toHaveAttribute("accept", /image/);

    await form.title.fill(title);
    await form.author.fill("Edith Example");
    await form.description.fill("Added through the admin form by a browser test.");
    await form.category.selectOption("fiction");
    await form.publishedYear.fill("2021");
    await form.format.selectOption("paperback");
    await form.trending.check();
    await form.oldPrice.fill("25");
    await form.newPrice.fill("17.5");
    await form.stock.fill("4");
    await form.cover.setInputFiles({
      name: "e2e-cover.png",
      mimeType: "image/png",
      buffer: await plainImage(600, 900, "png", "#7a3b2e"),
    });
    await expect(page.getByRole("main").getByText("Selected: e2e-cover.png", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByAltText("Preview of the chosen cover")).toBeVisible();

    // Hold the request a moment so the submitting state can be seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/books/create-book", async (route) => {
      await released;
      await route.continue();
    });
    const [request] = await Promise.all([
      page.waitForRequest(isCreatePost),
      page.getByRole("main").getByRole("button", { name: "Add Book" }).click(),
    ]);
    await expect(page.getByRole("main").getByRole("button", { name: "Adding.." })).toBeVisible();
    // The cover is not a field of the book: it is uploaded once the book exists.
    expect(request.postDataJSON()).toMatchObject({
      title,
      author: "Edith Example",
      category: "fiction",
      trending: true,
      coverImage: "",
      publishedYear: 2021,
      format: "paperback",
      isbn: null,
    });
    expect(Number(request.postDataJSON().oldPrice)).toBe(25);
    expect(Number(request.postDataJSON().newPrice)).toBe(17.5);
    expect(Number(request.postDataJSON().stock)).toBe(4);
    release();

    const added = await expectDialog(page, "Book added", "Your book is uploaded successfully!");
    const created = (await listBooks()).find((book) => book.title === title);
    expect(created, "the book is in the catalog").toBeDefined();
    catalog.track(created!._id);
    // ...with the picked image as its cover, in every width up to the original's and the original's own.
    expect(created!.cover).toMatchObject({ width: 600, height: 900 });
    expect(created!.cover!.variants.map((variant) => variant.width)).toEqual([160, 320, 600]);
    await added.getByRole("button", { name: "Yes, It's Okay!" }).click();
    await expect(added).toBeHidden();

    // The form, the cover name and the picked file start over.
    await expect(form.title).toHaveValue("");
    await expect(form.description).toHaveValue("");
    await expect(form.category).toHaveValue("");
    await expect(form.trending).not.toBeChecked();
    await expect(form.oldPrice).toHaveValue("");
    await expect(form.newPrice).toHaveValue("");
    await expect(page.getByRole("main").getByText(/^Selected:/)).toHaveCount(0);
    expect(await form.cover.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await expect(page.getByRole("main").getByRole("button", { name: "Add Book" })).toBeVisible();

    // The admin's book list is fresh without a reload...
    await openManageBooks(page);
    await expect(bookRow(page, title)).toBeVisible();
    // ...and so is the storefront's, reached without a reload.
    const newest = await toStorefront(page, "Fiction");
    const card = newest.getByRole("article", { name: title });
    await expect(card).toContainText(priceText(17.5));
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/Category:?\s*fiction/i);
  });

  test("title, description, category, old and new price are required; the empty category counts as missing", async ({
    adminPage: page,
  }) => {
    const posts: Request[] = [];
    page.on("request", (request) => isCreatePost(request) && posts.push(request));
    await page.goto("/dashboard/add-new-book");
    const form = bookForm(page);
    const submit = page.getByRole("main").getByRole("button", { name: "Add Book" });
    await submit.click();

    await form.title.fill(uniqueTitle("E2E Never Added"));
    await form.description.fill("Never sent: the category is left at 'Choose A Category'.");
    await form.oldPrice.fill("10");
    await form.newPrice.fill("8");
    await submit.click();
    await expect(form.category).toHaveValue("");

    await form.category.selectOption("business");
    await form.newPrice.fill("");
    await submit.click();

    await expect(page.getByRole("dialog", { name: "Book added" })).toHaveCount(0);
    await expect(page).toHaveURL("/dashboard/add-new-book");
    expect(posts).toHaveLength(0);
  });

  test("an add that fails shows 'Failed to add book. Please try again.'", async ({ adminPage: page, alerts }) => {
    await page.route("**/api/books/create-book", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong" } } }),
    );
    await page.goto("/dashboard/add-new-book");
    const form = bookForm(page);
    await form.title.fill(uniqueTitle("E2E Refused"));
    await form.author.fill("Edith Example");
    await form.description.fill("The server refuses this one.");
    await form.category.selectOption("business");
    await form.oldPrice.fill("10");
    await form.newPrice.fill("8");
    await form.stock.fill("1");
    await page.getByRole("main").getByRole("button", { name: "Add Book" }).click();
    await expectAlert(page, alerts, "Failed to add book. Please try again.");
    await expect(page.getByRole("dialog", { name: "Book added" })).toHaveCount(0);
  });
});

test.describe("Update Book", () => {
  test("prefilled from the book; 'Book Updated'; the storefront shows the change; an empty cover keeps the old one", async ({
    adminPage: page,
    catalog,
  }) => {
    const book = await catalog.create({
      category: "technology",
      trending: true,
      oldPrice: 40,
      newPrice: 30,
      coverImage: "https://example.com/e2e-cover.png",
    });
    // The storefront has already shown the book in this visit, so its book list is in the app's cache.
    const newestCard = (title: string) => page.getByRole("main").getByRole("article", { name: title });
    await toStorefront(page);
    await expect(newestCard(book.title)).toContainText(priceText(30));
    await toDashboard(page);

    await openManageBooks(page);
    await bookRow(page, book.title).getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(`/dashboard/edit-book/${book._id}`);

    const form = bookForm(page);
    await expect(form.title).toHaveValue(book.title);
    await expect(form.description).toHaveValue(book.description);
    await expect(form.category).toHaveValue("technology");
    await expect(form.trending).toBeChecked();
    await expect(form.oldPrice).toHaveValue("40");
    await expect(form.newPrice).toHaveValue("30");
    await expect(form.cover).toHaveValue(book.coverImage);
    await expect(form.cover).toHaveAttribute("type", "text");

    const newTitle = uniqueTitle("E2E Edited");
    await form.title.fill(newTitle);
    await form.newPrice.fill("27.25");
    await form.trending.uncheck();
    await form.cover.fill("");
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    const updated = await expectDialog(page, "Book Updated", "Your book is updated successfully!");
    await page.keyboard.press("Escape");
    await expect(updated).toBeHidden();

    const stored = await getBook(book._id);
    expect(stored).toMatchObject({
      title: newTitle,
      newPrice: 27.25,
      oldPrice: 40,
      trending: false,
      coverImage: book.coverImage,
    });

    // Back on the storefront, without a reload: the cached book list was refreshed by the update.
    await toStorefront(page);
    await expect(newestCard(newTitle)).toBeVisible();
    await expect(newestCard(book.title)).toHaveCount(0);
    const card = newestCard(newTitle);
    await expect(card).toContainText(priceText(27.25));
    await card.getByRole("link", { name: newTitle }).click();
    await expect(page.getByRole("heading", { name: newTitle })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(priceText(27.25));
  });

  test("uploads a dropped cover with a preview and progress, refuses an unreadable one, and removes it", async ({
    adminPage: page,
    catalog,
  }, testInfo) => {
    const book = await catalog.create({ coverImage: "https://example.com/e2e-cover.png" });
    await page.goto(`/dashboard/edit-book/${book._id}`);
    const main = page.getByRole("main");
    const form = bookForm(page);
    await expect(form.cover).toHaveValue(book.coverImage);
    const picker = main.getByLabel("Upload a new cover", { exact: true });

    // A file the browser calls a PNG but that is none: the server reads the bytes and says why it refuses them.
    await picker.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await main.getByRole("button", { name: "Update Book" }).click();
    const failed = await expectDialog(page, "The book is updated, but its new cover did not go up.");
    // Why, in the dialog itself.
    await expect(failed).toContainText(/not an image the store can read/);
    await failed.getByRole("button", { name: "OK" }).click();
    await expect(failed).toBeHidden();
    await expect(main.getByRole("alert").filter({ hasText: /not an image the store can read/ })).toBeVisible();
    expect((await getBook(book._id)).cover).toBeUndefined();

    // A file of another type is refused before anything is sent.
    await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(main.getByText("“notes.txt” is not a JPEG, PNG, WebP or AVIF image.")).toBeVisible();
    await expectAccessible(page, testInfo, "edit form with a refused cover file");
    await page.setViewportSize({ width: 1280, height: 800 });
    // A picked file can be cleared: the picker forgets it, and the refusal goes with it.
    await main.getByRole("button", { name: "Clear the chosen file" }).click();
    await expect(main.getByText(/^Selected:/)).toHaveCount(0);
    await expect(main.getByText("“notes.txt” is not a JPEG, PNG, WebP or AVIF image.")).toHaveCount(0);
    expect(await picker.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await expect(picker).toBeFocused();

    // A real photo, dropped onto the picker.
    const jpeg = (await photoJpeg(1200, 1800)).toString("base64");
    const dropped = await page.evaluateHandle(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "my-cover.jpg", { type: "image/jpeg" }));
      return transfer;
    }, jpeg);
    await main.getByTestId("cover-drop-area").dispatchEvent("drop", { dataTransfer: dropped });
    await expect(main.getByText("Selected: my-cover.jpg", { exact: true })).toBeVisible();
    await expect(main.getByAltText("Preview of the chosen cover")).toBeVisible();
    await main.getByRole("button", { name: "Update Book" }).click();
    await expect(main.getByRole("progressbar", { name: "Cover upload progress" })).toBeAttached();
    const updated = await expectDialog(page, "Book Updated", "Your book is updated successfully!");
    await page.keyboard.press("Escape");
    await expect(updated).toBeHidden();

    const uploaded = await getBook(book._id);
    expect(uploaded.cover!.variants.map((variant) => variant.width)).toEqual([160, 320, 640, 960]);
    expect(uploaded.coverImage).toBe(uploaded.cover!.variants.at(-1)!.url);
    // The picker forgets the file once it is up: nothing claims it is still to be sent.
    await expect(main.getByText(/^Selected:/)).toHaveCount(0);
    expect(await picker.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    // The address field stays empty for an uploaded cover (an https address would replace it)...
    await expect(form.cover).toHaveValue("");
    await expect(main.getByAltText("The current cover")).toHaveAttribute("src", uploaded.cover!.variants[0]!.url);

    // ...and Manage Books shows its narrowest width.
    await page.goto("/dashboard/manage-books");
    await expect(bookRow(page, book.title).locator("img")).toHaveAttribute("src", uploaded.cover!.variants[0]!.url);

    await page.goto(`/dashboard/edit-book/${book._id}`);
    await main.getByRole("button", { name: "Remove uploaded cover" }).click();
    const coverRemoved = await expectDialog(page, "Cover removed", "The book shows the placeholder now.");
    await page.keyboard.press("Escape");
    await expect(coverRemoved).toBeHidden();
    const removed = await getBook(book._id);
    expect(removed.cover).toBeUndefined();
    expect(removed.coverImage).toBe("");
    // Update Book after it sends no cover: no upload is asked for, none is claimed, and the cover stays gone.
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().endsWith("/cover")) uploads.push(request.url());
    });
    await main.getByRole("button", { name: "Update Book" }).click();
    await expectDialog(page, "Book Updated", "Your book is updated successfully!");
    expect(uploads).toEqual([]);
    expect((await getBook(book._id)).cover).toBeUndefined();
    const gone = await page.request.get(uploaded.cover!.variants[0]!.url);
    expect(gone.status()).toBe(404);
  });

  test("the edit page shows a loading state until the book arrives", async ({ adminPage: page, catalog }) => {
    const book = await catalog.create();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/books/${book._id}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/dashboard/edit-book/${book._id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("status").filter({ hasText: /loading/i })).toBeVisible();
    await expect(main.getByRole("button", { name: "Update Book" })).toHaveCount(0);
    release();
    await expect(bookForm(page).title).toHaveValue(book.title);
  });

  test("the update form requires title, description, category and both prices", async ({
    adminPage: page,
    catalog,
  }) => {
    const book = await catalog.create();
    const puts: Request[] = [];
    page.on("request", (request) => request.method() === "PUT" && puts.push(request));
    await page.goto(`/dashboard/edit-book/${book._id}`);
    const form = bookForm(page);
    await expect(form.title).toHaveValue(book.title);
    const submit = page.getByRole("main").getByRole("button", { name: "Update Book" });
    for (const field of ["title", "description", "oldPrice", "newPrice"] as const) {
      const value = await form[field].inputValue();
      await form[field].fill("");
      await submit.click();
      await form[field].fill(value);
    }
    await form.category.selectOption("");
    await submit.click();
    await expect(page.getByRole("dialog", { name: "Book Updated" })).toHaveCount(0);
    expect(puts).toHaveLength(0);
    expect(await getBook(book._id)).toMatchObject({ title: book.title, category: book.category });
  });

  test("an edit page whose book cannot be loaded shows 'Error fetching book data'", async ({ adminPage: page }) => {
    await page.goto("/dashboard/edit-book/no-such-book-e2e");
    await expect(page.getByText("Error fetching book data", { exact: true })).toBeVisible({ timeout: scaled(15_000) });
  });

  test("an update that fails shows 'Failed to update book.'", async ({ adminPage: page, alerts, catalog }) => {
    const book = await catalog.create();
    await page.goto(`/dashboard/edit-book/${book._id}`);
    await expect(bookForm(page).title).toHaveValue(book.title);
    // Someone else removed it meanwhile: the server refuses the update.
    await deleteBook(book._id);
    await bookForm(page).title.fill(uniqueTitle("E2E Too Late"));
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    await expectAlert(page, alerts, "Failed to update book.");
    await expect(page.getByRole("dialog", { name: "Book Updated" })).toHaveCount(0);
  });

  test("an edit of the text keeps copies sold while the form was open; a stock changed meanwhile is not overwritten", async ({
    adminPage: page,
    alerts,
    catalog,
    shopper,
  }) => {
    const book = await catalog.create({ stock: 5 });
    await page.goto(`/dashboard/edit-book/${book._id}`);
    const form = bookForm(page);
    await expect(form.stock).toHaveValue("5");
    await placeOrderFor(shopper, book._id); // a shopper buys a copy while the admin edits

    await form.description.fill("A new blurb, written while a copy was sold.");
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    await expectDialog(page, "Book Updated", "Your book is updated successfully!");
    await page.keyboard.press("Escape");
    expect((await getBook(book._id)).stock).toBe(4);

    // The form now shows 4; another copy goes while the admin types a new count.
    await expect(form.stock).toHaveValue("4");
    await placeOrderFor(shopper, book._id);
    await form.stock.fill("20");
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    // The failure dialog hides the page from assistive technology while it is open.
    await expectAlert(page, alerts, "Failed to update book.");
    await page.keyboard.press("Escape");
    await expect(form.stock).toHaveAccessibleDescription(/changed the stock of .* from 4 to 3/);
    expect((await getBook(book._id)).stock).toBe(3);
    // The field now shows the 3 the orders left; the admin enters the new count again and it is taken.
    await expect(form.stock).toHaveValue("3");
    await form.stock.fill("20");
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    await expectDialog(page, "Book Updated", "Your book is updated successfully!");
    expect((await getBook(book._id)).stock).toBe(20);
  });

  test("a save after another admin's save is refused: the dialog names what changed and reloads the book", async ({
    adminPage: page,
    catalog,
  }) => {
    const book = await catalog.create({ newPrice: 12.5 });
    await page.goto(`/dashboard/edit-book/${book._id}`);
    const form = bookForm(page);
    await expect(form.title).toHaveValue(book.title);
    // Another admin renames the book and changes its price while this form is open.
    const { _id, createdAt: _createdAt, updatedAt: _updatedAt, rating: _rating, stock: _stock, ...fields } = book;
    const theirs = { ...fields, title: uniqueTitle("E2E Theirs"), newPrice: 11 };
    const saved = await api(`/api/books/edit/${book._id}`, { method: "PUT", token: await adminToken(), body: theirs });
    expect(saved.status, saved.text).toBe(200);

    await form.title.fill(uniqueTitle("E2E Mine"));
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    const changed = await expectDialog(page, "This book was changed meanwhile");
    await expect(changed).toContainText("(Title, New Price)");
    expect((await getBook(book._id)).title, "their save stands").toBe(theirs.title);
    await answerDialog(page, "This book was changed meanwhile", "Reload the book");
    await expect(form.title).toHaveValue(theirs.title);
    await expect(form.newPrice).toHaveValue("11");

    // Edited from the book as it is now, the save goes through.
    await form.description.fill("Written after seeing the other admin's change.");
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    await expectDialog(page, "Book Updated", "Your book is updated successfully!");
    expect(await getBook(book._id)).toMatchObject({
      title: theirs.title,
      description: "Written after seeing the other admin's change.",
    });
  });

  test("an ISBN another book has is refused, naming that book at the ISBN field", async ({
    adminPage: page,
    alerts,
    catalog,
  }) => {
    const owner = await catalog.create({ isbn: uniqueIsbn() });
    const book = await catalog.create();
    await page.goto(`/dashboard/edit-book/${book._id}`);
    const form = bookForm(page);
    await form.isbn.fill(owner.isbn!.replace(/^(\d{3})(\d)(\d{5})/, "$1 $2 $3 ")); // typed with spaces
    await page.getByRole("main").getByRole("button", { name: "Update Book" }).click();
    await expectAlert(page, alerts, "Failed to update book.");
    await page.keyboard.press("Escape");
    await expect(form.isbn).toHaveAccessibleDescription(`The ISBN ${owner.isbn} already belongs to “${owner.title}”`);
    expect((await getBook(book._id)).isbn).toBeUndefined();
  });
});
