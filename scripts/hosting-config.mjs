// firebase.json is the base Hosting config. What depends on a build or on where it runs is added here, once,
// for the emulator runs and for deploys (scripts/deploy.mjs):
// - the year-long immutable cache names the built asset files exactly. A path pattern would also match a file
//   that is missing (an old page asking for a chunk of an earlier build), and Hosting adds its headers to the
//   404 too: a browser would then keep that 404 for a year.
// - the emulator runs' CSP also lets the SPA reach the Auth emulator; production's allows only Google's hosts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeIfChanged } from "./write-if-changed.mjs";

export const IMMUTABLE = "public, max-age=31536000, immutable";

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The base config plus an immutable-cache rule for exactly the files of `assetsDir`. */
export function hostingConfig(root, { extraConnectSrc = [], functionsConfigDir } = {}) {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  // Where the Functions emulator reads the codebase's env files from (scripts/emulators.mjs, the test launchers).
  if (functionsConfigDir) {
    config.functions = config.functions.map((codebase) => ({ ...codebase, configDir: functionsConfigDir }));
  }
  const assetsDir = join(root, config.hosting.public, "assets");
  if (!existsSync(assetsDir)) throw new Error(`No built web app at ${assetsDir}: build it first.`);
  const files = readdirSync(assetsDir).filter((name) => !name.endsWith(".map"));
  config.hosting.headers.push({
    regex: `^/assets/(?:${files.map(escapeRegex).join("|")})$`,
    headers: [{ key: "Cache-Control", value: IMMUTABLE }],
  });
  if (extraConnectSrc.length) {
    const csp = config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === "Content-Security-Policy");
    if (!csp?.value.includes("connect-src 'self'")) throw new Error("firebase.json has no CSP connect-src to extend");
    csp.value = csp.value.replace("connect-src 'self'", `connect-src 'self' ${extraConnectSrc.join(" ")}`);
  }
  return config;
}

/** Writes a generated config beside firebase.json (the Firebase CLI resolves its paths from the file's folder). */
export function writeHostingConfig(root, name, options) {
  const file = join(root, name);
  writeIfChanged(file, `${JSON.stringify(hostingConfig(root, options), null, 2)}\n`);
  return file;
}
