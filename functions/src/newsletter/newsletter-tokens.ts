import { createHmac, timingSafeEqual } from "node:crypto";

// A newsletter link proves its reader received mail at the address: an HMAC of the address under a secret only the
// function knows. The purpose is inside the MAC, so a link that unsubscribes can never confirm, nor the reverse.

export type TokenPurpose = "confirm" | "unsubscribe";

export function createNewsletterTokens(secret: () => string) {
  const sign = (purpose: TokenPurpose, email: string) =>
    createHmac("sha256", secret()).update(`newsletter:${purpose}:${email.toLowerCase()}`).digest("base64url");
  return {
    sign,
    /** Whether `token` is this address's for `purpose`, compared in constant time. */
    verify(purpose: TokenPurpose, email: string, token: string): boolean {
      const expected = Buffer.from(sign(purpose, email));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type NewsletterTokens = ReturnType<typeof createNewsletterTokens>;
