// `npm run with-emulators -- "<command>"`: runs one command inside the seeded emulator suite, as `npm test` runs
// its suites, for working on a few tests at a time. Examples:
//   npm run with-emulators -- "cd e2e && npx playwright test tests/cart.spec.ts"
//   npm run with-emulators -- "cd tests && npx vitest run api/books.test.ts"
// It does not build: run `npm run build` first when functions/ or web/ changed.
import { exitIfEmulatorPortsBusy, stopLeftoverEmulators } from "./emulator-processes.mjs";
import { emulatorEnv, firebaseBin, PROJECT_ID, run, testEmulatorArgs, testSuiteEnv } from "./emulators.mjs";
import { startLocalMail } from "./local-mail.mjs";
import { stoppingBecause, stopWithOwner } from "./lifecycle.mjs";

stopWithOwner();

const command = process.argv.slice(2).join(" ");
if (!command) {
  console.error('Usage: npm run with-emulators -- "<command>"');
  process.exit(2);
}
await exitIfEmulatorPortsBusy();
const mail = startLocalMail(PROJECT_ID);
const code = await run(firebaseBin, testEmulatorArgs("emulators:exec", `node scripts/seed.mjs && ${command}`), {
  env: emulatorEnv(testSuiteEnv()),
  group: true,
});
mail.stop();
// A suite that died leaves the Firestore emulator's JVM behind: stop it, and fail.
const leftovers = await stopLeftoverEmulators();
process.exit(code || (leftovers.length || stoppingBecause() ? 1 : 0));
