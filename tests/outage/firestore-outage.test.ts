// Reliability: the Firestore emulator disappears in the middle of an order. It freezes and kills the Firestore
// emulator's process, which no other test may share, so it has a vitest config of its own
// (vitest.outage.config.ts) and `npm test` runs it on an emulator suite of its own (scripts/test.mjs).
// On its own: `npm run build && npm run with-emulators -- "npm run test:outage -w tests"`.
// Each order is sent with the demo-only fault `pause-before-writes`, so the database goes away after the order's
// reads and before its commit:
//   1. freeze (SIGSTOP) Firestore, as a network partition would: the client gets a 5xx JSON error within the
//      API's deadline; once Firestore resumes, the order and its idempotency record exist both or neither, and
//      the retry with the same key ends with exactly one order;
//   2. kill (SIGKILL) Firestore, as a crash would: the client gets a 5xx JSON error; after a restart the API
//      serves again, the order and its record exist both or neither, and the retry ends with exactly one order.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FIRESTORE_URL, PROJECT_ID } from "@bookstore/testing/emulators";
import { createShopper, type Shopper } from "@bookstore/testing/accounts";
import { seed } from "@bookstore/testing/database";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { recordFigures } from "../support/figures";
import { orderBody, postOrder, type ApiOrderResponse } from "../support/orders";
import { javaCommandOf, pidListeningOn } from "./firestore-process";

const FIRESTORE_PORT = Number(new URL(FIRESTORE_URL).port);
// The order is paused 2 s between its reads and its commit (functions/src/orders/orders.router.ts).
const INTO_THE_PAUSE_MS = 1_000;
// The API's own deadline is 10 s; the answer must come well before the platform's 60 s timeout.
const ANSWER_WITHIN_MS = 20_000;
const PRODUCTS = ["seed-book-01", "seed-book-02"];

const figures = { requests: 0, faultsInjected: 0, ordersLost: 0, ordersDoubled: 0 };

async function timedOrder(shopper: Shopper, key: string, fault?: "pause-before-writes") {
  figures.requests += 1;
  const started = Date.now();
  const res = await postOrder(shopper, orderBody(shopper, PRODUCTS), { key, fault });
  return { res, ms: Date.now() - started };
}

interface Stored {
  orderIds: string[];
  recordOrderId: string | undefined;
}

/** What Firestore holds for this shopper and key: their orders and the key's record, read as the owner. */
async function storedFor(shopper: Shopper, key: string): Promise<Stored> {
  const base = `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const headers = { Authorization: "Bearer owner" };
  const rows = (await fetch(`${base}:runQuery`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "orders" }],
        where: { fieldFilter: { field: { fieldPath: "email" }, op: "EQUAL", value: { stringValue: shopper.email } } },
      },
    }),
  }).then((r) => r.json())) as { document?: { name: string } }[];
  const orderIds = rows.flatMap((row) => (row.document ? [row.document.name.split("/").pop()!] : []));
  const keyId = createHash("sha256").update(`${shopper.uid}\n${key}`).digest("hex");
  const record = await fetch(`${base}/idempotencyKeys/${keyId}`, { headers });
  const recordOrderId = record.ok
    ? ((await record.json()) as { fields: { orderId: { stringValue: string } } }).fields.orderId.stringValue
    : undefined;
  return { orderIds, recordOrderId };
}

/**
 * What Firestore holds once nothing more arrives: a commit the function sent before the outage may still be
 * delivered late (its gRPC client retries), and the query for the orders and the read of the record are two
 * reads, so one look can fall between them. Orders and records are only ever added, so two equal looks in a row
 * saw no commit land in between: that is the state to judge. Real time on purpose: the late commit comes from
 * another process.
 */
async function settledFor(shopper: Shopper, key: string): Promise<Stored> {
  let previous = await storedFor(shopper, key);
  for (let look = 0; look < 20; look++) {
    await sleep(1_000);
    const current = await storedFor(shopper, key);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  throw new Error(`Firestore kept changing for 20 s: ${JSON.stringify(previous)}`);
}

/** The order and its idempotency record exist both (pointing at each other) or neither. */
function expectWhole(stored: Stored) {
  const context = JSON.stringify(stored);
  if (stored.orderIds.length === 0) expect(stored.recordOrderId, context).toBeUndefined();
  else expect(stored, context).toEqual({ orderIds: [stored.recordOrderId], recordOrderId: stored.recordOrderId });
}

/** Places the order with the database taken away mid-order by `interrupt`; returns the client's answer. */
async function orderInterruptedBy(shopper: Shopper, key: string, interrupt: () => void) {
  const pending = timedOrder(shopper, key, "pause-before-writes");
  await sleep(INTO_THE_PAUSE_MS);
  figures.faultsInjected += 1;
  interrupt();
  return pending;
}

/** Retries with the same key (as the SPA does) until a definite answer; then exactly one order must exist. */
async function expectRetryPlacesOne(shopper: Shopper, key: string) {
  let retry: ApiOrderResponse | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    retry = (await timedOrder(shopper, key)).res;
    if (retry.status === 200 || retry.status === 201) break;
    await sleep(1_000);
  }
  const stored = await storedFor(shopper, key);
  figures.ordersLost += stored.orderIds.length === 0 ? 1 : 0;
  figures.ordersDoubled += Math.max(0, stored.orderIds.length - 1);
  const context = JSON.stringify({ retry: retry?.text.slice(0, 200), stored });
  expect([200, 201], context).toContain(retry?.status);
  expect(stored.orderIds, context).toEqual([retry?.body._id]);
}

function expectTimelyServerError({ res, ms }: { res: ApiOrderResponse; ms: number }) {
  expectApiError(res, "5xx");
  expect(ms, `answered after ${ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
}

describe.sequential("an order while the Firestore emulator goes away", () => {
  let frozenPid: number | undefined;
  let restarted: ChildProcess | undefined;

  // The suites before this one may have changed the catalog the order buys from.
  beforeAll(() => void seed());

  afterAll(async () => {
    if (frozenPid) process.kill(frozenPid, "SIGCONT");
    // The restarted emulator is not firebase-tools' child: stop it here so the ports are free afterwards.
    if (restarted && restarted.exitCode === null) {
      const exited = new Promise((resolve) => restarted!.once("exit", resolve));
      restarted.kill("SIGTERM");
      await exited;
    }
    recordFigures("firestore-outage", figures);
  });

  it(
    "frozen mid-order: a 5xx JSON error in time, no half-written order, one order after the retry",
    async () => {
      const shopper = await createShopper("outage");
      const key = randomUUID();
      frozenPid = pidListeningOn(FIRESTORE_PORT);
      const pid = frozenPid;
      const answer = await orderInterruptedBy(shopper, key, () => process.kill(pid, "SIGSTOP"));
      process.kill(pid, "SIGCONT");
      frozenPid = undefined;
      expectTimelyServerError(answer);

      expectWhole(await settledFor(shopper, key));
      await expectRetryPlacesOne(shopper, key);
    },
    scaled(60_000),
  );

  it(
    "killed mid-order and restarted: a 5xx JSON error, no half-written order, one order after the retry",
    async () => {
      const shopper = await createShopper("outage");
      const key = randomUUID();
      const pid = pidListeningOn(FIRESTORE_PORT);
      const command = javaCommandOf(pid);
      const answer = await orderInterruptedBy(shopper, key, () => process.kill(pid, "SIGKILL"));
      expectTimelyServerError(answer);

      const [file, ...args] = command.argv;
      restarted = spawn(file!, args, { cwd: command.cwd, env: command.env, stdio: "ignore" });
      await vi.waitFor(
        async () => {
          const response = await fetch(`${FIRESTORE_URL}/`);
          if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
        },
        { timeout: scaled(30_000), interval: 500 },
      );
      // The emulator keeps data in memory only: a restart starts empty. The function's client keeps retrying the
      // interrupted commit and may deliver it to the restarted emulator after the shopper got the 503, so the order
      // may exist afterwards; what must never exist is half of it. Either way the retry with the same key ends
      // with exactly one order.
      expectWhole(await settledFor(shopper, key));
      seed();
      await expectRetryPlacesOne(shopper, key);
    },
    scaled(90_000),
  );
});
