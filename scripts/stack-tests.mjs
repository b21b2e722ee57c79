// The local-stack tests (tests/stack): each starts a whole local stack as `npm start` does and watches it go. What
// outlived them fails the run, and is stopped: checked here, where they ran (npm test may run this in namespaces of
// its own, which would take any leftover with them unseen).
import { join } from "node:path";
import { stopLeftoverEmulators } from "./emulator-processes.mjs";
import { root, run } from "./emulators.mjs";
import { vitestArgs } from "./test-results.mjs";

const code = await run("npx", vitestArgs("stack.json", "-c", "vitest.stack.config.ts"), { cwd: join(root, "tests") });
if ((await stopLeftoverEmulators()).length) {
  console.error("The local-stack tests left emulators running.");
  process.exit(1);
}
process.exit(code);
