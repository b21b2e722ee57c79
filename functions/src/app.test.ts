import { BOOK_IMPORT, COVER_UPLOAD } from "@bookstore/schema";
import express from "express";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { createApp, MAX_BODY_BYTES } from "./app";
import { signAdminToken } from "./auth/admin-token";
import { STAFF_SESSIONS } from "./auth/require-admin";
import { createDeps } from "./deps";
import { createSitemapService } from "./sitemap";

// The app alone, without Firestore: only paths that fail before any database access.
const app = createApp(createDeps());

describe("the Express app's error answers", () => {
  it("answers malformed JSON with 400 in the one error shape", async () => {
    const res = await request(app).post("/api/auth/admin").set("Content-Type", "application/json").send("{bad");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "malformed-json", message: "The request body is not valid JSON" } });
  });

  it("answers an oversized body with 413", async () => {
    const res = await request(app)
      .post("/api/auth/admin")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ username: "a", password: "x".repeat(MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload-too-large");
  });

  it("answers a body of 1 MB with 413 too", async () => {
    const res = await request(app)
      .post("/api/auth/admin")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ username: "a", password: "x".repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload-too-large");
  });

  it("lets the CSV import take files past the JSON limit, up to its own limit, and refuses larger ones with 413", async () => {
    // No token: a body the limits let through reaches the route's admin check (401) before any database access.
    const upload = (bytes: number) =>
      request(app).post("/api/books/import?dryRun=true").set("Content-Type", "text/csv").send("x".repeat(bytes));
    expect((await upload(MAX_BODY_BYTES * 4)).status).toBe(401);
    const tooLarge = await upload(BOOK_IMPORT.maxBytes + 1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe("payload-too-large");
    // Elsewhere the JSON limit still holds, whatever the content type says.
    const elsewhere = await request(app)
      .post("/api/books/create-book")
      .set("Content-Type", "text/csv")
      .send("x".repeat(MAX_BODY_BYTES * 4));
    expect(elsewhere.status).toBe(413);
  });

  it("refuses a spreadsheet whose header cell is a megabyte with a small JSON 413, before any database access", async () => {
    vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore");
    // The guard's read of the member, answered here: an owner whose token is current.
    const owner = { id: "admin", username: "admin", role: "owner" as const, disabled: false, tokenVersion: 0 };
    const signedIn = createApp(createDeps()).set(STAFF_SESSIONS, async () => owner);
    try {
      const res = await request(signedIn)
        .post("/api/books/imports/preview")
        .set("Authorization", `Bearer ${signAdminToken({ id: "admin", version: 0 }).token}`)
        .set("Content-Type", "text/csv")
        .send(`Title,${"x".repeat(1024 * 1024 + 1)}\nA,B\n`);
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe("header-too-large");
      expect(res.text.length).toBeLessThan(1024);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("lets a cover upload take an image up to its own limit, and refuses a larger one with 413", async () => {
    const upload = (bytes: number, type = "image/jpeg") =>
      request(app).put("/api/books/b1/cover").set("Content-Type", type).send(Buffer.alloc(bytes));
    expect((await upload(MAX_BODY_BYTES * 4)).status).toBe(401);
    const tooLarge = await upload(COVER_UPLOAD.maxBytes + 1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe("payload-too-large");
    // Only the upload: other routes keep the JSON limit.
    expect(
      (
        await request(app)
          .post("/api/books/b1/cover")
          .send(Buffer.alloc(MAX_BODY_BYTES * 4))
      ).status,
    ).toBe(413);
  });

  it("answers unknown routes with a 404 JSON error and never HTML", async () => {
    const res = await request(app).get("/api/unknown");
    expect(res.status).toBe(404);
    expect(res.type).toBe("application/json");
  });

  it.each(["/api/books/%E0%A4%A", "/api/books/%", "/api/orders/email/%ZZ"])(
    "answers a malformed %%-escape in a path parameter (%s) with 400 in the one error shape, not a 500",
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: "invalid-request", message: "The request is not valid" } });
    },
  );

  it("sets helmet's security headers and hides the framework", async () => {
    const res = await request(app).get("/api/unknown");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("takes off the X-Powered-By that the platform's own Express sets before the app runs", async () => {
    // The Functions framework mounts the app in an Express app of its own, with the header on; helmet takes it
    // off. (The Functions emulator's hub adds one again after the function answered: it is not deployed.)
    const platform = express().use(app);
    for (const path of ["/api/unknown", "/api/books/%"]) {
      expect((await request(platform).get(path)).headers["x-powered-by"]).toBeUndefined();
    }
  });
});

const sitemap = createSitemapService({
  async *bookDates() {
    yield { id: "b1", changedAt: new Date("2024-02-03T04:05:06.000Z") };
  },
  catalogVersion: async () => undefined,
});
const crawlerApp = createApp({
  ...createDeps(),
  sitemap,
  siteUrl: () => "https://shop.example",
});

// The sitemap at the site's root, with the books in memory; tests/api/sitemap.test.ts reads them through
// Hosting.
describe("the sitemap's routes", () => {
  it("answers /sitemap.xml as cacheable XML naming the store's configured address", async () => {
    const res = await request(crawlerApp).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.text).toContain("<loc>https://shop.example/books/b1</loc>");
  });

  it.each(["evil.example", "shop.example/<x>", "a b"])(
    "never takes its addresses from a host a request names (%j): a cached sitemap cannot be poisoned",
    async (host) => {
      const res = await request(crawlerApp)
        .get("/sitemap.xml")
        .set("X-Forwarded-Host", host)
        .set("X-Forwarded-Proto", "http");
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(host);
      expect(res.text).toContain("<loc>https://shop.example/</loc>");
    },
  );

  it("answers a file the index does not have with a 404 JSON error", async () => {
    for (const path of ["/sitemap-1.xml", "/sitemap-0.xml", "/sitemapx"]) {
      const res = await request(crawlerApp).get(path);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toBe("application/json");
    }
  });
});
