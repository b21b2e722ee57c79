import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { snapshotDatabase } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";

const subscribe = (body: unknown) => api("/api/newsletter/", { method: "POST", body });
const stored = async (email: string) =>
  (await getFirestore().collection("newsletterSubscribers").where("email", "==", email).get()).docs;

// Through the emulators every caller is one client (they append nothing to X-Forwarded-For), with one sign-up
// budget: this file starts it empty and leaves it so for the browser tests.
const clearBudgets = async () => {
  const budgets = await getFirestore().collection("newsletterSignupBudgets").get();
  await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
};
beforeAll(clearBudgets);
afterAll(clearBudgets);

describe("POST /api/newsletter/", () => {
  it("stores an address once: 201 the first time, 200 after, whatever the case", async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const first = await subscribe({ email });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ subscribed: true, alreadySubscribed: false });
    const again = await subscribe({ email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ subscribed: true, alreadySubscribed: true });
    const docs = await stored(email);
    expect(docs).toHaveLength(1);
    expect(Object.keys(docs[0]!.data()).sort()).toEqual(["createdAt", "email"]);
  });

  it("signs one address up once even when asked ten times at once", async () => {
    const email = `rush-${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe({ email })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    expect(await stored(email)).toHaveLength(1);
  });

  it("refuses what is not an address with 400 naming the field, and writes nothing", async () => {
    const before = await snapshotDatabase({ exclude: ["adminLoginAttempts", "newsletterSignupBudgets"] });
    for (const body of [{}, { email: "not-an-email" }, { email: 42 }, { email: "a@b.co", name: "extra" }]) {
      const res = await subscribe(body);
      expectApiError(res, 400);
    }
    const bad = await subscribe({ email: "nope" });
    expect(bad.body.error.fields).toEqual({ email: ["Enter an email address such as name@example.com"] });
    expect(await snapshotDatabase({ exclude: ["adminLoginAttempts", "newsletterSignupBudgets"] })).toEqual(before);
  });

  it("refuses a client past 20 sign-ups in 10 minutes (429, Retry-After), whatever address it writes", async () => {
    await clearBudgets();
    const emails = Array.from({ length: 21 }, (_, i) => `burst-${randomUUID().slice(0, 8)}-${i}@example.com`);
    for (const [i, email] of emails.slice(0, 20).entries()) {
      const res = await api("/api/newsletter/", {
        method: "POST",
        body: { email },
        headers: { "X-Forwarded-For": `203.0.113.${i}`, "Fastly-Client-IP": `198.51.100.${i}` },
      });
      expect(res.status, email).toBe(201);
    }
    const refused = await api("/api/newsletter/", {
      method: "POST",
      body: { email: emails[20] },
      headers: { "X-Forwarded-For": "192.0.2.99", "Fastly-Client-IP": "192.0.2.99" },
    });
    expectApiError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(await stored(emails[20]!), "a refused sign-up stores nothing").toHaveLength(0);
    await clearBudgets();
  });
});
