// The measurements, run by run.mjs inside `firebase emulators:exec` (which sets GCLOUD_PROJECT,
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST). Writes raw figures as JSON to BENCH_RESULTS;
// run.mjs turns them into the table and judges the budgets.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HOSTING_URL, root, runOrExit, waitFor } from "../scripts/emulators.mjs";
import { bundleReport } from "./lib/bundle.mjs";
import { homeApiCost } from "./lib/home-cost.mjs";
import { lighthouseMedian } from "./lib/lighthouse.mjs";
import { serveFloorPage } from "./lib/floor-page.mjs";
import { probeFirestore } from "./lib/firestore-probe.mjs";
import { adminToken } from "@bookstore/testing/admin";
import { loadCase, warmWorkers } from "./lib/load.mjs";
import { measureCatalogCosts } from "./lib/catalog-costs.mjs";
import { IMPORT_ROWS, LARGEST_IMPORT_ROWS, measureImportJob } from "./lib/import-job.mjs";
import { importReading } from "./lib/import-reading.mjs";
import { measureOrderCosts, stopApi } from "./lib/order-costs.mjs";
import { seedOrders } from "./lib/orders.mjs";
import { measureHotTitle } from "./lib/hot-title.mjs";
import { functionModuleLoad, measurePageTtfb } from "./lib/page-ttfb.mjs";
import { coverBurst } from "./lib/cover-burst.mjs";
import { coverProcessing } from "./lib/cover-processing.mjs";
import { coverWeights } from "./lib/cover-weight.mjs";
import { measureMail } from "./lib/mail.mjs";
import { launchChromium, recordPageLoad } from "./lib/page-load.mjs";
import { LARGER_CATALOGS, ORDERS, ORDER_SIZES, API_CASES, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS } from "./lib/plan.mjs";

const resultsFile = process.env.BENCH_RESULTS;
if (!resultsFile) throw new Error("Run the benchmarks with `npm run bench` (BENCH_RESULTS is not set)");

const distDir = join(root, "web", "dist");
// web/dist is shared with everyone working in this tree: a web build during the run would change what Hosting
// serves under the measurements. Its index.html (which names every entry chunk by hash) tells.
const indexHtml = join(distDir, "index.html");
const distFingerprint = () =>
  existsSync(indexHtml) ? createHash("sha256").update(readFileSync(indexHtml)).digest("hex") : "missing";
const builtDist = distFingerprint();
const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const results = {
  startedAt: new Date().toISOString(),
  orders: ORDERS,
  catalogs: [],
  load: {},
  homeApi: {},
  firestore: {},
  orderCosts: {},
  catalogCosts: {},
};

/** The seed's own catalog plus `extra` synthetic books (fixed ids: growing the catalog overwrites, then adds). */
async function seedCatalog(extra) {
  const started = Date.now();
  await runOrExit(process.execPath, [join(root, "functions", "lib", "seed.js"), "--books", String(extra)]);
  return Date.now() - started;
}

const countBooks = async () => (await (await fetch(`${HOSTING_URL}/api/books/`)).json()).length;

async function homePageLoad() {
  const browser = await launchChromium();
  try {
    return await recordPageLoad(browser, `${HOSTING_URL}/`);
  } finally {
    await browser.close();
  }
}

await waitFor(`${HOSTING_URL}/api/books/?limit=1`, { timeoutMs: 120_000 });

log("Seeding the store's own catalog and admin");
const baseSeedMs = await seedCatalog(0);
const baseBooks = await countBooks();

function finish() {
  results.finishedAt = new Date().toISOString();
  results.distChangedDuringRun = distFingerprint() !== builtDist;
  writeFileSync(resultsFile, JSON.stringify(results, null, 2));
  log(`Raw figures written to ${resultsFile}`);
}

async function bookPages() {
  log("Book pages: first byte through Hosting, and the function's module load");
  const ids = (await (await fetch(`${HOSTING_URL}/api/books/`)).json()).map((book) => book._id);
  results.pages = { ttfb: await measurePageTtfb(HOSTING_URL, ids), moduleLoad: functionModuleLoad(root) };
}

async function covers() {
  log("Covers: the book page's cover at a phone's and a desktop's width, a 10 MiB photo, six 48-MP uploads at once");
  const browser = await launchChromium();
  try {
    results.covers = {
      weights: await coverWeights(browser, HOSTING_URL, "seed-book-01"),
      processing: await coverProcessing(),
      bursts: await coverBurst(),
    };
  } finally {
    await browser.close();
  }
}

// `npm run bench:covers`: the covers alone.
if (process.env.BENCH_ONLY === "covers") {
  results.catalogs.push({ books: baseBooks, seedMs: baseSeedMs });
  results.orders = 0;
  await covers();
  finish();
  process.exit(0);
}

// `npm run bench:pages`: the rendered book pages alone.
if (process.env.BENCH_ONLY === "pages") {
  results.catalogs.push({ books: baseBooks, seedMs: baseSeedMs });
  results.orders = 0;
  await bookPages();
  // The book page's own Lighthouse run: its content is in the first HTML, so its LCP follows the HTML, not the app.
  results.lighthouse = [];
  for (const path of LIGHTHOUSE_PAGES.filter((page) => page.startsWith("/books/"))) {
    log(`Lighthouse ×${LIGHTHOUSE_RUNS} on ${path}`);
    results.lighthouse.push({ path, ...(await lighthouseMedian(`${HOSTING_URL}${path}`, LIGHTHOUSE_RUNS)) });
  }
  finish();
  process.exit(0);
}

// `npm run bench:bundle`: the first-load weight alone, in a minute rather than the whole run.
if (process.env.BENCH_ONLY === "bundle") {
  results.catalogs.push({ books: baseBooks, seedMs: baseSeedMs });
  results.orders = 0;
  log("Home page load in Chromium (bundle)");
  const load = await homePageLoad();
  results.bundle = bundleReport(load, distDir);
  results.homeApi[baseBooks] = homeApiCost(load);
  finish();
  process.exit(0);
}
const authorization = { authorization: `Bearer ${await adminToken(HOSTING_URL)}` }; // valid for an hour

/** Imports generated foreign files of these sizes, one after the other, each through the job to its end. */
async function importJobs(sizes) {
  results.importJobs = [];
  for (const rows of sizes) {
    log(`Import job: a ${rows.toLocaleString("en-US")}-row foreign spreadsheet end to end`);
    results.importJobs.push(await measureImportJob(HOSTING_URL, authorization, rows));
  }
}

async function mail() {
  log("The outbox: a batch of mails and single mails from the queue to MailDev, and an order to its mail");
  results.mail = await measureMail(HOSTING_URL, authorization);
}

// `npm run bench:mail`: the outbox alone.
if (process.env.BENCH_ONLY === "mail") {
  results.catalogs.push({ books: baseBooks, seedMs: baseSeedMs });
  results.orders = 0;
  await mail();
  finish();
  process.exit(0);
}

// `npm run bench:imports`: the import job alone, at the budget's size and at the largest file the import takes
// (BENCH_IMPORT_ROWS=n measures one file of n rows instead).
if (process.env.BENCH_ONLY === "imports") {
  results.catalogs.push({ books: baseBooks, seedMs: baseSeedMs });
  results.orders = 0;
  const asked = Number(process.env.BENCH_IMPORT_ROWS);
  await importJobs(asked > 0 ? [asked] : [IMPORT_ROWS, LARGEST_IMPORT_ROWS]);
  log("Import files read as the function reads them: a 25 MiB CSV, the largest workbook read, a 25 MiB one");
  results.importReading = await importReading();
  finish();
  process.exit(0);
}
for (const [index, size] of ORDER_SIZES.entries()) {
  log(`Seeding ${size} orders, then the order desk and the statistics`);
  await seedOrders(size, ORDER_SIZES[index - 1] ?? 0);
  results.orderCosts[size] = await measureOrderCosts(HOSTING_URL, authorization);
}
log("Orders and cancellations of one popular title at once");
results.hotTitle = await measureHotTitle(HOSTING_URL, authorization);
// `npm run bench:orders`: the order desk and the statistics alone.
if (process.env.BENCH_ONLY === "orders") {
  stopApi();
  results.catalogs.push({ books: baseBooks, seedMs: baseSeedMs });
  finish();
  process.exit(0);
}
const request = (apiCase) => ({ url: `${HOSTING_URL}${apiCase.path}`, headers: apiCase.admin ? authorization : {} });
const catalogs = [{ books: baseBooks, seedMs: baseSeedMs }, ...LARGER_CATALOGS.map((books) => ({ books }))];

for (const [index, catalog] of catalogs.entries()) {
  if (index > 0) {
    log(`Seeding the catalog up to ${catalog.books} books`);
    catalog.seedMs = await seedCatalog(catalog.books - baseBooks);
    const counted = await countBooks();
    if (counted !== catalog.books)
      throw new Error(`Expected ${catalog.books} books after seeding, the API lists ${counted}`);
  }
  results.catalogs.push(catalog);

  if (index === 0) {
    log("Home page load in Chromium (bundle)");
    const load = await homePageLoad();
    results.bundle = bundleReport(load, distDir);
    results.homeApi[catalog.books] = homeApiCost(load);

    await bookPages();
    await covers();
    results.lighthouse = [];
    for (const path of LIGHTHOUSE_PAGES) {
      log(`Lighthouse ×${LIGHTHOUSE_RUNS} on ${path}`);
      results.lighthouse.push({ path, ...(await lighthouseMedian(`${HOSTING_URL}${path}`, LIGHTHOUSE_RUNS)) });
    }
    log(`Lighthouse ×${LIGHTHOUSE_RUNS} on a one-paragraph page (the browser's floor)`);
    const floorPage = await serveFloorPage();
    try {
      results.lighthouseFloor = await lighthouseMedian(floorPage.url, LIGHTHOUSE_RUNS);
    } finally {
      await floorPage.close();
    }
  } else if (index === catalogs.length - 1) {
    log(`Home page load in Chromium at ${catalog.books} books`);
    results.homeApi[catalog.books] = homeApiCost(await homePageLoad());
  }

  if (index === 0) {
    log("Warming the Functions emulator's workers");
    await warmWorkers(API_CASES.filter((apiCase) => !apiCase.wholeList).map(request));
  }
  if (index > 0) {
    log(`The catalog's searches, filters and sorts at ${catalog.books} books`);
    results.catalogCosts[catalog.books] = await measureCatalogCosts();
  }
  results.firestore[catalog.books] = await probeFirestore();
  results.load[catalog.books] = {};
  for (const apiCase of API_CASES) {
    log(`Load: ${apiCase.path} at ${catalog.books} books`);
    const { url, headers } = request(apiCase);
    results.load[catalog.books][apiCase.path] = await loadCase(url, headers);
  }
}

await mail();
// Last: the import adds 9,000 books, which no measurement above expects.
await importJobs([IMPORT_ROWS]);
stopApi();
finish();
