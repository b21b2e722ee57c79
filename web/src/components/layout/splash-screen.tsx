import { useEffect, useState } from "react";
import { Spinner } from "@/components/spinner";

/** SPEC §9: the first-load spinner shows for 2000 ms. */
export const SPLASH_DURATION_MS = 2000;

// Once per page load: coming back to the storefront from the admin area must not show it again.
let alreadyShown = false;

/**
 * A full-screen overlay over a page that renders and fetches underneath it from the first moment, so once it
 * lifts the page is usually ready and the 2 seconds cost no extra waiting.
 */
export function SplashScreen() {
  const [visible, setVisible] = useState(!alreadyShown);

  useEffect(() => {
    if (!visible) return;
    alreadyShown = true;
    const timer = setTimeout(() => setVisible(false), SPLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible]);

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
