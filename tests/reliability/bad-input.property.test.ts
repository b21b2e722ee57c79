import {
  adminLoginSchema,
  bookEditSchema,
  bookInputSchema,
  bookListQuerySchema,
  orderListQuerySchema,
  orderStatusChangeSchema,
  isDocumentId,
  orderInputSchema,
} from "@bookstore/schema";
import fc from "fast-check";
import { parse as parseQuery } from "node:querystring";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  alsoDirect,
  expectRefused,
  send,
  SNAPSHOT_OPTIONS,
  VALID_BOOK,
  VALID_LOGIN,
  validOrder,
  withKey,
  type Auth,
  type BadRequest,
  type Credentials,
} from "../support/bad-input";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { snapshotDatabase } from "@bookstore/testing/database";
import { storeOrders } from "@bookstore/testing/stored-orders";
import { scaled } from "@bookstore/testing/timeouts";
import { recordFigures } from "../support/figures";
import { makeBook } from "@bookstore/testing/factories";

// Property: whatever the contract (the shared zod schemas) refuses, the API refuses with a 4xx JSON error and
// Firestore does not change. Every generated request is invalid by construction, checked against the schema.
const RUNS = 320;

let shopper: Shopper;
let credentials: Credentials;
let existingIds: Set<string>;
let placedOrder: string;
let before: Record<string, unknown>;
let sent = 0;

beforeAll(async () => {
  shopper = await createShopper("fuzz");
  credentials = { admin: await adminToken(), shopper: shopper.idToken };
  // Another shopper's order, still placed: a malformed move accepted would show in the snapshot as a shipped order.
  const owner = await createShopper("fuzz-owner");
  [placedOrder] = (await storeOrders([
    { shopper: owner, books: [await makeBook({ label: "Bad input" })], createdAt: new Date() },
  ])) as [string];
  existingIds = new Set((await api<{ _id: string }[]>("/api/books/")).body.map((b) => b._id));
  before = await snapshotDatabase(SNAPSHOT_OPTIONS);
});
afterAll(() => recordFigures("bad-input-property", { requests: sent }));

const DANGEROUS_KEYS = ["__proto__", "constructor", "prototype", "_id", "uid", "role", "createdAt", "totalCents"];
const anyJson = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const hugeString = fc
  .integer({ min: 5_001, max: 8_000 })
  .chain((n) => fc.constantFrom("é", "🔑", "x", "\u0000", "\u202e").map((c) => c.repeat(n)));

// Any UTF-16 text, lone surrogates included: what a hostile client can put in a JSON string.
const fullUnicode = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc
    .tuple(
      fc.string({ unit: "grapheme", maxLength: 10 }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.string({ maxLength: 10 }),
    )
    .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`),
);

/** The dotted paths of every string field of a valid body ("name", "address.city"). */
const stringPaths = (value: Record<string, unknown>, prefix = ""): string[] =>
  Object.entries(value).flatMap(([key, field]) =>
    typeof field === "string"
      ? [`${prefix}${key}`]
      : field && typeof field === "object" && !Array.isArray(field)
        ? stringPaths(field as Record<string, unknown>, `${prefix}${key}.`)
        : [],
  );

function setPath(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split(".") as [string, ...string[]];
  return {
    ...body,
    [head]: rest.length ? setPath({ ...(body[head] as Record<string, unknown>) }, rest.join("."), value) : value,
  };
}

/** One change that should make `valid` unacceptable; kept only if the contract really refuses the result. */
function brokenBody(valid: Record<string, unknown>, schema: z.ZodType): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const mutation = fc.oneof(
    fc.constantFrom(...keys).map((key) => (body: Record<string, unknown>) => {
      delete body[key];
      return JSON.stringify(body);
    }),
    fc.tuple(fc.constantFrom(...keys), anyJson).map(
      ([key, value]) =>
        (body: Record<string, unknown>) =>
          JSON.stringify({ ...body, [key]: value }),
    ),
    fc.tuple(fc.constantFrom(...keys), hugeString).map(
      ([key, value]) =>
        (body: Record<string, unknown>) =>
          JSON.stringify({ ...body, [key]: value }),
    ),
    fc.tuple(fc.constantFrom(...stringPaths(valid)), fullUnicode).map(
      ([path, value]) =>
        (body: Record<string, unknown>) =>
          JSON.stringify(setPath(body, path, value)),
    ),
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...DANGEROUS_KEYS), fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 })),
        anyJson,
      )
      .map(
        ([key, value]) =>
          (body: Record<string, unknown>) =>
            withKey(body, key, value),
      ),
    anyJson.map((value) => () => JSON.stringify([value])),
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => mutations.reduce<string>((text, mutate) => mutate(JSON.parse(text)), JSON.stringify(valid)))
    .filter((text) => !schema.safeParse(JSON.parse(text)).success);
}

/** Valid JSON text cut or spliced so that it no longer parses. */
function malformedJson(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const text = JSON.stringify(valid);
  return fc
    .tuple(
      fc.nat({ max: text.length - 1 }),
      fc.constantFrom("", "{", "}", ",", "'", "\\", "\u0000", "undefined", "NaN"),
    )
    .map(([at, junk]) => text.slice(0, at) + junk)
    .filter((candidate) => {
      try {
        JSON.parse(candidate);
        return false;
      } catch {
        return true;
      }
    });
}

const oddId = fc
  .oneof(
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
    fc.string({ unit: "binary", minLength: 1, maxLength: 20 }),
    fc.constantFrom(
      "..",
      "../admins/admin",
      "a/b",
      "__proto__",
      "__name__",
      "constructor",
      " ",
      "x".repeat(300),
      "%2e%2e",
    ),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/).map((s) => `missing-${s}`),
  )
  .filter((id) => id.trim() !== "" && !existingIds.has(id));
const encodedId = oddId.map((id) => encodeURIComponent(id));

const WRONG_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  "multipart/form-data; boundary=x",
  "text/html",
  "application/merge-patch+json",
];

function bodyRequests(
  method: string,
  path: fc.Arbitrary<string>,
  auth: Auth,
  valid: Record<string, unknown>,
  schema: z.ZodType,
) {
  const request = (
    label: string,
    rawBody: fc.Arbitrary<string>,
    contentType: fc.Arbitrary<string>,
    malformed = false,
  ) =>
    fc.record({ path, rawBody, contentType }).map((r): BadRequest => ({
      label: `${method} ${r.path} (${label})`,
      method,
      path: r.path,
      auth,
      rawBody: r.rawBody,
      contentType: r.contentType,
      malformedJson: malformed,
    }));
  return fc.oneof(
    { weight: 6, arbitrary: request("broken body", brokenBody(valid, schema), fc.constant("application/json")) },
    { weight: 1, arbitrary: request("malformed JSON", malformedJson(valid), fc.constant("application/json"), true) },
    {
      weight: 1,
      arbitrary: request("wrong content type", fc.constant(JSON.stringify(valid)), fc.constantFrom(...WRONG_TYPES)),
    },
    {
      weight: 1,
      arbitrary: request(
        "oversized",
        fc
          // Past ~64 KB the Functions emulator can crash on the early 413 (docs/reliability.md).
          .integer({ min: 33 * 1024, max: 60 * 1024 })
          .map((n) => JSON.stringify({ ...valid, padding: "z".repeat(n) })),
        fc.constant("application/json"),
      ),
    },
  );
}

function badRequests(): fc.Arbitrary<BadRequest> {
  const order = validOrder(shopper.email);
  const bookQuery = fc
    // Keys the platform's query parser reads differently (`a[b]` nesting; empty and `__proto__` keys dropped) are left out.
    .dictionary(
      fc.oneof(
        fc.constantFrom("category", "q", "limit", "offset", "cursor"),
        fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !/[[\]]|__proto__/.test(k)),
      ),
      fc.string({ unit: "grapheme", maxLength: 120 }),
      { minKeys: 1, maxKeys: 3 },
    )
    .map((query) => new URLSearchParams(query).toString())
    .filter((qs) => {
      const parsed = parseQuery(qs);
      return Object.keys(parsed).length > 0 && !bookListQuerySchema.safeParse(parsed).success;
    });
  // Well-formed cursors (base64url of "<ms>:<id>") whose id breaks the document-id rule: the server decodes them.
  const oddCursor = fc
    .tuple(fc.nat(), fc.oneof(oddId, fullUnicode, fc.constantFrom("__x__", "__name__", "a/b", "..")))
    .filter(([, id]) => !isDocumentId(id))
    .map(([ms, id]) => `limit=2&cursor=${Buffer.from(`${ms}:${id}`).toString("base64url")}`);
  const get = (label: string, path: fc.Arbitrary<string>, auth: Auth) =>
    path.map((p): BadRequest => ({ label: `${label} ${p}`, method: "GET", path: p, auth }));
  return fc.oneof(
    get(
      "GET /api/books/?",
      fc.oneof(bookQuery, oddCursor).map((qs) => `/api/books/?${qs}`),
      "none",
    ),
    get(
      "GET book",
      encodedId.map((id) => `/api/books/${id}`),
      "none",
    ),
    bodyRequests("POST", fc.constant("/api/books/create-book"), "admin", VALID_BOOK, bookInputSchema),
    bodyRequests(
      "PUT",
      fc.oneof(
        fc.constant("/api/books/edit/seed-book-01"),
        encodedId.map((id) => `/api/books/edit/${id}`),
      ),
      "admin",
      VALID_BOOK,
      // An edit may leave the author out (the stored one stays): its own contract says what breaks it.
      bookEditSchema,
    ),
    encodedId.map((id): BadRequest => ({
      label: `DELETE book ${id}`,
      method: "DELETE",
      path: `/api/books/${id}`,
      auth: "admin",
    })),
    bodyRequests("POST", fc.constant("/api/orders/"), "shopper", order, orderInputSchema),
    get(
      "GET orders of",
      fc
        .string({ unit: "grapheme", minLength: 1, maxLength: 60 })
        .filter((e) => e.trim().toLowerCase() !== shopper.email)
        .map((e) => `/api/orders/email/${encodeURIComponent(e)}`),
      "shopper",
    ),
    bodyRequests("POST", fc.constant("/api/auth/admin"), "none", VALID_LOGIN, adminLoginSchema),
    bodyRequests(
      "PATCH",
      fc.oneof(
        fc.constant(`/api/orders/${placedOrder}`),
        encodedId.map((id) => `/api/orders/${id}`),
      ),
      "admin",
      { status: "shipped" },
      orderStatusChangeSchema,
    ),
    get(
      "GET /api/orders/?",
      fc
        .dictionary(
          fc.constantFrom("status", "q", "limit", "cursor", "sort"),
          fc.string({ unit: "grapheme", maxLength: 300 }),
          { minKeys: 1, maxKeys: 3 },
        )
        .map((query) => new URLSearchParams(query).toString())
        .filter((qs) => !orderListQuerySchema.safeParse(parseQuery(qs)).success)
        .map((qs) => `/api/orders/?${qs}`),
      "admin",
    ),
    fc.stringMatching(/^[!-~]{1,200}$/).map((token): BadRequest => ({
      label: `GET /api/admin with token ${token}`,
      method: "GET",
      path: "/api/admin",
      auth: "none",
      authorization: `Bearer ${token}`,
    })),
  );
}

describe(`${RUNS} generated malformed requests across the endpoints`, () => {
  it(
    "each gets a 4xx JSON error, never a 5xx",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          badRequests().chain((request) => fc.constantFrom(...alsoDirect([request]))),
          async (request) => {
            sent += 1;
            expectRefused(request, await send(request, credentials));
          },
        ),
        { numRuns: RUNS },
      );
    },
    scaled(30_000),
  );

  it("left Firestore exactly as it was", async () => {
    expect(await snapshotDatabase(SNAPSHOT_OPTIONS)).toEqual(before);
  });
});
