// By default Node ends the process on a promise rejected with nobody waiting for it, and with it every request
// the instance is serving (40 at a time, orders included). Such a rejection is a bug to log, not a reason to drop
// the others: the request it belonged to is still answered, by its own handler or by the function's timeout.
import { logger } from "firebase-functions";

const GUARDED = Symbol.for("bookstore.processGuard");

type Log = Pick<typeof logger, "error">;

/**
 * Logs unhandled rejections and uncaught exceptions instead of ending the process. Both are kept alive on
 * purpose: the instance holds no state that a half-run callback could leave wrong for the next request (every
 * write is one Firestore commit or transaction, and the caches check the catalog's version), while ending it
 * would fail every request in flight. Installed once per process, however often the entry is loaded.
 */
export function guardProcess(target: NodeJS.Process = process, log: Log = logger): void {
  const flagged = target as NodeJS.Process & { [GUARDED]?: true };
  if (flagged[GUARDED]) return;
  flagged[GUARDED] = true;
  target.on("unhandledRejection", (reason) => {
    log.error("Unhandled promise rejection: logged, the instance keeps serving", reason);
  });
  target.on("uncaughtException", (error, origin) => {
    log.error(`Uncaught exception (${origin}): logged, the instance keeps serving`, error);
  });
}
