// The outbox as the tests see it: a mail queued as functions/src/lib/outbox.ts queues it (a merge that leaves
// `delivery` alone), and its delivery read back.
import { FieldValue } from "firebase-admin/firestore";
import { getFirestore } from "./firestore-admin";
import { scaled } from "./timeouts.mjs";

export interface StoredDelivery {
  state: string;
  attempts: number;
  error?: string | null;
  leaseExpireTime?: { toMillis(): number } | null;
  info?: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
  startTime?: unknown;
  endTime?: unknown;
  /** When the current sending's first attempt began: the retries' clock. */
  retryingSince?: unknown;
}

export const mailDoc = (id: string) => getFirestore().collection("mail").doc(id);

export async function queueTestMail(
  id: string,
  to: string,
  { subject = `Test mail ${id}`, headers }: { subject?: string; headers?: Record<string, string> } = {},
) {
  await mailDoc(id).set(
    {
      to,
      message: { subject, text: `Plain text of ${id}`, html: `<p>HTML of ${id}</p>` },
      ...(headers ? { headers } : {}),
      createdAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}

export async function readDelivery(id: string): Promise<StoredDelivery | undefined> {
  return (await mailDoc(id).get()).get("delivery") as StoredDelivery | undefined;
}

/** Waits until mail `id`'s delivery satisfies `condition`; fails with the last delivery seen. */
export async function waitForDelivery(
  id: string,
  condition: (delivery: StoredDelivery) => boolean,
  timeoutMs = scaled(20_000),
): Promise<StoredDelivery> {
  const deadline = Date.now() + timeoutMs;
  let last: StoredDelivery | undefined;
  for (;;) {
    last = await readDelivery(id);
    if (last && condition(last)) return last;
    if (Date.now() > deadline) throw new Error(`Mail ${id}: delivery still ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** States in which the sender is done with a mail: nothing more is attempted unless someone asks. */
const SETTLED = new Set(["SUCCESS", "ERROR", "SKIPPED"]);

/** The ids of the mails the sender has still to attempt, or is attempting: awaiting a first try, a retry or a resend. */
export async function mailsInFlight(): Promise<string[]> {
  const mails = await getFirestore().collection("mail").select("delivery.state").get();
  return mails.docs.filter((doc) => !SETTLED.has(String(doc.get("delivery.state")))).map((doc) => doc.id);
}

/** Waits until the sender has nothing left to attempt (see mailsInFlight); fails naming what it still has. */
export async function waitForOutboxSettled(timeoutMs = scaled(60_000)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const inFlight = await mailsInFlight();
    if (!inFlight.length) return;
    if (Date.now() > deadline) throw new Error(`The outbox still has mail in flight: ${inFlight.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const uniqueMailId = (label: string) =>
  `test-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A mail whose five attempts already failed, as the sender leaves it: for the screens that show failed mail. */
export async function storeFailedMail(id: string, to: string, subject: string) {
  const now = new Date();
  await mailDoc(id).set({
    to,
    message: { subject, text: `Plain text of ${id}`, html: `<p>HTML of ${id}</p>` },
    createdAt: now,
    delivery: {
      state: "ERROR",
      attempts: 5,
      error: "connect ECONNREFUSED 127.0.0.1:2525",
      startTime: now,
      endTime: now,
      leaseExpireTime: null,
      info: null,
    },
  });
}
