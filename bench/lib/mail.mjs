// The shop's outbox end to end: mails written to `mail` (as queueMail writes them) until they are in MailDev, the
// local SMTP server, through the Functions emulator's trigger, nodemailer and SMTP. Mails per second for a batch
// queued at once, and the time from queue to mailbox for mails queued one at a time; and, when the store sends a
// mail for a placed order, the time from the order's request to that mail.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { deleteAllMail, listAllMail, listMail } from "@bookstore/testing/maildev";

/** Mails queued at once for the throughput, and mails queued one after another for the latency. */
export const MAIL_BATCH = 100;
export const MAIL_SINGLES = 10;
const ORDER_MAIL_WAIT_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

function mailDocument(to, n) {
  return {
    to,
    message: { subject: `Benchmark mail ${n}`, text: `Benchmark mail ${n}.`, html: `<p>Benchmark mail ${n}.</p>` },
    createdAt: FieldValue.serverTimestamp(),
  };
}

async function waitUntil(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

export async function measureMail(hostingUrl, authorization) {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("The mail benchmark runs against the emulator only");
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `bench-mail-${Date.now()}`);
  try {
    return await measureWith(getFirestore(app), hostingUrl, authorization);
  } finally {
    await deleteApp(app);
  }
}

async function measureWith(firestore, hostingUrl, authorization) {
  const run = Date.now().toString(36);
  await deleteAllMail();

  // A batch queued in one commit: how fast the sender empties the outbox.
  const batch = firestore.batch();
  const batchTo = (n) => `bench-${run}-${n}@mail.bookstore.test`;
  for (let n = 0; n < MAIL_BATCH; n++) {
    batch.set(firestore.collection("mail").doc(`bench-${run}-${n}`), mailDocument(batchTo(n), n), { merge: true });
  }
  const queued = Date.now();
  await batch.commit();
  let firstMs;
  await waitUntil(
    async () => {
      const count = (await listAllMail()).length;
      if (count > 0 && firstMs === undefined) firstMs = Date.now() - queued;
      return count >= MAIL_BATCH;
    },
    120_000,
    `${MAIL_BATCH} mails in MailDev`,
  );
  const batchMs = Date.now() - queued;

  // One at a time: from the commit that queues a mail to the mail in the mailbox.
  const latencies = [];
  for (let n = 0; n < MAIL_SINGLES; n++) {
    const to = `bench-${run}-single-${n}@mail.bookstore.test`;
    const start = Date.now();
    await firestore.collection("mail").doc(`bench-${run}-single-${n}`).set(mailDocument(to, n), { merge: true });
    await waitUntil(async () => (await listMail(to)).length > 0, 30_000, `the mail to ${to}`);
    latencies.push(Date.now() - start);
  }

  return {
    batch: MAIL_BATCH,
    batchMs,
    firstMs,
    mailsPerSecond: (MAIL_BATCH * 1000) / batchMs,
    singles: MAIL_SINGLES,
    queueToMailboxP50Ms: percentile(latencies, 0.5),
    queueToMailboxMaxMs: Math.max(...latencies),
    order: await orderToMail(hostingUrl, authorization).catch((error) => ({ error: error.message })),
  };
}

const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

async function call(url, { token, body }) {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** From a shopper's order request to the first mail to their address, if the store sends one for an order. */
async function orderToMail(hostingUrl, authorization) {
  const email = `bench-mail-${Date.now()}@mail.bookstore.test`;
  const { idToken } = await call(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    body: { email, password: "secret-pass-1", returnSecureToken: true },
  });
  const book = await call(`${hostingUrl}/api/books/create-book`, {
    token: authorization.authorization.replace(/^Bearer /, ""),
    body: {
      title: `Mail bench ${Date.now()}`,
      author: "Bench Author",
      description: "The mail benchmark's book.",
      category: "fiction",
      trending: false,
      oldPrice: 30,
      newPrice: 20,
      coverImage: "",
      stock: 5,
    },
  });
  const start = Date.now();
  await call(`${hostingUrl}/api/orders/`, {
    token: idToken,
    body: {
      name: "Bench Reader",
      phone: "+351 912 345 678",
      address: { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" },
      productIds: [book._id],
    },
  });
  const deadline = start + ORDER_MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    if ((await listMail(email)).length > 0) return { orderToMailboxMs: Date.now() - start };
    await sleep(20);
  }
  return { orderToMailboxMs: null };
}
