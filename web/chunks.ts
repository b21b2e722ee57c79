// How the build groups the app's modules into chunks beside Vite's defaults.
import { fileURLToPath, URL } from "node:url";

const HOME_ROUTE = fileURLToPath(new URL("./src/app/routes/home.tsx", import.meta.url));
const APP_CODE = /[\\/](web|schema|views)[\\/]src[\\/]/;
const HOME_FEATURE = /[\\/]src[\\/]features[\\/]home[\\/]/;

/**
 * The shopper's own account pages (/account, /forgot-password, the e-mail links' /auth/action) and the
 * verification notice, with what only they use: one chunk rather than eight small ones. Every lazy chunk adds its
 * file name to the entry's preload map, which is part of the home page's first load.
 */
export const ACCOUNT_PAGES =
  /[\\/]src[\\/](app[\\/]routes[\\/](account|auth-action|forgot-password)\.tsx|features[\\/]auth[\\/](components[\\/](account-page|account-section|auth-card|change-email-form|change-password-form|delete-account-section|download-data-section|email-action-page|forgot-password-form|password-reset-form|verification-notice)|api[\\/](account-credentials|account-data|action-codes)|utils[\\/](auth-error-text|continue-path))\.tsx?)$/;

/**
 * Signing in, up and out, with the e-mails that go with it: what the sign-in forms, the avatar menu and the
 * account pages share, as one chunk.
 */
export const SIGN_IN =
  /[\\/]src[\\/]features[\\/]auth[\\/](api[\\/](auth-report|auth-service|email-links)|utils[\\/]resend-cooldown)\.ts$/;

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Names "storefront" the app modules the home route imports statically, its own feature aside: the cards, covers,
 * prices and API client it shares with other pages. Left to the bundler they are a dozen chunks of a few hundred
 * bytes, each a request and a gzip stream of its own on the first load.
 */
export function storefrontChunk() {
  let shared: Set<string> | undefined;
  return (id: string, context: ChunkingContext) => {
    shared ??= staticImportsOf(HOME_ROUTE, context);
    return shared.has(id) && APP_CODE.test(id) && !HOME_FEATURE.test(id) ? "storefront" : null;
  };
}

function staticImportsOf(root: string, context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const queue = [...(context.getModuleInfo(root)?.importedIds ?? [])];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}
