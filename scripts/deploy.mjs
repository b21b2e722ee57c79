// `npm run deploy -- [firebase deploy options]`: type-checks every workspace, builds the web app for production,
// then deploys with firebase.json plus the rules that depend on the build (scripts/hosting-config.mjs). The web
// build needs the project's VITE_FIREBASE_* settings (README, "Deploying").
import { firebaseBin, root, runOrExit } from "./emulators.mjs";
import { hostingConfig } from "./hosting-config.mjs";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

// The builds (Vite, esbuild) only compile: code that does not type-check is refused here, before anything is built.
await runOrExit("npm", ["run", "typecheck"]);
await runOrExit("npm", ["run", "build", "-w", "web"]);
const config = hostingConfig(root);
// Checked and built just now: the hosting predeploy step would only do the same again.
delete config.hosting.predeploy;
const file = join(root, ".firebase-deploy.json");
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
await runOrExit(firebaseBin, ["deploy", "--config", file, ...process.argv.slice(2)]);
