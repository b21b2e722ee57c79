import { useEffect, useState } from "react";
import { whenIdleAfterLoad } from "@/lib/idle";

// Once reached, it stays reached: a page the shopper comes back to draws everything at once.
let reached = false;

/** False until the browser is first idle after the page's load event, then true: for what the first screen does not need. */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(reached);
  useEffect(() => {
    if (idle) return;
    return whenIdleAfterLoad(() => {
      reached = true;
      setIdle(true);
    });
  }, [idle]);
  return idle;
}
