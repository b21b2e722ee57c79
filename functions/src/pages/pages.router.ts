import { Router, type Response } from "express";
import type { PagesService, RenderedPage } from "./pages.service";

// Hosting's CDN keeps a page for minutes and serves it a little longer while it asks again; browsers always
// revalidate (ETag), so a shopper sees an admin's edit within that window. Hosting empties its CDN on every
// release.
const PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=60";

function send(res: Response, page: RenderedPage) {
  if (page.kind === "redirect") {
    res.set("Cache-Control", PAGE_CACHE).redirect(301, page.location);
    return;
  }
  res
    .status(page.status)
    .set(page.headers)
    .set("Cache-Control", page.status === 200 ? PAGE_CACHE : "no-store")
    .type("html")
    .send(page.html);
}

/** The store's pages whose first HTML is their content (Hosting rewrites these addresses to the function). */
export function createPagesRouter(pages: PagesService) {
  const router = Router();

  // GET /books/:id — a book's page.
  router.get("/books/:id", async (req, res) => {
    send(res, await pages.bookPage(req.params.id));
  });

  // GET /authors/:slug — an author's page.
  router.get("/authors/:slug", async (req, res) => {
    send(res, await pages.authorPage(req.params.slug));
  });

  // Deeper addresses under both (Hosting sends every /books/… and /authors/… address here): a page's 404.
  router.get(/^\/(?:books|authors)\/./, async (_req, res) => {
    send(res, await pages.notFoundPage());
  });

  return router;
}
