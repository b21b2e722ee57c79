// Where the local emulator suite listens: read from firebase.json, the one place the ports are set, by the
// launchers, the seed, the tests and the benchmarks alike.
import { readFileSync } from "node:fs";

const { emulators } = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const hostAndPort = (name) => `${emulators[name].host}:${emulators[name].port}`;

/** host:port of each emulator, as the FIRESTORE_EMULATOR_HOST-style variables want them. */
export const EMULATOR_HOSTS = Object.freeze({
  auth: hostAndPort("auth"),
  firestore: hostAndPort("firestore"),
  functions: hostAndPort("functions"),
  hosting: hostAndPort("hosting"),
});

/** The storefront and, through its rewrites, the API: what a shopper's browser talks to. */
export const HOSTING_URL = `http://${EMULATOR_HOSTS.hosting}`;
export const AUTH_EMULATOR_ORIGIN = `http://${EMULATOR_HOSTS.auth}`;
export const FUNCTIONS_ORIGIN = `http://${EMULATOR_HOSTS.functions}`;

// The Firestore emulator's websocket for the (disabled) Emulator UI takes this port of its own; firebase.json
// does not set it.
const FIRESTORE_WEBSOCKET_PORT = 9150;

/** Every port the suite listens on. */
export const EMULATOR_PORTS = Object.freeze([
  ...["hub", "logging", "hosting", "functions", "firestore", "auth"].map((name) => emulators[name].port),
  FIRESTORE_WEBSOCKET_PORT,
]);
