// Orders per second on one title (a launch day): orders and cancellations of one book sent through Hosting with
// a fixed number in flight, as shoppers' browsers send them. Every order must be placed (the stock is ample) and
// every cancellation go through; the rate is placed orders over the wall time.
import { HOT_TITLE } from "./plan.mjs";
import { median } from "./stats.mjs";

const ADDRESS = { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" };
const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

async function call(url, { method = "GET", token, body } = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

async function createShopper(index) {
  const email = `hot-title-${index}-${Date.now()}@bench.example`;
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "secret-pass-1", returnSecureToken: true }),
  });
  const data = await response.json();
  if (!response.ok) throw new Error(`signUp failed: ${JSON.stringify(data)}`);
  return data.idToken;
}

/** Runs `tasks` with at most `inFlight` at once; their results in order. */
async function pool(tasks, inFlight) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return results;
}

/**
 * Places HOT_TITLE.orders orders of one new book while HOT_TITLE.cancels earlier orders of it are cancelled,
 * HOT_TITLE.inFlight requests at a time. Shoppers stay inside the per-shopper limits.
 */
export async function measureHotTitle(hostingUrl, authorization) {
  const api = (path, options) => call(`${hostingUrl}${path}`, options);
  const adminToken = authorization.authorization.replace(/^Bearer /, "");
  const created = await api("/api/books/create-book", {
    method: "POST",
    token: adminToken,
    body: {
      title: `Launch day ${Date.now()}`,
      author: "Bench Author",
      description: "The benchmark's popular title.",
      category: "fiction",
      trending: true,
      oldPrice: 30,
      newPrice: 20,
      coverImage: "",
      stock: HOT_TITLE.stock,
    },
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`create-book answered ${created.text}`);
  const bookId = JSON.parse(created.text)._id;
  const shoppers = await Promise.all(Array.from({ length: HOT_TITLE.shoppers }, (_, i) => createShopper(i)));
  const order = (token) =>
    api("/api/orders/", {
      method: "POST",
      token,
      body: { name: "Bench Shopper", phone: "+351 912 345 678", address: ADDRESS, productIds: [bookId] },
    });

  const earlier = [];
  for (let i = 0; i < HOT_TITLE.cancels; i++) {
    const placed = await order(shoppers[i % shoppers.length]);
    if (placed.status !== 201) throw new Error(`An earlier order answered ${placed.status}: ${placed.text}`);
    earlier.push({ token: shoppers[i % shoppers.length], id: JSON.parse(placed.text)._id });
  }
  // The Functions emulator starts a worker per concurrent request: started first, so start-up is not measured.
  await pool(
    Array.from({ length: HOT_TITLE.inFlight * 2 }, () => () => api(`/api/books/${bookId}`)),
    HOT_TITLE.inFlight,
  );

  // Every fifth request a cancellation, the rest orders, round-robin over the shoppers.
  const tasks = [];
  let orders = 0;
  let cancels = 0;
  while (orders < HOT_TITLE.orders || cancels < earlier.length) {
    if (cancels < earlier.length && (tasks.length % 5 === 4 || orders >= HOT_TITLE.orders)) {
      const { token, id } = earlier[cancels++];
      tasks.push(() =>
        api(`/api/orders/${id}/cancel`, { method: "POST", token }).then((r) => ({ ...r, kind: "cancel" })),
      );
    } else {
      const token = shoppers[orders++ % shoppers.length];
      tasks.push(() => order(token).then((r) => ({ ...r, kind: "order" })));
    }
  }
  const started = performance.now();
  const answers = await pool(tasks, HOT_TITLE.inFlight);
  const seconds = (performance.now() - started) / 1000;

  const placed = answers.filter((a) => a.kind === "order" && a.status === 201);
  const cancelled = answers.filter((a) => a.kind === "cancel" && a.status === 200);
  const failed = answers.filter((a) => !placed.includes(a) && !cancelled.includes(a));
  const orderTimes = answers.filter((a) => a.kind === "order").map((a) => a.ms);
  const book = JSON.parse((await api(`/api/books/${bookId}`)).text);
  // The catalog's later measures count their books: the popular title leaves it again.
  const deleted = await api(`/api/books/${bookId}`, { method: "DELETE", token: adminToken });
  if (deleted.status !== 200) throw new Error(`deleting the popular title answered ${deleted.text}`);
  return {
    orders: HOT_TITLE.orders,
    cancels: earlier.length,
    inFlight: HOT_TITLE.inFlight,
    placed: placed.length,
    cancelled: cancelled.length,
    failures: failed.length,
    failureStatuses: [...new Set(failed.map((a) => `${a.kind} ${a.status}`))],
    ordersPerSecond: placed.length / seconds,
    seconds,
    p50Ms: median(orderTimes),
    maxMs: Math.max(...orderTimes),
    stockLeft: book.stock,
    stockExpected: HOT_TITLE.stock - HOT_TITLE.cancels - placed.length + cancelled.length,
  };
}
