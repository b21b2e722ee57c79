import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import "./index.css";

// The first render as a transition: React renders it in slices, yielding to the browser every few milliseconds,
// instead of one long task that blocks input while the whole page is built (Lighthouse's Total Blocking Time).
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
