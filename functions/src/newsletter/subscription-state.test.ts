import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { afterConfirm, afterSignup, afterUnsubscribe, canonicalMailbox, mailboxKey } from "./subscription-state";

const NOW = Date.UTC(2026, 10, 23, 12);
const GAP = 10 * 60 * 1000;
const EMAIL = "ada@example.com";
const mailedAt = (ms: number) => ({ email: EMAIL, state: "pending", confirmationMailedAt: Timestamp.fromMillis(ms) });

describe("a sign-up", () => {
  it("makes a new address wait and mails it", () => {
    const step = afterSignup(undefined, EMAIL, NOW, GAP);
    expect(step).toMatchObject({
      mail: true,
      outcome: "confirmation-queued",
      next: { email: EMAIL, state: "pending" },
    });
  });

  it("mails a waiting address again only once the gap has passed since its last confirmation", () => {
    expect(afterSignup(mailedAt(NOW - GAP + 1), EMAIL, NOW, GAP)).toEqual({
      mail: false,
      outcome: "confirmation-recent",
    });
    const due = afterSignup(mailedAt(NOW - GAP), EMAIL, NOW, GAP);
    expect(due).toMatchObject({ mail: true, outcome: "confirmation-queued" });
    expect((due.next!.confirmationMailedAt as Timestamp).toMillis()).toBe(NOW);
  });

  it("mails a new address only once the gap has passed since its mailbox's last confirmation", () => {
    expect(afterSignup(undefined, EMAIL, NOW, GAP, NOW - GAP + 1)).toMatchObject({
      mail: false,
      outcome: "confirmation-recent",
      next: { email: EMAIL, state: "pending" },
    });
    expect(afterSignup(undefined, EMAIL, NOW, GAP, NOW - GAP)).toMatchObject({ mail: true });
  });

  it("counts plus-addresses and case variants as one mailbox", () => {
    expect(canonicalMailbox("Ada+News+2@Example.COM")).toBe("ada@example.com");
    expect(canonicalMailbox("+tag@example.com")).toBe("@example.com");
    expect(mailboxKey("ADA+1@example.com")).toBe(mailboxKey("ada@example.com"));
    expect(mailboxKey("ada.b@example.com")).not.toBe(mailboxKey("ada@example.com"));
  });

  it("leaves a confirmed address as it is and mails nothing", () => {
    expect(afterSignup({ email: EMAIL, state: "confirmed" }, EMAIL, NOW, GAP)).toEqual({
      mail: false,
      outcome: "already-confirmed",
    });
  });

  it("makes an unsubscribed address wait again, mailed unless its last confirmation is recent", () => {
    const recent = afterSignup({ ...mailedAt(NOW - 1000), state: "unsubscribed" }, EMAIL, NOW, GAP);
    expect(recent).toMatchObject({ mail: false, next: { state: "pending" } });
    const old = afterSignup({ ...mailedAt(NOW - GAP), state: "unsubscribed" }, EMAIL, NOW, GAP);
    expect(old).toMatchObject({ mail: true, next: { state: "pending" } });
  });

  it("counts an address stored before confirmations as waiting, and mails it", () => {
    expect(afterSignup({ email: EMAIL, createdAt: Timestamp.fromMillis(0) }, EMAIL, NOW, GAP)).toMatchObject({
      mail: true,
      next: { state: "pending", createdAt: Timestamp.fromMillis(0) },
    });
  });
});

describe("a confirmation", () => {
  it("confirms and welcomes only a waiting address", () => {
    expect(afterConfirm(mailedAt(NOW), NOW)).toMatchObject({
      mail: true,
      outcome: "confirmed",
      next: { state: "confirmed" },
    });
    expect(afterConfirm({ state: "confirmed" }, NOW)).toEqual({ mail: false, outcome: "already-confirmed" });
    expect(afterConfirm({ state: "unsubscribed" }, NOW)).toEqual({ mail: false, outcome: "not-pending" });
    expect(afterConfirm(undefined, NOW)).toEqual({ mail: false, outcome: "not-pending" });
  });
});

describe("an unsubscription", () => {
  it("ends any subscription and leaves an unknown address unknown", () => {
    expect(afterUnsubscribe({ state: "confirmed" }, NOW)).toMatchObject({ next: { state: "unsubscribed" } });
    expect(afterUnsubscribe(mailedAt(NOW), NOW)).toMatchObject({ next: { state: "unsubscribed" } });
    expect(afterUnsubscribe({ state: "unsubscribed" }, NOW).next).toBeUndefined();
    expect(afterUnsubscribe(undefined, NOW).next).toBeUndefined();
  });
});
