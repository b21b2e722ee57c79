// Where the local emulator suite listens (firebase.json), as `firebase emulators:exec` reports it to the tests.

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-bookstore";
/** The SPA and, through its rewrite, the API: what a shopper's browser talks to. */
export const HOSTING_URL = "http://127.0.0.1:5000";
/** The function itself, bypassing Hosting (for what the Hosting emulator's proxy does not pass on). */
export const FUNCTION_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
export const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
export const FIRESTORE_URL = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080"}`;
