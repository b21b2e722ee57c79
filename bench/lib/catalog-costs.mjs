// What the catalog's searches, filters and sorts cost per request at a given catalog size: the Firestore reads as
// billed and the time, from the built function run in this process (order-costs.mjs counts the reads).
import { sample, startApi } from "./order-costs.mjs";
import { CATALOG_CASES } from "./plan.mjs";

/** Page sizes 12, 13, 14, ...: each request is a query the function has not cached, at about the home page's size. */
const pageOf = (path, i) => `${path}&limit=${13 + i}`;

export async function measureCatalogCosts() {
  const { port } = (await startApi()).address();
  const figures = {};
  for (const { path } of CATALOG_CASES) {
    const alone = await sample((i) => `http://127.0.0.1:${port}${pageOf(path, i)}`);
    figures[path] = { aloneMs: alone.ms, ownMs: alone.ownMs, reads: alone.reads, books: alone.answered };
  }
  return figures;
}
