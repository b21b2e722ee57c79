import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "@bookstore/testing/accounts";
import { api } from "@bookstore/testing/api";
import { snapshotDatabase } from "@bookstore/testing/database";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { listMail, waitForMail } from "@bookstore/testing/maildev";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { confirmationMail, linkIn, mailsTo, type QueuedMail } from "@bookstore/testing/newsletter";
import { expectApiError } from "../support/api-errors";

const subscribe = (body: unknown) => api("/api/newsletter/", { method: "POST", body });
const confirm = (body: unknown) => api("/api/newsletter/confirm", { method: "POST", body });
const stored = async (email: string) =>
  (await getFirestore().collection("newsletterSubscribers").where("email", "==", email).get()).docs;
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** The address a mail's List-Unsubscribe header names, as a mail client reads it (`<https://…>`). */
const oneClickAddress = (mail: QueuedMail) => {
  const match = /^<([^>]+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "");
  if (!match) throw new Error(`no List-Unsubscribe address in ${mail.id}`);
  return new URL(match[1]!);
};
/** RFC 8058's one-click POST, as a mail client sends it: a form body, no cookie, no token. */
const oneClick = (url: URL) =>
  api(`${url.pathname}${url.search}`, {
    method: "POST",
    rawBody: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

// Through the emulators every caller is one client (they append nothing to X-Forwarded-For), with one sign-up
// budget: this file starts it empty and leaves it so for the browser tests.
const clearBudgets = async () => {
  const budgets = await getFirestore().collection("newsletterSignupBudgets").get();
  await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
};
let admin: string;
const counts = async () => {
  const res = await api("/api/admin/newsletter", { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body as { confirmed: number; pending: number; unsubscribed: number };
};
beforeAll(async () => {
  admin = await adminToken();
  await clearBudgets();
});
afterAll(clearBudgets);

describe("newsletter double opt-in", () => {
  const email = unique("reader");
  let before: Awaited<ReturnType<typeof counts>>;

  it("mails one confirmation however often the form is sent, at once or after, and counts the address as pending", async () => {
    before = await counts();
    const variants = [email, email.toUpperCase(), email.replace(/^./, (first) => first.toUpperCase())];
    // At once (the commits race for the one subscription document), then once more after.
    const answers = await Promise.all(variants.map((variant) => subscribe({ email: variant })));
    answers.push(await subscribe({ email }));
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
    }
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.id)).toEqual([expect.stringMatching(/^newsletter-[0-9a-f]{64}-confirm-\d+$/)]);
    const mail = mails[0]!;
    expect(mail.to).toBe(email);
    expect(mail.message.subject).toBe("Confirm your subscription to the Book Store newsletter");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(oneClickAddress(mail).origin + oneClickAddress(mail).pathname).toBe(
      `${HOSTING_URL}/api/newsletter/unsubscribe`,
    );
    const link = linkIn(mail, "/newsletter/confirm");
    expect(link.url.origin).toBe(HOSTING_URL);
    expect(mail.message.html).toContain(
      `${link.url.pathname}?email=${encodeURIComponent(email)}&amp;token=${link.token}`,
    );

    const docs = await stored(email);
    expect(docs.map((doc) => doc.get("state"))).toEqual(["pending"]);
    expect(await counts()).toEqual({ ...before, pending: before.pending + 1 });
  });

  it("refuses a forged or borrowed confirmation token with 403, and confirms nothing", async () => {
    const { token } = linkIn(await confirmationMail(email), "/newsletter/confirm");
    const forged = await confirm({ email, token: `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}` });
    expectApiError(forged, 403);
    expect(forged.body.error.code).toBe("invalid-token");
    expectApiError(await confirm({ email: unique("someone-else"), token }), 403);
    const unsubscribeToken = new URL(oneClickAddress(await confirmationMail(email))).searchParams.get("token");
    expectApiError(await confirm({ email, token: unsubscribeToken }), 403);
    expect((await stored(email))[0]!.get("state")).toBe("pending");
  });

  it("confirms through the mail's link, welcomes once however often it is followed, and counts the address then", async () => {
    const { email: address, token } = linkIn(await confirmationMail(email), "/newsletter/confirm");
    const answers = await Promise.all([confirm({ email: address, token }), confirm({ email: address, token })]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(answers[0]!.body).toEqual({ confirmed: true });
    expect((await confirm({ email: address, token })).status).toBe(200);

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.id).sort()).toEqual([
      expect.stringMatching(/-confirm-\d+$/),
      expect.stringMatching(/^newsletter-[0-9a-f]{64}-welcome$/),
    ]);
    const welcome = mails.find((mail) => mail.id.endsWith("-welcome"))!;
    expect(welcome.message.subject).toBe("Welcome to the Book Store newsletter");
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http[^>]+\/api\/newsletter\/unsubscribe\?email=[^>]+&token=[^>]+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(await counts()).toEqual({ ...before, confirmed: before.confirmed + 1 });

    // Signing up again once confirmed mails nothing and answers as ever.
    expect((await subscribe({ email })).body).toEqual({ accepted: true });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("unsubscribes by RFC 8058's one-click POST, without signing in; a forged token is refused", async () => {
    const welcome = (await mailsTo(email)).find((mail) => mail.id.endsWith("-welcome"))!;
    const address = oneClickAddress(welcome);

    const forgedAddress = new URL(address);
    forgedAddress.searchParams.set("token", "A".repeat(43));
    const forged = await oneClick(forgedAddress);
    expectApiError(forged, 403);
    expect(forged.body.error.code).toBe("invalid-token");
    expect((await stored(email))[0]!.get("state")).toBe("confirmed");

    // A reader who opens the address is led to the page with the button: the GET itself changes nothing.
    const opened = await fetch(address, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`${HOSTING_URL}/newsletter/unsubscribe${address.search}`);
    expect((await stored(email))[0]!.get("state")).toBe("confirmed");

    const left = await oneClick(address);
    expect(left.status, left.text).toBe(200);
    expect(left.body).toEqual({ unsubscribed: true });
    expect((await oneClick(address)).status, "a second click changes nothing").toBe(200);
    expect((await stored(email))[0]!.get("state")).toBe("unsubscribed");
    expect(await counts()).toEqual({ ...before, unsubscribed: before.unsubscribed + 1 });
    expect(await mailsTo(email), "leaving is not mailed").toHaveLength(2);

    // The confirmation link no longer confirms what was left: a new sign-up must ask again.
    const { token } = linkIn(await confirmationMail(email), "/newsletter/confirm");
    expectApiError(await confirm({ email, token }), 409);
  });

  it("delivered one confirmation and one welcome, each with its one-click headers on one line", async () => {
    await waitForMail(email, { match: (mail) => mail.subject.startsWith("Welcome") });
    const received = await listMail(email);
    expect(received.map((mail) => mail.subject).sort()).toEqual([
      "Confirm your subscription to the Book Store newsletter",
      "Welcome to the Book Store newsletter",
    ]);
    for (const mail of received) {
      expect(mail.headers["list-unsubscribe"]).toMatch(
        /^<http:\/\/[^\r\n>]+\/api\/newsletter\/unsubscribe\?email=[^\r\n>]+>$/,
      );
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
  });

  it("keeps the counts and the link routes to their callers: admin only, and 400 for a link cut short", async () => {
    expectApiError(await api("/api/admin/newsletter"), 401);
    expectApiError(await api("/api/newsletter/unsubscribe?email=a%40b.co", { method: "POST" }), 400);
    expectApiError(await confirm({ email }), 400);
  });
});

describe("POST /api/newsletter/", () => {
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
    const emails = Array.from({ length: 21 }, (_, i) => unique(`burst-${i}`));
    for (const [i, email] of emails.slice(0, 20).entries()) {
      const res = await api("/api/newsletter/", {
        method: "POST",
        body: { email },
        headers: { "X-Forwarded-For": `203.0.113.${i}`, "Fastly-Client-IP": `198.51.100.${i}` },
      });
      expect(res.status, email).toBe(202);
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
    expect(await mailsTo(emails[20]!), "and mails nothing").toHaveLength(0);
    await clearBudgets();
  });
});
