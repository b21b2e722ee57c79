// @vitest-environment node
import { signInHint } from "@/features/auth/utils/sign-in-hint";

describe("signInHint", () => {
  it.each([
    ["auth/weak-password", "Use a password of at least 6 characters."],
    ["auth/email-already-in-use", "This email already has an account: log in instead."],
    ["auth/invalid-credential", "Wrong email or password."],
    ["auth/user-not-found", "Wrong email or password."],
    ["auth/invalid-email", "Enter an email address such as name@example.com."],
  ])("says what to do for %s", (code, hint) => {
    expect(signInHint({ code })).toBe(hint);
  });

  it("says nothing more for an error it does not know", () => {
    expect([signInHint({ code: "auth/internal-error" }), signInHint(new Error("x")), signInHint(null)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
