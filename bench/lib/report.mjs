// Turns suite.mjs's raw figures into the one table, judged against the budgets.
import { API_CASES, BUDGETS, CATALOG_CASES, HOT_TITLE, LOAD, ORDER_CASES } from "./plan.mjs";

const kB = (bytes) => (bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : "n/a");
const books = (count) => `${count.toLocaleString("en-US")} books`;
const orders = (count) => `${count.toLocaleString("en-US")} orders`;
const verdict = (ok) => (ok ? "PASS" : "FAIL");

/** A page's Lighthouse budget: lowest score, highest TBT, CLS and LCP. */
export const lighthouseBudget = (path) => BUDGETS.lighthouse[path] ?? BUDGETS.lighthouse.default;

/** @returns {{ rows: string[][], failures: string[] }} */
export function buildReport(results) {
  const rows = [];
  const failures = [];
  const judge = (name, ok) => {
    if (!ok) failures.push(name);
    return verdict(ok);
  };

  // 1. Bundle (not in an orders-only run)
  if (results.bundle) bundleRows(results.bundle, rows, judge);
  costRows({ section: "Orders", unit: orders, cases: ORDER_CASES, costs: results.orderCosts ?? {} }, rows, failures);
  if (results.hotTitle) hotTitleRow(results.hotTitle, rows, judge);
  costRows(
    { section: "Catalog", unit: books, cases: CATALOG_CASES, costs: results.catalogCosts ?? {} },
    rows,
    failures,
  );

  if (results.pages) pageRows(results.pages, rows, judge);
  if (results.covers) coverRows(results.covers, rows, judge);
  for (const job of results.importJobs ?? []) importJobRows(job, rows, judge);
  for (const read of results.importReading ?? []) importReadingRow(read, rows, judge);
  if (results.mail) mailRows(results.mail, rows, judge);

  // 2. Lighthouse
  // A bundle-only run (npm run bench:bundle) has no Lighthouse or load figures.
  for (const page of results.lighthouse ?? []) {
    const budget = lighthouseBudget(page.path);
    const missed = [
      page.score < budget.score && "score",
      page.tbtMs > budget.tbtMs && "TBT",
      page.cls > budget.cls && "CLS",
      page.lcpMs > budget.lcpMs && "LCP",
      page.longestScriptTaskMs > (budget.longestScriptTaskMs ?? Infinity) && "long task",
    ].filter(Boolean);
    if (missed.length) failures.push(`Lighthouse ${page.path}: ${missed.join(", ")}`);
    rows.push([
      "Lighthouse (mobile)",
      `\`${page.path}\`, median of ${page.runs.length}`,
      `score ${page.score} (ceiling with no blocking time or shift: ${page.ceilingScore ?? "n/a"}) · LCP ${ms(page.lcpMs)} · TBT ${ms(page.tbtMs)} · CLS ${page.cls.toFixed(3)} · FCP ${ms(page.fcpMs)} · longest task ${ms(page.longestTaskMs ?? 0)}, of its scripts ${ms(page.longestScriptTaskMs ?? 0)}`,
      `runs: score ${page.runs.map((r) => r.score).join("/")}, TBT ${page.runs.map((r) => Math.round(r.tbtMs)).join("/")} ms, ` +
        `CLS ${page.runs.map((r) => r.cls.toFixed(2)).join("/")}; ${calibration(page.runs)}`,
      `score ≥ ${budget.score}, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}, LCP ≤ ${ms(budget.lcpMs)}` +
        (budget.longestScriptTaskMs ? `, no script task over ${budget.longestScriptTaskMs} ms` : ""),
      missed.length ? `FAIL (${missed.join(", ")})` : "PASS",
    ]);
  }

  if (results.lighthouseFloor) floorRow(results.lighthouseFloor, rows);

  // 3. API load
  const sizes = results.catalogs.map((c) => c.books);
  const [baseSize] = sizes;
  for (const apiCase of results.load[baseSize] ? API_CASES : []) {
    const base = results.load[baseSize][apiCase.path];
    for (const size of sizes) {
      const run = results.load[size][apiCase.path];
      const budgeted = apiCase.paged && size !== baseSize;
      const p50Ratio = run.p50Ms / base.p50Ms;
      // A base answer that is not a full page (the seed has 6 fiction books, the limit is 12) grows until the page
      // fills, however flat the design: then the bytes are compared per book.
      const partialBase =
        base.books !== undefined && run.books !== undefined && base.books > 0 && base.books < run.books;
      const bytesRatio = partialBase ? run.bytes / run.books / (base.bytes / base.books) : run.bytes / base.bytes;
      let result = "info";
      if (run.failures > 0) result = judge(`${apiCase.path} at ${books(size)}: ${run.failures} failed requests`, false);
      else if (budgeted) {
        const missed = [p50Ratio > BUDGETS.growthRatio && "p50", bytesRatio > BUDGETS.growthRatio && "bytes"].filter(
          Boolean,
        );
        if (missed.length)
          failures.push(`${apiCase.path} at ${books(size)}: ${missed.join(", ")} past ${BUDGETS.growthRatio}×`);
        const note = partialBase ? ` (bytes per book: base page holds ${base.books} books, this one ${run.books})` : "";
        result = `${missed.length ? `FAIL (${missed.join(", ")})` : "PASS"}${note}`;
      }
      const answer = run.books === undefined ? kB(run.bytes) : `${kB(run.bytes)} (${run.books} books)`;
      rows.push([
        "API load",
        `\`GET ${apiCase.path}\` (${apiCase.label}) @ ${books(size)}`,
        (run.sequential
          ? `no answer within ${LOAD.durationSeconds} s at ${LOAD.connections} connections; ${LOAD.sequentialRequests} sequential: median ${ms(run.p50Ms)} · max ${ms(run.p99Ms)} · ${run.rps.toFixed(2)} req/s`
          : `p50 ${ms(run.p50Ms)} · p99 ${ms(run.p99Ms)} · ${run.rps.toFixed(1)} req/s`) +
          ` · ${answer}` +
          (run.failures ? ` · ${run.failures} failed of ${run.requests + run.failures}` : ""),
        size === baseSize
          ? "base"
          : `p50 ${ratio(run.p50Ms, base.p50Ms)} · p99 ${ratio(run.p99Ms, base.p99Ms)} · req/s ${ratio(run.rps, base.rps)} · bytes ${ratio(run.bytes, base.bytes)}` +
            (partialBase ? ` (per book ${bytesRatio.toFixed(2)}×)` : ""),
        budgeted ? `p50, bytes ≤ ${BUDGETS.growthRatio}×` : "",
        result,
      ]);
    }
  }

  // Same reads straight against the Firestore emulator: where growing latency comes from.
  const probes = results.firestore ?? {};
  for (const read of Object.keys(probes[baseSize] ?? {})) {
    const baseMs = probes[baseSize][read];
    const largest = sizes[sizes.length - 1];
    rows.push([
      "Firestore emulator, direct",
      `${read}, median of 7 sequential`,
      sizes.map((size) => `${books(size)}: ${probes[size][read].toFixed(1)} ms`).join(" · "),
      `${books(largest)} vs base: ${ratio(probes[largest][read], baseMs)}`,
      "",
      "info",
    ]);
  }

  // 4. Home page API cost
  const homeSizes = Object.keys(results.homeApi)
    .map(Number)
    .sort((a, b) => a - b);
  const homeBase = results.homeApi[homeSizes[0]];
  for (const size of homeSizes) {
    const cost = results.homeApi[size];
    const isBase = size === homeSizes[0];
    const failed = cost.failedRequests.length ? `; ${cost.failedRequests.length} API request(s) FAILED` : "";
    rows.push([
      "Home page API data",
      `\`/\` cold load @ ${books(size)}`,
      `${kB(cost.transferBytes)} transferred (${kB(cost.bodyBytes)} JSON, encoding ${cost.encodings.join("/")}) in ${cost.requests.length} request(s): ${cost.requests.join(", ")}${failed}`,
      isBase ? "base" : ratio(cost.transferBytes, homeBase.transferBytes),
      isBase ? "" : `≤ ${BUDGETS.growthRatio}×`,
      isBase && !failed
        ? "info"
        : judge(
            `home page API data at ${books(size)}`,
            !failed && cost.transferBytes / homeBase.transferBytes <= BUDGETS.growthRatio,
          ),
    ]);
  }
  if (results.distChangedDuringRun) {
    rows.push([
      "Run",
      "web/dist unchanged during the run",
      "CHANGED: the web app was rebuilt while the bench ran",
      "",
      "unchanged",
      judge("web/dist changed during the run: rerun", false),
    ]);
  }
  return { rows, failures };
}

function bundleRows(bundle, rows, judge) {
  const failedJs = bundle.failedRequests.length;

  const missing = bundle.firstLoadMissing ?? [];
  rows.push([
    "Bundle",
    "Home `/` first-load JS, gzip (Chromium, cold): the entry and the home route with their static imports",
    `${kB(bundle.firstLoadGzipBytes)} gzip (zlib) in ${bundle.firstLoadResponses} JS responses` +
      (missing.length ? `; NOT FETCHED: ${missing.join(", ")}` : "") +
      (failedJs ? `; ${failedJs} request(s) FAILED` : ""),
    `original 283 kB: ${ratio(bundle.firstLoadGzipBytes, BUDGETS.originalFirstLoadJsBytes)}`,
    `≤ ${kB(BUDGETS.firstLoadJsBytes)}`,
    judge("first-load JS", bundle.firstLoadGzipBytes <= BUDGETS.firstLoadJsBytes && failedJs === 0 && !missing.length),
  ]);
  rows.push([
    "Bundle",
    "Home `/` every JS response until the network is quiet (first load, then idle-time chunks)",
    `${kB(bundle.gzipBytes)} gzip (zlib) in ${bundle.jsResponses} JS responses, of which after the first load ` +
      `${kB(bundle.laterGzipBytes)} (${bundle.laterFiles.join(", ") || "none"}); on the wire ${kB(bundle.transferBytes)} ` +
      `(${bundle.compressedResponses} ${bundle.encodings.join("/") || "compressed"} by the Hosting emulator, ` +
      `${bundle.jsResponses - bundle.compressedResponses} under its 1 kB threshold sent plain); ${kB(bundle.decodedBytes)} unzipped`,
    "",
    `≤ ${kB(BUDGETS.allHomeJsBytes)}`,
    judge("home page JS", bundle.gzipBytes <= BUDGETS.allHomeJsBytes),
  ]);
  const source = bundle.classifiedBySourceMap
    ? "web/dist, zlib gzip, by source map"
    : "web/dist, zlib gzip, by file name";
  for (const [kind, label] of [
    ["admin", "Admin chunks (without the chart)"],
    ["chart", "Chart chunk (admin stats + chart.js)"],
    ["sweetalert", "Dialog chunk (sweetalert2)"],
  ]) {
    const chunk = bundle.lazy[kind];
    rows.push([
      "Bundle",
      label,
      `${kB(chunk.gzipBytes)} in ${chunk.files} file(s) (${source})`,
      "",
      "loaded on demand",
      "info",
    ]);
  }
  rows.push([
    "Bundle",
    "Admin/chart/dialog chunks requested by the home page",
    (bundle.requestedLazy.length ? bundle.requestedLazy.join(", ") : "none") +
      (bundle.adminSourcesLoaded?.length
        ? ` (admin modules inside the first load: ${bundle.adminSourcesLoaded.join(", ")})`
        : ""),
    "",
    "none",
    judge("lazy chunks on the home page", bundle.requestedLazy.length === 0),
  ]);
}

/**
 * Calls measured in-process at each size (orders, or books), the largest against the smallest: the order desk
 * and the statistics, and the catalog's searches, filters and sorts. Judged: the reads (what Firestore bills, and
 * what its latency follows) and the function's own time outside Firestore. The whole time is shown beside them:
 * on the emulator it also grows with the emulator's query engine, which scans a collection where Firestore reads
 * an index.
 */
function costRows({ section, unit, cases, costs }, rows, failures) {
  const sizes = Object.keys(costs)
    .map(Number)
    .sort((a, b) => a - b);
  const [fewest] = sizes;
  for (const { path, label } of cases) {
    const base = costs[fewest]?.[path];
    if (!base) continue;
    for (const size of sizes) {
      const run = costs[size][path];
      const isBase = size === fewest;
      const missed = [
        run.reads / base.reads > BUDGETS.costGrowthRatio && "reads",
        run.ownMs / base.ownMs > BUDGETS.costGrowthRatio && "time outside Firestore",
        run.failures > 0 && "failed requests",
      ].filter(Boolean);
      if (!isBase && missed.length) failures.push(`GET ${path} at ${unit(size)}: ${missed.join(", ")}`);
      const answered = run.orders ?? run.books;
      rows.push([
        section,
        `\`GET ${path}\` (${label}) @ ${unit(size)}`,
        `${run.reads} Firestore reads` +
          (answered === undefined ? "" : ` (${answered} ${section === "Orders" ? "orders" : "books"})`) +
          ` · alone ${ms(run.aloneMs)}, of it outside Firestore ${ms(run.ownMs)}` +
          (run.p50Ms === undefined
            ? ""
            : ` · p50 ${ms(run.p50Ms)} at ${LOAD.connections} connections through Hosting`) +
          (run.failures ? ` · ${run.failures} FAILED` : ""),
        isBase
          ? "base"
          : `reads ${ratio(run.reads, base.reads)} · outside Firestore ${ratio(run.ownMs, base.ownMs)} · alone ${ratio(run.aloneMs, base.aloneMs)}` +
            (run.p50Ms === undefined ? "" : ` · p50 ${ratio(run.p50Ms, base.p50Ms)}`),
        isBase ? "" : `reads, time outside Firestore ≤ ${BUDGETS.costGrowthRatio}×`,
        isBase ? "info" : missed.length ? `FAIL (${missed.join(", ")})` : "PASS",
      ]);
    }
  }
}

/** Orders per second on one title, with cancellations of it among them: none may fail, the stock must add up. */
function hotTitleRow(hot, rows, judge) {
  const exact = hot.stockLeft === hot.stockExpected;
  const ok = hot.failures === 0 && exact && hot.ordersPerSecond >= BUDGETS.hotTitleOrdersPerSecond;
  rows.push([
    "Orders",
    `One title: ${hot.orders} orders and ${hot.cancels} cancellations, ${hot.inFlight} in flight (HOT_TITLE)`,
    `${hot.ordersPerSecond.toFixed(1)} orders/s (${hot.placed} placed, ${hot.cancelled} cancelled in ${hot.seconds.toFixed(1)} s) · ` +
      `order p50 ${ms(hot.p50Ms)} · max ${ms(hot.maxMs)} · stock ${hot.stockLeft} (expected ${hot.stockExpected})` +
      (hot.failures ? ` · ${hot.failures} FAILED (${hot.failureStatuses.join(", ")})` : ""),
    "",
    `≥ ${BUDGETS.hotTitleOrdersPerSecond} orders/s, no failure, stock exact (${HOT_TITLE.stock} at the start)`,
    judge(
      `one title: ${hot.ordersPerSecond.toFixed(1)} orders/s, ${hot.failures} failed, stock ${exact ? "exact" : "off"}`,
      ok,
    ),
  ]);
}

export const HEADER = ["Benchmark", "Case", "Measured", "Compared", "Budget", "Result"];

/** Each Lighthouse run's host speed and the CPU slowdown it gave. */
const calibration = (runs) =>
  `benchmarkIndex ${runs.map((r) => Math.round(r.hostBenchmarkIndex)).join("/")}, ` +
  `CPU slowdown ×${runs.map((r) => r.cpuSlowdownMultiplier.toFixed(1)).join("/")}`;

/** A one-paragraph page at the same slowdown: the longest task a page with nothing in it has (decision 017). */
function floorRow(floor, rows) {
  rows.push([
    "Lighthouse (mobile)",
    `a one-paragraph page with no script, median of ${floor.runs.length}`,
    `longest task ${ms(floor.longestTaskMs)} (runs ${floor.runs.map((r) => ms(r.longestTaskMs)).join("/")}) · score ${floor.score} · TBT ${ms(floor.tbtMs)}`,
    calibration(floor.runs),
    "the browser's own floor, for the pages' longest tasks",
    "info",
  ]);
}

export function markdownTable(rows) {
  const all = [HEADER, ...rows].map((row) => row.map((cell) => String(cell).replaceAll("|", "\\|")));
  const widths = HEADER.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(all[0]), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...all.slice(1).map(line)].join("\n");
}

function pageRows({ ttfb, moduleLoad }, rows, judge) {
  const { staticIndex, pageHit, pageMiss, functionFloor } = ttfb;
  const hitRatio = pageHit.p50Ms / staticIndex.p50Ms;
  rows.push([
    "Book page, first byte",
    `\`/books/:id\` through Hosting, warm, median of ${pageHit.samples} (decision 011)`,
    `page cache hit ${ms(pageHit.p50Ms)} · rendered afresh ${ms(pageMiss.p50Ms)} (${pageMiss.samples} books) · static index.html ${ms(staticIndex.p50Ms)} · ` +
      `the function's floor (a route-less JSON 404) ${ms(functionFloor.p50Ms)}`,
    `hit ${ratio(pageHit.p50Ms, staticIndex.p50Ms)} the static file · miss ${ratio(pageMiss.p50Ms, staticIndex.p50Ms)} · ` +
      `hit ${ratio(pageHit.p50Ms, functionFloor.p50Ms)} the floor`,
    `hit ≤ ${BUDGETS.pageHitRatio}× static`,
    judge(`book page hit ${hitRatio.toFixed(2)}× the static index.html`, hitRatio <= BUDGETS.pageHitRatio),
  ]);
  rows.push([
    "Function cold start",
    "loading `functions/lib/index.js` in a fresh Node process, median of 3",
    `${ms(moduleLoad.ms)} · RSS ${(moduleLoad.rssBytes / 2 ** 20).toFixed(0)} MiB`,
    "",
    `≤ ${ms(BUDGETS.functionLoadMs)}`,
    judge(`function module load ${ms(moduleLoad.ms)}`, moduleLoad.ms <= BUDGETS.functionLoadMs),
  ]);
}

function coverRows({ weights, processing, bursts = [] }, rows, judge) {
  for (const { label, bytes, files } of weights.viewports) {
    rows.push([
      "Book page cover",
      `\`/books/${weights.bookId}\` at ${label}, cold (decision 012)`,
      `${kB(bytes)} (${files.join(", ") || "no cover fetched"})`,
      `the seed's SVG artwork before uploads: ${kB(weights.artwork.bytes)}, ${kB(weights.artwork.gzipBytes)} gzipped`,
      `≤ ${kB(BUDGETS.coverBytes)}`,
      judge(`cover at ${label}: ${kB(bytes)}`, files.length > 0 && bytes <= BUDGETS.coverBytes),
    ]);
  }
  const mib = (value) => `${value.toFixed(0)} MiB`;
  rows.push([
    "Cover upload processing",
    `a ${(processing.inputBytes / 2 ** 20).toFixed(1)} MiB ${processing.width} × ${processing.height} JPEG, decoded and re-encoded as the function does`,
    `${ms(processing.ms)} · peak RSS ${mib(processing.peakRssMiB)} (${mib(processing.baselineRssMiB)} before it)`,
    `widths ${processing.variants.map((variant) => `${variant.width} px ${kB(variant.bytes)}`).join(", ")}`,
    `peak ≤ ${BUDGETS.coverPeakRssMiB} MiB (the function's memory)`,
    judge(`cover processing peak ${mib(processing.peakRssMiB)}`, processing.peakRssMiB <= BUDGETS.coverPeakRssMiB),
  ]);
  for (const burst of bursts) {
    rows.push([
      "Cover uploads at once",
      `${burst.uploads} ${burst.megapixels}-MP ${burst.kind.toUpperCase()}s (${(burst.inputBytes / 2 ** 20).toFixed(1)} MiB in all) handed to one instance together, processed in turn`,
      `${ms(burst.ms)} · peak RSS ${mib(burst.peakRssMiB)} (${mib(burst.baselineRssMiB)} before it, the uploads held)`,
      `${burst.processed} covers`,
      `peak ≤ ${BUDGETS.coverPeakRssMiB} MiB (the function's memory)`,
      judge(
        `${burst.uploads} ${burst.kind} covers at once peak ${mib(burst.peakRssMiB)}`,
        burst.processed === burst.uploads && burst.peakRssMiB <= BUDGETS.coverPeakRssMiB,
      ),
    ]);
  }
}

function importReadingRow(read, rows, judge) {
  const mib = (value) => `${value.toFixed(0)} MiB`;
  const refused = read.outcome !== "read";
  rows.push([
    "Import file read",
    `${read.name} (${(read.bytes / 2 ** 20).toFixed(1)} MiB), read for the ${read.mode === "preview" ? "preview (20 rows read)" : "job (every row handed on)"}, heap held to ${read.heapMiB} MiB`,
    `${ms(read.ms)} · peak RSS ${mib(read.peakRssMiB)} (${mib(read.baselineRssMiB)} before it, the file held)`,
    refused ? `refused: ${read.outcome}` : `${read.rows.toLocaleString("en-US")} rows`,
    `peak ≤ ${BUDGETS.importReadPeakRssMiB} MiB (the function's memory)`,
    judge(
      `import read ${read.name} (${read.mode}) peak ${mib(read.peakRssMiB)}`,
      read.peakRssMiB <= BUDGETS.importReadPeakRssMiB && (refused ? read.rows === 0 : read.rows > 0),
    ),
  ]);
}

function importJobRows(job, rows, judge) {
  const accounted = job.created + job.updated + job.unchanged + job.skipped;
  // The budget is for 10,000 rows; a larger file gets as much per row. Its 202 must come well inside the API's
  // 30 s timeout (decision 005).
  const seconds = (BUDGETS.importJobSeconds * Math.max(job.rows, 10_000)) / 10_000;
  const ok =
    job.status === "done" &&
    accounted === job.rows &&
    job.seconds <= seconds &&
    job.acceptedMs <= BUDGETS.importAcceptMs;
  const memory = Object.entries(job.peakRssMiB ?? {})
    .map(([name, mib]) => `${name} ${Math.round(mib)} MiB`)
    .concat(job.acceptPeakRssMiB?.api ? [`api at the 202 ${Math.round(job.acceptPeakRssMiB.api)} MiB`] : [])
    .join(", ");
  rows.push([
    "Import job",
    `${job.rows.toLocaleString("en-US")}-row foreign CSV (${kB(job.bytes)}, dirty cells) through \`POST /api/books/imports\` to the job's end`,
    `${Math.round(job.rowsPerSecond)} rows/s · ${job.seconds.toFixed(1)} s (accepted in ${ms(job.acceptedMs)})${memory ? ` · peak RSS ${memory}` : ""}`,
    `${job.status}: created ${job.created} + updated ${job.updated} + unchanged ${job.unchanged} + skipped ${job.skipped} = ${accounted} of ${job.rows}; ${job.warnings} warnings`,
    `≤ ${seconds} s, accepted in ≤ ${ms(BUDGETS.importAcceptMs)}, every row accounted for`,
    judge(`import job ${job.seconds.toFixed(1)} s, ${accounted} of ${job.rows} rows`, ok),
  ]);
}

function mailRows(mail, rows, judge) {
  rows.push([
    "Mail",
    `${mail.batch} mails queued in one commit, through the trigger and SMTP to MailDev`,
    `${mail.mailsPerSecond.toFixed(1)} mails/s · all in ${ms(mail.batchMs)} (first after ${ms(mail.firstMs ?? 0)})`,
    "",
    `≥ ${BUDGETS.mailsPerSecond} mails/s`,
    judge(`mail: ${mail.mailsPerSecond.toFixed(1)} mails/s`, mail.mailsPerSecond >= BUDGETS.mailsPerSecond),
  ]);
  rows.push([
    "Mail",
    `queue → mailbox, ${mail.singles} mails one at a time`,
    `p50 ${ms(mail.queueToMailboxP50Ms)} · max ${ms(mail.queueToMailboxMaxMs)}`,
    "",
    `p50 ≤ ${ms(BUDGETS.mailQueueToMailboxMs)}`,
    judge(
      `mail: queue to mailbox p50 ${ms(mail.queueToMailboxP50Ms)}`,
      mail.queueToMailboxP50Ms <= BUDGETS.mailQueueToMailboxMs,
    ),
  ]);
  const order = mail.order ?? {};
  rows.push([
    "Mail",
    "order request → its mail in the mailbox",
    order.error ??
      (order.orderToMailboxMs == null ? "no mail for an order (the store sends none yet)" : ms(order.orderToMailboxMs)),
    "",
    "",
    order.error ? judge(`mail: ${order.error}`, false) : "info",
  ]);
}
