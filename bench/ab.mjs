// `npm run bench:ab -- [<git-ref>] [--rounds 5] [--path /]`: is this change faster? Lighthouse on the working
// tree's web build (B) against the same page built from <git-ref> (A, default HEAD), the two alternated run by
// run on one emulator suite (A B, B A, A B, …) after one discarded warm-up run.
// Why a tool for it: on a shared machine the host's speed (Lighthouse's benchmarkIndex) changes within the hour;
// each run's CPU slowdown is calibrated to it (lib/cpu-calibration.mjs), and alternating the builds cancels what
// calibration leaves.
// Only the web build differs: both sides use the working tree's functions and third-party node_modules; each web
// build takes the workspace packages (the schema) of its own side.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildAll, emulatorArgs, emulatorEnv, firebaseBin, root, run } from "../scripts/emulators.mjs";
import { median } from "./lib/stats.mjs";
import { exitIfEmulatorPortsBusy } from "../scripts/emulator-processes.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "5" }, path: { type: "string", default: "/" } },
});
const ref = positionals[0] ?? "HEAD";
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds must be a whole number ≥ 1, not ${values.rounds}`);

await exitIfEmulatorPortsBusy("another emulator suite is running; stop it first");
const work = mkdtempSync(join(tmpdir(), "bookstore-ab-"));
const dists = { A: join(work, "a"), B: join(work, "b") };
const resultsFile = join(root, "bench", "results", "ab.json");

/**
 * The worktree's node_modules: this checkout's packages, but the workspace's own (`@bookstore/*`, relative links)
 * pointing into the worktree, so the web app at `ref` builds against the contract at `ref`.
 */
function borrowNodeModules(source) {
  const own = join(root, "node_modules");
  const borrowed = join(source, "node_modules");
  mkdirSync(borrowed);
  for (const name of readdirSync(own)) {
    if (name !== "@bookstore") {
      symlinkSync(join(own, name), join(borrowed, name));
      continue;
    }
    mkdirSync(join(borrowed, name));
    for (const pkg of readdirSync(join(own, name)))
      symlinkSync(readlinkSync(join(own, name, pkg)), join(borrowed, name, pkg), "dir");
  }
}

/** The web app as built at `ref`, from a detached worktree that borrows this checkout's node_modules. */
async function buildWebAt(gitRef, outDir) {
  const source = join(work, "source");
  execFileSync("git", ["worktree", "add", "--detach", "--quiet", source, gitRef], { cwd: root, stdio: "inherit" });
  try {
    borrowNodeModules(source);
    // A failed build throws rather than exits, so the worktree is still removed below.
    const code = await run(
      join(root, "node_modules", ".bin", "vite"),
      ["build", "--mode", "emulator", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: join(source, "web") },
    );
    if (code !== 0) throw new Error(`The web app at ${gitRef} did not build (exit ${code})`);
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", source], { cwd: root, stdio: "inherit" });
  }
}

try {
  console.log(`A: web built at ${ref}; B: the working tree's web build`);
  await buildAll();
  cpSync(join(root, "web", "dist"), dists.B, { recursive: true });
  await buildWebAt(ref, dists.A);
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  const code = await run(firebaseBin, emulatorArgs("emulators:exec", "node bench/lib/ab-suite.mjs"), {
    env: emulatorEnv({
      AB_DIST_A: dists.A,
      AB_DIST_B: dists.B,
      AB_ROUNDS: String(rounds),
      AB_PATH: values.path,
      AB_RESULTS: resultsFile,
    }),
  });
  if (code !== 0) process.exit(code);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const runs = JSON.parse(readFileSync(resultsFile, "utf8"));
// Each column: its name, the figure of one run, and how a median is written.
const whole = (value) => String(Math.round(value));
const columns = [
  ["score", (r) => r.score, whole],
  ["ceiling (no TBT, no CLS)", (r) => r.ceilingScore, whole],
  ["FCP ms", (r) => r.fcpMs, whole],
  ["LCP ms", (r) => r.lcpMs, whole],
  ["TBT ms", (r) => r.tbtMs, whole],
  ["longest task ms", (r) => r.longestTaskMs ?? 0, whole],
  ["of its scripts", (r) => r.longestScriptTaskMs ?? 0, whole],
  ["Speed Index ms", (r) => r.speedIndexMs, whole],
  ["CLS", (r) => r.cls, (value) => value.toFixed(3)],
  ["benchmarkIndex", (r) => r.benchmarkIndex, whole],
  ["CPU slowdown", (r) => r.cpuSlowdownMultiplier, (value) => value.toFixed(1)],
];
const lines = [
  `| Build | ${columns.map(([name]) => name).join(" | ")} |`,
  `|---|${columns.map(() => "---:").join("|")}|`,
  ...["A", "B"].map((side) => {
    const mine = runs.filter((r) => r.side === side);
    const medians = columns.map(([, pick, format]) => format(median(mine.map(pick))));
    return `| ${side === "A" ? ref : "working tree"}, median of ${mine.length} | ${medians.join(" | ")} |`;
  }),
];
const table = `Lighthouse (mobile) on ${values.path}, A/B alternated:\n\n${lines.join("\n")}\n\nEach run: ${runs.map((r) => `${r.side} ${r.score}/${Math.round(r.tbtMs)}`).join(", ")} (score/TBT ms)`;
writeFileSync(join(root, "bench", "results", "ab.md"), `${table}\n`);
console.log(`\n${table}\n`);
