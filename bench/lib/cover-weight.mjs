// The bytes of a book page's cover as a phone and a desktop fetch it: the browser picks a width from the cover's
// srcset for its screen, so each viewport is loaded cold in its own context.
import { gzipSync } from "node:zlib";

/** A phone (an iPhone SE's screen at twice its pixels) and a desktop. */
export const COVER_VIEWPORTS = [
  { label: "375 px", viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true },
  { label: "1280 px", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
];
const SPLASH_MS = 2000;

/**
 * @returns {Promise<{ bookId: string, viewports: Array<{ label: string, bytes: number, files: string[] }>, artwork: { bytes: number, gzipBytes: number } }>}
 *   `artwork` is the seed's SVG file as the storefront served it before covers were uploaded, for comparison.
 */
export async function coverWeights(browser, origin, bookId) {
  const viewports = [];
  for (const { label, ...options } of COVER_VIEWPORTS) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const covers = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith(`/api/covers/${bookId}/`)) covers.push(response);
    });
    try {
      await page.goto(`${origin}/books/${bookId}`, { waitUntil: "networkidle", timeout: 60_000 });
      await page.waitForTimeout(SPLASH_MS);
      await page.waitForLoadState("networkidle");
      const bodies = await Promise.all(covers.map((response) => response.body()));
      viewports.push({
        label,
        bytes: bodies.reduce((sum, body) => sum + body.length, 0),
        files: covers.map((response) => new URL(response.url()).pathname.split("/").at(-1)),
      });
    } finally {
      await context.close();
    }
  }
  const svg = Buffer.from(await (await fetch(`${origin}/covers/${bookId}.svg`)).arrayBuffer());
  return { bookId, viewports, artwork: { bytes: svg.length, gzipBytes: gzipSync(svg).length } };
}
