// The shop's mail outlives an outage of its SMTP server: MailDev itself is stopped (SIGSTOP: the kernel still
// accepts connections, nobody greets them) for longer than the sender's first waits, and once it runs again the
// mail queued meanwhile arrives with no one acting. Five quick attempts used to end such a mail in ERROR.
// Shared global state: while MailDev is stopped, every file's mail waits (their tests wait far longer than this).
// So the file runs alone, before every other (tests/vitest.config.ts), and the outage starts once the sender has
// nothing else left to attempt: the emulator runs one trigger at a time, so each mail still queued would wait out
// the greeting's timeout before this one's turn, and the sweep would retry them all beside it. After the other
// files (dozens of orders, each with its mail) that queue took longer to drain than the outage itself lasts.
import { afterAll, describe, expect, it } from "vitest";
import { waitForMail, uniqueRecipient } from "@bookstore/testing/maildev";
import { queueTestMail, uniqueMailId, waitForDelivery, waitForOutboxSettled } from "@bookstore/testing/outbox";
import { scaled } from "@bookstore/testing/timeouts";
import { OUTBOX_SWEEP_URL } from "@bookstore/testing/emulators";

/** MailDev's process, started by the launcher (scripts/local-mail.mjs). */
const maildev = Number(process.env.MAILDEV_PID);
const resume = () => {
  try {
    process.kill(maildev, "SIGCONT");
  } catch {
    // MailDev has ended: nothing to resume.
  }
};
afterAll(resume);

describe("an outage of the SMTP server", () => {
  it(
    "delays a mail past its first five attempts, then delivers it once the server answers",
    async () => {
      expect(maildev, "the launcher names MailDev's process in MAILDEV_PID").toBeGreaterThan(0);
      const id = uniqueMailId("outage");
      const to = uniqueRecipient("outage");
      await waitForOutboxSettled();
      // The sweep's worker started, as in a shop that has been running: the retries' clock starts with the first
      // attempt, and the second is the sweep's, which would otherwise wait for its worker's start-up.
      expect((await fetch(OUTBOX_SWEEP_URL, { method: "POST" })).status).toBe(200);
      process.kill(maildev, "SIGSTOP");
      try {
        await queueTestMail(id, to, { subject: "Sent through an outage" });
        // Past the first waits: each attempt timed out at the greeting, and the mail still waits for another.
        const settled = (state: string) => state === "ERROR" || state === "SUCCESS";
        const waiting = await waitForDelivery(
          id,
          (d) => (d.state === "PENDING" && d.attempts >= 6) || settled(d.state),
          scaled(60_000),
        );
        expect(waiting).toMatchObject({ state: "PENDING" });
        expect(waiting.error).toMatch(/Greeting never received|timeout/i);
      } finally {
        resume();
      }
      const mail = await waitForMail(to, { timeoutMs: scaled(30_000) });
      expect(mail.subject).toBe("Sent through an outage");
      const delivered = await waitForDelivery(id, (d) => d.state === "SUCCESS");
      expect(delivered.attempts).toBeGreaterThan(6);
    },
    scaled(120_000),
  );
});
