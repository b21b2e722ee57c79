// Debian's Chromium, started the way these offline machines need: test tools must never download a browser of
// their own. Playwright (e2e/) and Lighthouse (bench/) start it with the same flags.

export const CHROMIUM_FLAGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]);
