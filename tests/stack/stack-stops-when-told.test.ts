// A process manager, an editor or `timeout` stops the store by signalling the npm process alone, not the
// terminal's whole process group; a crashed parent sends no signal at all. Either way nothing of the stack may
// outlive it: no launcher, no emulator, no listener on the suite's ports.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scaled } from "@bookstore/testing/timeouts";
import { launcherEnv, until } from "./stack-support";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the repo's scripts, without type declarations
import { pidsListeningOn, stopLeftoverEmulators } from "../../scripts/emulator-processes.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** What the issue of a stop allows: the whole stack gone within this. */
const STOPPED_WITHIN_MS = 15_000;

let started: ChildProcess | undefined;
afterEach(async () => {
  if (started?.pid) {
    try {
      process.kill(-started.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  await stopLeftoverEmulators();
});

/**
 * A command for the suite that prints READY on a line of its own once it runs, then waits: the line is built by the
 * shell, so npm's and the Firebase CLI's echoes of the command (which come before the suite is up) never match it.
 */
const READY = "suite-is-up";
const RUN_IN_SUITE = `printf '%s-is-%s\\n' suite up; sleep 600`;

/** Starts `command` in a process group of its own (only so the test can clean up after a failure). */
function startInGroup(command: string, args: string[], ready: string | RegExp) {
  let output = "";
  started = spawn(command, args, { cwd: root, env: launcherEnv(), detached: true, stdio: ["ignore", "pipe", "pipe"] });
  started.stdout!.on("data", (chunk) => (output += chunk));
  started.stderr!.on("data", (chunk) => (output += chunk));
  const seen = () => (typeof ready === "string" ? output.includes(ready) : ready.test(output));
  const up = until(seen, scaled(180_000), `${ready}`);
  return { process: started, output: () => output, up };
}

/** The suite's own readiness: READY alone on a line, printed by the command the suite runs. */
const suiteReady = new RegExp(`^${READY}$`, "m");

/** Every process of this checkout's stack: launchers, the Firebase CLI, its workers and the Firestore JVM. */
function stackProcesses(): string[] {
  if (!existsSync("/proc")) return [];
  const ours = [
    `${root}node_modules/firebase-tools/`,
    `${root}node_modules/.bin/firebase`,
    `${root}.cache/firestore-launcher/`,
    "scripts/start.mjs",
    "scripts/with-emulators.mjs",
  ];
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      const cwd = readFileSync(`/proc/${pid}/environ`, "utf8").includes(`PWD=${root}`) || command.includes(root);
      if (cwd && ours.some((part) => command.includes(part))) found.push(`${pid} ${command.slice(0, 120)}`);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

async function expectStackGone() {
  await until(
    () => pidsListeningOn().length === 0 && stackProcesses().length === 0,
    scaled(STOPPED_WITHIN_MS),
    "every process and port of the stack to be gone",
  ).catch((error: Error) => {
    throw new Error(`${error.message}: listening ${pidsListeningOn()}; running ${stackProcesses().join(" | ")}`);
  });
}

describe("the local stack, told to stop through the npm process alone", () => {
  it(
    "npm start: SIGINT to npm stops the whole stack and frees every port",
    async () => {
      const npm = startInGroup("npm", ["start", "--", "--no-build"], "The book store is running");
      await npm.up;
      // The launcher applied patches/ (patches/README.md) before it started the Firebase CLI.
      expect(readFileSync(join(root, "node_modules/firebase-tools/lib/emulator/auth/server.js"), "utf8")).toContain(
        "lazyCompileValidationSchemas: true",
      );
      process.kill(npm.process.pid!, "SIGINT");
      await expectStackGone();
    },
    scaled(300_000),
  );

  it(
    "npm run with-emulators: SIGTERM to npm stops the command, the emulators and every port",
    async () => {
      const npm = startInGroup("npm", ["run", "with-emulators", "--", RUN_IN_SUITE], suiteReady);
      await npm.up;
      process.kill(npm.process.pid!, "SIGTERM");
      await expectStackGone();
    },
    scaled(300_000),
  );

  it(
    "a launcher whose parent dies without a signal notices it is orphaned and stops everything",
    async () => {
      // The parent: a shell that runs the launcher and is then killed outright, as a crashed editor would be.
      const parent = startInGroup(
        "sh",
        ["-c", `node scripts/with-emulators.mjs "${RUN_IN_SUITE}"; sleep 600`],
        suiteReady,
      );
      await parent.up;
      process.kill(parent.process.pid!, "SIGKILL");
      await expectStackGone();
    },
    scaled(300_000),
  );
});
