import { describe, expect, it } from "vitest";
import type { Delivery } from "./mail-delivery";
import { createMailSender } from "./mail-sender";
import type { ClaimedMail } from "./mail.repository";
import type { SendMail } from "./smtp-transport";

const NOW = 1_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const message = { subject: "Shipped", text: "On its way", html: "<p>On its way</p>" };

/** The sender around an outbox of one mail held in memory, and an SMTP server that answers as told. */
function senderWith(claimed: ClaimedMail | null, send: SendMail) {
  const recorded: Partial<Delivery>[] = [];
  const sent: string[] = [];
  const sender = createMailSender({
    repository: {
      claim: async () => claimed,
      record: async (_id, _attempt, patch) => void recorded.push(patch),
      listDue: async () => ["m"],
    },
    senderFor: async () => async (smtp) => (sent.push(smtp.to), send(smtp)),
    from: () => "Book Store <shop@shop.example>",
    retrySchedule: () => ({ baseMs: 1_000, maxWaitMs: 60_000, forMs: DAY }),
    now: () => NOW,
  });
  return { sender, recorded, sent };
}

const info = { messageId: "<m@shop.example>", accepted: ["ada@example.com"], rejected: [], response: "250 OK" };

describe("one attempt of the sender", () => {
  it("records SUCCESS with what the server said", async () => {
    const { sender, recorded } = senderWith(
      { mail: { to: "ada@example.com", message }, attempt: 1, since: NOW },
      async () => info,
    );
    expect(await sender.deliver("m")).toBe("sent");
    expect(recorded).toEqual([expect.objectContaining({ state: "SUCCESS", attempts: 1, error: null, info })]);
  });

  it("records a failure and when to try again, doubling the wait", async () => {
    const refuse: SendMail = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    };
    const { sender, recorded } = senderWith(
      { mail: { to: "ada@example.com", message }, attempt: 3, since: NOW - 60_000 },
      refuse,
    );
    expect(await sender.deliver("m")).toBe("failed");
    expect(recorded).toEqual([
      expect.objectContaining({
        state: "PENDING",
        attempts: 3,
        error: "connect ECONNREFUSED 127.0.0.1:25",
        leaseExpireTime: new Date(NOW + 4_000),
      }),
    ]);
  });

  it("keeps a mail waiting, at most the cap apart, until it has been retried for the whole span, then ERROR", async () => {
    const refuse: SendMail = async () => {
      throw new Error("Greeting never received");
    };
    const failure = async (attempt: number, since: number) => {
      const { sender, recorded } = senderWith({ mail: { to: "ada@example.com", message }, attempt, since }, refuse);
      await sender.deliver("m");
      return recorded[0];
    };
    expect(await failure(30, NOW - DAY + 1)).toMatchObject({
      state: "PENDING",
      leaseExpireTime: new Date(NOW + 60_000),
    });
    expect(await failure(30, NOW - DAY)).toMatchObject({ state: "ERROR", leaseExpireTime: null });
  });

  it("ends a mail without one valid recipient in ERROR at once, never reaching the server", async () => {
    const { sender, recorded, sent } = senderWith(
      { mail: { to: "ada@example.com\r\nBcc: eve@example.com", message }, attempt: 1, since: NOW },
      async () => info,
    );
    expect(await sender.deliver("m")).toBe("failed");
    expect(sent).toEqual([]);
    expect(recorded).toEqual([expect.objectContaining({ state: "ERROR", attempts: 1 })]);
  });

  it("leaves a mail it could not take up", async () => {
    const { sender, recorded, sent } = senderWith(null, async () => info);
    expect(await sender.deliver("m")).toBe("left");
    expect([recorded, sent]).toEqual([[], []]);
  });
});
