// `npm run seed [-- --books N]`: seeds the catalog and the admin. Against the local emulators by default;
// for a real project set GCLOUD_PROJECT, ADMIN_USERNAME and ADMIN_PASSWORD and have application default
// credentials (`gcloud auth application-default login`), and unset FIRESTORE_EMULATOR_HOST.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { EMULATOR_HOSTS } from "./emulator-addresses.mjs";
import { PROJECT_ID, root, runOrExit } from "./emulators.mjs";

const seedBundle = join(root, "functions", "lib", "seed.js");
if (!existsSync(seedBundle)) await runOrExit("npm", ["run", "build:emulator", "-w", "functions"]);

const env = { ...process.env, GCLOUD_PROJECT: PROJECT_ID };
if (PROJECT_ID.startsWith("demo-")) {
  env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
  env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_HOSTS.auth;
}
await runOrExit(process.execPath, [seedBundle, ...process.argv.slice(2)], { env });
