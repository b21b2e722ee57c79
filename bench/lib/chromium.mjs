// Debian's Chromium, started the way these offline machines need (see /work/shared/LOCAL-FIREBASE.md):
// test tools must never download a browser of their own.
import { execFileSync } from "node:child_process";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}
