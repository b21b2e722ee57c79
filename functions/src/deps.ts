// The composition root: the one place that builds the repositories and services from Firestore and hands them
// to the app. Demo projects (the emulator suite) also get the reliability tests' fault injection, here and
// nowhere else.
import type { RequestHandler } from "express";
import { loginAdmin } from "./admin/admin-login.service";
import { createStatsService } from "./admin/stats.service";
import * as booksRepository from "./books/books.repository";
import { createBooksService } from "./books/books.service";
import { readFaultHeader, withPauseAfterReads, withPlacementFaults } from "./faults";
import { isDemoProject } from "./lib/env";
import { createOrdersRepository } from "./orders/orders.repository";
import { createOrdersService } from "./orders/orders.service";

export function createDeps({ faultInjection = isDemoProject() }: { faultInjection?: boolean } = {}) {
  const findBooks = faultInjection
    ? withPauseAfterReads(booksRepository.findBooksByIds)
    : booksRepository.findBooksByIds;
  const plainOrders = createOrdersRepository({ findBooks });
  const ordersRepository = faultInjection ? withPlacementFaults(plainOrders) : plainOrders;
  return {
    books: createBooksService(booksRepository),
    orders: createOrdersService(ordersRepository),
    stats: createStatsService({
      countBooks: booksRepository.countBooks,
      orderTotalsBetween: ordersRepository.orderTotalsBetween,
    }),
    loginAdmin,
    /** Runs before the routes: only the fault header's reader, in demo projects. */
    beforeRoutes: (faultInjection ? [readFaultHeader] : []) as RequestHandler[],
  };
}
export type AppDeps = ReturnType<typeof createDeps>;
