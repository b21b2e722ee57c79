import { useEffect, useState } from "react";
import { Spinner } from "@/components/spinner";

/** product §9: the first-load spinner shows for 2000 ms. */
export const SPLASH_DURATION_MS = 2000;

/**
 * The first load of the store in a tab shows it; a reload or another page opened in the same tab is not a first
 * load, so the tab remembers it (sessionStorage, which a new tab starts without).
 */
const SPLASH_SHOWN_KEY = "splashShown";

// Within one page load too (storage may be refused): coming back to the storefront from the admin area.
let alreadyShown = false;

function shownInThisTab(): boolean {
  try {
    return alreadyShown || sessionStorage.getItem(SPLASH_SHOWN_KEY) !== null;
  } catch {
    return alreadyShown;
  }
}

function rememberShown() {
  alreadyShown = true;
  try {
    sessionStorage.setItem(SPLASH_SHOWN_KEY, "1");
  } catch {
    // storage refused (a private mode): remembered for this page load only
  }
}

/**
 * For a page the function rendered (a book's, an author's): its content is on screen from the first paint, and
 * the app takes it over without covering it.
 */
export function skipSplash() {
  rememberShown();
}

/**
 * How long the spinner has already been on screen. index.html draws the same markup, so it shows from the page's
 * first paint while the scripts download: the 2 s count from then, and a slow download is not added on top.
 * No paint entry yet (or a browser without paint timing): it appears now.
 */
function msOnScreenAlready(): number {
  const firstPaint = performance.getEntriesByName?.("first-paint")[0];
  return firstPaint ? Math.max(0, performance.now() - firstPaint.startTime) : 0;
}

/**
 * A full-screen overlay over a page that renders and fetches underneath it from the first moment, so once it
 * lifts the page is usually ready and the 2 seconds cost no extra waiting.
 */
export function SplashScreen() {
  const [remainingMs] = useState(() => (shownInThisTab() ? 0 : SPLASH_DURATION_MS - msOnScreenAlready()));
  const [visible, setVisible] = useState(remainingMs > 0);

  useEffect(() => {
    rememberShown();
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), remainingMs);
    return () => clearTimeout(timer);
  }, [visible, remainingMs]);

  if (!visible) return null;
  return (
    <div
      role="status"
      aria-label="Loading the store"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white"
      data-testid="splash-screen"
    >
      <Spinner className="size-16" />
    </div>
  );
}
