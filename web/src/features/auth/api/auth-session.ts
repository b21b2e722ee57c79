// The Firebase SDK is the largest library of the app, and most home-page visitors are not signed in: it is
// imported on demand, never as part of the page's first load. So is the code that reports who signed in
// (auth-report.ts): it runs only once Firebase has something to say.
export const loadFirebase = () => Promise.all([import("firebase/auth"), import("@/lib/firebase")]);

/**
 * Set while Firebase reports a signed-in user. A first-time visitor has none, so the page can show the login
 * link straight away without downloading the SDK just to learn that nobody is signed in.
 */
export const SESSION_HINT_KEY = "bookstore-signed-in";

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

let listening: Promise<void> | undefined;

/** Feeds the auth store from onAuthStateChanged. Safe to call any number of times: one listener is kept. */
export function startAuthListener(): Promise<void> {
  listening ??= Promise.all([loadFirebase(), import("@/features/auth/api/auth-report")]).then(
    ([[{ onAuthStateChanged }, { auth }], { report }]) => {
      onAuthStateChanged(auth, report);
    },
  );
  return listening;
}
