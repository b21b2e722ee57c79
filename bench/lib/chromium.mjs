// Debian's full Chromium (Lighthouse needs the desktop browser), with the flags every test tool starts it with.
import { execFileSync } from "node:child_process";

export { CHROMIUM_FLAGS } from "@bookstore/testing/chromium";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}
