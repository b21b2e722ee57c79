// What the order desk and the statistics cost per request, at a given number of orders: the median time through
// Hosting, and the Firestore reads as Firestore bills them. For the reads the built function also runs here, in
// this process, where they can be counted at the Admin SDK.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { DocumentReference, Firestore, Query } from "firebase-admin/firestore";
import { loadCase } from "./load.mjs";
import { ORDER_CASES } from "./plan.mjs";
import { median } from "./stats.mjs";

const REPEATS = 15;

let reads = 0;
// Wall time with at least one Firestore read in flight: what the emulator's query engine spends, apart from the
// function's own work (parsing, checks, shaping the answer).
let firestoreMs = 0;
let inFlight = 0;
let firstStarted = 0;

/**
 * Counts reads as billed (a document read, even of a missing document, is one; a query at least one; an
 * aggregation one per 1,000 entries) and times them.
 */
function countReads() {
  const wrap = (proto, name, count) => {
    const original = proto[name];
    proto[name] = async function (...args) {
      if (inFlight++ === 0) firstStarted = performance.now();
      try {
        const result = await original.apply(this, args);
        reads += count(result, args);
        return result;
      } finally {
        if (--inFlight === 0) firestoreMs += performance.now() - firstStarted;
      }
    };
  };
  wrap(DocumentReference.prototype, "get", () => 1);
  wrap(Firestore.prototype, "getAll", (_result, refs) => refs.filter((ref) => ref instanceof DocumentReference).length);
  wrap(Query.prototype, "get", (snapshot) => Math.max(1, snapshot.size));
  // The aggregate query class is not exported: its prototype is reached through the first aggregation made.
  const aggregate = Query.prototype.aggregate;
  let aggregatesCounted = false;
  Query.prototype.aggregate = function (...args) {
    const query = aggregate.apply(this, args);
    if (!aggregatesCounted) {
      aggregatesCounted = true;
      wrap(Object.getPrototypeOf(query), "get", (snapshot) => {
        const count = Object.values(snapshot.data()).find((value) => typeof value === "number") ?? 0;
        return Math.max(1, Math.ceil(count / 1000));
      });
    }
    return query;
  };
}

let server;
/** The built function's handler on a local port; loaded once, after the read counter is in place. */
export async function startApi() {
  if (server) return server;
  countReads();
  // The same secret the Functions emulator gives the function, so the suite's admin token is valid here too.
  const secrets = readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8");
  process.env.ADMIN_JWT_SECRET ??= /^ADMIN_JWT_SECRET=(.*)$/m.exec(secrets)?.[1];
  const { api } = createRequire(import.meta.url)("../../functions/lib/index.js");
  server = createServer((req, res) => api(req, res));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

export function stopApi() {
  server?.close();
}

/**
 * One warm-up, then REPEATS sequential requests, the i-th to `urlOf(i)`: each one's time and reads, and how many
 * orders or books the last answer held.
 */
export async function sample(urlOf, authorization) {
  const get = async (url) => {
    const response = await fetch(url, { headers: authorization });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return body;
  };
  await get(urlOf(-1));
  const times = [];
  const ownTimes = [];
  const readCounts = [];
  let answered;
  for (let i = 0; i < REPEATS; i++) {
    const [readsBefore, firestoreBefore] = [reads, firestoreMs];
    const started = performance.now();
    const body = await get(urlOf(i));
    answered = body.orders?.length ?? body.books?.length;
    const ms = performance.now() - started;
    times.push(ms);
    ownTimes.push(ms - (firestoreMs - firestoreBefore));
    readCounts.push(reads - readsBefore);
  }
  return { ms: median(times), ownMs: median(ownTimes), reads: median(readCounts), answered };
}

/**
 * Per case: the time under the same load as the catalog's API rows (through Hosting and the Functions emulator,
 * load.mjs) and, from the same function code run here one request at a time, its reads, its time, and the part
 * of that time spent outside Firestore.
 */
export async function measureOrderCosts(hostingUrl, authorization) {
  const { port } = (await startApi()).address();
  const figures = {};
  for (const { path } of ORDER_CASES) {
    const alone = await sample(() => `http://127.0.0.1:${port}${path}`, authorization);
    const loaded = await loadCase(`${hostingUrl}${path}`, authorization);
    figures[path] = {
      p50Ms: loaded.p50Ms,
      failures: loaded.failures,
      aloneMs: alone.ms,
      ownMs: alone.ownMs,
      reads: alone.reads,
      orders: alone.answered,
    };
  }
  return figures;
}
