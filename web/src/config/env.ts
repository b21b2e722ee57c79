/**
 * Firebase web config. A `demo-` project id (the default) means the local emulator suite: no real keys exist
 * and the Auth SDK talks to the Auth emulator. For a real project set the VITE_FIREBASE_* variables at build time.
 */
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? "demo-bookstore";

export const env = {
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: import.meta.env.VITE_FIREBASE_APP_ID,
  },
  useEmulators: projectId.startsWith("demo-"),
  authEmulatorUrl: import.meta.env.VITE_AUTH_EMULATOR_URL ?? "http://127.0.0.1:9099",
  /**
   * The store's own address (every build names it): canonical links and previews never take the address a page
   * happens to be read on. The dev server alone may leave it out.
   */
  siteUrl: import.meta.env.VITE_SITE_URL ?? globalThis.location?.origin ?? "",
} as const;
