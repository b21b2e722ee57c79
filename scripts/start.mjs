// `npm start`: build, start the Auth, Firestore, Functions and Hosting emulators and MailDev, seed them, print the
// URLs.
// `npm start -- --no-build` serves what was built last. Stop with Ctrl+C. Emulator data is not kept between
// runs; the seed makes every start the same. If the suite dies on its own, everything it started is stopped
// and the command exits with an error.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { exitIfEmulatorPortsBusy, stopLeftoverEmulators, stopProcessGroup } from "./emulator-processes.mjs";
import {
  HOSTING_URL,
  PROJECT_ID,
  buildAll,
  emulatorArgs,
  emulatorEnv,
  firebaseBin,
  root,
  run,
  waitFor,
} from "./emulators.mjs";
import { EMULATOR_HOSTS } from "./emulator-addresses.mjs";
import { onStop, stopWithOwner } from "./lifecycle.mjs";
import { MAILDEV_URL, startLocalMail } from "./local-mail.mjs";

stopWithOwner();

await exitIfEmulatorPortsBusy();
if (!process.argv.includes("--no-build")) await buildAll();

startLocalMail(PROJECT_ID);
// In a process group of its own, so that stopping it reaches every process it started there.
const emulators = spawn(firebaseBin, emulatorArgs("emulators:start"), {
  cwd: root,
  env: emulatorEnv(),
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
let stopping = false;
let exitCode = 0;
const stop = (code = 0) => {
  stopping = true;
  exitCode = code;
  try {
    process.kill(-emulators.pid, "SIGINT");
  } catch {
    // already gone
  }
};
onStop(() => stop());
emulators.on("exit", async (code, signal) => {
  if (!stopping) {
    console.error(
      `\nThe Firebase emulator suite stopped on its own (${signal ?? `exit code ${code}`}); see its log above.` +
        " Stopping everything it started.",
    );
  }
  await stopProcessGroup(emulators.pid);
  await stopLeftoverEmulators();
  process.exit(stopping ? exitCode : 1);
});

const ready = await waitFor(`${HOSTING_URL}/api/books/`, { timeoutMs: 180_000 }).then(
  () => true,
  (error) => (console.error(`${error.message}; stopping the emulators.`), false),
);
const seeded = ready && (await run(process.execPath, ["scripts/seed.mjs"])) === 0;
if (!ready) {
  stop(1);
} else if (!seeded) {
  console.error("Seeding failed; stopping the emulators.");
  stop(1);
} else {
  // The seed names the admin the same way (functions/src/seed/cli.ts): a password set in the environment is
  // never printed.
  const demoAdmin = JSON.parse(readFileSync(new URL("../functions/src/seed/demo-admin.json", import.meta.url), "utf8"));
  const adminHint = `username ${process.env.ADMIN_USERNAME || demoAdmin.username}, password ${
    process.env.ADMIN_PASSWORD ? "from ADMIN_PASSWORD" : demoAdmin.password
  }`;
  console.log(`
  The book store is running on the Firebase Emulator Suite (project ${PROJECT_ID}):
    Storefront   ${HOSTING_URL}/
    Admin        ${HOSTING_URL}/admin   (${adminHint})
    API          ${HOSTING_URL}/api/books/
    Auth         http://${EMULATOR_HOSTS.auth}   Firestore http://${EMULATOR_HOSTS.firestore}   Functions http://${EMULATOR_HOSTS.functions}
    Mailbox      ${MAILDEV_URL}   (MailDev: every mail the shop sends; SMTP on 127.0.0.1:1025)
  Press Ctrl+C to stop.
`);
}
