// What the benchmarks measure, and the budgets they are held to (docs/performance.md).

/** After the seed's own catalog (the base: its 30 hand-written books), synthetic books up to these totals. */
export const LARGER_CATALOGS = [1_000, 10_000];
/** The order desk and the statistics are measured at each of these numbers of orders; the rest runs at the last. */
export const ORDER_SIZES = [100, 10_000];
export const ORDERS = ORDER_SIZES.at(-1);

// In the order they run: the whole list last, as it loads the emulator most.
export const API_CASES = [
  { path: "/api/books/?inStock=true&sort=bestselling&limit=12", label: "home page: first page", paged: true },
  { path: "/api/books/?inStock=true&sort=bestselling&offset=8&limit=10", label: "home page: Recommended", paged: true },
  {
    path: "/api/books/?category=fiction&inStock=true&sort=bestselling&limit=12",
    label: "home page: one genre",
    paged: true,
  },
  { path: "/api/books/seed-book-01", label: "one book" },
  { path: "/api/admin", label: "admin statistics", admin: true },
  { path: "/api/books/", label: "whole list (no parameters)", wholeList: true },
];

/** The order desk and the statistics, measured in-process at each of ORDER_SIZES (order-costs.mjs). */
export const ORDER_CASES = [
  { path: "/api/orders/?limit=20", label: "order desk: newest 20" },
  { path: "/api/orders/?status=shipped&limit=20", label: "order desk: shipped, 20" },
  { path: "/api/orders/?q=shopper0%40bench.example&limit=20", label: "order desk: one customer's email" },
  { path: "/api/admin", label: "admin statistics" },
];

/**
 * The catalog's searches, filters and sorts, measured in-process at each of LARGER_CATALOGS like the order desk
 * (catalog-costs.mjs). Each request of a sample asks for a different page size, so none is served from the
 * function's page cache: these are the reads a first visitor's query costs.
 */
export const CATALOG_CASES = [
  { path: "/api/books/?q=fiction", label: "search: one word" },
  { path: "/api/books/?q=fiction&inStock=true&sort=price-asc", label: "search, in stock, cheapest first" },
  { path: "/api/books/?category=horror&minPrice=10&maxPrice=30", label: "genre and price range, newest first" },
  { path: "/api/books/?minPrice=5&sort=title", label: "price range, by title" },
  { path: "/api/books/?author=tomas-ferreira", label: "an author's books" },
  { path: "/api/books/?q=979-8-88500037-6", label: "an ISBN" },
];

/**
 * One popular title (hot-title.mjs): orders and cancellations of one book at once, `inFlight` at a time, from
 * shoppers who stay inside the per-shopper limits (5 copies of a title, 10 placed orders).
 */
export const HOT_TITLE = { orders: 60, cancels: 15, inFlight: 10, shoppers: 20, stock: 1_000 };

/** Per case: a warm-up, then the measured run; when nothing completes in time, a few sequential requests. */
export const LOAD = {
  connections: 10,
  warmUpSeconds: 2,
  durationSeconds: 5,
  timeoutSeconds: 30,
  sequentialRequests: 3,
};

export const LIGHTHOUSE_PAGES = ["/", "/books/seed-book-01"];
export const LIGHTHOUSE_RUNS = 3;

export const BUDGETS = {
  /** The home page's first load: the entry and the home route with their static imports. */
  firstLoadJsBytes: 110_000,
  /** Every JS response of a cold home page load until the network is quiet, idle-time chunks included. */
  allHomeJsBytes: 150_000,
  originalFirstLoadJsBytes: 283_000,
  /**
   * Lighthouse per page (mobile, CPU slowdown calibrated). The home page's first load shows the product's
   * full-screen 2 s spinner, which Lighthouse counts as a blank screen for Speed Index (docs/performance.md).
   */
  lighthouse: {
    "/": { score: 90, tbtMs: 150, cls: 0.05, lcpMs: 2_500, longestScriptTaskMs: 100 },
    default: { score: 95, tbtMs: 200, cls: 0.01, lcpMs: 2_000 },
  },
  /** Paged requests and the home page's API bytes, largest catalog over the base one. */
  growthRatio: 1.5,
  /** A book page the function serves from memory, over the static index.html (first byte, warm). */
  pageHitRatio: 1.5,
  /** Loading the built function, renderer included: the code's share of a cold start (decision 005). */
  functionLoadMs: 1_000,
  /** The order desk, the statistics and the catalog's queries: reads and time outside Firestore, largest over smallest. */
  costGrowthRatio: 2,
  /** A book page's cover, at a phone's width and a desktop's. */
  coverBytes: 40_000,
  /** The function's memory (decision 005): a 10 MiB photo, and six 48-MP uploads at once, must stay inside it. */
  coverPeakRssMiB: 256,
  /** A 10,000-row foreign spreadsheet through the import job, from upload to the job's end. */
  importJobSeconds: 120,
  /** The answer to an import's upload (202): a third of the API's 30 s timeout (decision 005), whatever the size. */
  importAcceptMs: 10_000,
  /** Reading the largest import files (bench/lib/import-reading.mjs): the function's memory. */
  importReadPeakRssMiB: 256,
  /**
   * Orders placed per second on one title with HOT_TITLE.inFlight requests in flight, cancellations among them
   * (docs/decisions/015-stock-shards.md): 2.7 with the stock in the book itself, 7.2 with it in shards.
   */
  hotTitleOrdersPerSecond: 4,
  /**
   * The outbox emptied into MailDev through the emulators (bench/lib/mail.mjs): 9.4 mails/s measured (4.0 while
   * MailDev paused 100 ms before each greeting, patches/). The Functions emulator runs one trigger at a time, so
   * this is the emulator's pace; in production each mail has its own run.
   */
  mailsPerSecond: 3,
  /** A mail from the commit that queues it to the local mailbox: the trigger's first attempt, not the sweep. */
  mailQueueToMailboxMs: 2_000,
};
