import { describe, expect, it, vi } from "vitest";
import { createPageTemplateSource } from "./page-template";

const page = (script: string) => `<html><head><script src="/assets/${script}"></script></head></html>`;

/** Hosting as the function sees it: one release at a time, answering conditional requests with 304. */
function hosting() {
  const state = { release: page("index-v1.js"), etag: '"v1"', up: true, requests: [] as (string | null)[] };
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get("if-none-match");
    state.requests.push(ifNoneMatch);
    if (!state.up) throw new TypeError("fetch failed");
    if (ifNoneMatch === state.etag) return new Response(null, { status: 304 });
    return new Response(state.release, {
      headers: { etag: state.etag, "content-security-policy": "default-src 'self'", "cache-control": "no-cache" },
    });
  });
  return { state, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe("the page template", () => {
  it("renders from the release Hosting serves now: a new release's scripts are named within the check interval", async () => {
    let now = 0;
    const { state, fetch } = hosting();
    const source = createPageTemplateSource({ url: () => "https://shop.example/index.html", fetch, now: () => now });
    expect((await source.get()).html).toContain("index-v1.js");

    state.release = page("index-v2.js");
    state.etag = '"v2"';
    now += 999;
    // Within the interval the last answer stands (Hosting's CDN is emptied on a release anyway)…
    expect((await source.get()).html).toContain("index-v1.js");
    now += 1;
    // …and from then on only the new release's scripts are named: never the old ones, which are gone.
    const template = await source.get();
    expect(template.html).toContain("index-v2.js");
    expect(template.html).not.toContain("index-v1.js");
    expect(template.etag).toBe('"v2"');
  });

  it("asks Hosting conditionally, and keeps the page headers Hosting gives the store's pages", async () => {
    let now = 0;
    const { state, fetch } = hosting();
    const source = createPageTemplateSource({ url: () => "https://shop.example/index.html", fetch, now: () => now });
    const first = await source.get();
    now += 5_000;
    expect(await source.get()).toBe(first);
    expect(state.requests).toEqual([null, '"v1"']);
    expect(first.headers).toEqual({ "content-security-policy": "default-src 'self'" });
  });

  it("renders nothing from an old copy when Hosting cannot be reached: a 503 the shopper can retry", async () => {
    let now = 0;
    const { state, fetch } = hosting();
    const source = createPageTemplateSource({ url: () => "https://shop.example/index.html", fetch, now: () => now });
    await source.get();
    state.up = false;
    now += 2_000;
    await expect(source.get()).rejects.toMatchObject({ status: 503, code: "page-unavailable" });
    state.up = true;
    expect((await source.get()).html).toContain("index-v1.js");
  });

  it("asks Hosting once for requests that arrive together", async () => {
    const { state, fetch } = hosting();
    const source = createPageTemplateSource({ url: () => "https://shop.example/index.html", fetch });
    await Promise.all([source.get(), source.get(), source.get()]);
    expect(state.requests).toHaveLength(1);
  });
});
