// What the order desk and the statistics cost per request, at a given number of orders: the median time and
// the Firestore reads as Firestore bills them. The API runs here, in this process (the built function's own
// Express app), so its reads can be counted at the Admin SDK; Hosting and the Functions emulator are left out.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { DocumentReference, Firestore, Query } from "firebase-admin/firestore";
import { ORDER_CASES } from "./plan.mjs";

const REPEATS = 15;

let reads = 0;

/** Counts reads as billed: a document read (even a missing one) is one, a query at least one, an aggregation one per 1,000 entries. */
function countReads() {
  const wrap = (proto, name, count) => {
    const original = proto[name];
    proto[name] = async function (...args) {
      const result = await original.apply(this, args);
      reads += count(result, args);
      return result;
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
async function startApi() {
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

/** Per case: one warm-up, then REPEATS sequential requests: median time, reads per request, orders answered. */
export async function measureOrderCosts(authorization) {
  const { port } = (await startApi()).address();
  const figures = {};
  for (const { path } of ORDER_CASES) {
    const get = async () => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: authorization });
      const body = await response.json();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return body;
    };
    await get();
    const times = [];
    const readCounts = [];
    let answered;
    for (let i = 0; i < REPEATS; i++) {
      const before = reads;
      const started = performance.now();
      const body = await get();
      times.push(performance.now() - started);
      readCounts.push(reads - before);
      answered = body.orders?.length;
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    figures[path] = { p50Ms: median(times), reads: median(readCounts), orders: answered };
  }
  return figures;
}
