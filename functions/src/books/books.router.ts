import { bookEditSchema, bookInputSchema, bookListQuerySchema, documentIdSchema } from "@bookstore/schema";
import { Router } from "express";
import { pipeline } from "node:stream/promises";
import { currentActor, requirePermission } from "../auth/require-admin";
import { parseQuery, validateBody, validateParam } from "../lib/validate";
import type { BooksExportService } from "./books-export.service";
import type { BooksService } from "./books.service";

const validId = validateParam("id", documentIdSchema, "book id");

// The catalog is public and identical for everyone: caches may keep it briefly and revalidate with the ETag
// Express adds to every JSON answer (a match answers 304 with no body).
const publicCatalog = "public, max-age=30, stale-while-revalidate=30";

export function createBooksRouter(books: BooksService, booksExport: BooksExportService) {
  const booksRouter = Router();

  // GET /api/books/ — every book, newest first (product §7). With any parameter (filters, search, sort, paging):
  // one page.
  booksRouter.get("/", async (req, res) => {
    res.set("Cache-Control", publicCatalog);
    if (Object.keys(req.query).length === 0) {
      res.json(await books.listBooks());
      return;
    }
    res.json(await books.listBookPage(parseQuery(bookListQuerySchema, req.query)));
  });

  // POST /api/books/create-book — admin adds a book.
  booksRouter.post(
    "/create-book",
    requirePermission("books.write"),
    validateBody(bookInputSchema),
    async (req, res) => {
      res.status(201).json(await books.createBook(currentActor(res), req.body));
    },
  );

  // PUT /api/books/edit/:id — admin replaces a book's fields.
  booksRouter.put(
    "/edit/:id",
    requirePermission("books.write"),
    validId,
    validateBody(bookEditSchema),
    async (req, res) => {
      res.json(await books.editBook(currentActor(res), req.params.id as string, req.body));
    },
  );

  // GET /api/books/export — admin downloads every book as CSV (book-csv.ts has the columns).
  booksRouter.get("/export", requirePermission("books.write"), async (_req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="books-${day}.csv"`,
    });
    // A failure after the first bytes cannot become an error answer: the stream breaks off instead.
    await pipeline(booksExport.exportCsv(), res);
  });

  // GET /api/books/:id — one book.
  booksRouter.get("/:id", validId, async (req, res) => {
    res.set("Cache-Control", publicCatalog).json(await books.getBook(req.params.id as string));
  });

  // DELETE /api/books/:id — admin removes a book.
  booksRouter.delete("/:id", requirePermission("books.write"), validId, async (req, res) => {
    res.json(await books.removeBook(currentActor(res), req.params.id as string));
  });

  return booksRouter;
}
