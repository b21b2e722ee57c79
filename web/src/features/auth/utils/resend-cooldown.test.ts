import {
  markVerificationSent,
  RESEND_COOLDOWN_SECONDS,
  secondsUntilResend,
} from "@/features/auth/utils/resend-cooldown";

describe("the verification e-mail's resend cooldown", () => {
  beforeEach(() => localStorage.clear());

  it("lets a shopper who never sent one send at once", () => {
    expect(secondsUntilResend()).toBe(0);
  });

  it("counts down from the last send, across reloads, to zero", () => {
    markVerificationSent(1_000_000);
    expect(secondsUntilResend(1_000_000)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(secondsUntilResend(1_000_000 + 59_500)).toBe(1);
    expect(secondsUntilResend(1_000_000 + RESEND_COOLDOWN_SECONDS * 1000)).toBe(0);
  });

  it("ignores a send time from the future (a clock set back) rather than waiting on it", () => {
    markVerificationSent(5_000_000);
    expect(secondsUntilResend(1_000_000)).toBe(0);
  });
});
