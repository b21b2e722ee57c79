// The composition root: the one place that builds the repositories and services from Firestore and hands them
// to the app. The emulator build's entry (index.emulator.ts) passes decorators; the deployed one passes none.
import type { RequestHandler } from "express";
import { loginAdmin } from "./admin/admin-login.service";
import { clientAddress, type ClientRequest } from "./lib/client-address";
import { createStatsService } from "./admin/stats.service";
import * as addressesRepository from "./addresses/addresses.repository";
import { createAddressesService } from "./addresses/addresses.service";
import { createBooksCsvRepository } from "./books/books-csv.repository";
import { createBooksCsvService } from "./books/books-csv.service";
import * as booksRepository from "./books/books.repository";
import { createBooksService } from "./books/books.service";
import { catalogVersion } from "./books/catalog-version";
import { processCoverInTurn } from "./books/cover-image";
import * as coversRepository from "./books/covers.repository";
import { createCoversService } from "./books/covers.service";
import { bookShelf } from "./books/stock.repository";
import type { BookShelf } from "./lib/book-shelf";
import { createImportJobsRepository } from "./books/imports/import-jobs.repository";
import { createImportsService, type ImportJobsRepository } from "./books/imports/imports.service";
import { siteUrl, trustedProxyHops } from "./lib/env";
import { createAddressBudget } from "./lib/window-count.repository";
import { db } from "./lib/firestore";
import { addSubscriber } from "./newsletter/newsletter.repository";
import { createNewsletterService } from "./newsletter/newsletter.service";
import { createSignupBudgetRepository } from "./newsletter/signup-budget.repository";
import { readOrderFigures } from "./orders/order-figures";
import { createOrderMoves } from "./orders/order-moves.repository";
import { createOrdersRepository, type OrdersRepository } from "./orders/orders.repository";
import { LOOKUP_BUDGETS } from "./orders/order-document";
import { createOrdersService } from "./orders/orders.service";
import { createPageTemplateSource } from "./pages/page-template";
import { createPagesService } from "./pages/pages.service";
import { bookRatings } from "./books/book-ratings.repository";
import { purchases } from "./orders/purchases.repository";
import { createReviewsRepository } from "./reviews/reviews.repository";
import { createReviewsService } from "./reviews/reviews.service";
import { createSitemapService } from "./sitemap/sitemap.service";
import * as wishlistRepository from "./wishlist/wishlist.repository";
import { createWishlistService } from "./wishlist/wishlist.service";

/** Wrappers around parts of the store, and middleware run before the routes: none in a deployed function. */
export interface Decorators {
  shelf?: (shelf: BookShelf) => BookShelf;
  orders?: (orders: OrdersRepository) => OrdersRepository;
  importJobs?: (jobs: ImportJobsRepository) => ImportJobsRepository;
  beforeRoutes?: RequestHandler[];
}

export function createDeps(decorators: Decorators = {}) {
  const shelf = decorators.shelf?.(bookShelf) ?? bookShelf;
  const plainOrders = createOrdersRepository({ shelf });
  const ordersRepository = decorators.orders?.(plainOrders) ?? plainOrders;
  const books = createBooksService(booksRepository);
  const booksCsvRepository = createBooksCsvRepository(db());
  const importJobsRepository = createImportJobsRepository(db());
  return {
    books,
    booksCsv: createBooksCsvService(booksCsvRepository, books.changingCatalog),
    covers: createCoversService({
      repository: coversRepository,
      findBook: booksRepository.findBook,
      processCover: processCoverInTurn,
      changingCatalog: books.changingCatalog,
    }),
    imports: createImportsService({
      repository: decorators.importJobs?.(importJobsRepository) ?? importJobsRepository,
      readImportCatalog: booksCsvRepository.readImportCatalog,
    }),
    orders: createOrdersService({
      ...ordersRepository,
      ...createOrderMoves({ shelf }),
      markAddressUsed: addressesRepository.markAddressUsed,
      lookupBudget: createAddressBudget(db(), LOOKUP_BUDGETS),
    }),
    wishlist: createWishlistService({ ...wishlistRepository, findBooks: booksRepository.findBooks }),
    addresses: createAddressesService(addressesRepository),
    stats: createStatsService({ countBooks: booksRepository.countBooks, orderFigures: readOrderFigures }),
    loginAdmin,
    /** Read per request, so a project without TRUSTED_PROXY_HOPS still serves everything but the throttled routes. */
    clientAddress: (req: ClientRequest) => clientAddress(req, trustedProxyHops()),
    newsletter: createNewsletterService(addSubscriber, createSignupBudgetRepository(db())),
    /** The store's configured address, for every absolute URL the API writes. */
    siteUrl,
    pages: createPagesService({
      getBook: books.getBook,
      listBookPage: books.listBookPage,
      catalogVersion,
      // Read on the first page asked for, so a project without SITE_URL still serves its API.
      template: createPageTemplateSource({ url: () => `${siteUrl()}/index.html` }),
      siteUrl,
    }),
    reviews: createReviewsService({ repository: createReviewsRepository({ ratings: bookRatings }), purchases }),
    sitemap: createSitemapService({ bookDates: () => booksRepository.listBookDates(), catalogVersion }),
    beforeRoutes: decorators.beforeRoutes ?? [],
  };
}
export type AppDeps = ReturnType<typeof createDeps>;
