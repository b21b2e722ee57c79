// The local suite's mail, started by the launchers (start, test, with-emulators, bench) beside the emulators:
// - MailDev, the SMTP server the sender delivers to. Mail is not the store: if MailDev cannot start or dies, the
//   launcher says so and the store goes on (its mail waits in the outbox, retried, until an SMTP server answers).
// - The outbox's ticker: the Functions emulator runs no schedule, so this calls the emulator build's HTTP twin of
//   the sweep (functions/src/index.emulator.ts) every second when a mail is due, the same code Cloud Scheduler
//   runs every minute in production. Retries in the local suite therefore need no one to act, as in production.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { EMULATOR_HOSTS, FUNCTIONS_ORIGIN } from "./emulator-addresses.mjs";
import { applyDependencyPatches } from "./emulators.mjs";
import { MAILDEV_URL } from "./local-mail-addresses.mjs";
import { onStop } from "./lifecycle.mjs";

export { MAILDEV_URL } from "./local-mail-addresses.mjs";

/** The sweep's period in the local suite (the test launchers' backoff fits it: 250 ms doubling, scripts/emulators.mjs). */
export const MAIL_SWEEP_TICK_MS = 1_000;

const sweepUrl = (projectId) => `${FUNCTIONS_ORIGIN}/${projectId}/us-central1/mailOutboxSweep`;

/**
 * Whether the outbox holds a mail the sweep would take up (its wait or lease over, or marked RETRY), asked of the
 * Firestore emulator directly. The function is called only then: an idle suite runs no function every second, and
 * no call is in flight when the suite shuts down (the Functions emulator waits for every call it has begun).
 */
async function mailDue(projectId) {
  const url = `http://${EMULATOR_HOSTS.firestore}/v1/projects/${projectId}/databases/(default)/documents:runQuery`;
  const ask = async (fieldFilter) => {
    const res = await fetch(url, {
      method: "POST",
      // The emulator's owner token: the rules refuse every client.
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({
        structuredQuery: { from: [{ collectionId: "mail" }], where: { fieldFilter }, limit: 1 },
      }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) return false;
    return (await res.json()).some((entry) => entry.document);
  };
  const [expired, resend] = await Promise.all([
    ask({
      field: { fieldPath: "delivery.leaseExpireTime" },
      op: "LESS_THAN_OR_EQUAL",
      value: { timestampValue: new Date().toISOString() },
    }),
    ask({ field: { fieldPath: "delivery.state" }, op: "EQUAL", value: { stringValue: "RETRY" } }),
  ]);
  return expired || resend;
}

/** Starts MailDev and the sweep's ticker; both end when the launcher stops or exits. */
export function startLocalMail(projectId) {
  // MailDev's SMTP server greets at once only when patched (maildev-server.mjs).
  applyDependencyPatches();
  const maildev = spawn(process.execPath, [fileURLToPath(new URL("./maildev-server.mjs", import.meta.url))], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  // The suites the launcher runs next inherit it: a reliability test stops MailDev itself (mail-outage.test.ts).
  process.env.MAILDEV_PID = String(maildev.pid);
  let stopping = false;
  maildev.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(
        `MailDev stopped (${signal ?? `exit code ${code}`}); the store keeps running and its mail waits in the outbox.`,
      );
    }
  });
  let ticking = true;
  const tick = async () => {
    while (ticking) {
      // Before the emulators are up, and while the Functions emulator starts a worker, a tick fails: the next one
      // comes.
      if (await mailDue(projectId).catch(() => false)) {
        await fetch(sweepUrl(projectId), { method: "POST", signal: AbortSignal.timeout(30_000) }).catch(
          () => undefined,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, MAIL_SWEEP_TICK_MS).unref());
    }
  };
  void tick();
  const stop = () => {
    stopping = true;
    ticking = false;
    maildev.kill("SIGTERM");
  };
  onStop(stop);
  process.on("exit", stop);
  return { mailbox: MAILDEV_URL, stop };
}
