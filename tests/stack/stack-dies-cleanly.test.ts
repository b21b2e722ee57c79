// `npm start` when the emulator suite dies under it: a request with an empty Host header makes the Hosting
// emulator (firebase-tools) throw and the whole `firebase emulators:start` process exit, while the Firestore
// emulator's JVM, in a process group of its own, keeps running. The launcher must say so, stop everything
// and exit non-zero.
import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { scaled } from "@bookstore/testing/timeouts";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the repo's scripts, without type declarations
import { pidsListeningOn, stopLeftoverEmulators } from "../../scripts/emulator-processes.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const HOSTING = "http://127.0.0.1:5000";

function sendWithEmptyHost(): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(5000, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost:\r\n\r\n"));
    socket.on("data", () => socket.destroy());
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
  });
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let launcher: ChildProcess | undefined;
afterAll(async () => {
  if (launcher?.exitCode === null) process.kill(-launcher.pid!, "SIGKILL");
  await stopLeftoverEmulators();
});

describe("npm start, when the emulator suite dies", () => {
  it("says what happened, stops every process it started, and exits non-zero", async () => {
    // The emulators' own variables belong to no outer suite here.
    const env = { ...process.env };
    for (const name of ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST", "FIREBASE_EMULATOR_HUB", "GCLOUD_PROJECT"]) delete env[name];
    let output = "";
    launcher = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    launcher.stdout!.on("data", (chunk) => (output += chunk));
    launcher.stderr!.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => launcher!.on("exit", (code) => resolve(code)));

    await until(() => output.includes("The book store is running"), scaled(180_000), "the store to start");
    expect((await fetch(`${HOSTING}/api/books/?limit=1`)).status).toBe(200);
    expect(pidsListeningOn([8080]).length, "the Firestore emulator runs").toBe(1);

    await sendWithEmptyHost();
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("still running"), scaled(60_000)))]);
    expect(code).toBe(1);
    expect(output).toContain("The Firebase emulator suite stopped on its own");
    expect(pidsListeningOn(), "nothing of the suite is left listening").toEqual([]);
  }, scaled(300_000));
});
