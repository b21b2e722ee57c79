import { startTransition, useEffect, useState } from "react";
import { whenIdleAfterLoad } from "@/lib/idle";

// Once reached, it stays reached: a page the shopper comes back to draws everything at once.
let reached = false;
const waiting = new Set<() => void>();
let cancelIdle: (() => void) | undefined;

// One idle callback for every component waiting, so all that appears then is rendered together, in one transition.
function onceIdleAfterLoad(callback: () => void): () => void {
  waiting.add(callback);
  cancelIdle ??= whenIdleAfterLoad(() => {
    reached = true;
    cancelIdle = undefined;
    // A transition: rendered in slices that leave the main thread free in between.
    startTransition(() => waiting.forEach((waiter) => waiter()));
    waiting.clear();
  });
  return () => {
    waiting.delete(callback);
    if (waiting.size > 0) return;
    cancelIdle?.();
    cancelIdle = undefined;
  };
}

/** False until the browser is first idle after the page's load event, then true: for what the first screen does not need. */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(reached);
  useEffect(() => (idle ? undefined : onceIdleAfterLoad(() => setIdle(true))), [idle]);
  return idle;
}
