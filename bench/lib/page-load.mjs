// One cold page load in Chromium (fresh context: empty cache, no cookies), recording every response with the
// bytes that crossed the wire. The home page fetches under a 2 s splash screen (product §2), so the load is watched
// until the network has been quiet and the splash has lifted.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const SPLASH_MS = 2000;

export async function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * @returns {Promise<{ failed: Array<{ url: string, error?: string }>, responses: Array<{ url: string, path: string, kind: "js" | "api" | "other", status: number,
 *   encoding: string | undefined, transferBytes: number, bodyBytes: number, gzipBytes: number }> }>}
 *   transferBytes is the body as received (Content-Encoding applied, headers excluded); gzipBytes is what the
 *   decoded body weighs gzipped by zlib at its default level, whatever the server sent. A request that fails
 *   has no response; it is listed in `failed` so a broken load cannot pass for a light one.
 */
export async function recordPageLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  const failed = [];
  page.on("response", (response) => pending.push(describe(response)));
  page.on("requestfailed", (request) => failed.push({ url: request.url(), error: request.failure()?.errorText }));
  try {
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    await page.waitForTimeout(SPLASH_MS);
    await page.waitForLoadState("networkidle");
    return { responses: await Promise.all(pending), failed };
  } finally {
    await context.close();
  }
}

async function describe(response) {
  await response.finished();
  const { pathname } = new URL(response.url());
  const headers = await response.allHeaders();
  const contentType = headers["content-type"] ?? "";
  const kind = pathname.startsWith("/api/")
    ? "api"
    : /javascript/.test(contentType) || pathname.endsWith(".js")
      ? "js"
      : "other";
  const sizes = await response.request().sizes();
  const status = response.status();
  // Redirects and 304s have no body.
  const body = status >= 200 && status < 300 && status !== 204 ? await response.body() : Buffer.alloc(0);
  return {
    url: response.url(),
    path: pathname,
    kind,
    status,
    encoding: headers["content-encoding"],
    transferBytes: sizes.responseBodySize,
    bodyBytes: body.length,
    gzipBytes: body.length ? gzipSync(body).length : 0,
  };
}
