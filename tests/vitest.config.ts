import { relative } from "node:path";
import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that need the database alone: they run one at a time, after the others ran side by side. A file
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
  // The sign-up budget of the one client address every test shares.
  "api/newsletter-mailbox.test.ts",
  "api/reviews.test.ts",
  "reliability/bad-input.test.ts",
  "reliability/bad-input.property.test.ts",
  // Shop-wide counters: the dashboard's figures, and the recount that rebuilds them from every order. The order
  // races compare those figures with Firestore before and after.
  "api/admin.test.ts",
  "reliability/shopper-limits.test.ts",
  "reliability/hot-title.test.ts",
  "reliability/order-concurrency.test.ts",
  "reliability/stock-concurrency.test.ts",
  // The whole catalog, compared page by page or with the sitemap; seeding twice leaves the same one.
  "api/book-pages.test.ts",
  "api/seed.test.ts",
  "api/sitemap.test.ts",
  // The lookup budget of the one client address every test shares: cleared and used up here.
  "api/guest-orders.test.ts",
  // The store's one import lock: these assert it is free, or that a second job is refused while theirs runs.
  "api/book-imports.test.ts",
  // Every other owner, the seeded one included, set aside to reach "the last owner".
  "api/staff-owners.test.ts",
  // Shop settings, delivery zones and discount codes; the invoice and credit-note sequences.
  "api/money-*.test.ts",
  "api/invoice*.test.ts",
];

/**
 * The serial files' order, where it matters, as listed. The Firestore emulator hands its triggers one event at a
 * time (the sender's mails, about ten a second on 2 cores; the import jobs' writes). First the import file, which
 * waits on its jobs' triggers more than it computes: before the order races queue their mails, and while the unit
 * tests beside it take the cores it leaves. Then the files that queue mail by the dozen, and last the files that
 * wait for a mail. In between, the others, which wait on none, run while that queue drains; and the browser tests
 * find it empty.
 */
const SERIAL_FIRST = [
  "api/book-imports.test.ts",
  "reliability/hot-title.test.ts",
  "reliability/order-concurrency.test.ts",
  "reliability/shopper-limits.test.ts",
  "reliability/stock-concurrency.test.ts",
  "api/invoice-credit-notes.test.ts",
  "api/reviews.test.ts",
];
// The newsletter's sign-ups leave some twenty mails queued: last, they hold up no one.
const SERIAL_LAST = ["api/invoices.test.ts", "api/newsletter.test.ts"];

/** vitest's order, but the serial files' as SERIAL_FIRST and SERIAL_LAST list them. */
class SerialOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSerial = (file: TestSpecification) => file.project.name === "serial";
    const rank = (file: TestSpecification) => {
      const path = relative(file.project.config.root, file.moduleId);
      if (SERIAL_FIRST.includes(path)) return SERIAL_FIRST.indexOf(path);
      return SERIAL_LAST.includes(path) ? SERIAL_FIRST.length + 1 + SERIAL_LAST.indexOf(path) : SERIAL_FIRST.length;
    };
    // A stable sort: within a rank, vitest's order.
    const serial = sorted.filter(isSerial).sort((a, b) => rank(a) - rank(b));
    return sorted.map((file) => (isSerial(file) ? serial.shift()! : file));
  }
}

/**
 * MailDev stopped for longer than the sender's first waits: every other file's mail would wait with it. So it runs
 * alone, and before every other file: later, the outbox holds a queue of their mails (a hundred and more after the
 * order races), which it would first wait out with nothing else running.
 */
export const FIRST_FILES = ["reliability/mail-outage.test.ts"];

// A test signs in and writes a few documents through the Functions and Firestore emulators: seconds on an
// ordinary machine. A slower one sets TEST_TIMEOUT_SCALE rather than every test waiting minutes to fail.
const shared = { hookTimeout: scaled(30_000), globalSetup: ["./support/global-setup.ts"] };

export default defineConfig({
  test: {
    sequence: { sequencer: SerialOrder },
    projects: [
      {
        test: {
          ...shared,
          name: "first",
          include: FIRST_FILES,
          testTimeout: scaled(10_000),
          // Before the other projects, while the outbox is empty.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "serial",
          include: SERIAL_FILES,
          testTimeout: scaled(10_000),
          fileParallelism: false,
          // One worker for every serial file, its modules (firebase-admin, the helpers) loaded once: a fresh worker
          // per file left the emulators idle for seconds between files, and nothing else runs meanwhile. The files
          // share no state in memory (no mocks, no stubbed environment); what they share is the database's.
          isolate: false,
          // After the parallel files have all ended: nothing else writes while a snapshot is taken.
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          ...shared,
          name: "parallel",
          include: ["api/**/*.test.ts", "rules/**/*.test.ts", "reliability/**/*.test.ts"],
          exclude: [...FIRST_FILES, ...SERIAL_FILES],
          // Three files at a time: on 2 cores, each spends much of its time waiting on the emulators. A test shares
          // the emulators with other files', so it may take twice as long as alone.
          maxWorkers: 3,
          // As the serial files: each worker loads firebase-admin and the helpers once, not once per file.
          isolate: false,
          testTimeout: scaled(20_000),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
