import { describe, expect, it } from "vitest";
import { createNewsletterTokens } from "./newsletter-tokens";

const tokens = createNewsletterTokens(() => "a-test-secret");

describe("newsletter tokens", () => {
  it("accept the address's own token, whatever the address's case", () => {
    const token = tokens.sign("confirm", "Ada@Example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify("confirm", "ada@example.com", token)).toBe(true);
    expect(tokens.verify("confirm", "ADA@EXAMPLE.COM", token)).toBe(true);
  });

  it("refuse another address's token, another purpose's, another secret's, and a forged or cut one", () => {
    const token = tokens.sign("unsubscribe", "ada@example.com");
    expect(tokens.verify("unsubscribe", "ben@example.com", token)).toBe(false);
    expect(tokens.verify("confirm", "ada@example.com", token)).toBe(false);
    const otherSecret = createNewsletterTokens(() => "another-secret");
    expect(otherSecret.verify("unsubscribe", "ada@example.com", token)).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(tokens.verify("unsubscribe", "ada@example.com", flipped)).toBe(false);
    expect(tokens.verify("unsubscribe", "ada@example.com", token.slice(1))).toBe(false);
  });
});
