// The composition root: the one place that builds the repositories and services from Firestore and hands them
// to the app. The emulator build's entry (index.emulator.ts) passes decorators, built from the same instance; the
// deployed one passes none.
import type { RequestHandler } from "express";
import type { Firestore } from "firebase-admin/firestore";
import { createAccountService } from "./account/account.service";
import { createShopperDocumentsRepository } from "./account/shopper-documents.repository";
import { createSignInAccountsRepository } from "./account/sign-in-accounts.repository";
import { createAdminLoginService } from "./admin/admin-login.service";
import { createActivityRepository } from "./admin/activity.repository";
import { createAdminsRepository } from "./admin/admins.repository";
import { createStaffRepository } from "./admin/staff.repository";
import { createStaffService } from "./admin/staff.service";
import { clientAddress, type ClientRequest } from "./lib/client-address";
import { createStatsService } from "./admin/stats.service";
import { createAddressesRepository } from "./addresses/addresses.repository";
import { createAddressesService } from "./addresses/addresses.service";
import { createBooksCsvRepository } from "./imports/books-csv.repository";
import { createBooksCsvService } from "./imports/books-csv.service";
import { createBooksExportRepository } from "./books/books-export.repository";
import { createBooksExportService } from "./books/books-export.service";
import { createBooksRepository } from "./books/books.repository";
import { createBooksService } from "./books/books.service";
import { createCatalogVersionRepository } from "./lib/catalog-version.repository";
import { processCoverInTurn } from "./covers/cover-image";
import { coverCleanup, createCoversRepository } from "./covers/covers.repository";
import { createCoversService } from "./covers/covers.service";
import { createStockLedger, createStockRepository } from "./stock/stock.repository";
import type { BookShelf } from "./lib/book-shelf";
import { createImportJobsRepository } from "./imports/import-jobs.repository";
import { createImportsService, type ImportJobsRepository } from "./imports/imports.service";
import { siteUrl, trustedProxyHops } from "./lib/env";
import { adminAuth, db } from "./lib/firestore";
import { createNewsletterRepository } from "./newsletter/newsletter.repository";
import { createNewsletterService } from "./newsletter/newsletter.service";
import { createSignupBudgetRepository } from "./newsletter/signup-budget.repository";
import { createOrderCountersRepository } from "./orders/order-counters.repository";
import { createOrderMovesRepository } from "./orders/order-moves.repository";
import { createOrderOwnersRepository } from "./orders/order-owners.repository";
import { createOrdersRepository, type OrdersRepository } from "./orders/orders.repository";
import { createLookupBudgetRepository } from "./orders/lookup-budget.repository";
import { createOrdersService } from "./orders/orders.service";
import { createPageTemplateSource } from "./pages/page-template";
import { createPagesService } from "./pages/pages.service";
import { createBookRatingsRepository } from "./books/book-ratings.repository";
import { createPurchasesRepository } from "./orders/purchases.repository";
import { createShopperHoldingsRepository } from "./orders/shopper-holdings.repository";
import { createReviewsRepository } from "./reviews/reviews.repository";
import { createReviewsService } from "./reviews/reviews.service";
import { createSitemapService } from "./sitemap/sitemap.service";
import { createWishlistRepository } from "./wishlist/wishlist.repository";
import { createWishlistService } from "./wishlist/wishlist.service";

/** Wrappers around parts of the store, and middleware run before the routes: none in a deployed function. */
export interface Decorators {
  shelf?: (shelf: BookShelf) => BookShelf;
  orders?: (orders: OrdersRepository) => OrdersRepository;
  importJobs?: (jobs: ImportJobsRepository) => ImportJobsRepository;
  beforeRoutes?: RequestHandler[];
}

export function createDeps(decorate: (firestore: Firestore) => Decorators = () => ({})) {
  const firestore = db();
  const decorators = decorate(firestore);
  const addressesRepository = createAddressesRepository(firestore);
  const adminsRepository = createAdminsRepository(firestore);
  const stockLedger = createStockLedger();
  const booksRepository = createBooksRepository(firestore, { stock: stockLedger, covers: coverCleanup });
  const { catalogVersion } = createCatalogVersionRepository(firestore);
  const bookShelf = createStockRepository(firestore);
  const shelf = decorators.shelf?.(bookShelf) ?? bookShelf;
  const orderCounters = createOrderCountersRepository(firestore);
  const holdings = createShopperHoldingsRepository(firestore);
  const plainOrders = createOrdersRepository(firestore, { shelf, counters: orderCounters, holdings });
  const ordersRepository = decorators.orders?.(plainOrders) ?? plainOrders;
  const books = createBooksService(booksRepository, catalogVersion);
  const booksCsvRepository = createBooksCsvRepository(firestore, stockLedger);
  const importJobsRepository = createImportJobsRepository(firestore);
  const orders = createOrdersService({
    ...ordersRepository,
    ...createOrderMovesRepository(firestore, { shelf, counters: orderCounters, holdings }),
    markAddressUsed: addressesRepository.markAddressUsed,
    lookupBudget: createLookupBudgetRepository(firestore),
  });
  const wishlistRepository = createWishlistRepository(firestore);
  const addresses = createAddressesService(addressesRepository);
  const newsletterRepository = createNewsletterRepository(firestore);
  const reviews = createReviewsService({
    repository: createReviewsRepository(firestore, { ratings: createBookRatingsRepository(firestore) }),
    purchases: createPurchasesRepository(firestore),
  });
  return {
    books,
    booksExport: createBooksExportService(createBooksExportRepository(firestore, stockLedger)),
    booksCsv: createBooksCsvService(booksCsvRepository, books.changingCatalog),
    covers: createCoversService({
      repository: createCoversRepository(firestore),
      findBook: booksRepository.findBook,
      processCover: processCoverInTurn,
      changingCatalog: books.changingCatalog,
    }),
    imports: createImportsService({
      repository: decorators.importJobs?.(importJobsRepository) ?? importJobsRepository,
      readImportCatalog: booksCsvRepository.readImportCatalog,
    }),
    orders,
    wishlist: createWishlistService({ ...wishlistRepository, findBooks: booksRepository.findBooks }),
    addresses,
    account: createAccountService({
      signIns: createSignInAccountsRepository(adminAuth),
      listOwnOrders: orders.listOwnOrders,
      reviews,
      listAllWishes: wishlistRepository.listAllWishes,
      listAddresses: addresses.list,
      ...createShopperDocumentsRepository(firestore),
      newsletter: newsletterRepository,
      ...createOrderOwnersRepository(firestore),
    }),
    stats: createStatsService({ countBooks: booksRepository.countBooks, orderFigures: orderCounters.readOrderFigures }),
    loginAdmin: createAdminLoginService(adminsRepository).loginAdmin,
    /** The guard's per-request read of the member a token names (auth/require-admin.ts). */
    findStaffSession: adminsRepository.findStaffSession,
    staff: createStaffService(createStaffRepository(firestore), createActivityRepository(firestore)),
    /**
     * Read per request, so a project without TRUSTED_PROXY_HOPS still serves everything but the throttled routes
     * and guests' orders (counted per client address).
     */
    clientAddress: (req: ClientRequest) => clientAddress(req, trustedProxyHops()),
    newsletter: createNewsletterService(newsletterRepository, createSignupBudgetRepository(firestore)),
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
    reviews,
    sitemap: createSitemapService({ bookDates: () => booksRepository.listBookDates(), catalogVersion }),
    beforeRoutes: decorators.beforeRoutes ?? [],
  };
}
export type AppDeps = ReturnType<typeof createDeps>;
