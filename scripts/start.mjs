// `npm start`: build, start the Auth, Firestore, Functions and Hosting emulators, seed them, print the URLs.
// Stop with Ctrl+C. Emulator data is not kept between runs; the seed makes every start the same.
import { spawn } from "node:child_process";
import { HOSTING_URL, PROJECT_ID, buildAll, emulatorArgs, emulatorEnv, firebaseBin, root, run, waitFor } from "./emulators.mjs";

await buildAll();

const emulators = spawn(firebaseBin, emulatorArgs("emulators:start"), {
  cwd: root,
  env: emulatorEnv(),
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => emulators.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
emulators.on("exit", (code) => process.exit(code ?? 0));

await waitFor(`${HOSTING_URL}/api/books/`, { timeoutMs: 180_000 });
const seeded = await run(process.execPath, ["scripts/seed.mjs"]);
if (seeded !== 0) {
  console.error("Seeding failed; stopping the emulators.");
  stop();
} else {
  // The seed names the admin the same way (functions/src/seed/cli.ts): a password set in the environment is
  // never printed.
  const adminHint = `username ${process.env.ADMIN_USERNAME || "admin"}, password ${
    process.env.ADMIN_PASSWORD ? "from ADMIN_PASSWORD" : "admin123"
  }`;
  console.log(`
  The book store is running on the Firebase Emulator Suite (project ${PROJECT_ID}):
    Storefront   ${HOSTING_URL}/
    Admin        ${HOSTING_URL}/admin   (${adminHint})
    API          ${HOSTING_URL}/api/books/
    Auth         http://127.0.0.1:9099   Firestore http://127.0.0.1:8080   Functions http://127.0.0.1:5001
  Press Ctrl+C to stop.
`);
}
