// How the launchers (start, test, with-emulators, bench) stop. They run as `exec node …` from npm (package.json),
// so npm's forwarded SIGINT and SIGTERM reach them instead of a shell that would swallow SIGINT and die on
// SIGTERM, leaving the launcher and the emulators behind. They also stop when the process that started them
// goes away without a signal (a killed npm, a closed editor): nothing of the stack outlives its owner.

const stoppers = new Set();
let stopReason;

/** How often a launcher looks whether it has been orphaned. */
const ORPHAN_CHECK_MS = 1_000;
/** After this, a launcher still stopping exits anyway (what it started is in process groups it signalled). */
const STOP_DEADLINE_MS = 12_000;

/** Why the launcher is stopping (a signal, its parent gone), or undefined while it runs. */
export const stoppingBecause = () => stopReason;

/** Runs `stopper` when the launcher is told to stop; answers a function that takes it back. */
export function onStop(stopper) {
  stoppers.add(stopper);
  return () => stoppers.delete(stopper);
}

function stop(reason) {
  if (stopReason) return;
  stopReason = reason;
  console.error(`\n${reason}: stopping everything this command started.`);
  for (const stopper of stoppers) stopper();
  setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
}

/**
 * Makes this process a launcher: SIGINT, SIGTERM and SIGHUP, or its parent going away, run every stopper once.
 * Only the launchers call it; scripts they start keep the default behaviour of signals.
 */
export function stopWithOwner() {
  process.on("SIGINT", () => stop("Interrupted (SIGINT)"));
  process.on("SIGTERM", () => stop("Terminated (SIGTERM)"));
  process.on("SIGHUP", () => stop("The terminal closed (SIGHUP)"));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop(`The process that started this command (pid ${parent}) has gone`);
  }, ORPHAN_CHECK_MS).unref();
}
