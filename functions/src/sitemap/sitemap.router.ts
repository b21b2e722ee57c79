import { Router } from "express";
import type { SitemapService } from "./sitemap.service";

// The same for every crawler; Hosting's CDN keeps it for the hour (a new book shows within that hour).
const SITEMAP_CACHE = "public, max-age=3600";

/**
 * `siteUrl` is the store's configured address: a sitemap is cached publicly for an hour, so its addresses never
 * come from a header a client can write (X-Forwarded-Host).
 */
export function createSitemapRouter(sitemap: SitemapService, siteUrl: () => string) {
  const router = Router();

  // GET /sitemap.xml — the home page and every book page (an index of files past 50,000 addresses).
  router.get("/sitemap.xml", async (_req, res) => {
    const xml = await sitemap.sitemap(siteUrl());
    res.set("Cache-Control", SITEMAP_CACHE).type("application/xml").send(xml);
  });

  // GET /sitemap-N.xml — one file of the index.
  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, async (req, res) => {
    const xml = await sitemap.sitemapPart(siteUrl(), Number(req.params[0]));
    res.set("Cache-Control", SITEMAP_CACHE).type("application/xml").send(xml);
  });

  return router;
}
