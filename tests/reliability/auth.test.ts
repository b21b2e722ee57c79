import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { Timestamp } from "firebase-admin/firestore";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectApiError } from "../support/api-errors";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { scaled } from "@bookstore/testing/timeouts";
import { recordFigures } from "../support/figures";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { orderBody } from "../support/orders";
import { makeBooks } from "@bookstore/testing/factories";
import type { Book } from "@bookstore/schema";

// The key the Functions emulator signs admin tokens with, so that the expired and wrong-role tokens below are
// refused for their claims, not for their signature: the random local secret scripts/emulators.mjs writes to
// functions/.secret.local, or without that file the demo projects' default (functions/src/lib/env.ts).
const SECRET_FILE = new URL("../../functions/.secret.local", import.meta.url);
const SIGNING_SECRET = existsSync(SECRET_FILE)
  ? /^ADMIN_JWT_SECRET=(.+)$/m.exec(readFileSync(SECRET_FILE, "utf8"))![1]!.trim()
  : "local-demo-only-secret-not-for-production";
const CLAIMS = { issuer: "bookstore-api", audience: "bookstore-admin", subject: "admin" } as const;

let requests = 0;
const call: typeof api = (...args) => {
  requests += 1;
  return api(...args);
};
afterAll(() => recordFigures("auth", { requests }));

/** The file's own books: the one the admin routes below must leave alone, and ones its shoppers order. */
let books: Book[] = [];
beforeAll(async () => {
  books = await makeBooks(4, { label: "Auth" });
});
const withBook = (path: string) => path.replace("{book}", books[0]!._id);

const ADMIN_ROUTES = [
  { method: "GET", path: "/api/admin" },
  {
    method: "POST",
    path: "/api/books/create-book",
    body: { title: "T", description: "D", category: "fiction", oldPrice: 1, newPrice: 1 },
  },
  {
    method: "PUT",
    path: "/api/books/edit/{book}",
    body: { title: "T", description: "D", category: "fiction", oldPrice: 1, newPrice: 1 },
  },
  { method: "DELETE", path: "/api/books/{book}" },
  { method: "GET", path: "/api/books/export" },
  // The token is checked before the body is read: a refused call never gets to the file.
  { method: "POST", path: "/api/books/import" },
] as const;

let shopper: Shopper;
let validAdmin: string;
beforeAll(async () => {
  shopper = await createShopper("auth");
  validAdmin = await adminToken();
});

function forgedTokens(): [string, string][] {
  const [header, payload, signature] = validAdmin.split(".") as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  const tampered = Buffer.from(JSON.stringify({ ...claims, sub: "root", exp: claims.exp + 86_400 })).toString(
    "base64url",
  );
  const unsignedHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
  return [
    [
      "expired",
      jwt.sign({ role: "admin", iat: Math.floor(Date.now() / 1000) - 7200 }, SIGNING_SECRET, {
        ...CLAIMS,
        expiresIn: 3600,
      }),
    ],
    ["signed with another secret", jwt.sign({ role: "admin" }, "not-the-secret", { ...CLAIMS, expiresIn: 3600 })],
    ["alg: none", `${unsignedHeader}.${payload}.`],
    ["alg: none keeping the signature", `${unsignedHeader}.${payload}.${signature}`],
    ["a tampered payload", `${header}.${tampered}.${signature}`],
    ["a non-admin role", jwt.sign({ role: "shopper" }, SIGNING_SECRET, { ...CLAIMS, expiresIn: 3600 })],
    ["no role", jwt.sign({}, SIGNING_SECRET, { ...CLAIMS, expiresIn: 3600 })],
    [
      "another audience",
      jwt.sign({ role: "admin" }, SIGNING_SECRET, { ...CLAIMS, audience: "bookstore-shop", expiresIn: 3600 }),
    ],
    [
      "HS512 instead of HS256",
      jwt.sign({ role: "admin" }, SIGNING_SECRET, { ...CLAIMS, algorithm: "HS512", expiresIn: 3600 }),
    ],
    ["garbage", "not.a.jwt"],
    ["a shopper's Firebase ID token", shopper.idToken],
  ];
}

describe("admin routes", () => {
  it.each(ADMIN_ROUTES)("$method $path: no token → 401", async ({ method, path, ...rest }) => {
    const res = await call(withBook(path), { method, body: "body" in rest ? rest.body : undefined });
    expectApiError(res, 401);
  });

  it("accepts a token minted with the emulator's key and the right claims (so the refusals below are for their claims)", async () => {
    const minted = jwt.sign({ role: "admin" }, SIGNING_SECRET, { ...CLAIMS, expiresIn: 3600 });
    expect((await call("/api/admin", { token: minted })).status).toBe(200);
  });

  it.each(ADMIN_ROUTES)(
    "$method $path: every forged, expired or foreign token → 403, nothing changes",
    async (route) => {
      const before = await getFirestore().collection("books").doc(books[0]!._id).get();
      for (const [label, token] of forgedTokens()) {
        const res = await call(withBook(route.path), {
          method: route.method,
          token,
          body: "body" in route ? route.body : undefined,
        });
        expect(res.status, label).toBe(403);
        expectApiError(res, 403);
      }
      const after = await getFirestore().collection("books").doc(books[0]!._id).get();
      expect(after.data()).toEqual(before.data());
    },
  );

  it("refuses an Authorization header that is not a bearer token", async () => {
    for (const authorization of [
      "Basic YWRtaW46YWRtaW4xMjM=",
      `Bearer`,
      `Bearer ${validAdmin} extra`,
      `Token ${validAdmin}`,
    ]) {
      const res = await call("/api/admin", { headers: { Authorization: authorization } });
      expect([401, 403]).toContain(res.status);
      expectApiError(res, "4xx");
    }
  });
});

describe("shopper routes", () => {
  it("refuses an admin token where a shopper's ID token is needed (401)", async () => {
    expectApiError(
      await call("/api/orders/", { method: "POST", token: validAdmin, body: orderBody(shopper, [books[1]!._id]) }),
      401,
    );
    expectApiError(await call(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token: validAdmin }), 401);
  });

  it("never lets a shopper read or place orders under another email", async () => {
    const victim = await createShopper("victim");
    const placed = await call("/api/orders/", {
      method: "POST",
      token: victim.idToken,
      body: orderBody(victim, [books[2]!._id]),
    });
    expect(placed.status).toBe(201);

    for (const email of [victim.email, victim.email.toUpperCase(), ` ${victim.email}`]) {
      const read = await call(`/api/orders/email/${encodeURIComponent(email)}`, { token: shopper.idToken });
      expectApiError(read, 403);
      const create = await call("/api/orders/", {
        method: "POST",
        token: shopper.idToken,
        body: orderBody(shopper, [books[3]!._id], { email }),
      });
      expect(create.status).toBeGreaterThanOrEqual(400);
      expectApiError(create, "4xx");
    }
    const victimOrders = await getFirestore().collection("orders").where("email", "==", victim.email).get();
    expect(victimOrders.docs.map((d) => d.id)).toEqual([placed.body._id]);
    const shopperOrders = await getFirestore().collection("orders").where("uid", "==", shopper.uid).get();
    expect(shopperOrders.size).toBe(0);
  });

  // Only tokens that are not JWTs at all: the Auth emulator's firebase-admin accepts unsigned ID tokens by design
  // (which is why the function refuses to start with the emulator variable in a real project).
  it("refuses a token that is not an ID token (401)", async () => {
    for (const token of ["garbage", "a.b.c", validAdmin.split(".").slice(0, 2).join(".")]) {
      expectApiError(await call(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token }), 401);
    }
  });
});

describe("admin sign-in brute force", () => {
  // A dedicated admin, so nothing here slows down the shared `admin` other tests sign in with.
  const username = `guarded-admin-${randomUUID().slice(0, 8)}`;
  const password = "correct horse battery";
  // Through the emulators every caller is one client: they append nothing to X-Forwarded-For, so the function
  // trusts no hop (functions/.env.demo-bookstore) and counts everyone under the one bucket for an unknown address.
  // Each test starts from an empty count and leaves none behind, so no other test's sign-in is refused.
  const login = (name: string, pass: string, headers: Record<string, string> = {}) =>
    call("/api/auth/admin", { method: "POST", body: { username: name, password: pass }, headers });
  const attempts = () => getFirestore().collection("adminLoginAttempts");
  /** A member's count at one address; `*` is the one count every unknown username shares there. */
  const addressDoc = (member = "*", address = "unknown") =>
    attempts().doc(`address-${createHash("sha256").update(`${member.toLowerCase()}\n${address}`).digest("hex")}`);
  const adminDoc = (name: string) =>
    attempts().doc(`admin-${createHash("sha256").update(name.toLowerCase()).digest("hex")}`);
  // The username's own count too: its slowdown would otherwise carry one test's failures into the next.
  const clearCounts = () =>
    Promise.all([addressDoc().delete(), addressDoc(username).delete(), adminDoc(username).delete()]);

  beforeAll(async () => {
    await getFirestore()
      .collection("admins")
      .doc(username)
      .set({ username, passwordHash: await bcrypt.hash(password, 10), createdAt: new Date() });
  });
  afterAll(async () => {
    await getFirestore().collection("admins").doc(username).delete();
  });
  beforeEach(clearCounts);
  afterEach(clearCounts);

  it("never opens a new budget for an address the client wrote (X-Forwarded-For, Fastly-Client-IP)", async () => {
    const forged = (i: number) => ({ "X-Forwarded-For": `203.0.113.${i}`, "Fastly-Client-IP": `198.51.100.${i}` });
    for (let i = 0; i < 5; i++) expectApiError(await login(username, `wrong-${i}`, forged(i)), 401);
    expectApiError(await login(username, password, forged(99)), 429);
    for (let i = 0; i < 5; i++) {
      for (const address of [`203.0.113.${i}`, `198.51.100.${i}`]) {
        expect((await addressDoc(username, address).get()).exists, "no count under a written address").toBe(false);
      }
    }
  });

  it("never closes an address the client named: its failures count against the client's own", async () => {
    const victim = "192.0.2.44";
    const naming = { "X-Forwarded-For": victim, "Fastly-Client-IP": victim };
    for (let i = 0; i < 5; i++) expectApiError(await login(`nobody-${i}`, `wrong-${i}`, naming), 401);
    expect((await addressDoc("*", victim).get()).exists).toBe(false);
    expect((await addressDoc().get()).data()?.failures).toBe(5);
  });

  it("refuses a member at an address after 5 failures in 15 minutes (429, Retry-After), even with the right password", async () => {
    for (let i = 0; i < 5; i++) expectApiError(await login(username, `wrong-${i}`), 401);
    for (const attempt of [login(username, "wrong-again"), login(username, password)]) {
      const res = await attempt;
      expectApiError(res, 429);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
  });

  it(
    "never keeps the real admin out: attackers at many addresses only slow the username down",
    async () => {
      // Two addresses guess the real admin's username three times each (the second one as a fresh address count):
      // every failure is counted for the username.
      for (let a = 0; a < 2; a++) {
        await addressDoc(username).delete();
        for (let i = 0; i < 3; i++) expectApiError(await login(username, `guess-${a}-${i}`), 401);
      }
      const count = adminDoc(username);
      expect((await count.get()).data()?.failures).toBe(6);
      // A long attack from a thousand addresses, as its count would stand (sending it would take hours here).
      await count.update({ failures: 5_000 });
      // The admin, from an address of their own, still signs in (after the capped slowdown, not timed here).
      await addressDoc(username).delete();
      const res = await login(username, password);
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
      expect((await count.get()).exists, "a success clears the username's count").toBe(false);
    },
    scaled(30_000),
  );

  it(
    "lifts an address's limit once 15 minutes have passed since its window opened, not before",
    async () => {
      for (let i = 0; i < 5; i++) expectApiError(await login(username, `wrong-${i}`), 401);
      const doc = addressDoc(username);
      expect((await doc.get()).data()?.failures).toBe(5);
      // The clock cannot be moved inside the function, so the window's stored start is moved back instead.
      const openedAgo = (ms: number) => doc.update({ windowStart: Timestamp.fromMillis(Date.now() - ms) });

      await openedAgo(14 * 60_000);
      const stillRefused = await login(username, password);
      expectApiError(stillRefused, 429);
      expect(Number(stillRefused.headers.get("retry-after"))).toBeLessThanOrEqual(60);

      await openedAgo(15 * 60_000 + 1_000);
      expect((await login(username, password)).status).toBe(200);
      expect((await doc.get()).exists, "a success clears the member's count at the address").toBe(false);
    },
    scaled(30_000),
  );

  it(
    "counts parallel guesses from one address too: of 10 simultaneous wrong passwords at most 5 are tried",
    async () => {
      // Twice the limit: enough to prove parallel guesses are counted. The Functions emulator starts one worker
      // process per concurrent request, so many more at once cost minutes of CPU on a 2-core machine.
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(`parallel-${i}`, `guess-${i}`)));
      for (const res of answers) expectApiError(res, "4xx");
      expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
      expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
    },
    scaled(30_000),
  );

  it("bounds what anonymous guessing writes: unknown usernames add no document of their own", async () => {
    const names = Array.from({ length: 4 }, (_, i) => `ghost-${randomUUID().slice(0, 8)}-${i}`);
    for (const name of names) expectApiError(await login(name, "whatever"), 401);
    for (const name of names) expect((await adminDoc(name).get()).exists, name).toBe(false);
    expect((await addressDoc().get()).data()?.failures).toBe(4);
  });

  it("marks every count with the end of its window, for the TTL policy that deletes it", async () => {
    expectApiError(await login(username, "wrong"), 401);
    for (const doc of [addressDoc(username), adminDoc(username)]) {
      const data = (await doc.get()).data()!;
      expect(data.expireAt.toMillis() - data.windowStart.toMillis()).toBe(15 * 60_000);
    }
    expect((await login(username, password)).status).toBe(200);
  });

  it(
    "lets simultaneous correct sign-ins in: one success clearing the count never turns another into a 429",
    async () => {
      // As the e2e suite's two browsers (and two admins in two tabs) do, from one address; fewer at once than the
      // limit, so none may be refused. functions/src/admin/admins.repository.test.ts forces the interleavings.
      const busy = `busy-admin-${randomUUID().slice(0, 8)}`;
      await getFirestore()
        .collection("admins")
        .doc(busy)
        .set({ username: busy, passwordHash: await bcrypt.hash(password, 10), createdAt: new Date() });
      try {
        for (let round = 0; round < 4; round++) {
          const answers = await Promise.all(Array.from({ length: 3 }, () => login(busy, password)));
          expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
        }
      } finally {
        await getFirestore().collection("admins").doc(busy).delete();
      }
    },
    scaled(30_000),
  );

  it("never refuses a member for failures under other names at the same address (one office, one address)", async () => {
    for (let i = 0; i < 6; i++) expectApiError(await login(`colleague-typo-${i}`, `wrong-${i}`), i < 5 ? 401 : 429);
    expect((await login(username, password)).status).toBe(200);
  });

  it(
    "lets a browser that signed the member in before through while the member's count at the address is spent",
    async () => {
      const first = await login(username, password);
      expect(first.status).toBe(200);
      const cookie = /(__session=[^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1];
      expect(first.headers.get("set-cookie")).toMatch(/HttpOnly/i);
      expect(cookie, "the device proof comes as the one cookie Hosting forwards").toBeDefined();
      // Someone else at the address guesses the member's password until the member's count there is spent.
      for (let i = 0; i < 5; i++) expectApiError(await login(username, `guess-${i}`), 401);
      expectApiError(await login(username, password), 429);
      // The member's own browser is counted on its own, and is not slowed down by the guesses.
      const started = Date.now();
      expect((await login(username, password, { Cookie: cookie! })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(scaled(4_000));
      // A proof that was never issued is worth nothing.
      expectApiError(await login(username, password, { Cookie: "__session=forged.proof.value" }), 429);
    },
    scaled(30_000),
  );

  it("accepts any typed username without a server error (slashes, dots, reserved ids)", async () => {
    for (const name of ["a/b", "..", ".", "__name__", "admins/admin"]) {
      expectApiError(await login(name, "whatever"), "4xx");
    }
  });
});
