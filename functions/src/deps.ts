// The composition root: the one place that builds the repositories and services from Firestore and hands them
// to the app. The emulator build's entry (index.emulator.ts) passes decorators, built from the same instance; the
// deployed one passes none.
import type { RequestHandler } from "express";
import type { Firestore } from "firebase-admin/firestore";
import {
  createAccountService,
  createAnonymousAccountsRepository,
  createShopperDocumentsRepository,
  createSignInAccountsRepository,
} from "./account";
import type { RetentionDeps } from "./retention";
import {
  createAdminLoginService,
  createActivityRepository,
  createAdminsRepository,
  createStaffRepository,
  createStaffService,
  createStatsService,
} from "./admin";
import { clientAddress, type ClientRequest } from "./lib/client-address";
import { createAddressesRepository, createAddressesService } from "./addresses";
import {
  createBooksExportRepository,
  createBooksExportService,
  createBooksRepository,
  createBooksService,
  createBookRatingsRepository,
} from "./books";
import { createCatalogVersionRepository } from "./lib/catalog-version.repository";
import { processCoverInTurn, coverCleanup, createCoversRepository, createCoversService } from "./covers";
import { createStockMailsRepository, createStockRoom } from "./stock";
import type { BookShelf } from "./lib/book-shelf";
import {
  createBookImportService,
  createImportCatalogRepository,
  createImportJobsRepository,
  createImportMailsRepository,
  createImportsService,
  createImportWorker,
  type ImportJobsRepository,
} from "./imports";
import { importLeaseMs, newsletterSecret, shopEmail, siteUrl, trustedProxyHops } from "./lib/env";
import { STORE_NAME, type MailSettings } from "./lib/mail-settings";
import {
  createOrderMailsRepository,
  createOrderCountersRepository,
  createOrderInvoicesRepository,
  createOrderMovesRepository,
  createOrderOwnersRepository,
  createOrdersRepository,
  type OrdersRepository,
  createLookupBudgetRepository,
  createOrderQuoteRepository,
  createOrderBudgetRepository,
  createOrdersService,
  derivedOrderNumber,
  LOOKUP_WINDOW_MS,
  MAX_LOOKUPS_PER_ADDRESS,
  createPurchasesRepository,
  createShopperHoldingsRepository,
} from "./orders";
import { adminAuth, db } from "./lib/firestore";
import { createNewsletterRepository } from "./newsletter";
import { createNewsletterService } from "./newsletter";
import { createNewsletterTokens } from "./newsletter";
import { createSignupBudgetRepository } from "./newsletter";
import { createPageTemplateSource } from "./pages";
import { createPagesService } from "./pages";
import { createReturnMailsRepository, createReturnsRepository, createReturnsService } from "./returns";
import { createReviewsRepository } from "./reviews";
import { createReviewsService } from "./reviews";
import { createSitemapService } from "./sitemap";
import { createWishlistRepository } from "./wishlist";
import { createWishlistService } from "./wishlist";
import { createWishersRepository } from "./wishlist";
import { mailFromParam, mailRetrySchedule, smtpSettings } from "./mail";
import { createMailRetentionRepository } from "./mail";
import { createMailSender } from "./mail";
import { createMailRepository } from "./mail";
import { createOutboxRepository } from "./mail";
import { createOutboxService } from "./mail";
import { smtpSender, type SendMail } from "./mail";
import {
  createDocumentSeriesRepository,
  createInvoiceIssuer,
  createInvoicesService,
  createShopDetailsRepository,
  renderCreditNotePdf,
  renderInvoicePdf,
  renderOrderCreditNotePdf,
} from "./invoices";
import {
  createDeliveryZonesRepository,
  createDiscountsRepository,
  createMoneyService,
  createOrderPricingRepository,
  createShopSettingsRepository,
} from "./money";

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
  const { catalogVersion } = createCatalogVersionRepository(firestore);
  // Read when a mail is written, so a project without them still serves everything else.
  const mailSettings = (): MailSettings => ({
    site: { storeName: STORE_NAME, siteUrl: siteUrl() },
    shopEmail: shopEmail(),
  });
  const orderMails = createOrderMailsRepository(firestore, mailSettings);
  // Every writer of a book's stock goes through the stock room, which decides and mails its notices.
  const stock = createStockRoom(firestore, {
    mails: createStockMailsRepository(firestore, mailSettings),
    wishers: createWishersRepository(firestore, adminAuth).listVerifiedWishers,
  });
  const stockLedger = stock.ledger;
  const booksRepository = createBooksRepository(firestore, { stock: stockLedger, covers: coverCleanup });
  const shelf = decorators.shelf?.(stock.shelf) ?? stock.shelf;
  const orderCounters = createOrderCountersRepository(firestore);
  const holdings = createShopperHoldingsRepository(firestore);
  const shopSettings = createShopSettingsRepository(firestore);
  const pricing = createOrderPricingRepository(firestore, shopSettings);
  // One set of parts for placing orders and for moving them.
  const orderParts = { shelf, counters: orderCounters, holdings, mails: orderMails, pricing };
  const plainOrders = createOrdersRepository(firestore, orderParts);
  const ordersRepository = decorators.orders?.(plainOrders) ?? plainOrders;
  const books = createBooksService(booksRepository, catalogVersion);
  const plainImportJobs = createImportJobsRepository(
    firestore,
    createImportMailsRepository(firestore, mailSettings),
    stock,
  );
  const importJobs = decorators.importJobs?.(plainImportJobs) ?? plainImportJobs;
  const imports = createImportsService(importJobs);
  const importWorker = createImportWorker({
    repository: importJobs,
    readImportCatalog: createImportCatalogRepository(firestore, stockLedger).readImportCatalog,
    leaseMs: importLeaseMs(),
  });
  const { readShopDetails } = createShopDetailsRepository(firestore);
  const invoiceIssuer = createInvoiceIssuer(createDocumentSeriesRepository(firestore), readShopDetails);
  // One budget for the order lookup and the returns asked through it.
  const lookupBudget = createLookupBudgetRepository(firestore);
  const orders = createOrdersService({
    ...ordersRepository,
    ...createOrderMovesRepository(firestore, orderParts, invoiceIssuer),
    ...createOrderQuoteRepository({ shelf, pricing }),
    markAddressUsed: addressesRepository.markAddressUsed,
    lookupBudget,
    orderBudget: createOrderBudgetRepository(firestore),
  });
  const returns = createReturnsService({
    repository: createReturnsRepository(firestore, {
      shelf,
      counters: orderCounters,
      mails: createReturnMailsRepository(firestore, mailSettings),
      orderNumber: (id, order) => order.number ?? derivedOrderNumber(id),
      // The credit notes' series beside the invoices': the same gapless counter, claimed in the refund's commit.
      creditNotes: { next: invoiceIssuer.nextCreditNote },
    }),
    findOrderId: async (typed) => (await ordersRepository.findOrderByNumberOrId(typed))?.order._id,
    lookup: { count: lookupBudget.count, max: MAX_LOOKUPS_PER_ADDRESS, windowMs: LOOKUP_WINDOW_MS },
  });
  const wishlistRepository = createWishlistRepository(firestore);
  const addresses = createAddressesService(addressesRepository);
  const newsletterRepository = createNewsletterRepository(firestore);
  const mailRepository = createMailRepository(firestore);
  const mailRetention = createMailRetentionRepository(firestore);
  const orderOwners = createOrderOwnersRepository(firestore);
  // Read when a mail is sent, so that the API starts in a project whose mail is not configured yet.
  const smtpServer = async () => smtpSender(smtpSettings());
  const reviews = createReviewsService({
    repository: createReviewsRepository(firestore, { ratings: createBookRatingsRepository(firestore) }),
    purchases: createPurchasesRepository(firestore),
  });
  return {
    books,
    booksExport: createBooksExportService(createBooksExportRepository(firestore, stockLedger)),
    bookImport: createBookImportService({ imports, worker: importWorker, repository: importJobs }),
    covers: createCoversService({
      repository: createCoversRepository(firestore),
      findBook: booksRepository.findBook,
      processCover: processCoverInTurn,
      changingCatalog: books.changingCatalog,
    }),
    imports,
    /** The import engine's turns, run by the background functions (index.ts). */
    importWorker,
    orders,
    money: createMoneyService({
      settings: shopSettings,
      zones: createDeliveryZonesRepository(firestore),
      discounts: createDiscountsRepository(firestore),
    }),
    returns,
    invoices: createInvoicesService({
      getOrder: orders.getOrder,
      lookupOrder: orders.lookupOrder,
      ...createOrderInvoicesRepository(firestore),
      readShopDetails,
      render: renderInvoicePdf,
      renderCreditNote: renderCreditNotePdf,
      renderOrderCreditNote: renderOrderCreditNotePdf,
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
      ...orderOwners,
      forgetMail: mailRetention.forgetMailTo,
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
      retrySchedule: mailRetrySchedule,
    }),
    retention: {
      mail: mailRetention,
      newsletter: newsletterRepository,
      accounts: createAnonymousAccountsRepository(adminAuth),
      hasOrders: orderOwners.hasOrders,
    } satisfies RetentionDeps,
  };
}
export type AppDeps = ReturnType<typeof createDeps>;
