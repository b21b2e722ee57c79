import { describe, expect, it } from "vitest";
import {
  MAX_SHOPPER_MAILS_PER_RECIPIENT,
  recipientKey,
  RECIPIENT_WINDOW_MS,
  spendRecipientBudget,
} from "./recipient-budget";

const NOW = 1_000_000_000;

describe("a recipient's budget of shopper-caused mail", () => {
  it("lets the budget's mails go within a rolling hour, and holds back the next", () => {
    let sentAt: number[] = [];
    for (let i = 0; i < MAX_SHOPPER_MAILS_PER_RECIPIENT; i++) {
      const spent = spendRecipientBudget(sentAt, NOW + i);
      expect(spent.allowed).toBe(true);
      sentAt = spent.sentAt;
    }
    expect(spendRecipientBudget(sentAt, NOW + RECIPIENT_WINDOW_MS - 1).allowed).toBe(false);
    // An hour after the first, one place is free again.
    expect(spendRecipientBudget(sentAt, NOW + RECIPIENT_WINDOW_MS)).toMatchObject({ allowed: true });
    expect(spendRecipientBudget(sentAt, NOW + RECIPIENT_WINDOW_MS).sentAt).toHaveLength(
      MAX_SHOPPER_MAILS_PER_RECIPIENT,
    );
  });

  it("counts an address in any case as one recipient", () => {
    expect(recipientKey(" Victim@Example.com")).toBe(recipientKey("victim@example.com"));
  });
});
