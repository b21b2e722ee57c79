import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";
import { afterAll, expect, it } from "vitest";

// A real process, not vitest's own (which catches rejections itself): the guard must keep it alive.
const dir = mkdtempSync(path.join(tmpdir(), "process-guard-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(guarded: boolean): { status: number; output: string } {
  const entry = path.join(dir, `entry-${guarded}.ts`);
  writeFileSync(
    entry,
    `import { guardProcess } from ${JSON.stringify(path.resolve(__dirname, "process-guard"))};
     const log = { error: (message: string, reason: unknown) => console.log("logged:", message, String(reason)) };
     if (${guarded}) guardProcess(process, log);
     if (${guarded}) guardProcess(process, log);
     void Promise.reject(new Error("nobody waits for me"));
     setTimeout(() => { throw new Error("thrown from a timer"); }, 5);
     setTimeout(() => console.log("still serving"), 50);`,
  );
  const bundle = path.join(dir, `entry-${guarded}.cjs`);
  buildSync({ entryPoints: [entry], bundle: true, platform: "node", outfile: bundle, logLevel: "silent" });
  try {
    return { status: 0, output: execFileSync(process.execPath, [bundle], { encoding: "utf8", stdio: "pipe" }) };
  } catch (error) {
    const { status, stdout } = error as { status: number; stdout: string };
    return { status, output: stdout };
  }
}

it("logs an unhandled rejection and an uncaught exception, once each, and the process keeps serving", () => {
  const { status, output } = run(true);
  expect(status).toBe(0);
  expect(output.match(/logged: Unhandled promise rejection.*nobody waits for me/g)).toHaveLength(1);
  expect(output.match(/logged: Uncaught exception \(uncaughtException\).*thrown from a timer/g)).toHaveLength(1);
  expect(output).toContain("still serving");
});

it("is what keeps it alive: without the guard the same rejection ends the process", () => {
  const { status, output } = run(false);
  expect(status).not.toBe(0);
  expect(output).not.toContain("still serving");
});
