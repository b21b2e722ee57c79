// What the stack tests share: each starts a whole local stack of this checkout and watches it go.

/** The outer suite's emulator variables do not apply to a stack started from a test. */
export function launcherEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    "FIRESTORE_EMULATOR_HOST",
    "FIREBASE_AUTH_EMULATOR_HOST",
    "FIREBASE_EMULATOR_HUB",
    "GCLOUD_PROJECT",
  ])
    delete env[name];
  return env;
}

/** Resolves once `condition` holds; fails naming `what` after `timeoutMs`. */
export async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
