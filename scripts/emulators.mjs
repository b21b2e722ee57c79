// Shared by start.mjs and test.mjs: how to run the Firebase CLI and its emulator suite on this repo,
// including on machines with no internet (see README, "Offline machines").
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AUTH_EMULATOR_ORIGIN } from "./emulator-addresses.mjs";
import { stopProcessGroup } from "./emulator-processes.mjs";

export { AUTH_EMULATOR_ORIGIN, HOSTING_URL } from "./emulator-addresses.mjs";
import { writeHostingConfig } from "./hosting-config.mjs";
import { writeIfChanged } from "./write-if-changed.mjs";
import { onStop } from "./lifecycle.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PROJECT_ID = process.env.GCLOUD_PROJECT || "demo-bookstore";
export const EMULATORS = "auth,firestore,functions,hosting";

const SYSTEM_FIRESTORE_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

/**
 * firebase-tools downloads the Firestore emulator jar on first use. Offline machines can't, but some ship
 * Google's jar (google-cloud-cli-firestore-emulator) without a Main-Class; a one-line launcher jar whose
 * manifest points at it lets firebase-tools start it via FIRESTORE_EMULATOR_BINARY_PATH. Anywhere else we
 * leave the variable unset and firebase-tools downloads its jar as usual.
 */
function firestoreLauncherJar() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(SYSTEM_FIRESTORE_JAR)) return undefined;
  const dir = join(root, ".cache", "firestore-launcher");
  const jar = join(dir, "launcher.jar");
  if (!existsSync(jar)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, "MANIFEST.MF");
    writeFileSync(
      manifest,
      "Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n" +
        `Class-Path: ${SYSTEM_FIRESTORE_JAR}\n`,
    );
    const built = spawnSync("jar", ["cfm", jar, manifest], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("Could not build the Firestore launcher jar (is a JDK on PATH?)");
  }
  return jar;
}

/**
 * The Functions emulator reads secrets from functions/.secret.local (gitignored, never deployed) and asks
 * Google Secret Manager for any it lacks: offline that fails with a logged error in every new worker. A demo
 * project gets each random local secret once, kept across restarts so a signed-in admin stays signed in and a
 * newsletter link sent stays good.
 */
const DEMO_SECRETS = ["ADMIN_JWT_SECRET", "NEWSLETTER_TOKEN_SECRET"];
function writeDemoSecrets() {
  const file = join(root, "functions", ".secret.local");
  if (!PROJECT_ID.startsWith("demo-")) return;
  const kept = existsSync(file) ? readFileSync(file, "utf8") : "";
  const missing = DEMO_SECRETS.filter((name) => !new RegExp(`^${name}=`, "m").test(kept));
  if (missing.length > 0) {
    const added = missing.map((name) => `${name}=${randomBytes(32).toString("hex")}\n`).join("");
    writeFileSync(file, `${kept}${kept && !kept.endsWith("\n") ? "\n" : ""}${added}`, { mode: 0o600 });
  }
  // MailDev takes mail without signing in, and SMTP_URL names no user: the bound password is never used.
  const secrets = readFileSync(file, "utf8");
  if (!/^SMTP_PASSWORD=./m.test(secrets)) {
    writeFileSync(file, `${secrets.replace(/^SMTP_PASSWORD=\n/m, "")}SMTP_PASSWORD=not-used-by-maildev\n`, {
      mode: 0o600,
    });
  }
}

/**
 * The fixes of patches/ (patches/README.md) to the tools the local suite runs: the Firebase CLI, and MailDev's SMTP
 * server. The repository's .npmrc skips every install script, so no postinstall applies them: each launch does,
 * once, before it starts either. patch-package leaves a patch already applied as it is, and fails loudly when one
 * no longer fits.
 */
let patchesApplied = false;
export function applyDependencyPatches() {
  if (patchesApplied) return;
  const patched = spawnSync(process.execPath, [join(root, "node_modules", "patch-package", "index.js")], {
    cwd: root,
    encoding: "utf8",
  });
  if (patched.status !== 0) {
    process.stderr.write(`${patched.stdout}${patched.stderr}`);
    throw new Error("Could not apply patches/ to the dependencies (see patches/README.md)");
  }
  patchesApplied = true;
}

export function emulatorEnv(extra = {}) {
  applyDependencyPatches();
  const jar = firestoreLauncherJar();
  writeDemoSecrets();
  return {
    ...process.env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    // Never pick up a developer's real credentials while running against the emulators.
    GOOGLE_APPLICATION_CREDENTIALS: "",
    // Seconds the Functions emulator waits for a new worker to load the function (default 30). A worker loads
    // firebase-admin and Express; on a busy 2-core machine with Java and Chromium beside it that can take
    // longer, and a timed-out worker fails the request ("Failed to load function.") instead of serving it late.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? "180",
    // The Firestore emulator's JVM lives minutes, not months: its C2 compiler spent half of its CPU warming up
    // code a test run never ran long enough to gain from. Only the `java` launcher reads this; a developer's wins.
    JDK_JAVA_OPTIONS: process.env.JDK_JAVA_OPTIONS ?? "-XX:TieredStopAtLevel=1",
    // At every start the Functions emulator asks the npm registry for the newest firebase-functions (`npm show`,
    // only to print a notice), waiting up to 10 s where the registry is out of reach: npm answers from its cache.
    npm_config_offline: process.env.npm_config_offline ?? "true",
    ...extra,
  };
}

/**
 * What the test launchers (test, with-emulators) add to the suite's environment: an import turn's lease (30 s in
 * production) short enough that the test of a stopped import waits seconds for its resume. Not scaled with the
 * test timeouts: each chunk committed renews it, so it need only outlast one chunk, and on a slow machine it is
 * the test's wait that would grow. A developer's own value wins.
 */
export const testSuiteEnv = () => ({ IMPORT_LEASE_MS: process.env.IMPORT_LEASE_MS ?? "4000" });

export const firebaseBin = join(root, "node_modules", ".bin", "firebase");

/**
 * The waits the test launchers shorten, so that a mail's retries fit in a test: functions/.env.demo-bookstore
 * keeps production's (a day of retries up to an hour apart), which `npm start` runs. The span is what the test of
 * a mail that ends in ERROR sits out (reliability/mail-outbox.test.ts), and more than twice what the outage test
 * needs to see a mail still waiting after six attempts (about 12 s on a 2-core machine: 6 greetings of 1 s, 3.75 s
 * of backoff, the sweep's 1 s ticks). The cap of a second still lets the waits double (250, 500, 1,000 ms); a
 * longer one only lengthened that test.
 */
export const TEST_FUNCTIONS_ENV = Object.freeze({
  SMTP_TIMEOUT_MS: "1000",
  MAIL_RETRY_BASE_MS: "250",
  MAIL_RETRY_MAX_WAIT_MS: "1000",
  MAIL_RETRY_FOR_MS: "30000",
});
const TEST_CONFIG_DIR = ".cache/test-functions-env";

/**
 * The Functions emulator reads a codebase's env files and .secret.local from its configDir. The test launchers
 * point it at a folder of their own: the project's files with TEST_FUNCTIONS_ENV over them. Nothing is written
 * into functions/, so `npm start` never reads a test's waits, even after a test run that was killed.
 */
function writeTestFunctionsConfig() {
  const source = join(root, "functions");
  const target = join(root, TEST_CONFIG_DIR);
  mkdirSync(target, { recursive: true });
  const overridden = (line) => Object.keys(TEST_FUNCTIONS_ENV).some((name) => line.startsWith(`${name}=`));
  const files = {};
  for (const name of [".env", `.env.${PROJECT_ID}`]) {
    if (!existsSync(join(source, name))) continue;
    const kept = readFileSync(join(source, name), "utf8")
      .split("\n")
      .filter((line) => !overridden(line));
    files[name] = `${kept.join("\n").trimEnd()}\n`;
  }
  const tests = Object.entries(TEST_FUNCTIONS_ENV).map(([name, value]) => `${name}=${value}\n`);
  files[`.env.${PROJECT_ID}`] =
    `${files[`.env.${PROJECT_ID}`] ?? ""}# The test launchers' waits (scripts/emulators.mjs)\n${tests.join("")}`;
  if (existsSync(join(source, ".secret.local")))
    files[".secret.local"] = readFileSync(join(source, ".secret.local"), "utf8");
  // Each new Functions worker reads these files again, and a suite may be running beside (the stack tests').
  for (const [name, content] of Object.entries(files)) writeIfChanged(join(target, name), content, { mode: 0o600 });
}

const suiteArgs = (rest) => ["--project", PROJECT_ID, "--only", EMULATORS, ...rest];

/** The Firebase CLI arguments that run `command` (emulators:start or emulators:exec) on this repo's suite. */
export const emulatorArgs = (command, ...rest) => [
  command,
  "--config",
  writeHostingConfig(root, ".firebase-emulators.json", { extraConnectSrc: [AUTH_EMULATOR_ORIGIN] }),
  ...suiteArgs(rest),
];

/** The same for the test launchers: their functions read TEST_FUNCTIONS_ENV over the project's env files. */
export function testEmulatorArgs(command, ...rest) {
  writeDemoSecrets();
  writeTestFunctionsConfig();
  const config = writeHostingConfig(root, ".firebase-emulators-test.json", {
    extraConnectSrc: [AUTH_EMULATOR_ORIGIN],
    functionsConfigDir: TEST_CONFIG_DIR,
  });
  return [command, "--config", config, ...suiteArgs(rest)];
}

/**
 * Runs a command, inheriting stdio; resolves with its exit code. With `group`, the command gets a process group
 * of its own and whatever of the group outlives the command is stopped: when `firebase emulators:exec` dies, the
 * test runners it started must not go on against a dead suite. When the launcher is told to stop (lifecycle.mjs),
 * the command is too: a group gets SIGINT, which the Firebase CLI answers by shutting its emulators down. With
 * `lowPriority`, the command and whatever it starts get only the CPU that others leave idle (and a group).
 */
export function run(command, args, { group = false, lowPriority = false, ...options } = {}) {
  return new Promise((resolve) => {
    const [file, argv] = lowPriority ? ["nice", ["-n", "19", command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: "inherit", cwd: root, ...options, detached: group || lowPriority });
    if (lowPriority) lowerSessionPriority(child.pid);
    const forget = onStop(() => {
      try {
        if (group || lowPriority) process.kill(-child.pid, "SIGINT");
        else child.kill("SIGTERM");
      } catch {
        // it has ended
      }
    });
    child.on("exit", async (code, signal) => {
      forget();
      if (group || lowPriority) await stopProcessGroup(child.pid);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Where Linux schedules each session as one group (autogroup), a niceness counts only against processes of the
 * same session, and every launcher starts its suite in a session of its own: the session gets the lowest
 * priority too.
 */
function lowerSessionPriority(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, "19");
  } catch {
    // No autogroup here: the niceness alone does it.
  }
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

/** Builds everything the Hosting and Functions emulators serve; the web app for the demo project (web/.env.emulator). */
export async function buildAll() {
  await runOrExit("npm", ["run", "build:emulator", "-w", "functions"]);
  await runOrExit("npm", ["run", "build", "-w", "web", "--", "--mode", "emulator"]);
}

export async function waitFor(url, { timeoutMs = 120_000, ok = (res) => res.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (ok(res)) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
