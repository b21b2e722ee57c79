import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { renderedCoverPainted } from "@/lib/page-data";
import "./index.css";

const root = createRoot(document.getElementById("root")!);
// A book page arrives with its cover in the HTML: the app takes over once that cover is on screen. The first
// render is a transition: React renders it in slices, yielding to the browser every few milliseconds, instead
// of one long task that blocks input while the whole page is built (Lighthouse's Total Blocking Time).
void renderedCoverPainted().then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
