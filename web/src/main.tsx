import { RENDERED_PAGE } from "@bookstore/schema/rendered-page";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { preloadAdminArea } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import "./index.css";

// A page the function rendered (a book's, an author's) arrives with its content and data in the HTML; the code
// that takes such a page over is loaded only there.
const renderedPage = document.querySelector(`[${RENDERED_PAGE.tagAttribute}]`) ? import("@/app/take-over") : undefined;
// On the admin's pages, whose HTML draws their skeleton, the first render waits for their code to draw them.
const adminArea = preloadAdminArea(location.pathname);

async function start() {
  const queryClient = createQueryClient();
  // Should that code fail to arrive, the app still starts: it then reads the page's book itself.
  await (await renderedPage?.catch(() => undefined))?.takeOver(queryClient);
  // Should it fail to arrive, the app still starts, and its router tries again (or says it could not).
  await adminArea?.catch(() => undefined);
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
