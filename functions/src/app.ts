import { BOOK_IMPORT, IMPORT_JOB } from "@bookstore/schema";
import express, { type Request } from "express";
import helmet from "helmet";
import { createAdminAuthRouter, createAdminRouter } from "./admin/admin.router";
import { createBooksRouter } from "./books/books.router";
import type { AppDeps } from "./deps";
import { createImportsRouter } from "./books/imports/imports.router";
import { limitBody } from "./lib/body-limit";
import { createOpenApiRouter } from "./lib/openapi.router";
import { errorHandler, notFoundHandler } from "./lib/error-handler";
import { createNewsletterRouter } from "./newsletter/newsletter.router";
import { createOrdersRouter } from "./orders/orders.router";
import { createPagesRouter } from "./pages/pages.router";
import { createSitemapRouter } from "./sitemap/sitemap.router";

/** Bodies are small JSON documents; anything larger is refused with 413 before it is parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

/** The CSV import takes files, far larger than any JSON body; its route reads them itself (csv-body.ts). */
const IMPORT_PATH = /^\/api\/books\/import\/?$/;
/** Import jobs and their previews take files of any spreadsheet, larger still (books/imports/import-file.ts). */
const IMPORT_JOB_PATH = /^\/api\/books\/imports(?:\/preview)?\/?$/;
const bodyLimit = (req: Request) =>
  IMPORT_JOB_PATH.test(req.path)
    ? IMPORT_JOB.maxBytes
    : IMPORT_PATH.test(req.path)
      ? BOOK_IMPORT.maxBytes
      : MAX_BODY_BYTES;

/** The API, built from its dependencies (deps.ts makes the real ones). */
export function createApp(deps: AppDeps) {
  const app = express();
  app.disable("x-powered-by");
  // No proxy header is trusted wholesale: a client's address is read only from what the platform appended
  // (lib/client-address.ts), never from req.ip.
  app.set("trust proxy", false);
  app.use(helmet());
  app.use(limitBody(bodyLimit));
  // Parses the body when the app runs outside the Functions platform (tests); on the platform it is already parsed.
  app.use(express.json({ limit: MAX_BODY_BYTES, strict: true }));

  for (const handler of deps.beforeRoutes) app.use(handler);
  app.use("/api/books/imports", createImportsRouter(deps.imports));
  app.use("/api/books", createBooksRouter(deps.books, deps.booksCsv));
  app.use("/api/orders", createOrdersRouter(deps.orders));
  app.use("/api/auth", createAdminAuthRouter(deps));
  app.use("/api/admin", createAdminRouter(deps));
  app.use("/api/newsletter", createNewsletterRouter(deps.newsletter, deps.clientAddress));
  app.use(createOpenApiRouter());
  // The sitemap at the site's root, outside /api (Hosting rewrites it here too): XML, with errors still in the
  // one JSON shape.
  app.use(createSitemapRouter(deps.sitemap, deps.siteUrl));
  // Book and author pages (Hosting rewrites them here too): HTML whose first paint is the page's content.
  app.use(createPagesRouter(deps.pages));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
