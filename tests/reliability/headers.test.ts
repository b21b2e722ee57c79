import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { orderBody } from "../support/orders";
import { makeBook } from "@bookstore/testing/factories";
import type { Book } from "@bookstore/schema";
// @ts-expect-error: a plain ES module of the repo's scripts, without type declarations
import { hostingConfig, IMMUTABLE } from "../../scripts/hosting-config.mjs";
import { hostingPatterns } from "../../scripts/hosting-paths.mjs";

const assetsDir = fileURLToPath(new URL("../../web/dist/assets/", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const hosted = (path: string, headers: Record<string, string> = {}) => fetch(`${HOSTING_URL}${path}`, { headers });

/** The CSP's directives as a map: "script-src" → ["'self'", "https://apis.google.com"]. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("Hosting headers (firebase.json), read through the Hosting emulator", () => {
  // Book and author pages are the function's (api/rendered-pages.test.ts checks their headers).
  const pages = ["/", "/index.html", "/search", "/dashboard/manage-books", "/admin", "/checkout"];

  it.each(pages)("%s: index.html is revalidated on every load (no-cache)", async (path) => {
    const res = await hosted(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves hashed assets as immutable for a year", async () => {
    const asset = readdirSync(assetsDir).find((name) => /-[A-Za-z0-9_-]{8}\.js$/.test(name));
    expect(asset).toBeDefined();
    const res = await hosted(`/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends security headers with the page: COOP for the sign-in popup, nosniff, a referrer policy", async () => {
    const res = await hosted("/");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("has a Content-Security-Policy that still lets Firebase Auth and the Google popup work", async () => {
    const csp = directives((await hosted("/")).headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(expect.arrayContaining(["'self'", "https://apis.google.com"]));
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("connect-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
      ]),
    );
    expect(csp.get("frame-src")).toEqual(
      expect.arrayContaining(["https://*.firebaseapp.com", "https://accounts.google.com"]),
    );
    // Covers may be any https URL the admin typed (product §3); Google avatars too.
    expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "https:"]));
    expect(csp.get("img-src")).not.toContain("http:");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("what production Hosting serves (firebase.json and the built app)", () => {
  const config = JSON.parse(readFileSync(fileURLToPath(new URL("../../firebase.json", import.meta.url)), "utf8"));

  it.each(["/assets/no-such-file.js", "/assets/no-such-file.css", "/assets/gone-AbCd1234.js", "/assets/sub/x.js"])(
    "answers %s, an asset that does not exist, with a 404 that no cache keeps for a year",
    async (path) => {
      const res = await hosted(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
      expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
    },
  );

  it("sends every path either to the SPA with the page headers or to the function with none of them", () => {
    const { headers, rewrites } = config.hosting as {
      headers: { regex: string }[];
      rewrites: { regex: string; function?: unknown; destination?: string }[];
    };
    const paths = [
      "/",
      "/books",
      "/book/x",
      "/authors",
      "/author/x",
      "/search",
      "/s",
      "/site",
      "/sitema",
      "/api",
      "/apis",
    ];
    // Book and author pages are rendered by the function, which sends the page headers itself (from index.html's).
    const functionPaths = [
      "/api/books/",
      "/sitemap.xml",
      "/sitemap-2.xml",
      "/sitemaps/x",
      "/books/x",
      "/books/x/y",
      "/authors/y",
    ];
    for (const path of [...paths, ...functionPaths]) {
      const rewrite = rewrites.find((rule) => new RegExp(rule.regex).test(path));
      const pageHeaders = headers.filter((rule) => new RegExp(rule.regex).test(path));
      if (functionPaths.includes(path)) {
        expect(rewrite?.function, path).toBeDefined();
        expect(pageHeaders, path).toEqual([]);
      } else {
        expect(rewrite?.destination, path).toBe("/index.html");
        expect(pageHeaders, path).toHaveLength(2);
      }
    }
  });

  it("spells its path patterns from one list of the function's prefixes (scripts/hosting-paths.mjs)", () => {
    const patterns = hostingPatterns();
    const { headers, rewrites } = config.hosting as { headers: { regex: string }[]; rewrites: { regex: string }[] };
    expect(headers.map((rule) => rule.regex)).toEqual([patterns.pageHeaders, patterns.pageCache]);
    expect(rewrites.at(-1)?.regex).toBe(patterns.appFallback);
  });

  it("lets the production CSP reach no emulator: only the emulator runs add the Auth emulator's origin", () => {
    for (const deployed of [config, hostingConfig(repoRoot)]) {
      const headers = JSON.stringify(deployed.hosting.headers);
      expect(headers).toContain("Content-Security-Policy");
      expect(headers).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
    }
  });

  it("deploys the year-long cache for exactly the files the build made", () => {
    const rule = hostingConfig(repoRoot).hosting.headers.find(
      (r: { headers: { value: string }[] }) => r.headers[0]?.value === IMMUTABLE,
    );
    const pattern = new RegExp(rule.regex);
    for (const name of readdirSync(assetsDir).filter((file) => !file.endsWith(".map")))
      expect(pattern.test(`/assets/${name}`), name).toBe(true);
    expect(pattern.test("/assets/gone-AbCd1234.js")).toBe(false);
  });

  it("deploys no source map, and no script points to one", () => {
    expect(config.hosting.ignore).toContain("**/*.map");
    for (const name of readdirSync(assetsDir).filter((file) => file.endsWith(".js"))) {
      expect(readFileSync(`${assetsDir}${name}`, "utf8"), name).not.toContain("sourceMappingURL");
    }
  });

  it("ships React Router's production build (no developer warnings in the bundle)", () => {
    const scripts = readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
    const withRouter = scripts.filter((name) => readFileSync(`${assetsDir}${name}`, "utf8").includes("useNavigate"));
    expect(withRouter.length).toBeGreaterThan(0);
    for (const name of scripts)
      expect(readFileSync(`${assetsDir}${name}`, "utf8"), name).not.toContain("Hey developer");
  });
});

describe("API headers, through the Hosting rewrite", () => {
  let shopper: Shopper;
  let book: Book;
  beforeAll(async () => {
    [shopper, book] = await Promise.all([createShopper("headers"), makeBook({ label: "Headers" })]);
  });

  it("sends no CORS headers to another origin: the API is same-origin through Hosting", async () => {
    const origin = "https://evil.example";
    const read = await api(`/api/books/${book._id}`, { headers: { Origin: origin } });
    const preflight = await api("/api/orders/", {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    for (const res of [read, preflight]) {
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      expect(res.headers.get("access-control-allow-methods")).toBeNull();
    }
  });

  it("keeps helmet's defaults: Hosting's page headers do not apply to /api", async () => {
    const res = await api(`/api/books/${book._id}`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    // No x-powered-by check here: the Functions emulator's own Express proxy adds one; the app's is off
    // (functions/src/app.test.ts).
  });

  // The 304 answer itself is tested in api/books.test.ts, against the function (the emulator's proxy drops
  // conditional headers).
  it("lets browsers and CDNs keep the public catalog briefly, with an ETag", async () => {
    for (const path of ["/api/books/", `/api/books/${book._id}`]) {
      const res = await api(path);
      expect(res.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=30");
      expect(res.headers.get("etag")).toBeTruthy();
    }
  });

  it("marks every authenticated answer private, no-store", async () => {
    const token = await adminToken();
    const answers = [
      await api("/api/admin", { token }),
      await api(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token: shopper.idToken }),
      await api("/api/orders/", { method: "POST", token: shopper.idToken, body: orderBody(shopper, [book._id]) }),
      await api("/api/auth/admin", { method: "POST", body: { username: "admin", password: "admin123" } }),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("lets no cache keep an error, refusals of sign-in included, even on the public catalog routes", async () => {
    const answers = [
      await api("/api/admin"),
      await api("/api/admin", { token: "not-a-token" }),
      await api("/api/orders/email/someone%40example.com"),
      await api("/api/orders/email/someone%40example.com", { token: "not-a-token" }),
      await api("/api/books/no-such-book"),
      await api("/api/books/?limit=zero"),
    ];
    expect(answers.map((res) => res.status)).toEqual([401, 403, 401, 401, 404, 400]);
    for (const res of answers) expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
