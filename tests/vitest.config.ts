import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";

/**
 * The files that need the database alone: they run one at a time, before the others run side by side. A file
 * belongs here when it compares whole-database snapshots, changes or counts shop-wide state (settings, delivery
 * zones, discount codes, counters, sequences, rate-limit budgets every caller shares), reads the whole catalog,
 * or faults the emulators. Add yours with the reason (tests/README.md).
 */
export const SERIAL_FILES = [
  // Whole-database snapshots: a refused request changed nothing (any other file's write would show).
  "api/book-import.test.ts",
  "api/books.test.ts",
  "api/maintenance.test.ts", // also rebuilds the shop-wide counters from every order
  "api/newsletter.test.ts", // also the sign-up budget of the one client address every test shares
  "api/reviews.test.ts",
  "reliability/bad-input.test.ts",
  "reliability/bad-input.property.test.ts",
  // Shop-wide counters: the dashboard's figures, and the recount that rebuilds them from every order.
  "api/admin.test.ts",
  "reliability/shopper-limits.test.ts",
  // The whole catalog, compared page by page or with the sitemap; seeding twice leaves the same one.
  "api/book-pages.test.ts",
  "api/seed.test.ts",
  "api/sitemap.test.ts",
  // The lookup budget of the one client address every test shares: cleared and used up here.
  "api/guest-orders.test.ts",
  // Shop settings, delivery zones and discount codes; the invoice and credit-note sequences.
  "api/money-*.test.ts",
  "api/invoice*.test.ts",
];

const shared = {
  // A test signs in and writes a few documents through the Functions and Firestore emulators: seconds on an
  // ordinary machine. A slower one sets TEST_TIMEOUT_SCALE rather than every test waiting minutes to fail.
  testTimeout: scaled(10_000),
  hookTimeout: scaled(30_000),
  globalSetup: ["./support/global-setup.ts"],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "serial",
          include: SERIAL_FILES,
          fileParallelism: false,
          // First, alone: the database is at its smallest, and nothing else writes while a snapshot is taken.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "parallel",
          include: ["api/**/*.test.ts", "rules/**/*.test.ts", "reliability/**/*.test.ts"],
          exclude: SERIAL_FILES,
          // The files wait on the emulators far more than they compute: more of them than cores keep the
          // emulators busy (measured on 2 cores, docs/performance.md).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
