import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { snapshotDatabase } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";

const subscribe = (body: unknown) => api("/api/newsletter/", { method: "POST", body });
const stored = async (email: string) =>
  (await getFirestore().collection("newsletterSubscribers").where("email", "==", email).get()).docs;

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
    const before = await snapshotDatabase({ exclude: ["adminLoginAttempts"] });
    for (const body of [{}, { email: "not-an-email" }, { email: 42 }, { email: "a@b.co", name: "extra" }]) {
      const res = await subscribe(body);
      expectApiError(res, 400);
    }
    const bad = await subscribe({ email: "nope" });
    expect(bad.body.error.fields).toEqual({ email: ["Enter an email address such as name@example.com"] });
    expect(await snapshotDatabase({ exclude: ["adminLoginAttempts"] })).toEqual(before);
  });
});
