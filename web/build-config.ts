/**
 * A production build must name its Firebase project: without VITE_FIREBASE_PROJECT_ID the app would fall back
 * to the demo project and talk to an Auth emulator on the shopper's own machine. Emulator builds use
 * `--mode emulator` (web/.env.emulator names the demo project). Every build names the address the store is
 * served at (VITE_SITE_URL), for robots.txt's absolute Sitemap line.
 */
export function missingProductionConfig(mode: string, env: Record<string, string | undefined>): string | undefined {
  return missingProject(mode, env) ?? (siteUrl(env) ? undefined : badSiteUrl(env));
}

function missingProject(mode: string, env: Record<string, string | undefined>): string | undefined {
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (mode === "emulator") {
    return projectId?.startsWith("demo-")
      ? undefined
      : "An emulator build needs a demo- VITE_FIREBASE_PROJECT_ID (web/.env.emulator).";
  }
  if (!projectId) {
    return "VITE_FIREBASE_PROJECT_ID is not set: a production build must name its Firebase project (see README, deploying). Build with --mode emulator for the local emulator suite.";
  }
  if (projectId.startsWith("demo-"))
    return `A production build cannot use the demo project ${projectId}: build with --mode emulator.`;
  return undefined;
}

/**
 * The store's address, such as https://books.example.com (an http(s) origin, no path); undefined when
 * VITE_SITE_URL is not one. Hosting answers on several domains (the project's web.app and firebaseapp.com ones,
 * any custom domain) and the build cannot tell which one is the store's, so the build is told.
 */
export function siteUrl(env: Record<string, string | undefined>): string | undefined {
  const value = env.VITE_SITE_URL?.trim().replace(/\/$/, "") ?? "";
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url && /^https?:$/.test(url.protocol) && url.origin === value ? url.origin : undefined;
}

const badSiteUrl = (env: Record<string, string | undefined>) =>
  `VITE_SITE_URL must be the store's address, such as https://books.example.com (see README, deploying); it is ${JSON.stringify(env.VITE_SITE_URL ?? "")}.`;

// Pages crawlers should not spend their time on: the admin area, and pages that are one shopper's own. /api and
// /assets stay open: a crawler that runs the app (Google) needs them to render a book page.
const PRIVATE_PATHS = ["/dashboard", "/admin", "/cart", "/checkout", "/orders", "/user-dashboard"];

/**
 * robots.txt: crawlers may read every page but the private ones, and find the sitemap (served by the API
 * function) at its absolute address, which the protocol asks for.
 */
export function robotsTxt(site: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
}
