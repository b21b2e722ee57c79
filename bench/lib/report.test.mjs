import { describe, expect, it } from "vitest";
import { buildReport } from "./report.mjs";

// The verdict alone, on made-up figures: which budget failed, or none.
const bundle = {
  firstLoadGzipBytes: 100_000,
  firstLoadResponses: 4,
  firstLoadMissing: [],
  laterGzipBytes: 40_000,
  laterFiles: ["carousel-engine.js"],
  gzipBytes: 140_000,
  transferBytes: 140_000,
  decodedBytes: 400_000,
  jsResponses: 5,
  compressedResponses: 5,
  encodings: ["gzip"],
  failedRequests: [],
  requestedLazy: [],
  classifiedBySourceMap: true,
  lazy: {
    admin: { gzipBytes: 1, files: 1 },
    chart: { gzipBytes: 1, files: 1 },
    sweetalert: { gzipBytes: 1, files: 1 },
  },
};
const page = (path, score, tbtMs = 150, cls = 0, lcpMs = 2000, longestScriptTaskMs = 90) => ({
  path,
  score,
  tbtMs,
  cls,
  lcpMs,
  longestTaskMs: 150,
  longestScriptTaskMs,
  fcpMs: 1500,
  benchmarkIndex: 1500,
  runs: [{ score, tbtMs, cls, hostBenchmarkIndex: 1533, cpuSlowdownMultiplier: 4 }],
});
const reportInput = (lighthouse, bundleFigures = {}) => ({
  bundle: { ...bundle, ...bundleFigures },
  lighthouse,
  catalogs: [{ books: 30 }],
  load: {},
  homeApi: {},
});
const report = (lighthouse, bundleFigures) => buildReport(reportInput(lighthouse, bundleFigures));

describe("the benchmark's budgets", () => {
  it("pass a home page at 90 and a book page at 95", () => {
    expect(report([page("/", 90, 150, 0.05, 2500), page("/books/seed-book-01", 95, 200, 0.01)]).failures).toEqual([]);
  });

  it("name the page and the measure that missed", () => {
    expect(report([page("/", 89), page("/books/seed-book-01", 94)]).failures).toEqual([
      "Lighthouse /: score",
      "Lighthouse /books/seed-book-01: score",
    ]);
    expect(report([page("/", 95, 151, 0.06, 2501)]).failures).toEqual(["Lighthouse /: TBT, CLS, LCP"]);
    // A script's task over 100 ms fails the home page; other pages are held to their score and TBT alone.
    expect(report([page("/", 95, 150, 0, 2500, 101)]).failures).toEqual(["Lighthouse /: long task"]);
    expect(report([page("/books/seed-book-01", 95, 150, 0, 2000, 180)]).failures).toEqual([]);
    expect(report([page("/books/seed-book-01", 95, 150, 0.02, 2001)]).failures).toEqual([
      "Lighthouse /books/seed-book-01: CLS, LCP",
    ]);
  });

  it("show the one-paragraph page's longest task beside the pages, judged by no budget", () => {
    const floor = {
      ...page("/", 100),
      longestTaskMs: 160,
      runs: [{ longestTaskMs: 160, hostBenchmarkIndex: 2700, cpuSlowdownMultiplier: 9 }],
    };
    const { rows, failures } = buildReport({ ...reportInput([page("/", 95)]), lighthouseFloor: floor });
    expect(failures).toEqual([]);
    const row = rows.find((cells) => cells[1].startsWith("a one-paragraph page"));
    expect(row?.[2]).toContain("longest task 160 ms");
    expect(row?.at(-1)).toBe("info");
  });

  it("hold the first load and the whole load of JavaScript apart", () => {
    expect(report([], { firstLoadGzipBytes: 110_001 }).failures).toEqual(["first-load JS"]);
    expect(report([], { firstLoadMissing: ["index.js"] }).failures).toEqual(["first-load JS"]);
    expect(report([], { gzipBytes: 150_001 }).failures).toEqual(["home page JS"]);
  });
});

describe("the order desk and statistics budget", () => {
  // The whole time (p50Ms, aloneMs) is shown but not judged: the emulator's own scans are in it.
  const costs = (ownMs, reads) => ({
    "/api/admin": { ownMs, reads, p50Ms: 1, aloneMs: 1 },
    "/api/orders/?limit=20": { ownMs, reads, orders: 20, p50Ms: 1, aloneMs: 1 },
  });
  const orderReport = (larger) =>
    buildReport({
      orderCosts: { 100: costs(20, 50), 10000: larger },
      catalogs: [{ books: 30 }],
      load: {},
      homeApi: {},
    });

  it("passes reads and time outside Firestore up to twice those at the fewest orders", () => {
    expect(orderReport(costs(40, 100)).failures).toEqual([]);
  });

  it("names the call, the size and the measure past twice", () => {
    expect(orderReport(costs(41, 50)).failures).toEqual([
      "GET /api/orders/?limit=20 at 10,000 orders: time outside Firestore",
      "GET /api/admin at 10,000 orders: time outside Firestore",
    ]);
    expect(
      orderReport({ ...costs(20, 50), "/api/admin": { ownMs: 20, reads: 101, p50Ms: 1, aloneMs: 1 } }).failures,
    ).toEqual(["GET /api/admin at 10,000 orders: reads"]);
  });
});

describe("the catalog's queries budget", () => {
  const costs = (ownMs, reads) => ({
    "/api/books/?q=fiction": { ownMs, reads, books: 12, aloneMs: 1 },
    "/api/books/?author=tomas-ferreira": { ownMs, reads, books: 2, aloneMs: 1 },
  });
  const catalogReport = (larger) =>
    buildReport({
      catalogCosts: { 1000: costs(10, 15), 10000: larger },
      catalogs: [{ books: 30 }],
      load: {},
      homeApi: {},
    });

  it("passes reads and time outside Firestore up to twice those at 1,000 books", () => {
    expect(catalogReport(costs(20, 30)).failures).toEqual([]);
  });

  it("names the query, the catalog size and the measure past twice", () => {
    expect(
      catalogReport({ ...costs(10, 15), "/api/books/?q=fiction": { ownMs: 10, reads: 31, aloneMs: 1 } }).failures,
    ).toEqual(["GET /api/books/?q=fiction at 10,000 books: reads"]);
  });

  it("hold one title's orders to the rate, with no failure and the stock exact", () => {
    const hot = {
      orders: 60,
      cancels: 15,
      inFlight: 10,
      placed: 60,
      cancelled: 15,
      failures: 0,
      failureStatuses: [],
      ordersPerSecond: 7,
      seconds: 8.6,
      p50Ms: 1000,
      maxMs: 1800,
      stockLeft: 940,
      stockExpected: 940,
    };
    const verdict = (change) =>
      buildReport({ catalogs: [{ books: 30 }], load: {}, homeApi: {}, hotTitle: { ...hot, ...change } }).failures;
    expect(verdict({})).toEqual([]);
    expect(verdict({ ordersPerSecond: 2.7 })).toHaveLength(1);
    expect(verdict({ failures: 1, failureStatuses: ["order 503"] })).toHaveLength(1);
    expect(verdict({ stockLeft: 941 })).toHaveLength(1);
  });
});

describe("the covers budget", () => {
  const covers = (phoneBytes, desktopBytes, peakRssMiB) => ({
    weights: {
      bookId: "seed-book-01",
      viewports: [
        { label: "375 px", bytes: phoneBytes, files: ["abc-640.webp"] },
        { label: "1280 px", bytes: desktopBytes, files: ["abc-640.webp"] },
      ],
      artwork: { bytes: 6000, gzipBytes: 2500 },
    },
    processing: {
      inputBytes: 10_000_000,
      width: 4000,
      height: 6000,
      ms: 1500,
      baselineRssMiB: 85,
      peakRssMiB,
      variants: [{ width: 960, bytes: 90_000 }],
    },
  });
  const coverReport = (figures) => buildReport({ covers: figures, catalogs: [{ books: 30 }], load: {}, homeApi: {} });

  it("passes covers up to 40 kB and processing inside the function's 256 MiB", () => {
    expect(coverReport(covers(40_000, 20_000, 256)).failures).toEqual([]);
  });

  it("names the width and the figure that missed", () => {
    expect(coverReport(covers(40_001, 20_000, 257)).failures).toEqual([
      "cover at 375 px: 40.0 kB",
      "cover processing peak 257 MiB",
    ]);
  });
});
