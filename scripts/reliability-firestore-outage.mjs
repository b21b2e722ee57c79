// Reliability: the Firestore emulator disappears in the middle of an order. `npm test` runs it inside its
// emulator suite after every other suite (scripts/emulator-suites.mjs), because it freezes and kills the Firestore
// emulator's process, which no other test may share. On its own, `node scripts/reliability-firestore-outage.mjs`
// (ports 4400, 5000, 5001, 8080, 9099 free) starts a suite of its own and runs this file again inside it.
// Each order is sent with the demo-only fault `pause-before-writes`, so the database goes away after the order's
// reads and before its commit:
//   1. freeze (SIGSTOP) Firestore, as a network partition would: the client gets a 5xx JSON error within the
//      API's deadline; once Firestore resumes, the order and its idempotency record exist both or neither, and
//      the retry with the same key ends with exactly one order;
//   2. kill (SIGKILL) Firestore, as a crash would: the client gets a 5xx JSON error; after a restart the API
//      serves again, the order and its record exist both or neither, and the retry ends with exactly one order.
// Results go to .cache/test-results (counted in npm test's summary) and the figures to its reliability/ folder.
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HOSTING_URL, PROJECT_ID, emulatorArgs, emulatorEnv, firebaseBin, root, run, waitFor } from "./emulators.mjs";
import { resultsDir } from "./test-results.mjs";

const SELF = "scripts/reliability-firestore-outage.mjs";

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  const code = await run(firebaseBin, emulatorArgs("emulators:exec", `node ${SELF}`), {
    env: emulatorEnv(),
  });
  process.exit(code);
}

const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const FIRESTORE_PORT = Number(FIRESTORE.split(":")[1]);
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
// The order is paused 2 s between its reads and its commit (functions/src/orders/orders.router.ts).
const INTO_THE_PAUSE_MS = 1_000;
// The API's own deadline is 10 s; the answer must come well before the platform's 60 s timeout.
const ANSWER_WITHIN_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const checks = [];
const figures = { requests: 0, faultsInjected: 0, ordersLost: 0, ordersDoubled: 0 };

function check(name, ok, detail = "") {
  checks.push({ name, ok });
  console.log(`${ok ? "  ✓" : "  ✗"} ${name}${ok || !detail ? "" : `\n      ${detail}`}`);
}

/** The pid of the process listening on the Firestore emulator's port (Linux /proc; lsof elsewhere). */
function firestorePid() {
  const hexPort = FIRESTORE_PORT.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines = [];
    try {
      lines = readFileSync(table, "utf8").trim().split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9]);
    }
  }
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match && inodes.has(match[1])) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`No process listens on the Firestore emulator's port ${FIRESTORE_PORT}`);
}

/** How the process was started, to start it again the same way after killing it. */
function commandOf(pid) {
  const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  if (!/java/.test(argv[0] ?? "")) throw new Error(`Process ${pid} on port ${FIRESTORE_PORT} is not the Firestore emulator: ${argv.join(" ")}`);
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").filter(Boolean).map((entry) => {
      const at = entry.indexOf("=");
      return [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
  return { argv, cwd: readlinkSync(`/proc/${pid}/cwd`), env };
}

async function createShopper() {
  const email = `outage-${randomUUID().slice(0, 8)}@example.com`;
  const res = await fetch(`http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "secret-pass-1", returnSecureToken: true }),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(`signUp failed: ${JSON.stringify(data)}`);
  return { email, uid: data.localId, idToken: data.idToken };
}

async function postOrder(shopper, key, fault) {
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${shopper.idToken}`, "Idempotency-Key": key };
  if (fault) headers["X-Bookstore-Fault"] = fault;
  const body = {
    name: "Outage Shopper",
    email: shopper.email,
    phone: "+351 912 345 678",
    address: { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" },
    productIds: ["seed-book-01", "seed-book-02"],
  };
  figures.requests += 1;
  const started = Date.now();
  const res = await fetch(`${HOSTING_URL}/api/orders/`, { method: "POST", headers, body: JSON.stringify(body) });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get("content-type") ?? "", json, text, ms: Date.now() - started };
}

const isJsonServerError = (res) =>
  res.status >= 500 &&
  res.type.startsWith("application/json") &&
  typeof res.json?.error?.code === "string" &&
  typeof res.json?.error?.message === "string" &&
  !/\bat .+\.js:\d+/.test(res.text);

/** What Firestore holds for this shopper and key: their orders and the key's record, read as the owner. */
async function storedFor(shopper, key) {
  const base = `http://${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const headers = { Authorization: "Bearer owner" };
  const orders = await fetch(`${base}:runQuery`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "orders" }],
        where: { fieldFilter: { field: { fieldPath: "email" }, op: "EQUAL", value: { stringValue: shopper.email } } },
      },
    }),
  }).then((r) => r.json());
  const orderIds = orders.filter((row) => row.document).map((row) => row.document.name.split("/").pop());
  const keyId = createHash("sha256").update(`${shopper.uid}\n${key}`).digest("hex");
  const record = await fetch(`${base}/idempotencyKeys/${keyId}`, { headers });
  const recordOrderId = record.ok ? (await record.json()).fields.orderId.stringValue : undefined;
  return { orderIds, recordOrderId };
}

/**
 * What Firestore holds once nothing more arrives: a commit the function sent before the outage may still be
 * delivered late (its gRPC client retries), and the query for the orders and the read of the record are two
 * reads, so one look can fall between them. Orders and records are only ever added, so two equal looks in a row
 * saw no commit land in between: that is the state to judge.
 */
async function settledFor(shopper, key) {
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
const isWhole = ({ orderIds, recordOrderId }) =>
  (orderIds.length === 0 && !recordOrderId) || (orderIds.length === 1 && recordOrderId === orderIds[0]);
const describe = ({ orderIds, recordOrderId }) =>
  `${orderIds.length} order(s), idempotency record ${recordOrderId ? "present" : "absent"}`;

const seed = () => run(process.execPath, [join(root, "scripts", "seed.mjs")], { stdio: "ignore" });

/** Places the order with the database taken away mid-order by `interrupt`; returns the client's answer. */
async function orderInterruptedBy(shopper, key, interrupt) {
  const pending = postOrder(shopper, key, "pause-before-writes");
  await sleep(INTO_THE_PAUSE_MS);
  figures.faultsInjected += 1;
  interrupt();
  return pending;
}

/** Retries with the same key (as the SPA does) until a definite answer; then exactly one order must exist. */
async function retryUntilPlaced(shopper, key) {
  let res;
  for (let attempt = 0; attempt < 5; attempt++) {
    res = await postOrder(shopper, key);
    if (res.status === 200 || res.status === 201) break;
    await sleep(1_000);
  }
  const stored = await storedFor(shopper, key);
  figures.ordersLost += stored.orderIds.length === 0 ? 1 : 0;
  figures.ordersDoubled += Math.max(0, stored.orderIds.length - 1);
  return { res, stored };
}

let restarted;
let frozenPid;
try {
  if ((await seed()) !== 0) throw new Error("Seeding failed");

  console.log("\n▶ Firestore frozen mid-order (SIGSTOP, then SIGCONT)");
  {
    const shopper = await createShopper();
    const key = randomUUID();
    frozenPid = firestorePid();
    const res = await orderInterruptedBy(shopper, key, () => process.kill(frozenPid, "SIGSTOP"));
    process.kill(frozenPid, "SIGCONT");
    frozenPid = undefined;
    check(`the client gets a 5xx JSON error (${res.status} ${res.json?.error?.code}) in ${res.ms} ms`, isJsonServerError(res) && res.ms < ANSWER_WITHIN_MS, res.text);

    const after = await settledFor(shopper, key);
    check(`no half-written order: ${describe(after)}`, isWhole(after), JSON.stringify(after));

    const { res: retry, stored } = await retryUntilPlaced(shopper, key);
    check(
      `the retry with the same key answers ${retry.status} and exactly one order exists`,
      [200, 201].includes(retry.status) && stored.orderIds.length === 1 && stored.orderIds[0] === retry.json?._id,
      JSON.stringify({ retry: retry.text.slice(0, 200), stored }),
    );
  }

  console.log("\n▶ Firestore killed mid-order (SIGKILL), then restarted");
  {
    const shopper = await createShopper();
    const key = randomUUID();
    const pid = firestorePid();
    const command = commandOf(pid);
    const res = await orderInterruptedBy(shopper, key, () => process.kill(pid, "SIGKILL"));
    check(`the client gets a 5xx JSON error (${res.status} ${res.json?.error?.code}) in ${res.ms} ms`, isJsonServerError(res) && res.ms < ANSWER_WITHIN_MS, res.text);

    const [file, ...args] = command.argv;
    restarted = spawn(file, args, { cwd: command.cwd, env: command.env, stdio: "ignore" });
    await waitFor(`http://${FIRESTORE}/`, { timeoutMs: 60_000 });
    // The emulator keeps data in memory only: a restart starts empty. The function's client keeps retrying the
    // interrupted commit and may deliver it to the restarted emulator after the shopper got the 503 (seen in CI),
    // so the order may exist afterwards; what must never exist is half of it. Either way the retry with the same
    // key ends with exactly one order.
    const after = await settledFor(shopper, key);
    check(`after the restart no half-written order: ${describe(after)}`, isWhole(after), JSON.stringify(after));
    if ((await seed()) !== 0) throw new Error("Seeding after the restart failed");
    const { res: retry, stored } = await retryUntilPlaced(shopper, key);
    check(
      `the API serves again: the retry answers ${retry.status} and exactly one order exists`,
      [200, 201].includes(retry.status) && stored.orderIds.length === 1 && stored.orderIds[0] === retry.json?._id,
      JSON.stringify({ retry: retry.text.slice(0, 200), stored }),
    );
  }
} catch (error) {
  check(`the outage test ran to its end`, false, error instanceof Error ? error.stack : String(error));
} finally {
  if (frozenPid) process.kill(frozenPid, "SIGCONT");
  // Our restarted emulator is not firebase-tools' child: stop it ourselves so the ports are free afterwards.
  if (restarted && restarted.exitCode === null) {
    restarted.kill("SIGTERM");
    await new Promise((resolve) => restarted.once("exit", resolve));
  }
}

const failed = checks.filter((c) => !c.ok).length;
mkdirSync(join(resultsDir, "reliability"), { recursive: true });
writeFileSync(join(resultsDir, "firestore-outage.json"), JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed }));
writeFileSync(join(resultsDir, "reliability", "firestore-outage.json"), `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nFirestore outage: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
