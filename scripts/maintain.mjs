// `npm run maintain -- upgrade --stock N` or `npm run maintain -- recount-stats`: one-off commands for a store
// that already holds data (see functions/src/maintenance/cli.ts). Against the local emulators by default; for a
// real project set GCLOUD_PROJECT, have application default credentials and unset FIRESTORE_EMULATOR_HOST.
import { join } from "node:path";
import { EMULATOR_HOSTS } from "./emulator-addresses.mjs";
import { PROJECT_ID, root, runOrExit } from "./emulators.mjs";

await runOrExit("npm", ["run", "build:emulator", "-w", "functions"]);
const env = { ...process.env, GCLOUD_PROJECT: PROJECT_ID };
if (PROJECT_ID.startsWith("demo-")) env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
await runOrExit(process.execPath, [join(root, "functions", "lib", "maintain.js"), ...process.argv.slice(2)], { env });
