// The composition root: the one place that builds the repositories and services from Firestore and hands them
// to the app. Demo projects (the emulator suite) also get the reliability tests' fault injection, here and
// nowhere else.
import type { RequestHandler } from "express";
import { loginAdmin } from "./admin/admin-login.service";
import { clientAddress, type ClientRequest } from "./lib/client-address";
import { createStatsService } from "./admin/stats.service";
import * as booksCsvRepository from "./books/books-csv.repository";
import { createBooksCsvService } from "./books/books-csv.service";
import * as booksRepository from "./books/books.repository";
import { createBooksService } from "./books/books.service";
import { catalogVersion } from "./books/catalog-version";
import { bookShelf } from "./books/stock.repository";
import { readFaultHeader, withPauseAfterReads, withPlacementFaults } from "./faults";
import { isDemoProject, siteUrl, trustedProxyHops } from "./lib/env";
import { db } from "./lib/firestore";
import { addSubscriber } from "./newsletter/newsletter.repository";
import { createNewsletterService } from "./newsletter/newsletter.service";
import { createSignupBudgetRepository } from "./newsletter/signup-budget.repository";
import { readOrderFigures } from "./orders/order-figures";
import { createOrderMoves } from "./orders/order-moves.repository";
import { createOrdersRepository } from "./orders/orders.repository";
import { createOrdersService } from "./orders/orders.service";
import { createPageTemplateSource } from "./pages/page-template";
import { createPagesService } from "./pages/pages.service";
import { createSitemapService } from "./sitemap/sitemap.service";

export function createDeps({ faultInjection = isDemoProject() }: { faultInjection?: boolean } = {}) {
  const shelf = faultInjection ? withPauseAfterReads(bookShelf) : bookShelf;
  const plainOrders = createOrdersRepository({ shelf });
  const ordersRepository = faultInjection ? withPlacementFaults(plainOrders) : plainOrders;
  const books = createBooksService(booksRepository);
  return {
    books,
    booksCsv: createBooksCsvService(booksCsvRepository, books.changingCatalog),
    orders: createOrdersService({ ...ordersRepository, ...createOrderMoves({ shelf }) }),
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
    sitemap: createSitemapService({ bookDates: () => booksRepository.listBookDates(), catalogVersion }),
    /** Runs before the routes: only the fault header's reader, in demo projects. */
    beforeRoutes: (faultInjection ? [readFaultHeader] : []) as RequestHandler[],
  };
}
export type AppDeps = ReturnType<typeof createDeps>;
