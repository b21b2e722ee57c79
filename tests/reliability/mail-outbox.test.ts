// The shop's outbox against the real emulators and MailDev: a queued mail reaches the SMTP server with no
// request, whether that server was down or frozen when it was queued; a mail retried for the whole span ends in
// ERROR; the same mail is sent once however often it is queued or its trigger runs; and no CR/LF in a mail
// reaches a header.
// The tests run side by side: each waits on the sender's retries, not on the others.
import { afterAll, describe, expect, it } from "vitest";
import { listMail, uniqueRecipient, waitForMail } from "@bookstore/testing/maildev";
import { scaled } from "@bookstore/testing/timeouts";
import { adminToken } from "@bookstore/testing/accounts";
import { api, apiOk } from "@bookstore/testing/api";
import { OUTBOX_SWEEP_URL } from "@bookstore/testing/emulators";
import type { MailPage } from "@bookstore/schema";
import { queueTestMail, readDelivery, uniqueMailId, waitForDelivery, mailDoc } from "@bookstore/testing/outbox";
import { routeMail, smtpStandIn } from "../support/smtp-stand-in";

/** The test launchers' MAIL_RETRY_FOR_MS (scripts/emulators.mjs; production: a day). */
const RETRY_FOR_MS = 30_000;

const standIns: Awaited<ReturnType<typeof smtpStandIn>>[] = [];
afterAll(async () => {
  await Promise.all(standIns.map((standIn) => standIn.close()));
});

/**
 * Runs sweep passes until one takes up none of `ids`. The trigger fires once, on creation; after that only the sweep
 * sends, so once it has nothing of these mails left, what MailDev holds of them is final.
 */
async function sweepUntilNoneOf(ids: string[]) {
  const deadline = Date.now() + scaled(20_000);
  for (;;) {
    const response = await fetch(OUTBOX_SWEEP_URL, { method: "POST" });
    const { taken } = (await response.json()) as { taken: string[] };
    if (!taken.some((id) => ids.includes(id))) return;
    if (Date.now() > deadline) throw new Error(`The sweep still takes up ${taken.join(", ")}`);
  }
}

async function routedRecipient(label: string, mode: "down" | "frozen") {
  const standIn = await smtpStandIn();
  standIns.push(standIn);
  await standIn.set(mode);
  const to = uniqueRecipient(label);
  await routeMail(to, standIn.url);
  return { to, standIn };
}

describe.concurrent("the outbox's sender", { timeout: scaled(40_000) }, () => {
  it("sends a queued mail through SMTP and records its delivery in Trigger Email's shape", async () => {
    const id = uniqueMailId("plain");
    const to = uniqueRecipient("plain");
    await queueTestMail(id, to, { subject: "Your order has shipped" });
    const mail = await waitForMail(to);
    expect(mail.subject).toBe("Your order has shipped");
    expect(mail.text.trim()).toBe(`Plain text of ${id}`);
    expect(mail.html).toContain(`HTML of ${id}`);
    const delivery = await waitForDelivery(id, (d) => d.state === "SUCCESS");
    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 1, error: null, leaseExpireTime: null });
    expect(delivery.info).toMatchObject({ accepted: [to], rejected: [] });
    expect(delivery.info?.messageId).toBe(`<${id}@bookstore.example>`);
    expect(delivery.startTime).toBeTruthy();
    expect(delivery.endTime).toBeTruthy();
  });

  it("delivers a mail queued while the SMTP server is down once it is back, with no one acting", async () => {
    const { to, standIn } = await routedRecipient("down", "down");
    const id = uniqueMailId("down");
    await queueTestMail(id, to);
    const waiting = await waitForDelivery(id, (d) => d.attempts >= 2 && d.state === "PENDING");
    expect(waiting.error).toMatch(/ECONNREFUSED/);
    expect(waiting.leaseExpireTime).toBeTruthy();
    await standIn.set("back");
    await waitForMail(to);
    const delivered = await waitForDelivery(id, (d) => d.state === "SUCCESS");
    expect(delivered.attempts).toBeGreaterThanOrEqual(3);
    expect(delivered.attempts).toBeLessThanOrEqual(5);
  });

  it("gives up on a server that accepts and never greets within its timeout, and delivers once it answers", async () => {
    const { to, standIn } = await routedRecipient("frozen", "frozen");
    const id = uniqueMailId("frozen");
    await queueTestMail(id, to);
    const waiting = await waitForDelivery(id, (d) => d.attempts >= 1 && d.state === "PENDING");
    expect(waiting.error).toMatch(/Greeting never received|timeout/i);
    await standIn.set("back");
    await waitForMail(to);
    expect((await waitForDelivery(id, (d) => d.state === "SUCCESS")).error).toBeNull();
  });

  it(
    "ends in ERROR once retried for the whole span, shows it to the admin, and sends it again when asked",
    async () => {
      const { to, standIn } = await routedRecipient("error", "down");
      const id = uniqueMailId("error");
      await queueTestMail(id, to, { subject: "Never delivered" });
      const seen = new Set<number>();
      const failed = await waitForDelivery(
        id,
        (d) => {
          seen.add(d.attempts);
          return d.state === "ERROR";
        },
        scaled(180_000),
      );
      expect(failed).toMatchObject({ state: "ERROR", leaseExpireTime: null });
      expect(failed.error).toMatch(/ECONNREFUSED/);
      // Not after a count of attempts (a busy machine's sweep makes fewer), but once the span has passed.
      const millis = (time: unknown) => (time as { toMillis(): number }).toMillis();
      expect(millis(failed.endTime) - millis(failed.retryingSince)).toBeGreaterThanOrEqual(RETRY_FOR_MS);
      expect([...seen].sort((a, b) => a - b)).toEqual(expect.arrayContaining([1, 2]));

      const token = await adminToken();
      const page = await apiOk<MailPage>("/api/admin/mail?state=ERROR&limit=100", { token });
      expect(page.mails.find((mail) => mail.id === id)).toMatchObject({
        to,
        subject: "Never delivered",
        state: "ERROR",
        attempts: failed.attempts,
        error: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(page.counts.ERROR).toBeGreaterThanOrEqual(1);
      // Final: no further attempt followed while the admin looked.
      expect((await readDelivery(id))?.attempts).toBe(failed.attempts);

      await standIn.set("back");
      const retried = await api(`/api/admin/mail/${id}/retry`, { method: "POST", token });
      expect(retried.status, retried.text).toBe(202);
      expect(retried.body).toMatchObject({ id, state: "RETRY" });
      await waitForMail(to);
      expect(await waitForDelivery(id, (d) => d.state === "SUCCESS")).toMatchObject({ attempts: 1, error: null });
      expect((await api(`/api/admin/mail/${id}/retry`, { method: "POST", token })).status).toBe(409);
    },
    scaled(240_000),
  );

  it("sends a mail once when it is queued twice, or taken up by several senders at once", async () => {
    const id = uniqueMailId("once");
    const to = uniqueRecipient("once");
    await Promise.all([queueTestMail(id, to), queueTestMail(id, to)]);
    await waitForMail(to);
    await waitForDelivery(id, (d) => d.state === "SUCCESS");
    // The same event queued again after it was sent: the merge leaves `delivery` alone.
    await queueTestMail(id, to);

    // A mail marked for resending, which every sweep pass wants at once: one of them sends it.
    const raceId = uniqueMailId("race");
    const raceTo = uniqueRecipient("race");
    await mailDoc(raceId).set({
      to: raceTo,
      message: { subject: "Raced", text: "Raced", html: "<p>Raced</p>" },
      createdAt: new Date(),
      delivery: { state: "SUCCESS", attempts: 1 },
    });
    await mailDoc(raceId).update({ "delivery.state": "RETRY" });
    await Promise.all([1, 2, 3].map(() => fetch(OUTBOX_SWEEP_URL, { method: "POST" })));
    await waitForMail(raceTo);
    await waitForDelivery(raceId, (d) => d.state === "SUCCESS");

    await sweepUntilNoneOf([id, raceId]);
    expect(await listMail(to)).toHaveLength(1);
    expect((await readDelivery(id))?.attempts).toBe(1);
    expect(await listMail(raceTo)).toHaveLength(1);
    expect((await readDelivery(raceId))?.attempts).toBe(1);
  });

  it("never lets CR or LF in a subject, a recipient or a header reach a header", async () => {
    const to = uniqueRecipient("inject");
    const bcc = uniqueRecipient("bcc");
    const id = uniqueMailId("inject");
    await queueTestMail(id, to, {
      subject: `Hello\r\nBcc: ${bcc}\r\nX-Injected: yes`,
      headers: { "X-Order": `42\r\nBcc: ${bcc}`, "Bcc\r\nX-Evil": "1", Bcc: bcc },
    });
    const mail = await waitForMail(to);
    expect(mail.subject).toBe(`Hello Bcc: ${bcc} X-Injected: yes`);
    expect(mail.headers["x-order"]).toBe(`42 Bcc: ${bcc}`);
    expect(mail.headers).not.toHaveProperty("x-injected");
    expect(mail.headers).not.toHaveProperty("x-evil");
    expect(mail.headers).not.toHaveProperty("bcc");
    expect(mail.envelope.to.map((r) => r.address)).toEqual([to]);

    // A recipient with a line break is no single address: refused at once, never sent.
    const badId = uniqueMailId("inject-to");
    await mailDoc(badId).set({ to: `${to}\r\nBcc: ${bcc}`, message: { subject: "x", text: "x", html: "x" } });
    const refused = await waitForDelivery(badId, (d) => d.state === "ERROR");
    expect(refused.attempts).toBe(1);
    await sweepUntilNoneOf([id, badId]);
    expect(await listMail(bcc)).toEqual([]);
    expect(await listMail(to)).toHaveLength(1);
  });
});
