/**
 * A production build must name its Firebase project: without VITE_FIREBASE_PROJECT_ID the app would fall back
 * to the demo project and talk to an Auth emulator on the shopper's own machine. Emulator builds use
 * `--mode emulator` (web/.env.emulator names the demo project).
 */
export function missingProductionConfig(mode: string, env: Record<string, string | undefined>): string | undefined {
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (mode === "emulator") {
    return projectId?.startsWith("demo-")
      ? undefined
      : "An emulator build needs a demo- VITE_FIREBASE_PROJECT_ID (web/.env.emulator).";
  }
  if (!projectId) {
    return "VITE_FIREBASE_PROJECT_ID is not set: a production build must name its Firebase project (see README, deploying). Build with --mode emulator for the local emulator suite.";
  }
  if (projectId.startsWith("demo-"))
    return `A production build cannot use the demo project ${projectId}: build with --mode emulator.`;
  return undefined;
}
