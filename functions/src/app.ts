import { BOOK_IMPORT, COVER_UPLOAD, IMPORT_JOB } from "@bookstore/schema";
import express, { type Request } from "express";
import helmet from "helmet";
import { createAccountRouter } from "./account";
import { createAddressesRouter } from "./addresses";
import { createAdminAuthRouter, createAdminRouter, createStaffRouter, createStaffSetupRouter } from "./admin";
import { STAFF_SESSIONS } from "./auth/require-admin";
import { requireSignedInShopper } from "./auth/require-user";
import { createBooksRouter } from "./books";
import { createBookCoverRouter, createCoverFilesRouter } from "./covers";
import type { AppDeps } from "./deps";
import { createImportsRouter } from "./imports";
import { limitBody } from "./lib/body-limit";
import { createOpenApiRouter } from "./lib/openapi.router";
import { errorHandler, notFoundHandler } from "./lib/error-handler";
import { createNewsletterAdminRouter, createNewsletterRouter } from "./newsletter";
import { createOutboxRouter } from "./mail";
import { createOrdersRouter } from "./orders";
import { createPagesRouter } from "./pages";
import { createAdminReturnsRouter, createOrderReturnsRouter } from "./returns";
import { createReviewsRouter } from "./reviews";
import { createSitemapRouter } from "./sitemap";
import { createWishlistRouter } from "./wishlist";
import { createMoneyRouter } from "./money";
import { createInvoicesRouter } from "./invoices";

/** Bodies are small JSON documents; anything larger is refused with 413 before it is parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

/** The CSV import takes files, far larger than any JSON body; its route reads them itself (lib/raw-body.ts). */
const IMPORT_PATH = /^\/api\/books\/import\/?$/;
/** A cover upload is the image itself (covers.router.ts). */
const COVER_PATH = /^\/api\/books\/[^/]+\/cover\/?$/;
/** Import jobs and their previews take files of any spreadsheet, larger still (imports/import-file.ts). */
const IMPORT_JOB_PATH = /^\/api\/books\/imports(?:\/preview)?\/?$/;
const bodyLimit = (req: Request) => {
  if (IMPORT_JOB_PATH.test(req.path)) return IMPORT_JOB.maxBytes;
  if (IMPORT_PATH.test(req.path)) return BOOK_IMPORT.maxBytes;
  if (req.method === "PUT" && COVER_PATH.test(req.path)) return COVER_UPLOAD.maxBytes;
  return MAX_BODY_BYTES;
};

/** The API, built from its dependencies (deps.ts makes the real ones). */
export function createApp(deps: AppDeps) {
  const app = express();
  app.disable("x-powered-by");
  // No proxy header is trusted wholesale: a client's address is read only from what the platform appended
  // (lib/client-address.ts), never from req.ip.
  app.set("trust proxy", false);
  app.set(STAFF_SESSIONS, deps.findStaffSession);
  app.use(helmet());
  app.use(limitBody(bodyLimit));
  // Parses the body when the app runs outside the Functions platform (tests); on the platform it is already parsed.
  app.use(express.json({ limit: MAX_BODY_BYTES, strict: true }));

  for (const handler of deps.beforeRoutes) app.use(handler);
  app.use("/api/books", createImportsRouter(deps.imports, deps.bookImport));
  app.use("/api/books", createBookCoverRouter(deps.covers));
  app.use("/api", createReviewsRouter(deps.reviews));
  app.use("/api/books", createBooksRouter(deps.books, deps.booksExport));
  app.use("/api/covers", createCoverFilesRouter(deps.covers));
  app.use("/api/orders", createOrderReturnsRouter(deps.returns, deps.clientAddress));
  app.use("/api/orders", createOrdersRouter(deps.orders, deps.clientAddress));
  app.use("/api/orders", createInvoicesRouter(deps.invoices, deps.clientAddress));
  app.use("/api/auth", createAdminAuthRouter(deps));
  app.use("/api/auth", createStaffSetupRouter(deps.staff));
  app.use("/api/admin/mail", createOutboxRouter(deps.outbox));
  app.use("/api/admin/returns", createAdminReturnsRouter(deps.returns));
  app.use("/api/admin", createAdminRouter(deps));
  app.use("/api/admin/newsletter", createNewsletterAdminRouter(deps.newsletter));
  app.use("/api/admin", createStaffRouter(deps.staff));
  app.use("/api/admin", createMoneyRouter(deps.money));
  // The shopper's own account: every route under /api/me is behind the one signed-in shopper check.
  app.use("/api/me", requireSignedInShopper);
  app.use("/api/me/wishlist", createWishlistRouter(deps.wishlist));
  app.use("/api/me/addresses", createAddressesRouter(deps.addresses));
  app.use("/api/me", createAccountRouter(deps.account));
  app.use("/api/newsletter", createNewsletterRouter(deps.newsletter, deps.clientAddress, deps.siteUrl));
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
