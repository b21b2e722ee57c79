import { RENDERED_PAGE } from "@bookstore/schema/rendered-page";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { prepareRenderedPage } from "@/app/router";
import { skipSplash } from "@/components/layout/splash-screen";
import { createQueryClient } from "@/lib/query-client";
import "./index.css";

// A page the function rendered (a book's, an author's) arrives with its content and data in the HTML; the code
// that takes such a page over is loaded only there.
const renderedPage = document.querySelector(`template[${RENDERED_PAGE.defaultsAttribute}]`)
  ? import("@/lib/page-data")
  : undefined;

/** How long a rendered page's own code and data are waited for before the app takes over regardless. */
const PREPARE_WAIT_MS = 3_000;

async function start() {
  const queryClient = createQueryClient();
  // The page's content is on screen already: no first-load spinner over it.
  if (renderedPage) skipSplash();
  const prepared = renderedPage
    ? Promise.race([
        prepareRenderedPage(location.pathname, queryClient).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, PREPARE_WAIT_MS)),
      ])
    : undefined;
  // Should that code fail to arrive, the app still starts: it then reads the page's book itself.
  const takeOver = await renderedPage?.catch(() => undefined);
  // The app takes over once the rendered cover is on screen, with the page's book already in its cache and the
  // page's own code loaded: its first render draws the page, never a loading state over the content.
  await takeOver?.renderedCoverPainted();
  takeOver?.takeOverRenderedPage(queryClient);
  await prepared;
  const root = createRoot(document.getElementById("root")!);
  // The first render is a transition: React renders it in slices, yielding to the browser every few
  // milliseconds, instead of one long task that blocks input while the whole page is built (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
