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
import { createBookImportService } from "./imports/book-import.service";
import { createImportCatalogRepository } from "./imports/import-catalog.repository";
import { createImportJobsRepository } from "./imports/import-jobs.repository";
import { createImportMailsRepository } from "./imports/import-mails.repository";
import { createImportsService, type ImportJobsRepository } from "./imports/imports.service";
import { newsletterSecret, shopEmail, siteUrl, trustedProxyHops } from "./lib/env";
import { STORE_NAME, type MailSettings } from "./lib/mail-settings";
import { createOrderMailsRepository } from "./orders/order-mails.repository";
import { createStockMailsRepository } from "./lib/stock-mails.repository";
import { adminAuth, db } from "./lib/firestore";
import { createNewsletterRepository } from "./newsletter/newsletter.repository";
import { createNewsletterService } from "./newsletter/newsletter.service";
import { createNewsletterTokens } from "./newsletter/newsletter-tokens";
import { createSignupBudgetRepository } from "./newsletter/signup-budget.repository";
import { createOrderCountersRepository } from "./orders/order-counters.repository";
import { createOrderMovesRepository } from "./orders/order-moves.repository";
import { createOrderInvoicesRepository } from "./orders/order-invoices.repository";
import {
  createDocumentSeriesRepository,
  createInvoiceIssuer,
  createInvoicesService,
  createShopDetailsRepository,
  renderInvoicePdf,
} from "./invoices";
import { createOrderOwnersRepository } from "./orders/order-owners.repository";
import { createOrdersRepository, type OrdersRepository } from "./orders/orders.repository";
import { createLookupBudgetRepository } from "./orders/lookup-budget.repository";
import { createOrdersService } from "./orders/orders.service";
import { createOrderQuoteRepository } from "./orders/order-quote.repository";
import {
  createDeliveryZonesRepository,
  createDiscountsRepository,
  createMoneyService,
  createOrderPricingRepository,
  createShopSettingsRepository,
} from "./money";
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
import { createWishersRepository } from "./wishlist/wishers.repository";
import { mailFromParam, mailRetryBaseMsParam, smtpSettings } from "./mail/mail-config";
import { createMailSender } from "./mail/mail-sender";
import { createMailRepository } from "./mail/mail.repository";
import { createOutboxRepository } from "./mail/outbox.repository";
import { createOutboxService } from "./mail/outbox.service";
import { smtpSender, type SendMail } from "./mail/smtp-transport";

/** Wrappers around parts of the store, and middleware run before the routes: none in a deployed function. */
export interface Decorators {
  shelf?: (shelf: BookShelf) => BookShelf;
  orders?: (orders: OrdersRepository) => OrdersRepository;
  importJobs?: (jobs: ImportJobsRepository) => ImportJobsRepository;
  /** How a mail to an address leaves (the sender's SMTP server). */
  mailRoute?: (senderFor: (to: string) => Promise<SendMail>) => (to: string) => Promise<SendMail>;
  beforeRoutes?: RequestHandler[];
}

export function createDeps(decorate: (firestore: Firestore) => Decorators = () => ({})) {
  const firestore = db();
  const decorators = decorate(firestore);
  const addressesRepository = createAddressesRepository(firestore);
  const adminsRepository = createAdminsRepository(firestore);
  const stockLedger = createStockLedger();
  const { catalogVersion } = createCatalogVersionRepository(firestore);
  // Read when a mail is written, so a project without them still serves everything else.
  const mailSettings = (): MailSettings => ({
    site: { storeName: STORE_NAME, siteUrl: siteUrl() },
    shopEmail: shopEmail(),
  });
  const orderMails = createOrderMailsRepository(firestore, mailSettings);
  const stockMails = createStockMailsRepository(firestore, mailSettings);
  const wishers = createWishersRepository(firestore, adminAuth).listVerifiedWishers;
  const booksRepository = createBooksRepository(firestore, {
    stock: stockLedger,
    covers: coverCleanup,
    mails: stockMails,
    wishers,
  });
  const bookShelf = createStockRepository(firestore, stockMails, wishers);
  const shelf = decorators.shelf?.(bookShelf) ?? bookShelf;
  const orderCounters = createOrderCountersRepository(firestore);
  const holdings = createShopperHoldingsRepository(firestore);
  const shopSettings = createShopSettingsRepository(firestore);
  const pricing = createOrderPricingRepository(firestore, shopSettings);
  const plainOrders = createOrdersRepository(firestore, {
    shelf,
    counters: orderCounters,
    holdings,
    mails: orderMails,
    pricing,
  });
  const ordersRepository = decorators.orders?.(plainOrders) ?? plainOrders;
  const books = createBooksService(booksRepository, catalogVersion);
  const plainImportJobs = createImportJobsRepository(firestore, createImportMailsRepository(firestore, mailSettings), {
    mails: stockMails,
    wishers,
  });
  const importJobs = decorators.importJobs?.(plainImportJobs) ?? plainImportJobs;
  const imports = createImportsService({
    repository: importJobs,
    readImportCatalog: createImportCatalogRepository(firestore, stockLedger).readImportCatalog,
  });
  const { readShopDetails } = createShopDetailsRepository(firestore);
  const invoiceIssuer = createInvoiceIssuer(createDocumentSeriesRepository(firestore), readShopDetails);
  const orders = createOrdersService({
    ...ordersRepository,
    ...createOrderMovesRepository(firestore, {
      shelf,
      counters: orderCounters,
      holdings,
      mails: orderMails,
      pricing,
      invoices: invoiceIssuer,
    }),
    ...createOrderQuoteRepository({ shelf, pricing }),
    markAddressUsed: addressesRepository.markAddressUsed,
    lookupBudget: createLookupBudgetRepository(firestore),
  });
  const wishlistRepository = createWishlistRepository(firestore);
  const addresses = createAddressesService(addressesRepository);
  const newsletterRepository = createNewsletterRepository(firestore);
  const mailRepository = createMailRepository(firestore);
  // Read when a mail is sent, so that the API starts in a project whose mail is not configured yet.
  const smtpServer = async () => smtpSender(smtpSettings());
  const reviews = createReviewsService({
    repository: createReviewsRepository(firestore, { ratings: createBookRatingsRepository(firestore) }),
    purchases: createPurchasesRepository(firestore),
  });
  return {
    books,
    booksExport: createBooksExportService(createBooksExportRepository(firestore, stockLedger)),
    bookImport: createBookImportService(imports, importJobs),
    covers: createCoversService({
      repository: createCoversRepository(firestore),
      findBook: booksRepository.findBook,
      processCover: processCoverInTurn,
      changingCatalog: books.changingCatalog,
    }),
    imports,
    orders,
    money: createMoneyService({
      settings: shopSettings,
      zones: createDeliveryZonesRepository(firestore),
      discounts: createDiscountsRepository(firestore),
    }),
    invoices: createInvoicesService({
      getOrder: orders.getOrder,
      lookupOrder: orders.lookupOrder,
      ...createOrderInvoicesRepository(firestore),
      readShopDetails,
      render: renderInvoicePdf,
    }),
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
    newsletter: createNewsletterService({
      subscribers: newsletterRepository,
      budget: createSignupBudgetRepository(firestore),
      tokens: createNewsletterTokens(newsletterSecret),
      siteUrl,
    }),
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
    outbox: createOutboxService(createOutboxRepository(firestore)),
    mailSender: createMailSender({
      repository: mailRepository,
      senderFor: decorators.mailRoute?.(smtpServer) ?? smtpServer,
      from: () => mailFromParam.value(),
      retryBaseMs: () => mailRetryBaseMsParam.value(),
    }),
  };
}
export type AppDeps = ReturnType<typeof createDeps>;
