import { defineInt, defineSecret, defineString } from "firebase-functions/params";

/** Signs admin JWTs. Set with `firebase functions:secrets:set ADMIN_JWT_SECRET` for a real project. */
export const adminJwtSecret = defineSecret("ADMIN_JWT_SECRET");

// Only for demo- projects (the emulator suite): they have no Secret Manager and nothing real to protect.
const LOCAL_DEMO_JWT_SECRET = "local-demo-only-secret-not-for-production";

export function projectId(): string {
  const fromConfig = process.env.FIREBASE_CONFIG ? JSON.parse(process.env.FIREBASE_CONFIG).projectId : undefined;
  const id = process.env.GCLOUD_PROJECT ?? fromConfig;
  if (!id) throw new Error("No project id: GCLOUD_PROJECT or FIREBASE_CONFIG must be set");
  return id;
}

export const isDemoProject = () => projectId().startsWith("demo-");

/**
 * With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned ID tokens. That is only acceptable in
 * a demo- project, where nothing real exists; anywhere else refuse to start rather than accept forged tokens.
 */
export function assertSafeEmulatorUse(): void {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST && !isDemoProject()) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is set but project "${projectId()}" is not a demo- project: refusing to start, ` +
        "because firebase-admin would accept unsigned ID tokens.",
    );
  }
}

export function jwtSecret(): string {
  let secret = "";
  try {
    secret = adminJwtSecret.value();
  } catch {
    // Not bound (tests running the app outside the Functions runtime).
  }
  if (secret) return secret;
  if (isDemoProject()) return LOCAL_DEMO_JWT_SECRET;
  throw new Error("ADMIN_JWT_SECRET is not set");
}

/**
 * Signs the newsletter's links (confirmation, unsubscription). Set with
 * `firebase functions:secrets:set NEWSLETTER_TOKEN_SECRET` for a real project; changing it voids every link sent.
 */
export const newsletterTokenSecret = defineSecret("NEWSLETTER_TOKEN_SECRET");

const LOCAL_DEMO_NEWSLETTER_SECRET = "local-demo-only-newsletter-secret-not-for-production";

export function newsletterSecret(): string {
  let secret = "";
  try {
    secret = newsletterTokenSecret.value();
  } catch {
    // Not bound (tests running the app outside the Functions runtime).
  }
  if (secret) return secret;
  if (isDemoProject()) return LOCAL_DEMO_NEWSLETTER_SECRET;
  throw new Error("NEWSLETTER_TOKEN_SECRET is not set");
}

/**
 * The store's own address, such as https://shop.example: canonical links, link previews and the sitemap name it,
 * never an address taken from a request, and pages are rendered from the index.html Hosting serves there. Set in
 * `functions/.env.<project id>` (the emulator suite's is in the repository); a deploy without it, or with another
 * shape, is refused by the CLI.
 */
export const siteUrlParam = defineString("SITE_URL", {
  description: "The store's address, such as https://shop.example (no path, no trailing slash)",
  input: {
    text: {
      validationRegex: "^https?://[^/]+$",
      validationErrorMessage: "An address such as https://shop.example, without a path or trailing slash",
    },
  },
});

/**
 * How many proxies in front of the function append to X-Forwarded-For (docs/decisions/006-admin-sign-in-throttling.md).
 * The client's address is the left-most entry they appended; anything further left was written by the client.
 * 0 where nothing is appended (the emulator suite): every caller then shares one address. Set in
 * `functions/.env.<project id>`; it has no default, so a deploy without it is refused.
 */
export const trustedProxyHopsParam = defineInt("TRUSTED_PROXY_HOPS", {
  description: "How many proxies in front of the function append to X-Forwarded-For (2 behind Firebase Hosting)",
});

export function siteUrl(): string {
  const configured = siteUrlParam.value();
  if (!configured) throw new Error("SITE_URL must be set to the store's address, such as https://shop.example");
  return configured;
}

export const trustedProxyHops = (): number => trustedProxyHopsParam.value();

/**
 * Where the shop's own mail goes (a new order, a title running low, an import that ended). Set in
 * `functions/.env.<project id>`; it has no default, so a deploy without it is refused.
 */
export const shopEmailParam = defineString("SHOP_EMAIL", {
  description: "The shop's own address, for its notices: new orders, low stock, imports that ended",
});

export const shopEmail = (): string => shopEmailParam.value();

/**
 * How long an import turn owns its job without a word: 30 s unless IMPORT_LEASE_MS says otherwise. The test
 * launcher shortens it so that a stopped job is resumed in seconds rather than half a minute.
 */
export function importLeaseMs(): number | undefined {
  const configured = process.env.IMPORT_LEASE_MS;
  if (configured === undefined || configured === "") return undefined;
  const ms = Number(configured);
  if (!Number.isInteger(ms) || ms < 1_000)
    throw new Error(`IMPORT_LEASE_MS must be whole milliseconds of 1000 or more: "${configured}"`);
  return ms;
}
