import { accountProblem, linkProblem } from "@/features/auth/utils/auth-error-text";

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("linkProblem", () => {
  it("names an invalid, used or expired code", () => {
    expect(linkProblem(firebaseError("auth/invalid-action-code"))).toBe(
      "This link is invalid or has already been used.",
    );
    expect(linkProblem(firebaseError("auth/expired-action-code"))).toBe("This link has expired.");
  });

  it("never leaves the shopper without words, even for an unknown failure", () => {
    expect(linkProblem(firebaseError("auth/internal-error"))).toBe(
      "This link could not be used. Try again in a moment.",
    );
    expect(linkProblem(undefined)).toBe("This link could not be used. Try again in a moment.");
  });
});

describe("accountProblem", () => {
  it("says what to do for the account forms' refusals", () => {
    expect(accountProblem(firebaseError("auth/invalid-credential"))).toBe("Your current password is not right.");
    expect(accountProblem(firebaseError("auth/network-request-failed"))).toBe(
      "The store could not be reached. Check your connection.",
    );
  });

  it("shows the store's own error messages, but never Firebase's raw text", () => {
    const apiError = Object.assign(new Error("The store could not be reached."), { code: "network-error" });
    expect(accountProblem(apiError)).toBe("The store could not be reached.");
    expect(accountProblem(firebaseError("auth/internal-error"))).toBe("Something went wrong. Try again in a moment.");
  });
});
