import type { QueryClient } from "@tanstack/react-query";
import { renderedRoutes } from "@/app/router";
import { skipSplash } from "@/components/layout/splash-screen";
import { renderedCoverPainted, takeOverRenderedPage } from "@/lib/page-data";

/** How long a rendered page's own code and data are waited for before the app takes over regardless. */
const PREPARE_WAIT_MS = 3_000;

/** Loads the page's route module (and, for an author, the books the page lists) and hands it to the router. */
async function preparePage(pathname: string, queryClient: QueryClient) {
  const [, section, param = ""] = pathname.split("/");
  if (section === "authors") {
    await renderedRoutes.author();
    await (await import("@/app/routes/author")).prepare(queryClient, decodeURIComponent(param));
  } else if (section === "books") {
    await renderedRoutes.book();
  }
}

/**
 * Readies the app to take over a page the function rendered (a book's, an author's), whose content is on screen
 * from the first paint: no first-load spinner over it, and the app's first render waits until it draws the same
 * page, never a loading state in its place. Loaded only on such pages.
 */
export async function takeOver(queryClient: QueryClient) {
  skipSplash();
  const prepared = Promise.race([
    preparePage(location.pathname, queryClient).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, PREPARE_WAIT_MS)),
  ]);
  // Once the rendered cover is on screen (replacing it while it loads would draw it again from the start), with
  // the page's book already in the query cache.
  await renderedCoverPainted();
  takeOverRenderedPage(queryClient);
  await prepared;
}
