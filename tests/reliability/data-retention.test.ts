// The shop lets go of what it no longer needs: the daily clean-up (the emulator build's HTTP twin of the
// scheduled function) is called on documents and accounts the test dates back itself. The periods are named in
// functions/src/retention/retention.ts and docs/reliability.md.
// The sweep acts on the whole database: it deletes only what is past its period, which no other file writes.
import { randomUUID } from "node:crypto";
import type { Book } from "@bookstore/schema";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { createGuest, createShopper } from "@bookstore/testing/accounts";
import { api } from "@bookstore/testing/api";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { AUTH_URL, FUNCTION_URL, PROJECT_ID } from "@bookstore/testing/emulators";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { confirmationMail, linkIn } from "@bookstore/testing/newsletter";
import { mailDoc, uniqueMailId } from "@bookstore/testing/outbox";
import { uniqueRecipient } from "@bookstore/testing/maildev";
import { ADDRESS } from "../support/orders";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);
const SWEEP_URL = FUNCTION_URL.replace(/\/api$/, "/dataRetentionSweep");
const sweep = async () => {
  const res = await fetch(SWEEP_URL, { method: "POST" });
  expect(res.status).toBe(200);
  return res.json();
};
const exists = async (collection: string, id: string) =>
  (await getFirestore().collection(collection).doc(id).get()).exists;

/** A mail as the sender leaves it, settled or waiting, `days` ago. */
async function storeMail(to: string, state: string, days: number) {
  const id = uniqueMailId(`retention-${state.toLowerCase()}`);
  await mailDoc(id).set({
    to,
    message: { subject: "Kept?", text: "Kept?", html: "<p>Kept?</p>" },
    createdAt: daysAgo(days),
    delivery: {
      state,
      attempts: 1,
      endTime: daysAgo(days),
      // A waiting mail is due again in an hour: no sender takes it up meanwhile.
      leaseExpireTime: state === "PENDING" ? Timestamp.fromMillis(Date.now() + 60 * 60 * 1000) : null,
    },
  });
  return id;
}

/** Backdates an Auth account (the emulator's account upload keeps the uid and takes `createdAt`). */
async function createdDaysAgo(uid: string, days: number) {
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({
      users: [{ localId: uid, createdAt: String(Date.now() - days * DAY) }],
      allowOverwrite: true,
    }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  // Refusals of single accounts come back in a 200's `error` list.
  expect((JSON.parse(text) as { error?: unknown[] }).error ?? [], text).toEqual([]);
}
const accountExists = async (uid: string) => {
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: [uid] }),
  });
  return ((await res.json()) as { users?: unknown[] }).users?.length === 1;
};

let book: Book;
beforeAll(async () => {
  [book] = (await createStockedBooks(1, { stock: 10, label: "Retention" })) as [Book];
});

describe("the clean-up sweep", () => {
  it("deletes mail sent more than 90 days ago, keeps the rest and failed mail", async () => {
    const to = uniqueRecipient("retention");
    const old = await storeMail(to, "SUCCESS", 91);
    const recent = await storeMail(to, "SUCCESS", 89);
    const failed = await storeMail(to, "ERROR", 200);
    await sweep();
    expect(await exists("mail", old)).toBe(false);
    expect(await exists("mail", recent)).toBe(true);
    expect(await exists("mail", failed)).toBe(true);
  });

  it("deletes a deleted account's mail: what was sent at once, what was still waiting once it settles", async () => {
    const shopper = await createShopper("retention");
    const sent = await storeMail(shopper.email, "SUCCESS", 1);
    const waiting = await storeMail(shopper.email, "PENDING", 0);
    const deleted = await api("/api/me", { method: "DELETE", token: shopper.idToken });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await exists("mail", sent)).toBe(false);
    expect((await mailDoc(waiting).get()).get("forgetOnceSent")).toBe(true);
    await mailDoc(waiting).update({ "delivery.state": "SUCCESS", "delivery.leaseExpireTime": null });
    await sweep();
    expect(await exists("mail", waiting)).toBe(false);
  });

  it("forgets a newsletter address left unconfirmed for 30 days", async () => {
    const subscribers = getFirestore().collection("newsletterSubscribers");
    const pending = (days: number) => ({
      email: uniqueRecipient("pending"),
      state: "pending",
      createdAt: daysAgo(days),
      confirmationMailedAt: daysAgo(days),
    });
    const [old, recent] = [randomUUID(), randomUUID()];
    await subscribers.doc(old).set(pending(31));
    await subscribers.doc(recent).set(pending(29));
    await sweep();
    expect(await exists("newsletterSubscribers", old)).toBe(false);
    expect(await exists("newsletterSubscribers", recent)).toBe(true);
  });

  it("deletes anonymous accounts older than 30 days without an order, and keeps a guest who ordered", async () => {
    const [idle, ordered, fresh] = await Promise.all([createGuest(), createGuest(), createGuest()]);
    const order = await api("/api/orders/", {
      method: "POST",
      token: ordered.idToken,
      body: {
        name: "Old Guest",
        email: uniqueRecipient("old-guest"),
        phone: "+351 912 345 678",
        address: ADDRESS,
        productIds: [book._id],
      },
    });
    expect(order.status, order.text).toBe(201);
    await createdDaysAgo(idle.uid, 31);
    await createdDaysAgo(ordered.uid, 31);
    await sweep();
    expect(await accountExists(idle.uid)).toBe(false);
    expect(await accountExists(ordered.uid)).toBe(true);
    expect(await accountExists(fresh.uid)).toBe(true);
  });
});

describe("newsletter links", () => {
  it("refuses a confirmation link older than 7 days (410), while its unsubscribe link keeps working", async () => {
    const email = uniqueRecipient("expired");
    expect((await api("/api/newsletter/", { method: "POST", body: { email } })).status).toBe(202);
    const mail = await confirmationMail(email);
    const subscribers = await getFirestore().collection("newsletterSubscribers").where("email", "==", email).get();
    await subscribers.docs[0]!.ref.update({ confirmationMailedAt: daysAgo(8) });
    const { email: address, token } = linkIn(mail, "/newsletter/confirm");
    const confirm = await api("/api/newsletter/confirm", { method: "POST", body: { email: address, token } });
    expect(confirm.status, confirm.text).toBe(410);
    expect(confirm.body.error.code).toBe("link-expired");
    const leave = linkIn(mail, "/newsletter/unsubscribe");
    const query = new URLSearchParams({ email: leave.email, token: leave.token });
    const unsubscribe = await api(`/api/newsletter/unsubscribe?${query}`, { method: "POST" });
    expect(unsubscribe.status, unsubscribe.text).toBe(200);
  });
});
