// `npm start` when the emulator suite dies under it: a request with an empty Host header makes the Hosting
// emulator (firebase-tools) throw and the whole `firebase emulators:start` process exit, while the Firestore
// emulator's JVM, in a process group of its own, keeps running. The launcher must say so, stop everything
// and exit non-zero.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scaled } from "@bookstore/testing/timeouts";
import { launcherEnv, until } from "./stack-support";
import { EMULATOR_HOSTS, HOSTING_URL } from "../../scripts/emulator-addresses.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the repo's scripts, without type declarations
import { pidsListeningOn, stopLeftoverEmulators } from "../../scripts/emulator-processes.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const HOSTING = HOSTING_URL;
const [hostingHost, hostingPort] = EMULATOR_HOSTS.hosting.split(":") as [string, string];

function sendWithEmptyHost(): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(Number(hostingPort), hostingHost, () => socket.write("GET / HTTP/1.1\r\nHost:\r\n\r\n"));
    socket.on("data", () => socket.destroy());
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
  });
}

let launcher: ChildProcess | undefined;
afterAll(async () => {
  if (launcher?.exitCode === null) process.kill(-launcher.pid!, "SIGKILL");
  await stopLeftoverEmulators();
});

function launch(args: string[]) {
  let output = "";
  launcher = spawn(process.execPath, args, {
    cwd: root,
    env: launcherEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  launcher.stdout!.on("data", (chunk) => (output += chunk));
  launcher.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => launcher!.on("exit", (code) => resolve(code)));
  return { output: () => output, exited };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<string>((resolve) => setTimeout(() => resolve("still running"), ms))]);

describe("npm start, when the emulator suite dies", () => {
  it(
    "says what happened, stops every process it started, and exits non-zero",
    async () => {
      const { output, exited } = launch(["scripts/start.mjs", "--no-build"]);
      await until(() => output().includes("The book store is running"), scaled(180_000), "the store to start");
      expect((await fetch(`${HOSTING}/api/books/?limit=1`)).status).toBe(200);
      expect(
        pidsListeningOn([Number(EMULATOR_HOSTS.firestore.split(":")[1])]).length,
        "the Firestore emulator runs",
      ).toBe(1);

      await sendWithEmptyHost();
      expect(await within(exited, scaled(60_000))).toBe(1);
      expect(output()).toContain("The Firebase emulator suite stopped on its own");
      expect(pidsListeningOn(), "nothing of the suite is left listening").toEqual([]);
      expect(newSuiteProcesses(), "nothing of the suite is left running").toEqual([]);
    },
    scaled(300_000),
  );
});

describe("the test runner (npm test, npm run with-emulators), when the emulator suite dies", () => {
  it(
    "stops the tests it started and the emulators' leftovers, and exits non-zero",
    async () => {
      // Stands for a test run: notes its pid, crashes the suite, then would go on for ten minutes against it.
      const pidFile = join(mkdtempSync(join(tmpdir(), "stack-")), "pid");
      const tests = `node -e "require('fs').writeFileSync('${pidFile}',String(process.pid));const s=require('net').connect(${hostingPort},'${hostingHost}',()=>s.write('GET / HTTP/1.1\\r\\nHost:\\r\\n\\r\\n'));s.on('error',()=>{});setTimeout(()=>{},600000)"`;
      const { output, exited } = launch(["scripts/with-emulators.mjs", tests]);
      const code = await within(exited, scaled(240_000));
      expect(code, output().slice(-2000)).not.toBe(0);
      expect(code).not.toBe("still running");
      expect(output()).toContain("outlived the suite");
      expect(pidsListeningOn(), "nothing of the suite is left listening").toEqual([]);
      const testsPid = Number(readFileSync(pidFile, "utf8"));
      await until(() => !isAlive(testsPid), scaled(10_000), "the test run to be stopped");
      expect(newSuiteProcesses(), "nothing of the suite is left running").toEqual([]);
    },
    scaled(300_000),
  );
});

// What already ran before these tests (left by an earlier run that was killed) is not theirs to judge.
let runningBefore = new Set<string>();
beforeAll(() => {
  runningBefore = new Set(suiteProcesses());
});
const newSuiteProcesses = () => suiteProcesses().filter((process) => !runningBefore.has(process));

/**
 * The suite's processes started from this checkout (the CLI, the Functions emulator's workers and loader, the
 * Firestore launcher), listening or not: a worker holds no port, so the port check alone misses it.
 */
function suiteProcesses(): string[] {
  if (!existsSync("/proc")) return [];
  const ours = new RegExp(
    `${escapeRegex(root)}(?:node_modules/(?:firebase-tools/|\\.bin/firebase)|\\.cache/firestore-launcher/)`,
  );
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      if (ours.test(command)) found.push(`${pid} ${command.slice(0, 160)}`);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
