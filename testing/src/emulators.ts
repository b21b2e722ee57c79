// Where the local emulator suite listens (firebase.json), as `firebase emulators:exec` reports it to the tests.
import {
  EMULATOR_HOSTS,
  FUNCTIONS_ORIGIN,
  HOSTING_URL as EMULATORS_HOSTING_URL,
} from "../../scripts/emulator-addresses.mjs";

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-bookstore";
/** The SPA and, through its rewrite, the API: what a shopper's browser talks to. */
export const HOSTING_URL = EMULATORS_HOSTING_URL;
/** The function itself, bypassing Hosting (for what the Hosting emulator's proxy does not pass on). */
export const FUNCTION_URL = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/api`;
/** The emulator build's HTTP twin of the outbox's sweep, which the launchers call every second. */
export const OUTBOX_SWEEP_URL = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/mailOutboxSweep`;
export const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? EMULATOR_HOSTS.auth}`;
export const FIRESTORE_URL = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? EMULATOR_HOSTS.firestore}`;
