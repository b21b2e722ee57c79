// API load through the Hosting emulator's /api rewrite (loopback only), with bounded autocannon runs.
import autocannon from "autocannon";
import { LOAD } from "./plan.mjs";

const CHEAP_PATH = "/api/books/seed-book-01";

/** One request as a browser-less client makes it, uncompressed: the JSON the function sends, and its latency. */
async function timedFetch(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  const json = JSON.parse(body.toString());
  const books = Array.isArray(json) ? json.length : Array.isArray(json.books) ? json.books.length : undefined;
  return { ms, bytes: body.length, books };
}

const cannon = (url, headers, duration) =>
  autocannon({ url, headers, connections: LOAD.connections, duration, timeout: LOAD.timeoutSeconds });

/**
 * autocannon stops at its deadline but the emulator finishes the requests still in flight; wait until a cheap
 * request is quick again so that one case's backlog is not measured as the next case's latency.
 */
async function drain(origin) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await timedFetch(`${origin}${CHEAP_PATH}`, {})).ms < 250) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * One bounded case: a short run at the same concurrency first (the Functions emulator starts a worker per
 * concurrent request, and each worker's first Firestore query opens its channel), then the measured run.
 * When answers take longer than the run lasts, nothing completes under load: the figures then come from a few
 * sequential requests instead, and say so.
 */
export async function loadCase(url, headers = {}) {
  const { origin } = new URL(url);
  const { bytes, books } = await timedFetch(url, headers);
  await cannon(url, headers, LOAD.warmUpSeconds);
  await drain(origin);
  const result = await cannon(url, headers, LOAD.durationSeconds);
  await drain(origin);
  const measured = {
    bytes,
    books,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    rps: result.requests.total / LOAD.durationSeconds,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
  if (result.requests.total >= LOAD.connections) return measured;

  const latencies = [];
  for (let i = 0; i < LOAD.sequentialRequests; i++) latencies.push((await timedFetch(url, headers)).ms);
  latencies.sort((a, b) => a - b);
  return {
    ...measured,
    sequential: true,
    p50Ms: latencies[Math.floor(latencies.length / 2)],
    p99Ms: latencies[latencies.length - 1],
    rps: 1000 / (latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length),
  };
}

/**
 * The Functions emulator runs one request per worker process and starts a new worker whenever none is idle;
 * the first run at 10 connections would otherwise measure ten cold starts. Run once before any measurement.
 */
export async function warmWorkers(requests) {
  for (const { url, headers } of requests) {
    await cannon(url, headers, LOAD.warmUpSeconds);
    await drain(new URL(url).origin);
  }
}
