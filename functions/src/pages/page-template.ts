import { createHash } from "node:crypto";
import { HttpError } from "../lib/http-error";

/** The app's index.html as Hosting serves it now, and the page headers Hosting sends with it. */
export interface PageTemplate {
  html: string;
  /** Changes with every release: part of the key of every rendered page. */
  etag: string;
  /** Hosting's header rules for the store's pages (CSP and the other security headers), to send the same. */
  headers: Record<string, string>;
}

// Hosting's page headers that a rendered page repeats; caching is the page's own.
const PAGE_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "strict-transport-security",
];

/**
 * How long a template is used before Hosting is asked (conditionally) whether it is still the current one. A new
 * release is seen within this time; Hosting also empties its CDN on every release, so no page cached there
 * outlives the release it was rendered from.
 */
export const TEMPLATE_CHECK_MS = 1_000;

export interface PageTemplateOptions {
  /** The address of the store's index.html on Hosting. */
  url: () => string;
  fetch?: typeof globalThis.fetch;
  checkMs?: number;
  now?: () => number;
}

const unavailable = () =>
  new HttpError(503, "page-unavailable", "The store's page could not be loaded. Please try again.", {
    headers: { "Retry-After": "5" },
  });

/**
 * The template every page is rendered from is the one Hosting serves at this moment, never a copy bundled with
 * the function: Hosting and the function deploy separately, and a page built from another release's index.html
 * would name script files that release no longer has (a blank page). Kept in memory and revalidated with its
 * ETag, so a current template costs Hosting a 304 at most once a second per instance.
 */
export function createPageTemplateSource({
  url,
  fetch = globalThis.fetch,
  checkMs = TEMPLATE_CHECK_MS,
  now = Date.now,
}: PageTemplateOptions) {
  let current: PageTemplate | undefined;
  let checkedAt = 0;
  let pending: Promise<PageTemplate> | undefined;

  async function revalidate(): Promise<PageTemplate> {
    const response = await fetch(url(), {
      headers: current ? { "If-None-Match": current.etag } : {},
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 304 && current) return current;
    if (!response.ok) throw new Error(`Hosting answered ${response.status} for the page template`);
    const html = await response.text();
    const headers: Record<string, string> = {};
    for (const name of PAGE_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    return {
      html,
      etag: response.headers.get("etag") ?? `"${createHash("sha256").update(html).digest("base64url")}"`,
      headers,
    };
  }

  return {
    async get(): Promise<PageTemplate> {
      if (current && now() - checkedAt < checkMs) return current;
      pending ??= revalidate()
        .then((template) => {
          current = template;
          checkedAt = now();
          return template;
        })
        .catch(() => {
          // Hosting unreachable: it cannot serve the app's scripts either. Nothing is rendered from a template
          // that may belong to another release.
          current = undefined;
          throw unavailable();
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}
export type PageTemplateSource = ReturnType<typeof createPageTemplateSource>;
