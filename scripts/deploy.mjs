// `npm run deploy -- [firebase deploy options]`: builds the web app for production, then deploys with
// firebase.json plus the rules that depend on the build (scripts/hosting-config.mjs). The web build needs the
// project's VITE_FIREBASE_* settings (README, "Deploying").
import { firebaseBin, root, runOrExit } from "./emulators.mjs";
import { hostingConfig } from "./hosting-config.mjs";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

await runOrExit("npm", ["run", "build", "-w", "web"]);
const config = hostingConfig(root);
// Built just now: the hosting predeploy step would only build the same files again.
delete config.hosting.predeploy;
const file = join(root, ".firebase-deploy.json");
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
await runOrExit(firebaseBin, ["deploy", "--config", file, ...process.argv.slice(2)]);
