import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The deployed bundle is what `npm run build` writes (firebase.json's predeploy); the emulator suite's is
// `build:emulator`. The reliability tests' fault injection must be in the second only.
const outdirs: string[] = [];
afterAll(() => outdirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function bundle(...flags: string[]): string {
  const outdir = mkdtempSync(join(tmpdir(), "functions-build-"));
  outdirs.push(outdir);
  execFileSync(process.execPath, ["build.mjs", "--outdir", outdir, ...flags], { cwd: join(__dirname, "..") });
  return readFileSync(join(outdir, "index.js"), "utf8");
}

describe("the function's bundles", () => {
  it("ships no fault injection in the deployed bundle, and has it in the emulator suite's", () => {
    expect(bundle()).not.toContain("x-bookstore-fault");
    expect(bundle("--emulator")).toContain("x-bookstore-fault");
  });
});
