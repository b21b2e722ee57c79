import { Router, type Request } from "express";
import { badRequest } from "../lib/http-error";
import type { SitemapService } from "./sitemap.service";

// The same for every crawler; Hosting's CDN keeps it for the hour (a new book shows within that hour).
const SITEMAP_CACHE = "public, max-age=3600";

// A host name or an IPv4/IPv6 address, with an optional port: nothing that could end an XML element or a line.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the shopper's browser reached the store: behind Hosting (production and the emulator) that is the
 * X-Forwarded-Host it sets ("trust proxy" is on), with X-Forwarded-Proto (https in production, none and so http
 * in the emulator). The store answers on every domain it is connected to, so no one address is configured.
 */
function siteOrigin(req: Request): string {
  const host = req.host ?? "";
  if (!HOST.test(host) || (req.protocol !== "https" && req.protocol !== "http")) {
    throw badRequest("The request does not name a valid host");
  }
  return `${req.protocol}://${host.toLowerCase()}`;
}

export function createSitemapRouter(sitemap: SitemapService) {
  const router = Router();

  // GET /sitemap.xml — the home page and every book page (an index of files past 50,000 addresses).
  router.get("/sitemap.xml", async (req, res) => {
    const xml = await sitemap.sitemap(siteOrigin(req));
    res.set("Cache-Control", SITEMAP_CACHE).type("application/xml").send(xml);
  });

  // GET /sitemap-N.xml — one file of the index.
  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, async (req, res) => {
    const xml = await sitemap.sitemapPart(siteOrigin(req), Number(req.params[0]));
    res.set("Cache-Control", SITEMAP_CACHE).type("application/xml").send(xml);
  });

  return router;
}
